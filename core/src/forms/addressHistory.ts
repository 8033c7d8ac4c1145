/**
 * Years of address history a finance application needs (requirement FORM-2, address history).
 * @example ADDRESS_HISTORY_YEARS // 3
 */
export const ADDRESS_HISTORY_YEARS = 3;

/** Time at one address as the customer form holds it. */
export type AddressHistoryEntry = {
  years_at_address?: number | string | null;
  months_at_address?: number | string | null;
};

const count = (value: number | string | null | undefined): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/**
 * Total months the address history covers (requirement FORM-2, address history).
 * @example addressHistoryMonths([{ years_at_address: 1, months_at_address: 6 }]) // 18
 */
export function addressHistoryMonths(addresses: readonly AddressHistoryEntry[]): number {
  return addresses.reduce(
    (sum, entry) => sum + count(entry.years_at_address) * 12 + count(entry.months_at_address),
    0,
  );
}

/**
 * Whether the addresses cover the required history (requirement FORM-2, address history): the
 * summed time at each address is at least `years` (default 3).
 * @example addressHistoryCovers([{ years_at_address: 2 }, { years_at_address: 1 }]) // true
 */
export function addressHistoryCovers(
  addresses: readonly AddressHistoryEntry[],
  years = ADDRESS_HISTORY_YEARS,
): boolean {
  return addressHistoryMonths(addresses) >= years * 12;
}
