/**
 * Two names that are the same to a shopper: equal once trimmed and lower-cased (a make, a range,
 * a branch as the retailer types them).
 * @example equalIgnoringCase(' Ford', 'FORD') // true
 */
export function equalIgnoringCase(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
