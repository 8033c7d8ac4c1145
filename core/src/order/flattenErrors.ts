type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function collect(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    if (value.trim() !== '') into.push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => collect(item, into));
  } else if (isPlain(value)) {
    Object.values(value).forEach((item) => collect(item, into));
  }
}

/**
 * Every server error message in an error body, flattened (requirement ERR-2; contract: validation
 * bodies are `{ message, errors: { field: [msg] } }`, others `{ message }`). Field messages win
 * over the summary `message`, which is used only when there are none; duplicates are dropped.
 * @example flattenErrors({ message: 'Invalid', errors: { email: ['Email is taken'] } }) // ['Email is taken']
 * @example flattenErrors({ message: 'Vehicle reserved' }) // ['Vehicle reserved']
 */
export function flattenErrors(body: unknown): string[] {
  const found: string[] = [];
  if (isPlain(body)) {
    collect(body.errors, found);
    if (found.length === 0 && typeof body.message === 'string') collect(body.message, found);
  } else {
    collect(body, found);
  }
  return [...new Set(found)];
}
