/**
 * An order changed from a stale copy (contract WebsiteOrder.version, updateOrder's If-Match): a
 * second tab that read the order before it was reserved cannot write over the reservation. The
 * refusal is a 409 with the order as it stands; a reserved order never changes its payment type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, orderBody, PCP_FINANCE, startServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let available: number[];
let next = 0;
let keyCounter = 0;

beforeAll(async () => {
  server = await startServer({ rateLimits: { orders: { max: 10_000 } } });
  const res = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 100, min_price: 3000 },
  });
  available = (res.body.data as { stock_id: number; reservation_status: string | null }[])
    .filter((v) => v.reservation_status === 'Available')
    .map((v) => v.stock_id);
});
afterAll(async () => {
  await server.close();
});

/** A new reservation order on its own vehicle, as the tab that reserves made it. */
async function newOrder(): Promise<{ guid: string; version: string }> {
  const res = await server.call('POST', '/api/v2/website-orders/order', {
    json: orderBody(available[next++ % available.length]!, { payment_type: 'OUTRIGHT_DEPOSIT' }),
    headers: { 'Idempotency-Key': `order-version-${++keyCounter}` },
  });
  expect(res.status).toBe(201);
  return { guid: res.body.data.guid as string, version: res.body.data.version as string };
}

const put = (guid: string, json: unknown, ifMatch?: string) =>
  server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
    json,
    headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
  });
const get = (guid: string) => server.call('GET', `/api/v2/website-orders/order/${guid}`);
const pay = (guid: string) =>
  server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, { json: card() });

/** What a finance tab sends with its application: the payment type, its quote and the form. */
const APPLICATION = {
  payment_type: 'FINANCE',
  ...PCP_FINANCE,
  customer_form: { payment_type: 'FINANCE', marital_status: 'Single' },
};

describe('the order version', () => {
  it('every answer with the order carries its version, as the ETag too', async () => {
    const { guid, version } = await newOrder();
    expect(version).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    const read = await get(guid);
    expect(read.body.data.version).toBe(version);
    expect(read.headers.get('etag')).toBe(`"${version}"`);
  });

  it('an update from the current version is made and answers the new version', async () => {
    const { guid, version } = await newOrder();
    const res = await put(guid, { payment_type: 'OUTRIGHT_FULL' }, `"${version}"`);
    expect(res.status).toBe(200);
    expect(res.body.data.payment_type).toBe('OUTRIGHT_FULL');
    expect(res.body.data.version).not.toBe(version);
    expect(res.headers.get('etag')).toBe(`"${res.body.data.version}"`);
  });

  it('an update that changes nothing is a 200 with the same version, however often it is sent', async () => {
    const { guid, version } = await newOrder();
    for (let i = 0; i < 3; i++) {
      const res = await put(guid, { payment_type: 'OUTRIGHT_DEPOSIT', products: [] }, version);
      expect(res.status).toBe(200);
      expect(res.body.data.version).toBe(version);
    }
  });

  it('a draft saved meanwhile (the same tab typing) does not make a copy stale', async () => {
    const { guid, version } = await newOrder();
    const draft = await put(guid, { application_draft: { marital_status: 'Single' } });
    expect(draft.status).toBe(200);
    expect(draft.body.data.version).toBe(version);
    const products = await put(guid, { products: [] });
    expect(products.body.data.version).toBe(version);
    expect((await put(guid, { payment_type: 'FINANCE', ...PCP_FINANCE }, version)).status).toBe(
      200,
    );
  });
});

describe('a second tab with a stale copy', () => {
  it('cannot send its application over a reservation paid in another tab: 409 with the order', async () => {
    const { guid, version } = await newOrder();
    // Tab A pays; tab B read the order before that.
    const paid = await pay(guid);
    expect(paid.status).toBe(201);
    expect(paid.body.data.version).not.toBe(version);
    const stale = await put(guid, APPLICATION, `"${version}"`);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This order has changed since this copy of it was read: nothing was changed.',
    );
    expect(stale.body.data).toMatchObject({
      guid,
      status: 'STATUS_RESERVED',
      payment_type: 'OUTRIGHT_DEPOSIT',
      finance: null,
      version: paid.body.data.version,
    });
    expect((await get(guid)).body.data).toEqual(paid.body.data);
  });

  it('cannot change the payment type of another tab’s cash checkout either', async () => {
    const { guid, version } = await newOrder();
    expect((await put(guid, { payment_type: 'OUTRIGHT_FULL' }, version)).status).toBe(200);
    const stale = await put(guid, { payment_type: 'FINANCE', ...PCP_FINANCE }, version);
    expect(stale.status).toBe(409);
    expect(stale.body.data.payment_type).toBe('OUTRIGHT_FULL');
    expect((await get(guid)).body.data.payment_type).toBe('OUTRIGHT_FULL');
  });

  it('a version that was never the order’s is refused the same way, never a 500', async () => {
    const { guid } = await newOrder();
    for (const ifMatch of ['"nope"', 'W/"x"', '""', 'garbage, "also"']) {
      const res = await put(guid, { products: [] }, ifMatch);
      expect(res.status).toBe(409);
      expect(res.body.data.guid).toBe(guid);
    }
    expect((await put(guid, { products: [] }, '*')).status).toBe(200);
  });
});

describe('a reserved order', () => {
  it('never has its payment type or finance changed by an update, even without a version', async () => {
    const { guid } = await newOrder();
    const paid = (await pay(guid)).body.data;
    for (const body of [APPLICATION, { payment_type: 'OUTRIGHT_FULL' }]) {
      const res = await put(guid, body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'This vehicle is reserved on this order: its payment type cannot change.',
      );
      expect(res.body.data).toEqual(paid);
    }
    expect((await get(guid)).body.data).toEqual(paid);
  });

  it('still takes what does not change how it is paid (products, the same payment type)', async () => {
    const { guid } = await newOrder();
    await pay(guid);
    const res = await put(guid, { products: [], payment_type: 'OUTRIGHT_DEPOSIT' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('STATUS_RESERVED');
  });
});
