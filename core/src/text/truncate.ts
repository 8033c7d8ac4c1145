/**
 * Description truncation length (requirement CONST-7).
 * @example DESCRIPTION_LIMIT // 200
 */
export const DESCRIPTION_LIMIT = 200;

/**
 * Disclaimer truncation length (requirement CONST-7).
 * @example DISCLAIMER_LIMIT // 130
 */
export const DISCLAIMER_LIMIT = 130;

/**
 * The ellipsis appended to truncated text (requirement CONST-7).
 * @example ELLIPSIS // '...'
 */
export const ELLIPSIS = '...';

/**
 * Cuts text to at most `limit` UTF-16 units (never splitting a surrogate pair) and appends
 * '...' when anything was cut (requirement CONST-7). Text within the limit is returned unchanged.
 * @example truncateText('abcdef', 3) // 'abc...'
 */
export function truncateText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = Math.max(0, limit);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

/**
 * The collapsed vehicle description (requirement CONST-7): 200 characters then '...'.
 * @example truncateDescription('x'.repeat(250)).length // 203
 */
export function truncateDescription(text: string): string {
  return truncateText(text, DESCRIPTION_LIMIT);
}

/**
 * The collapsed finance disclaimer (requirement CONST-7): 130 characters then '...'.
 * @example truncateDisclaimer('short') // 'short'
 */
export function truncateDisclaimer(text: string): string {
  return truncateText(text, DISCLAIMER_LIMIT);
}
