/**
 * No response field of the contract is looser than the request parameter it feeds (decision 0910):
 * src/contractKit/links.ts's LINKS checked against openapi/openapi.yaml, and the comparison itself.
 */
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRACT_URL, loadContract } from '../src/http/contract.ts';
import { checkLinks, LINKS, looserThan } from '../src/contractKit/links.ts';

/** The contract with `edit` applied to its text, loaded from a file of its own. */
function editedContract(edit: (text: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-contract-'));
  const file = join(dir, 'openapi.yaml');
  writeFileSync(file, edit(readFileSync(CONTRACT_URL, 'utf8')));
  return loadContract(pathToFileURL(file));
}

describe('the contract’s responses against the requests they feed', () => {
  it('has no response field looser than its parameter, and no unlisted field named as one', () => {
    expect(checkLinks(loadContract())).toEqual([]);
  });

  it('reports a response field loosened below its parameter', () => {
    const contract = editedContract((text) =>
      text.replace(
        "          pattern: '^[a-z0-9-]{1,100}$'\n        body_type:",
        '        body_type:',
      ),
    );
    expect(checkLinks(contract)).toEqual([
      {
        at: 'Vehicle.fuel_type_slug → searchVehicles.fuel_type_slug',
        problem: 'looser than the request: pattern: none where ^[a-z0-9-]{1,100}$ is asked',
      },
    ]);
  });

  it('reports a field named as a parameter that no link or exemption names', () => {
    const problems = checkLinks(
      loadContract(),
      LINKS.filter((l) => l.response !== 'Vehicle.vrm'),
    );
    expect(problems).toEqual([
      {
        at: 'Vehicle.vrm',
        problem: 'named as a request parameter but neither in LINKS nor in UNLINKED',
      },
    ]);
  });

  it('reports a link to a field or parameter the contract lacks', () => {
    const problems = checkLinks(loadContract(), [
      {
        response: 'Vehicle.colour_slug',
        request: { operationId: 'searchVehicles', parameter: 'make' },
      },
      { response: 'Vehicle.make', request: { operationId: 'searchVehicles', parameter: 'colour' } },
    ]);
    expect(problems.slice(0, 2)).toEqual([
      {
        at: 'Vehicle.colour_slug → searchVehicles.make',
        problem: 'the contract has no field Vehicle.colour_slug',
      },
      { at: 'Vehicle.make → searchVehicles.colour', problem: 'the contract has no such parameter' },
    ]);
  });
});

describe('looserThan', () => {
  it('passes a response as tight as or tighter than the request', () => {
    expect(
      looserThan(
        { type: 'integer', minimum: 1, maximum: 24 },
        { type: 'integer', minimum: 1, maximum: 100 },
      ),
    ).toEqual([]);
    expect(
      looserThan(
        { type: ['string', 'null'], enum: ['USED', null] },
        { type: 'string', enum: ['USED', 'NEW'] },
      ),
    ).toEqual([]);
    expect(
      looserThan({ type: 'string', enum: ['ab-c'] }, { type: 'string', pattern: '^[a-z-]+$' }),
    ).toEqual([]);
    expect(looserThan({ type: 'integer' }, { type: 'number' })).toEqual([]);
  });

  it('names each way a response lets through what the request refuses', () => {
    expect(
      looserThan(
        { type: 'string', enum: ['USED', 'LEASE'] },
        { type: 'string', enum: ['USED', 'NEW'], maxLength: 4 },
      ),
    ).toEqual(['enum: LEASE not among USED, NEW', 'maxLength: none where 4 is asked']);
    expect(
      looserThan({ type: 'string', maxLength: 300 }, { type: 'string', maxLength: 200 }),
    ).toEqual(['maxLength: 300 where 200 is asked']);
    expect(
      looserThan({ type: 'number', minimum: 0 }, { type: 'integer', minimum: 1, maximum: 9 }),
    ).toEqual([
      'type: number where integer',
      'minimum: 0 where 1 is asked',
      'maximum: Infinity where 9 is asked',
    ]);
    expect(looserThan({}, { type: 'string', pattern: '^a$' })).toEqual([
      'type: any where string is asked',
      'pattern: none where ^a$ is asked',
    ]);
  });
});
