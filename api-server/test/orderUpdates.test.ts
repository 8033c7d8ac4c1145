/**
 * updateOrder's application draft (autosave, never a submission) and finance changes after
 * creation (contract OrderUpdate, ApplicationDraft, WebsiteOrder.application_draft).
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/http/contract.ts';
import { orderBody, PCP_FINANCE, startServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let reader: Database.Database;
let available: number[];
let next = 0;
let keyCounter = 0;

beforeAll(async () => {
  server = await startServer({ rateLimits: { orders: { max: 10_000 } } });
  reader = new Database(server.dbPath, { readonly: true });
  const res = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 100, min_price: 3000 },
  });
  available = (res.body.data as { stock_id: number; reservation_status: string | null }[])
    .filter((v) => v.reservation_status === 'Available')
    .map((v) => v.stock_id);
});
afterAll(async () => {
  reader.close();
  await server.close();
});

/** A new order on its own vehicle (orders never share one, so no test depends on another). */
async function newOrder(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await server.call('POST', '/api/v2/website-orders/order', {
    json: orderBody(available[next++ % available.length]!, extra),
    headers: { 'Idempotency-Key': `order-updates-${++keyCounter}` },
  });
  expect(res.status).toBe(201);
  return res.body.data.guid as string;
}

const put = (guid: string, json: unknown) =>
  server.call('PUT', `/api/v2/website-orders/order/${guid}`, { json });
const get = (guid: string) => server.call('GET', `/api/v2/website-orders/order/${guid}`);

/** The order's row as stored: status, the draft column and the order document. */
const row = (guid: string) =>
  reader.prepare('SELECT status, application_draft, data FROM orders WHERE guid = ?').get(guid) as {
    status: string;
    application_draft: string | null;
    data: string;
  };

const DRAFT = {
  marital_status: 'Married',
  dependants: 2,
  dob_day: 9,
  dob_month: 7,
  dob_year: 1986,
  address_history: [{ building: '12', street: 'Abington Street', postcode: 'NN1 2AJ' }],
};

