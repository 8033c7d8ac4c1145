import { fromPounds, orderFinanceFields, orderFinanceOf, type WireQuote } from '@showroom/core';
import type { LeadEvent, LeadEventType } from '../../src/leads/leadEvent.ts';
import { FINANCE_MONEY_FIELDS } from '../../src/orders/wire.ts';

/** Details a lead must never carry into an e-mail: they are planted where a careless builder would look. */
export const SECRET_SORT_CODE = '40-47-84';
export const SECRET_ACCOUNT_NUMBER = '70872490';
export const SECRET_CARD_NUMBER = '4242424242424242';

/**
 * A quote as the order records it (OrderRecord.finance): the finance_* fields the deal builder
 * sends for the quote on screen (core's orderFinanceFields), money turned into pence as the API
 * stores it.
 */
export function financeRecordOf(quote: WireQuote): Record<string, unknown> {
  const finance: Record<string, unknown> = { ...orderFinanceFields(orderFinanceOf(quote)) };
  for (const field of FINANCE_MONEY_FIELDS) {
    if (typeof finance[field] === 'number') finance[field] = fromPounds(finance[field] as number);
  }
  return finance;
}

/** A PCP quote as the API answers (pounds), for builders' tests that need no server. */
export const PCP_QUOTE: WireQuote = {
  key: 'PCP',
  RegularPayment: 221.4,
  TotalPrice: 14995,
  TotalDeposit: 1499.5,
  Deposit: 1499.5,
  Term: 48,
  AnnualMileage: 8000,
  Residual: 6120,
  Apr: 9.9,
  RateOfInterest: 5.1,
  Lender: 'Showroom Motor Finance',
  Balance: 13495.5,
  ChargesForCredit: 3040.3,
  TotalAmountPayable: 18035.3,
  TotalNumberOfRegularPayments: 47,
  QuoteReference: 'Q-1',
};

const BRANCH: NonNullable<LeadEvent['branch']> = {
  slug: 'northampton',
  name: 'Showroom Northampton',
  email: 'northampton@showroom.example',
  telephone: '01632 960118',
  address: { street: '12 Riverside Way', town: 'Northampton', postcode: 'NN3 9HX' },
};

/** One lead of `type` on a financed deal with a part exchange and a product. */
export function leadEvent(type: LeadEventType, change: Partial<LeadEvent> = {}): LeadEvent {
  const base: LeadEvent = {
    id: `0f6c1d2e-8a4b-4c3d-9e8f-${type.replace(/\W/g, '').padEnd(12, '0').slice(0, 12)}`,
    type,
    occurred_at: '2026-11-25T12:00:00.000Z',
    order_guid: ['enquiry.received', 'test_drive.booked'].includes(type)
      ? null
      : '5b0e7f1c-2d3a-4b5c-8d9e-0a1b2c3d4e5f',
    vehicle: {
      stock_id: 101,
      title: 'Ford Focus 1.0 EcoBoost ST-Line 5dr',
      registration: 'AB21 CDE',
      price: 1_499_500,
      path: '/vehicle-search/ford-focus-ab21cde',
      branch_slug: BRANCH.slug,
    },
    branch: BRANCH,
    customer: {
      title: 'Mr',
      first_name: 'James',
      last_name: 'Wilson',
      email: 'james.wilson@example.co.uk',
      telephone: '07700 900123',
      preferred_contact: 'telephone',
    },
    deal: {
      payment_type: 'FINANCE',
      finance: {
        ...financeRecordOf(PCP_QUOTE),
        // What a careless snapshot might carry: never to be read into an e-mail.
        bank_account: { sort_code: SECRET_SORT_CODE, account_number: SECRET_ACCOUNT_NUMBER },
        card_number: SECRET_CARD_NUMBER,
      },
      part_exchange: { registration: 'FG17 HJK', valuation: 450_000, outstanding_finance: 120_000 },
      products: [{ id: 3, name: 'Paint protection', price: 19_900 }],
    },
  };
  if (type === 'deposit.taken' || type === 'deposit.released') {
    base.deposit = {
      amount: 9_900,
      card_last4: '4242',
      held_until: type === 'deposit.taken' ? '2026-12-02T17:00:00.000Z' : null,
    };
  }
  if (type === 'test_drive.booked') {
    base.test_drive = { date: '2026-12-03', time: '10:30' };
    base.message = 'Can I bring my partner along?';
    base.deal = null;
  }
  if (type === 'enquiry.received') {
    base.message = 'Is the <b>spare key</b> included? Price "as seen" & ready?';
    base.deal = null;
  }
  return { ...base, ...change };
}
