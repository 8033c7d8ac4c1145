import { COMPARE_MAX } from '../content/index.ts';

/**
 * Adds the vehicle to the compare list, or removes it when present (requirement VDP-10: 'Compare'
 * toggles to 'Comparing'); a full list (3, requirement CONST-5) is returned unchanged. The result
 * never holds more than 3.
 * @example toggleCompare([1, 2, 3], 4) // [1, 2, 3]
 * @example toggleCompare([1, 2], 2) // [1]
 */
export function toggleCompare<T>(list: readonly T[], id: T): T[] {
  if (list.includes(id)) return list.filter((item) => item !== id).slice(0, COMPARE_MAX);
  return list.length >= COMPARE_MAX ? list.slice(0, COMPARE_MAX) : [...list, id];
}

/**
 * Whether the compare list is full (requirement CONST-5: up to 3 vehicles).
 * @example isCompareFull([1, 2, 3]) // true
 */
export function isCompareFull(list: readonly unknown[]): boolean {
  return list.length >= COMPARE_MAX;
}

/**
 * Adds the vehicle to favourites, or removes it when present (requirement VDP-10: 'Save' toggles to
 * 'Saved').
 * @example toggleFavourite(['a'], 'b') // ['a', 'b']
 */
export function toggleFavourite<T>(list: readonly T[], id: T): T[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}
