/**
 * The lead's snapshot (src/leads/build.ts) and the dispatcher's retry schedule
 * (src/leads/dispatcher.ts), pure: what the branch, the shopper and the CRM are told, and when a
 * failed delivery is tried again.
 */
import { describe, expect, it } from 'vitest';
import { formLeadEvent, orderLeadEvent, type StoredBranch } from '../src/leads/build.ts';
import { DEFAULT_RETRY, nextAttempt, retryDelay } from '../src/leads/dispatcher.ts';
import type { OrderRecord } from '../src/model.ts';
import { verifySignature, signatureHeader } from '../src/leads/webhook.ts';
import { DEMO_BRANCHES } from '../src/seed/branches.ts';
import { demoVehicles } from '../src/seed/vehicles.ts';

const vehicle = demoVehicles(5)[2]!;
const branch: StoredBranch = DEMO_BRANCHES.find((b) => b.slug === vehicle.site.slug)!;
const products = [
  { id: 1, name: 'GAP insurance', price: 299 },
  { id: 2, name: 'Paint protection', price: 199.5 },
];
const order: OrderRecord = {
  guid: '11111111-2222-4333-8444-555555555555',
  status: 'STATUS_SUBMITTED',
  vehicle: vehicle.stock_id,
  payment_type: 'FINANCE',
  products: [2, 99],
  customer: {
    customer_title: 'Ms',
    customer_first_name: 'Ada',
    customer_last_name: 'Lovelace',
    customer_email: 'ada@example.co.uk',
    customer_telephone: '07700 900123',
    customer_current_address: '1 Analytical Row, Northampton, nn1 2aj',
    contactMethod: 'telephone',
    opt_ins: ['email'],
  },
  finance: {
    finance_type: 'PCP',
    finance_term: 48,
    finance_deposit: 150_000,
    finance_regular_payment: 22_140,
  },
  customer_form: {
    employment_status: 'Employed',
    bank_account: { sort_code: '20-00-00', account_number: '55779911' },
  },
  application_draft: { employment: [{ employer_name: 'Babbage Ltd' }] },
  meta: { valuation_outstanding_finance: 1200.5, enquiry_source_history: 'google' },
  reserved_at: null,
  valuations: [
    {
      hash: 'v1',
      registration: 'AB21 CDE',
      price: 650_000,
      settlement: 0,
      condition: 'good',
      mileage: 30_000,
      make: 'Ford',
      model: 'Focus',
      year: 2021,
      created_at: '2026-11-25T12:00:00.000Z',
    },
  ],
  payments: [],
  created_at: '2026-11-25T12:00:00.000Z',
  updated_at: '2026-11-25T12:00:00.000Z',
};

