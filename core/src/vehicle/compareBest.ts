/**
 * Which column of a comparison holds the best value of a row (issue: compare side by side; lowest
 * price, lowest mileage, lowest monthly payment for the same settings, newest): the index of the
 * one value strictly better than every other, or null when it is not unambiguous (fewer than two
 * known values, or a tie for best). Unknown values (null) take no part.
 * @example bestIndex([12995, 10995, 14995], 'lowest') // 1
 * @example bestIndex([2021, 2021, 2019], 'highest') // null (a tie)
 */
export function bestIndex(
  values: readonly (number | null | undefined)[],
  better: 'lowest' | 'highest',
): number | null {
  const known = values
    .map((value, index) => ({ value, index }))
    .filter(
      (entry): entry is { value: number; index: number } =>
        typeof entry.value === 'number' && Number.isFinite(entry.value),
    );
  if (known.length < 2) return null;
  const sign = better === 'lowest' ? 1 : -1;
  const sorted = [...known].sort((a, b) => sign * (a.value - b.value));
  return sorted[0]!.value === sorted[1]!.value ? null : sorted[0]!.index;
}
