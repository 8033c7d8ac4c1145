/**
 * The broker a quote's broker statement names ('Showroom Motors Ltd is a credit broker, not a
 * lender…'), for the representative example's broker status (design.md, "Display rules"); the
 * retailer's name when the statement names none.
 * @example brokerName('Acme Cars Ltd is a credit broker, not a lender.', 'Showroom') // 'Acme Cars Ltd'
 * @example brokerName('Finance subject to status.', 'Showroom') // 'Showroom'
 */
export function brokerName(brokerText: string, fallback: string): string {
  const match = /^(.*?) is a credit broker/i.exec(brokerText);
  return match?.[1]?.trim() || fallback;
}
