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
