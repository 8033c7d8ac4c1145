import { brokerStatement } from './brokerName.ts';

/**
 * What every quote says of status when the retailer's configuration says nothing of its own
 * (requirement ARCH-8: "subject to status").
 */
export const DEFAULT_SUBJECT_TO_STATUS =
  'Finance subject to status. Over 18s only. Guarantees may be required.';

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * The `finance_disclaimer` content snippet of a retailer that gives its own broker (requirement
 * ARCH-8: broker status and "subject to status"; docs/decisions/0633-configured-content-or-none.md):
 * core's broker statement (registered name, FCA firm reference number, credit broker not lender,
 * the lender, the commission) and the status text, as one escaped paragraph of HTML.
 * @example financeDisclaimerHtml({ registeredName: 'Acme Cars Ltd', firmReferenceNumber: '123456', commission: 'We are paid a commission.' }, 'Bank plc', 'Finance subject to status.')
 * // '<p>Acme Cars Ltd (FCA firm reference number 123456) is a credit broker, not a lender, and finance is provided by Bank plc. We are paid a commission. Finance subject to status.</p>'
 */
export function financeDisclaimerHtml(
  broker: { registeredName: string; firmReferenceNumber: string; commission: string },
  lender: string,
  subjectToStatus: string = DEFAULT_SUBJECT_TO_STATUS,
): string {
  return `<p>${escapeHtml(`${brokerStatement(broker, lender)} ${subjectToStatus.trim()}`.trim())}</p>`;
}
