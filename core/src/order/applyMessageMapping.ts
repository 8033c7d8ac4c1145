/**
 * Replaces server messages by the tenant's custom texts (requirement ERR-5: a tenant may map
 * any server message to a text of its own). Matching is exact first, then ignoring case
 * and surrounding space; unmapped messages pass through unchanged.
 * @example applyMessageMapping(['Vehicle reserved'], { 'vehicle reserved': 'Sorry, just sold!' }) // ['Sorry, just sold!']
 */
export function applyMessageMapping(
  messages: readonly string[],
  customMapping: Readonly<Record<string, string>> = {},
): string[] {
  return messages.map((text) => mapMessage(text, customMapping));
}

/**
 * One message through the tenant's custom mapping (requirement ERR-5), as {@link
 * applyMessageMapping}.
 * @example mapMessage('Vehicle reserved', { 'Vehicle reserved': 'Sorry, just sold!' }) // 'Sorry, just sold!'
 */
export function mapMessage(
  text: string,
  customMapping: Readonly<Record<string, string>> = {},
): string {
  if (Object.hasOwn(customMapping, text)) return customMapping[text] as string;
  const key = text.trim().toLowerCase();
  const loose = Object.keys(customMapping).find((from) => from.trim().toLowerCase() === key);
  return loose === undefined ? text : (customMapping[loose] as string);
}
