import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Contract } from './contract.ts';

export type AjvInstance = InstanceType<typeof Ajv2020>;

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
