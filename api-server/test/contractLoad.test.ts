/**
 * The contract is read once per process and each caller gets a copy of its own; its request
 * schemas are compiled once, whichever app asks (api-server/src/http/contract.ts, ajv.ts).
 */
import { describe, expect, it } from 'vitest';
import { compileContractSchema } from '../src/http/ajv.ts';
import { CONTRACT_ID, loadContract } from '../src/http/contract.ts';

describe('the contract, loaded once', () => {
  it('gives each caller an equal copy that it may change without changing the next', () => {
    const first = loadContract();
    const second = loadContract();
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    const name = first.operations[0]!.operationId;
    first.operations[0]!.operationId = 'changed';
    first.document.paths = {};
    const third = loadContract();
    expect(third.operations[0]!.operationId).toBe(name);
    expect(Object.keys(third.document.paths as object).length).toBeGreaterThan(10);
  });

  it('compiles the same schema once, and the text and body flavours apart', () => {
    const schema = {
      type: 'object',
      properties: { term: { type: 'integer', minimum: 1 } },
      required: ['term'],
    };
    const body = compileContractSchema(schema, false);
    expect(compileContractSchema(structuredClone(schema), false)).toBe(body);
    const text = compileContractSchema(schema, true);
    expect(text).not.toBe(body);
    // Text coerces "36" to 36, as a query string arrives; a JSON body's "36" is refused.
    expect(text({ term: '36' })).toBe(true);
    expect(body({ term: '36' })).toBe(false);
    expect(body({ term: 0 })).toBe(false);
    expect(body.errors?.[0]?.instancePath).toBe('/term');
  });

  it('resolves the contract’s own references', () => {
    const validate = compileContractSchema(
      { $ref: `${CONTRACT_ID}#/components/schemas/Vehicle` },
      false,
    );
    expect(validate({ stock_id: 'x' })).toBe(false);
  });
});