describe('application draft', () => {
  it('a new order has no draft', async () => {
    const guid = await newOrder();
    expect((await get(guid)).body.data.application_draft).toBeNull();
    expect(row(guid).application_draft).toBeNull();
  });

  it('saving a draft keeps STATUS_NEW and getOrder returns it', async () => {
    const guid = await newOrder();
    const saved = await put(guid, { application_draft: DRAFT });
    expect(saved.status).toBe(200);
    expect(saved.body.data.status).toBe('STATUS_NEW');
    expect(saved.body.data.application_draft).toEqual(DRAFT);
    const loaded = await get(guid);
    expect(loaded.body.data.status).toBe('STATUS_NEW');
    expect(loaded.body.data.application_draft).toEqual(DRAFT);
    expect(loaded.body.data).toEqual(saved.body.data);
    expect(row(guid).status).toBe('STATUS_NEW');
    expect(JSON.parse(row(guid).application_draft!)).toEqual(DRAFT);
    // Kept apart from the order document, and no sent application was recorded.
    expect(JSON.parse(row(guid).data)).not.toHaveProperty('application_draft');
    expect(JSON.parse(row(guid).data).customer_form).toBeNull();
  });

  it('a draft carrying bank details is rejected (422, field message) and changes nothing', async () => {
    const guid = await newOrder();
    await put(guid, { application_draft: { marital_status: 'Single' } });
    const before = await get(guid);
    const storedBefore = row(guid);
    const res = await put(guid, {
      application_draft: {
        marital_status: 'Married',
        bank_account: { sort_code: '20-00-00', account_number: '55779911' },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      errors: { 'application_draft.bank_account': ['The bank account field is not allowed.'] },
    });
    expect((await get(guid)).body.data).toEqual(before.body.data);
    expect(row(guid)).toEqual(storedBefore);
    expect(row(guid).application_draft).toBe('{"marital_status":"Single"}');
  });

  it('a second draft replaces the first as a whole (no merge)', async () => {
    const guid = await newOrder();
    await put(guid, { application_draft: { marital_status: 'Married', dob_day: 9 } });
    const second = await put(guid, { application_draft: { nationality: 'British' } });
    expect(second.body.data.application_draft).toEqual({ nationality: 'British' });
    expect((await get(guid)).body.data.application_draft).toEqual({ nationality: 'British' });
    const emptied = await put(guid, { application_draft: {} });
    expect(emptied.status).toBe(200);
    expect(emptied.body.data.application_draft).toEqual({});
    expect(emptied.body.data.status).toBe('STATUS_NEW');
  });

  it('sending customer_form moves to STATUS_SUBMITTED and clears the draft', async () => {
    const guid = await newOrder();
    await put(guid, { application_draft: DRAFT });
    const sent = await put(guid, {
      customer_form: {
        ...DRAFT,
        bank_account: { sort_code: '20-00-00', account_number: '55779911' },
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('STATUS_SUBMITTED');
    expect(sent.body.data.application_draft).toBeNull();
    expect(sent.text).not.toContain('55779911');
    const loaded = await get(guid);
    expect(loaded.body.data.status).toBe('STATUS_SUBMITTED');
    expect(loaded.body.data.application_draft).toBeNull();
    expect(row(guid).application_draft).toBeNull();
    expect(JSON.parse(row(guid).data).customer_form.bank_account).toEqual({
      sort_code: '20-00-00',
      account_number: '55779911',
    });
    // A later draft (the shopper edits again) is kept but the order stays submitted.
    const again = await put(guid, { application_draft: { dependants: 3 } });
    expect(again.body.data.status).toBe('STATUS_SUBMITTED');
    expect(again.body.data.application_draft).toEqual({ dependants: 3 });
  });

  it('a draft and customer_form in one request is a 422 and changes nothing', async () => {
    const guid = await newOrder();
    await put(guid, { application_draft: { marital_status: 'Single' } });
    const before = await get(guid);
    const res = await put(guid, {
      application_draft: DRAFT,
      customer_form: { marital_status: 'Married' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        application_draft: [
          'The application draft cannot be saved in the same request that sends the application (customer form).',
        ],
      },
    });
    expect((await get(guid)).body.data).toEqual(before.body.data);
    expect(row(guid).status).toBe('STATUS_NEW');
    expect(JSON.parse(row(guid).data).customer_form).toBeNull();
  });

  it.each([
    [{ application_draft: null }, 'application_draft'],
    [{ application_draft: 'draft' }, 'application_draft'],
    [{ application_draft: [] }, 'application_draft'],
    [{ application_draft: { dob_month: 13 } }, 'application_draft.dob_month'],
    [{ application_draft: { surprise: 1 } }, 'application_draft.surprise'],
  ])('a malformed draft %o is a 422 on %s, never a 500', async (json, field) => {
    const guid = await newOrder();
    const res = await put(guid, json);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect((await get(guid)).body.data.application_draft).toBeNull();
  });
});

describe('one form submission per sent application', () => {
  const application = (guid: string) => ({
    form_id: '3',
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    enquiry_type: 'Finance application',
    payload: JSON.stringify({ guid }),
  });
  const submissionsFor = (guid: string) =>
    reader
      .prepare(
        "SELECT id FROM form_submissions WHERE json_extract(data, '$.payload.guid') = ? ORDER BY id",
      )
      .pluck()
      .all(guid) as number[];

  it('the first is stored and marked on the order; a repeat stores nothing and answers 200 with the first id', async () => {
    const guid = await newOrder();
    expect((await get(guid)).body.data.application_form_submitted).toBe(false);
    const first = await server.call('POST', '/api/v2/form-submit', { form: application(guid) });
    expect(first.status).toBe(201);
    const id = first.body.data.id as number;
    expect(submissionsFor(guid)).toEqual([id]);
    expect((await get(guid)).body.data.application_form_submitted).toBe(true);
    const again = await server.call('POST', '/api/v2/form-submit', { form: application(guid) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ data: { id, form_id: 3 } });
    expect(submissionsFor(guid)).toEqual([id]);
  });

  it('a payload naming no order is stored each time, as before', async () => {
    const guid = '00000000-0000-4000-8000-00000000abcd';
    const a = await server.call('POST', '/api/v2/form-submit', { form: application(guid) });
    const b = await server.call('POST', '/api/v2/form-submit', { form: application(guid) });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data.id).toBe((a.body.data.id as number) + 1);
    expect(submissionsFor(guid)).toEqual([a.body.data.id, b.body.data.id]);
  });
});

describe('finance on update', () => {
  it('replaces the recorded finance with the new quote (pounds on the wire, pence stored)', async () => {
    const guid = await newOrder(PCP_FINANCE);
    const res = await put(guid, {
      has_finance: true,
      finance_type: 'HP',
      finance_term: 36,
      finance_deposit: 2500,
      finance_regular_payment: 246.1,
      finance_apr: 9.9,
    });
    expect(res.status).toBe(200);
    const expected = {
      finance_type: 'HP',
      finance_term: 36,
      finance_deposit: 2500,
      finance_regular_payment: 246.1,
      finance_apr: 9.9,
    };
    // The old quote's finance_residual does not survive: the new quote replaces it as a whole.
    expect(res.body.data.finance).toEqual(expected);
    const loaded = await get(guid);
    expect(loaded.body.data.finance).toEqual(expected);
    expect(loaded.body.data.finance.finance_term).toBe(36);
    expect(loaded.body.data.finance.finance_deposit).toBe(2500);
    expect(loaded.body.data.finance.finance_regular_payment).toBe(246.1);
    expect(loaded.body.data.status).toBe('STATUS_NEW');
    expect(loaded.body.data.payment_type).toBe('FINANCE');
    expect(JSON.parse(row(guid).data).finance).toEqual({
      finance_type: 'HP',
      finance_term: 36,
      finance_deposit: 250000,
      finance_regular_payment: 24610,
      finance_apr: 9.9,
    });
  });

  it('finances an order created without finance, with the payment type sent alongside', async () => {
    const guid = await newOrder();
    expect((await get(guid)).body.data.finance).toBeNull();
    const res = await put(guid, {
      has_finance: true,
      payment_type: 'FINANCE',
      finance_type: 'PCP',
      finance_term: 24,
      finance_deposit: 1000.25,
      finance_regular_payment: 399.99,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.payment_type).toBe('FINANCE');
    expect((await get(guid)).body.data.finance).toEqual({
      finance_type: 'PCP',
      finance_term: 24,
      finance_deposit: 1000.25,
      finance_regular_payment: 399.99,
    });
  });

  it('has_finance false clears the recorded finance', async () => {
    const guid = await newOrder(PCP_FINANCE);
    const res = await put(guid, { has_finance: false, payment_type: 'OUTRIGHT_FULL' });
    expect(res.status).toBe(200);
    expect(res.body.data.finance).toBeNull();
    expect(res.body.data.payment_type).toBe('OUTRIGHT_FULL');
    expect((await get(guid)).body.data.finance).toBeNull();
    expect(JSON.parse(row(guid).data).finance).toBeNull();
    expect(JSON.parse(row(guid).data).meta.has_finance).toBe(false);
  });

  it('missing required finance fields is a 422 per field and changes nothing', async () => {
    const guid = await newOrder(PCP_FINANCE);
    const before = await get(guid);
    const storedBefore = row(guid);
    const res = await put(guid, { has_finance: true, finance_type: 'HP', finance_term: null });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        finance_term: ['The finance term field is required when finance is chosen.'],
        finance_deposit: ['The finance deposit field is required when finance is chosen.'],
        finance_regular_payment: [
          'The finance regular payment field is required when finance is chosen.',
        ],
      },
    });
    expect((await get(guid)).body.data).toEqual(before.body.data);
    expect(row(guid)).toEqual(storedBefore);
  });

  it('finance fields without has_finance are a 422 and change nothing', async () => {
    const guid = await newOrder(PCP_FINANCE);
    const before = await get(guid);
    const res = await put(guid, { finance_term: 36, finance_deposit: 2500 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        finance_term: ['The has finance field is required with finance fields.'],
        finance_deposit: ['The has finance field is required with finance fields.'],
      },
    });
    expect((await get(guid)).body.data).toEqual(before.body.data);
  });

  it.each([
    [{ has_finance: 'yes' }, 'has_finance'],
    [{ ...PCP_FINANCE, finance_term: 0 }, 'finance_term'],
    [{ ...PCP_FINANCE, finance_deposit: -1 }, 'finance_deposit'],
    [{ ...PCP_FINANCE, finance_type: 'LEASE' }, 'finance_type'],
  ])('a malformed finance update %o is a 422 on %s, never a 500', async (json, field) => {
    const guid = await newOrder(PCP_FINANCE);
    const before = await get(guid);
    const res = await put(guid, json);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect((await get(guid)).body.data).toEqual(before.body.data);
  });
});

