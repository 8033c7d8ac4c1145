import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract, type Contract } from './contract.ts';

export type AjvInstance = InstanceType<typeof Ajv2020>;
export type ValidateFunction = ReturnType<AjvInstance['compile']>;

/**
 * An ajv for the contract (OpenAPI 3.1 = JSON Schema 2020-12). `coerce` is for query strings,
 * path parameters, headers and multipart fields, which arrive as text.
 */
export function createAjv(contract: Contract, coerce: boolean): AjvInstance {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce,
    useDefaults: true,
    validateFormats: true,
  });
  (addFormats as unknown as (a: AjvInstance) => void)(ajv);
  ajv.addSchema(contract.componentsSchema);
  return ajv;
}

/** The contract's two ajvs and what they compiled, shared by every app of the process. */
let shared:
  { body: AjvInstance; text: AjvInstance; compiled: Map<string, ValidateFunction> } | undefined;

/**
 * A request schema of the contract compiled once per process, whichever app asks (a node builds
 * one, a test run hundreds): the same schema, by its JSON, gets the same validator, as every app
 * reads the one contract file. `coerce` as for createAjv.
 */
export function compileContractSchema(schema: object, coerce: boolean): ValidateFunction {
  shared ??= {
    body: createAjv(loadContract(), false),
    text: createAjv(loadContract(), true),
    compiled: new Map(),
  };
  const key = `${coerce ? 'text' : 'body'} ${JSON.stringify(schema)}`;
  let validate = shared.compiled.get(key);
  if (!validate) {
    validate = (coerce ? shared.text : shared.body).compile(schema);
    shared.compiled.set(key, validate);
  }
  return validate;
}
