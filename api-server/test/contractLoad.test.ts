/**
 * The contract is read once per process and each caller gets a copy of its own; its request
 * schemas are compiled once, whichever app asks (api-server/src/http/contract.ts, ajv.ts). It is
 * read from the parsed copy `npm run generate` writes while that copy was made from the YAML as
 * it is, else from the YAML (decision 0815).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { compileContractSchema } from '../src/http/ajv.ts';
import {
  CONTRACT_ID,
  CONTRACT_URL,
  PARSED_CONTRACT_URL,
  loadContract,
  parsedContractText,
  readContractDocument,
} from '../src/http/contract.ts';

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

describe('the contract as parsed by npm run generate', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  /** A contract file and a place for its parsed copy, in a folder of the test's own. */
  const files = (yaml: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'showroom-contract-'));
    dirs.push(dir);
    const contract = pathToFileURL(join(dir, 'openapi.yaml'));
    writeFileSync(contract, yaml);
    return { contract, parsed: pathToFileURL(join(dir, 'openapi.json')) };
  };
  const YAML = "openapi: 3.1.0\ninfo:\n  title: Showroom\n  version: '2'\npaths: {}\n";

  it('is committed as the YAML gives it, and reads as the YAML does', () => {
    const yaml = readFileSync(CONTRACT_URL);
    expect(readFileSync(PARSED_CONTRACT_URL, 'utf8')).toBe(parsedContractText(yaml));
    expect(readContractDocument(CONTRACT_URL)).toEqual(readContractDocument(CONTRACT_URL, null));
  });

  it('is what is read while the YAML is the one it was made from', () => {
    const { contract, parsed } = files(YAML);
    const copy = JSON.parse(parsedContractText(readFileSync(contract))) as {
      document: Record<string, unknown>;
    };
    // A copy that says something the YAML does not, with the YAML's hash: only the copy says it.
    copy.document.info = { title: 'From the parsed copy', version: '2' };
    writeFileSync(parsed, JSON.stringify(copy));
    expect(readContractDocument(contract, parsed).info).toEqual({
      title: 'From the parsed copy',
      version: '2',
    });
  });

  it('gives way to the YAML once the YAML is edited, or when it cannot be read', () => {
    const { contract, parsed } = files(YAML);
    writeFileSync(parsed, parsedContractText(readFileSync(contract)));
    writeFileSync(contract, YAML.replace('Showroom', 'Showroom, edited'));
    expect(readContractDocument(contract, parsed).info).toEqual({
      title: 'Showroom, edited',
      version: '2',
    });
    for (const broken of ['{"sha256": ', '[]', '']) {
      writeFileSync(parsed, broken);
      expect(readContractDocument(contract, parsed).info).toMatchObject({
        title: 'Showroom, edited',
      });
    }
    rmSync(parsed);
    expect(readContractDocument(contract, parsed).info).toMatchObject({
      title: 'Showroom, edited',
    });
  });
});
