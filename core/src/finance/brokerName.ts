/**
 * The broker a quote's broker statement names ('Showroom Motors Ltd is a credit broker, not a
 * lender…'), for the representative example's broker status (requirement ARCH-8); the
 * retailer's name when the statement names none.
 * @example brokerName('Acme Cars Ltd is a credit broker, not a lender.', 'Showroom') // 'Acme Cars Ltd'
 * @example brokerName('Finance subject to status.', 'Showroom') // 'Showroom'
 */
export function brokerName(brokerText: string, fallback: string): string {
  const match = /^(.*?) is a credit broker/i.exec(brokerText);
  return match?.[1]?.trim() || fallback;
}

/**
 * The broker statement every finance figure carries (requirement ARCH-8: broker status; FCA
 * CONC 2.5.10 and 4.5): the firm's registered name and FCA firm reference number, that it is a
 * credit broker and not a lender, the lender, and the nature of its commission.
 * @example brokerStatement({ registeredName: 'Acme Cars Ltd', firmReferenceNumber: '123456', commission: 'We are paid a commission by the lender.' }, 'Bank plc')
 * // 'Acme Cars Ltd (FCA firm reference number 123456) is a credit broker, not a lender, and finance is provided by Bank plc. We are paid a commission by the lender.'
 */
export function brokerStatement(
  broker: { registeredName: string; firmReferenceNumber: string; commission: string },
  lender: string,
): string {
  const name = `${broker.registeredName.trim()} (FCA firm reference number ${broker.firmReferenceNumber.trim()})`;
  return `${name} is a credit broker, not a lender, and finance is provided by ${lender}. ${broker.commission.trim()}`.trim();
}
