import { SEARCH_PATH } from '@showroom/core';

/** What the compare page keeps in its history entry: whether it is the shopper's own list. */
const OWN_LIST = 'showroomOwnCompareList';

const idsOf = (url: URL): number[] =>
  (url.searchParams.get('ids') ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** A history entry's state as an object (another script's, or none: `{}`). */
const stateObject = (state: unknown): Record<string, unknown> =>
  state && typeof state === 'object' ? (state as Record<string, unknown>) : {};

/**
 * The compare page is the shopper's own compare list when its address names the cars on it (the
 * header's link, the saved page's, its own Remove links), and someone else's choice when it came
 * from a shared link. Marked in its history entry on a first visit, as its state
 * (`{ showroomOwnCompareList: true }`), so that Back and Forward know.
 */
export function compareEntryState(
  href: string,
  stored: readonly number[],
  state: unknown,
): Record<string, unknown> | null {
  const url = new URL(href);
  if (url.pathname !== `${SEARCH_PATH}/compare`) return null;
  if (!sameIds(idsOf(url), stored)) return null;
  const current = stateObject(state);
  return current[OWN_LIST] === true ? null : { ...current, [OWN_LIST]: true };
}

/**
 * Where the compare page shown again by Back or Forward is loaded from: the shopper's own list as
 * it is now (a car taken off it on its own page since is not shown again), with the same finance
 * settings; null when the address stands (another page, a shared link, or nothing changed).
 */
export function compareAddressOnReturn(
  href: string,
  stored: readonly number[],
  state: unknown,
): string | null {
  const url = new URL(href);
  if (url.pathname !== `${SEARCH_PATH}/compare`) return null;
  if (stateObject(state)[OWN_LIST] !== true || sameIds(idsOf(url), stored)) return null;
  if (stored.length) url.searchParams.set('ids', stored.join(','));
  else url.searchParams.delete('ids');
  return url.href;
}
