/**
 * Request bodies the API tests and the journeys send, with nothing else imported: a journey
 * (e2e/) can use them without loading the server.
 */

/** What every form submission carries: the form, who sends it, the terms and where from. */
export const ENQUIRY_CONTACT = {
  form_id: '1',
  first_name: 'James',
  last_name: 'Wilson',
  email: 'james.wilson@example.co.uk',
  telephone: '07700 900123',
  _terms_accepted: '1',
  enquiry_source: 'Website',
} as const;

/** An order's finance fields: a PCP quote the shopper chose. */
export const PCP_FINANCE = {
  has_finance: true,
  finance_type: 'PCP',
  finance_term: 48,
  finance_deposit: 1499.5,
  finance_regular_payment: 221.4,
  finance_residual: 6120,
} as const;

/** An order for `vehicle` by a shopper who accepted the terms, with `extra` fields on top. */
export const orderBody = (vehicle: number, extra: Record<string, unknown> = {}) => ({
  vehicle,
  customer_title: 'Mr',
  customer_first_name: 'James',
  customer_last_name: 'Wilson',
  customer_email: 'james.wilson@example.co.uk',
  customer_telephone: '07700 900123',
  terms_accepted: true,
  products: [],
  ...extra,
});
