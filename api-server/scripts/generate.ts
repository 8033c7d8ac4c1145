/**
 * Writes the contract as parsed (api-server/src/generated/openapi.json, decision 0815) from
 * openapi/openapi.yaml, with the YAML's SHA-256: a node, a CLI or a test reads it in a few
 * milliseconds instead of parsing the YAML. `--check` writes nothing and fails when the committed
 * file is not what the YAML gives, so a contract edit without `npm run generate` breaks
 * `npm run check` and CI (a stale file is never served: the hash sends the reader to the YAML).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTRACT_URL, PARSED_CONTRACT_URL, parsedContractText } from '../src/http/contract.ts';

const text = parsedContractText(readFileSync(CONTRACT_URL));
const target = fileURLToPath(PARSED_CONTRACT_URL);

if (process.argv.includes('--check')) {
  if ((existsSync(target) ? readFileSync(target, 'utf8') : '') !== text) {
    console.error(`${target} is out of date with openapi/openapi.yaml: run \`npm run generate\`.`);
    process.exit(1);
  }
  console.log('The parsed contract is current with openapi/openapi.yaml.');
} else {
  writeFileSync(target, text);
  console.log(`Wrote ${target}`);
}
