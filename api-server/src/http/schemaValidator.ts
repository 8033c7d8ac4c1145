import { createAjv } from './ajv.ts';
import { CONTRACT_ID, loadContract } from './contract.ts';
import { fieldErrors } from './errors.ts';

/**
 * A check of a value against one of the contract's component schemas (`openapi.yaml`
 * `components.schemas.{name}`), for a host that takes such a value from elsewhere than the API (a
 * vehicle posted to the storefront's preview). It answers null when the value fits, or the
 * contract's `{ field: [message] }` for what does not, as the API's own 400s say it.
 * @example contractSchemaCheck('Vehicle')({ stock_id: 'x' }) // { stock_id: ['The stock_id must be an integer.'], … }
 */
export function contractSchemaCheck(
  name: string,
  options: { coerce?: boolean } = {},
): (value: unknown) => Record<string, string[]> | null {
  // `coerce`: a value read from text (a CSV stock feed's cells), its numbers and yes/no still text.
  const ajv = createAjv(loadContract(), options.coerce === true);
  const validate = ajv.getSchema(`${CONTRACT_ID}#/components/schemas/${name}`);
  if (!validate) throw new Error(`The contract has no schema ${name}`);
  return (value) => (validate(value) ? null : fieldErrors(validate.errors ?? [], {}, 'body'));
}

/** The contract and its ajv, loaded once for every parameter check. */
let parameterChecks:
  { contract: ReturnType<typeof loadContract>; ajv: ReturnType<typeof createAjv> } | undefined;

/**
 * A check of a value against one of the contract's request parameters (operation `operationId`'s
 * query or path parameter `parameter`), for a host that builds that request from a value a
 * platform gave it (decision 0910): true when the platform would be asked with a value it accepts.
 * @example contractParameterCheck('getVehicleBySlug', 'slug')('kia ceed') // false
 */
export function contractParameterCheck(
  operationId: string,
  parameter: string,
): (value: unknown) => boolean {
  const { contract, ajv } = (parameterChecks ??= (() => {
    const loaded = loadContract();
    return { contract: loaded, ajv: createAjv(loaded, false) };
  })());
  const operation = contract.operations.find((o) => o.operationId === operationId);
  const where = [operation?.querystring, operation?.params] as (
    { properties?: Record<string, object> } | undefined
  )[];
  const schema = where.map((s) => s?.properties?.[parameter]).find(Boolean);
  if (!schema) throw new Error(`The contract has no parameter ${parameter} of ${operationId}`);
  const validate = ajv.compile(schema);
  return (value) => validate(value);
}
