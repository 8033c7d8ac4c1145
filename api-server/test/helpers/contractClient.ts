import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { loadContract, type Operation } from '../../src/http/contract.ts';

const contract = loadContract();
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: typeof ajv) => void)(ajv);
ajv.addSchema(contract.componentsSchema);
const compiled = new Map<object, ValidateFunction>();

const matchers = contract.operations.map((op) => ({
  op,
  regex: new RegExp(`^${op.path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

export function operationFor(method: string, path: string): Operation {
  const found = matchers.find((m) => m.op.method === method.toLowerCase() && m.regex.test(path));
  if (!found) throw new Error(`No contract operation for ${method} ${path}`);
  return found.op;
}

/** Throws unless the response's status, content type and body are what the contract documents. */
export function assertMatchesContract(
  op: Operation,
  status: number,
  contentType: string | null,
  body: unknown,
): void {
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in op.responses);
  if (!key)
    throw new Error(
      `${op.operationId}: status ${status} is not in the contract. Body: ${JSON.stringify(body)}`,
    );
  const media = op.responses[key]!;
  const types = Object.keys(media);
  if (!types.length) return;
  const type = (contentType ?? '').split(';')[0]!.trim();
  if (op.method === 'head') return;
  if (!types.includes(type))
    throw new Error(`${op.operationId} ${status}: content type ${type} not in ${types.join(', ')}`);
  const schema = media[type];
  if (!schema || type !== 'application/json') return;
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `${op.operationId} ${status}: body breaks the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 800)}`,
    );
  }
}

/** Throws unless `value` is what the contract's component schema `name` documents. */
export function assertMatchesSchema(name: string, value: unknown): void {
  const validate = ajv.getSchema(`${contract.componentsSchema.$id}#/components/schemas/${name}`);
  if (!validate) throw new Error(`No schema ${name} in the contract`);
  if (!validate(value))
    throw new Error(`${name}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value)}`);
}