describe('the lead snapshot', () => {
  it('an order lead: the car, its branch with an address to e-mail, the contact, the deal in pence', () => {
    const event = orderLeadEvent({
      id: 'e-1',
      type: 'application.sent',
      at: '2026-11-25T12:05:00.000Z',
      order,
      vehicle,
      branch,
      products,
    });
    expect(event).toEqual({
      id: 'e-1',
      type: 'application.sent',
      occurred_at: '2026-11-25T12:05:00.000Z',
      order_guid: order.guid,
      vehicle: {
        stock_id: vehicle.stock_id,
        title: vehicle.name,
        registration: vehicle.formatted_plate,
        price: vehicle.price,
        path: `/vehicle-search/${vehicle.slug}`,
        branch_slug: vehicle.site.slug,
      },
      branch: {
        slug: branch.slug,
        name: branch.name,
        email: `${branch.slug}@showroom.example`,
        telephone: branch.telephone,
        address: branch.address,
      },
      customer: {
        title: 'Ms',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.co.uk',
        telephone: '07700 900123',
        postcode: 'NN1 2AJ',
        preferred_contact: 'telephone',
      },
      deal: {
        payment_type: 'FINANCE',
        finance: {
          finance_type: 'PCP',
          finance_term: 48,
          finance_deposit: 150_000,
          finance_regular_payment: 22_140,
        },
        part_exchange: {
          registration: 'AB21 CDE',
          valuation: 650_000,
          outstanding_finance: 120_050,
        },
        // A product no longer in the config is left out.
        products: [{ id: 2, name: 'Paint protection', price: 19_950 }],
      },
    });
    // Never the sent application, its bank details, the draft or the address.
    const text = JSON.stringify(event);
    for (const secret of ['55779911', '20-00-00', 'Babbage', 'Employed', 'Analytical', 'google'])
      expect(text).not.toContain(secret);
  });

  it('a deposit keeps only four digits of the card, and nothing that is not four digits', () => {
    const deposit = (card_last4: string | null) =>
      orderLeadEvent({
        id: 'e-2',
        type: 'deposit.taken',
        at: '2026-11-25T12:05:00.000Z',
        order: { ...order, finance: null, payment_type: 'OUTRIGHT_DEPOSIT', valuations: [] },
        vehicle,
        branch,
        products,
        deposit: { amount: 9_900, card_last4, held_until: null },
      }).deposit;
    expect(deposit('4242')).toEqual({ amount: 9_900, card_last4: '4242', held_until: null });
    expect(deposit('4242424242424242')?.card_last4).toBeNull();
    expect(deposit(null)?.card_last4).toBeNull();
  });

  it('an order whose car or branch is gone still makes a lead (without them)', () => {
    const event = orderLeadEvent({
      id: 'e-3',
      type: 'order.created',
      at: '2026-11-25T12:05:00.000Z',
      order: {
        ...order,
        customer: {
          customer_title: null,
          customer_first_name: 'Ada',
          customer_last_name: '',
          customer_email: 'a@b.co',
          customer_telephone: null,
          customer_current_address: null,
        },
      },
      vehicle: null,
      branch: null,
      products: [],
    });
    expect([event.vehicle, event.branch, event.deal?.products]).toEqual([null, null, []]);
    expect(event.customer).toEqual({
      title: null,
      first_name: 'Ada',
      last_name: '',
      email: 'a@b.co',
      telephone: null,
      postcode: null,
      preferred_contact: null,
    });
  });

  it('a test drive carries its slot and message; an enquiry its message; a branch without e-mail an empty one', () => {
    const fields = {
      form_id: '2',
      first_name: 'James',
      last_name: 'Wilson',
      email: 'james@example.co.uk',
      telephone: '',
      preferred_date: '2026-12-07',
      preferred_time: '10:30',
      message: 'Morning please',
    };
    const { email: _email, ...old } = branch as StoredBranch & { email: string };
    const drive = formLeadEvent({
      id: 'e-4',
      type: 'test_drive.booked',
      at: '2026-11-25T12:05:00.000Z',
      fields,
      vehicle,
      branch: old,
    });
    expect(drive.test_drive).toEqual({ date: '2026-12-07', time: '10:30' });
    expect(drive.message).toBe('Morning please');
    expect(drive.customer.telephone).toBeNull();
    expect(drive.branch?.email).toBe('');
    expect([drive.order_guid, drive.deal]).toEqual([null, null]);
    const enquiry = formLeadEvent({
      id: 'e-5',
      type: 'enquiry.received',
      at: '2026-11-25T12:05:00.000Z',
      fields: { ...fields, message: '' },
      vehicle: null,
      branch: null,
    });
    expect('test_drive' in enquiry).toBe(false);
    expect(enquiry.message).toBeNull();
  });
});

describe('the retry schedule', () => {
  const policy = { baseMs: 1_000, maxMs: 60_000, giveUpAfterMs: 24 * 3_600_000 };

  it('doubles after each failure up to the cap, with jitter between half and all of it', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, policy, 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([1, 2, 3, 4].map((n) => retryDelay(n, policy, 0.999_999))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
    expect(retryDelay(30, policy, 0.5)).toBe(45_000);
    expect(retryDelay(1, DEFAULT_RETRY, 0.5)).toBe(22_500);
  });

  it('tries up to 24 hours after the lead, the last attempt at the window’s end, then gives up', () => {
    const created = '2026-11-25T12:00:00.000Z';
    const at = (ms: number) => new Date(Date.parse(created) + ms);
    expect(nextAttempt(created, 1, at(0), policy, 0.5)).toBe('2026-11-25T12:00:00.750Z');
    expect(nextAttempt(created, 40, at(24 * 3_600_000 - 1_000), policy, 0.5)).toBe(
      '2026-11-26T12:00:00.000Z',
    );
    expect(nextAttempt(created, 41, at(24 * 3_600_000), policy, 0.5)).toBeNull();
  });
});

describe('the webhook signature', () => {
  const body = '{"id":"e-1"}';
  const now = new Date('2026-11-25T12:00:00Z');
  const t = now.getTime() / 1000;

  it('verifies with the secret over the timestamp and the exact body, within five minutes', () => {
    const header = signatureHeader('s3cret', t, body);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature('s3cret', header, body, now)).toBe(true);
    expect(verifySignature('other', header, body, now)).toBe(false);
    expect(verifySignature('s3cret', header, `${body} `, now)).toBe(false);
    expect(verifySignature('s3cret', header, body, new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifySignature('s3cret', undefined, body, now)).toBe(false);
    expect(verifySignature('s3cret', 'v1=abc', body, now)).toBe(false);
  });
});