describe('a cancelled or completed order cannot be changed', () => {
  const changes = [
    { application_draft: DRAFT },
    { customer_form: { marital_status: 'Married' } },
    { ...PCP_FINANCE, finance_term: 36 },
    { has_finance: false },
  ];

  it.each(changes)('a cancelled order answers 409 to %o', async (json) => {
    const guid = await newOrder(PCP_FINANCE);
    expect((await put(guid, { status: 'STATUS_CANCELLED' })).status).toBe(200);
    const before = row(guid);
    const res = await put(guid, json);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'This order has been cancelled.' });
    expect(row(guid)).toEqual(before);
  });

  it.each(changes)('a completed order answers 409 to %o', async (json) => {
    const guid = await newOrder(PCP_FINANCE);
    const writer = new Database(server.dbPath);
    try {
      writer.prepare("UPDATE orders SET status = 'STATUS_COMPLETED' WHERE guid = ?").run(guid);
    } finally {
      writer.close();
    }
    const before = row(guid);
    const res = await put(guid, json);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'This order has been completed and cannot be changed.' });
    expect(row(guid)).toEqual(before);
  });
});

describe('contract', () => {
  const schemas = (loadContract().document.components as { schemas: Record<string, Schema> })
    .schemas;
  type Schema = { properties: Record<string, unknown>; additionalProperties?: boolean };

  it('OrderUpdate accepts the finance fields exactly as OrderPayload defines them', () => {
    const payload = schemas.OrderPayload!.properties;
    const update = schemas.OrderUpdate!.properties;
    const finance = Object.keys(payload).filter(
      (k) => k.startsWith('finance_') || k === 'has_finance',
    );
    expect(finance).toHaveLength(14);
    for (const key of finance) {
      const { description: _a, ...inUpdate } = update[key] as Record<string, unknown>;
      const { description: _b, ...inPayload } = payload[key] as Record<string, unknown>;
      expect(inUpdate, key).toEqual(inPayload);
    }
  });

  it('ApplicationDraft is CustomerForm without bank_account, closed', () => {
    const { bank_account: _bank, ...formWithoutBank } = schemas.CustomerForm!.properties;
    expect(schemas.ApplicationDraft!.properties).toEqual(formWithoutBank);
    expect(schemas.ApplicationDraft!.additionalProperties).toBe(false);
  });
});
