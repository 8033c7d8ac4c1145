import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SUBJECT_TO_STATUS,
  DEFAULT_TENANT_CONFIG,
  resolveTenantConfig,
} from '@showroom/core';
import { card, orderBody, PCP_FINANCE, startServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let available: number[];
let reservedId: number;
let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

beforeAll(async () => {
  server = await startServer({
    rateLimits: { orders: { max: 10_000 }, paymentsPerIp: { max: 10_000 } },
  });
  const res = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 100, min_price: 3000 },
  });
  const vehicles = res.body.data as {
    stock_id: number;
    reservation_status: string | null;
    reserved: boolean;
  }[];
  available = vehicles.filter((v) => v.reservation_status === 'Available').map((v) => v.stock_id);
  reservedId = vehicles.find((v) => v.reservation_status === 'Reserved')!.stock_id;
});
afterAll(() => server.close());

const create = (body: unknown, key = newKey()) =>
  server.call('POST', '/api/v2/website-orders/order', {
    json: body,
    headers: { 'Idempotency-Key': key },
  });

/** A 422 whose errors name exactly `fields` (in alphabetical order). */
function expectRefused(res: Awaited<ReturnType<typeof create>>, fields: readonly string[]) {
  expect(res.status).toBe(422);
  expect(Object.keys(res.body.errors).sort()).toEqual(fields);
}

describe('availability check', () => {
  it('says an available vehicle can be ordered', async () => {
    const res = await server.call('GET', `/api/v2/website-orders/check/${available[0]}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { canOrder: true } });
  });
  it('answers a reserved vehicle with the message to show, 404s an unknown one', async () => {
    // A reserved vehicle is an answer, not an error: 200 with why it cannot be ordered.
    const res = await server.call('GET', `/api/v2/website-orders/check/${reservedId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { canOrder: false, message: 'This vehicle is currently reserved' },
    });
    expect((await server.call('GET', '/api/v2/website-orders/check/999999')).status).toBe(404);
  });
});

describe('config', () => {
  it('has the deal-builder configuration with a 5-minute cache', async () => {
    const res = await server.call('GET', '/api/v2/website-orders/config');
    expect(res.body.data.finance_deposit).toBe(10);
    expect(res.body.data.reservation_form.deposit_amount).toBe(99);
    expect(res.body.data.recaptcha).toBe(false);
    // The built-in test provider takes the deposit's card by default.
    expect(res.body.data.payment_provider).toEqual({ name: 'test', publishable_key: null });
    expect(res.body.data.products.map((p: { name: string }) => p.name)).toContain('GAP insurance');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('serves the finance disclosure: without a tenant, core’s default broker (decision 0906)', async () => {
    const res = await server.call('GET', '/api/v2/website-orders/config');
    const broker = DEFAULT_TENANT_CONFIG.broker;
    expect(res.body.data.finance_disclosure).toEqual({
      broker: {
        registered_name: broker.registeredName,
        firm_reference_number: broker.firmReferenceNumber,
        commission: broker.commission,
      },
      subject_to_status: DEFAULT_SUBJECT_TO_STATUS,
    });
  });

  it('serves the tenant’s broker when the server is given one', async () => {
    const broker = {
      registeredName: 'Ridings Cars Ltd',
      firmReferenceNumber: '700123',
      commission: 'We receive a fixed fee from the lender.',
    };
    const own = await startServer({ tenant: resolveTenantConfig({ broker }) });
    try {
      const res = await own.call('GET', '/api/v2/website-orders/config');
      expect(res.body.data.finance_disclosure.broker).toEqual({
        registered_name: 'Ridings Cars Ltd',
        firm_reference_number: '700123',
        commission: 'We receive a fixed fee from the lender.',
      });
    } finally {
      await own.close();
    }
  });
});

describe('create, get, update', () => {
  it('creates an order (201, no-store, Location) and loads it', async () => {
    const res = await create(orderBody(available[0]!, { products: [1, 3], ...PCP_FINANCE }));
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const order = res.body.data;
    expect(order.status).toBe('STATUS_NEW');
    expect(order.payment_type).toBe('FINANCE');
    expect(order.finance.finance_deposit).toBe(1499.5);
    expect(order.customer.customer_first_name).toBe('James');
    expect(res.headers.get('location')).toBe(`/api/v2/website-orders/order/${order.guid}`);
    const loaded = await server.call('GET', `/api/v2/website-orders/order/${order.guid}`);
    expect(loaded.body.data).toEqual(order);
  });

  it('updates products, customer fields and the finance application, then cancels', async () => {
    const { guid } = (await create(orderBody(available[1]!))).body.data;
    const products = await server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
      json: { products: [2] },
    });
    expect(products.body.data.products).toEqual([2]);
    const form = await server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
      json: {
        customer_telephone: '07700 900999',
        customer_form: {
          marital_status: 'Married',
          dob_day: 9,
          dob_month: 7,
          dob_year: 1986,
          bank_account: { sort_code: '20-00-00', account_number: '55779911' },
        },
      },
    });
    expect(form.body.data.status).toBe('STATUS_SUBMITTED');
    expect(form.body.data.customer.customer_telephone).toBe('07700 900999');
    expect(JSON.stringify(form.body.data)).not.toContain('55779911');
    const cancelled = await server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
      json: { status: 'STATUS_CANCELLED' },
    });
    expect(cancelled.body.data.status).toBe('STATUS_CANCELLED');
    const again = await server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
      json: { products: [1] },
    });
    expect(again.status).toBe(409);
  });

  it('rejects bad updates', async () => {
    const { guid } = (await create(orderBody(available[1]!))).body.data;
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [{ products: [42] }, 'products'],
      [{ status: 'STATUS_COMPLETED' }, 'status'],
      [{ customer_email: 'nope' }, 'customer_email'],
      [
        { customer_form: { bank_account: { sort_code: 'abc' } } },
        'customer_form.bank_account.sort_code',
      ],
      [{ unknown_field: 1 }, 'unknown_field'],
    ];
    for (const [json, field] of cases) {
      const res = await server.call('PUT', `/api/v2/website-orders/order/${guid}`, { json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
  });

  it('404s unknown orders and 422s a malformed guid', async () => {
    expect(
      (
        await server.call(
          'GET',
          '/api/v2/website-orders/order/3f6c2a4e-8b1d-4c7a-9e2f-5a6b7c8d9e01',
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call(
          'PUT',
          '/api/v2/website-orders/order/3f6c2a4e-8b1d-4c7a-9e2f-5a6b7c8d9e01',
          { json: { products: [] } },
        )
      ).status,
    ).toBe(404);
    expect((await server.call('GET', '/api/v2/website-orders/order/not-a-guid')).status).toBe(422);
  });
});

describe('create validation', () => {
  it.each([
    [{ customer_email: 'not-an-email' }, 'customer_email'],
    [{ customer_first_name: '' }, 'customer_first_name'],
    [{ terms_accepted: false }, 'terms_accepted'],
    [{ customer_telephone: 'call me' }, 'customer_telephone'],
    [{ vehicle: 999999 }, 'vehicle'],
    [{ products: [77] }, 'products'],
    [{ has_finance: true }, 'finance_type'],
    [{ has_part_ex: true, valuation_hash: 'v_unknown' }, 'valuation_hash'],
    [{ surprise: true }, 'surprise'],
  ])('a create with %o fails with 422 and writes nothing', async (extra, field) => {
    const before = [server.count('orders'), server.count('idempotency_keys')];
    const res = await create(orderBody(available[2]!, extra));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect([server.count('orders'), server.count('idempotency_keys')]).toEqual(before);
  });

  it('requires the fields of requirement ORDER-9', async () => {
    const res = await create({ vehicle: available[2] });
    expectRefused(res, [
      'customer_email',
      'customer_first_name',
      'customer_last_name',
      'terms_accepted',
    ]);
  });

  it('requires an Idempotency-Key header', async () => {
    const res = await server.call('POST', '/api/v2/website-orders/order', {
      json: orderBody(available[2]!),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('Idempotency-Key');
  });

  it('answers 400 to malformed JSON and a wrong content type', async () => {
    const headers = { 'Idempotency-Key': newKey(), 'content-type': 'application/json' };
    const broken = await server.call('POST', '/api/v2/website-orders/order', {
      raw: '{"vehicle": 1,',
      headers,
    });
    expect(broken.status).toBe(400);
    const text = await server.call('POST', '/api/v2/website-orders/order', {
      raw: 'vehicle=1',
      headers: { ...headers, 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    const huge = await server.call('POST', '/api/v2/website-orders/order', {
      raw: JSON.stringify({ x: 'a'.repeat(2_000_000) }),
      headers,
    });
    expect(huge.status).toBe(400);
  });

  it('409s ordering a reserved vehicle', async () => {
    const res = await create(orderBody(reservedId));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This vehicle is currently reserved');
  });
});

describe('idempotency', () => {
  it('replays the first result for the same key and body, 422s a different body', async () => {
    const key = newKey();
    const first = await create(orderBody(available[3]!), key);
    const replay = await create(orderBody(available[3]!), key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(200);
    expect(replay.body.data.guid).toBe(first.body.data.guid);
    const different = await create(orderBody(available[3]!, { customer_first_name: 'Jane' }), key);
    expect(different.status).toBe(422);
    expect(different.body.errors).toHaveProperty('Idempotency-Key');
  });

  it('50 parallel creates with one key make exactly one order', async () => {
    const key = newKey();
    const before = server.count('orders');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => create(orderBody(available[4]!), key)),
    );
    expect(server.count('orders')).toBe(before + 1);
    const guids = new Set(results.filter((r) => r.status < 300).map((r) => r.body.data.guid));
    expect(guids.size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results) expect([200, 201, 409]).toContain(r.status);
  });
});

describe('part exchange', () => {
  const valuation = (json: unknown) =>
    server.call('POST', '/api/v2/part-exchange/valuations', { json });

  it('values deterministically by registration, mileage and condition', async () => {
    const corsa = (change: Record<string, unknown> = {}) =>
      valuation({
        registration: 'FG17 HJK',
        mileage: 48000,
        condition: 'good',
        outstanding_finance: 1200,
        ...change,
      });
    const a = await corsa();
    const b = await corsa({ registration: 'fg17hjk' });
    expect(a.status).toBe(201);
    expect(b.body.data.hash).toBe(a.body.data.hash);
    expect(b.body.data.price).toBe(a.body.data.price);
    expect(a.body.data.settlement).toBe(1200);
    expect(a.body.data.vehicle.plate).toBe('FG17 HJK');
    const poor = await corsa({ condition: 'poor' });
    const moreMiles = await corsa({ mileage: 90000 });
    expect(poor.body.data.price).toBeLessThan(a.body.data.price);
    expect(moreMiles.body.data.price).toBeLessThan(a.body.data.price);
    expect(a.body.data.vehicle).toMatchObject({ make: 'Vauxhall', model: 'Corsa' });
  });

  it('rejects bad valuation requests', async () => {
    for (const [json, field] of [
      [{ registration: 'FG17 HJK', mileage: -1, condition: 'good' }, 'mileage'],
      [{ registration: 'FG17 HJK', mileage: 1000, condition: 'shiny' }, 'condition'],
      [{ registration: '!!', mileage: 1000, condition: 'good' }, 'registration'],
      [{ mileage: 1000, condition: 'good' }, 'registration'],
    ] as const) {
      const res = await valuation(json);
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty(field);
    }
  });

  it('attaches to and removes from an order; valuations appear on the order', async () => {
    const v = (
      await valuation({
        registration: 'LM19 XYZ',
        mileage: 30000,
        condition: 'excellent',
        outstanding_finance: 500,
      })
    ).body.data;
    const { guid } = (await create(orderBody(available[5]!))).body.data;
    const attached = await server.call('POST', `/api/v2/website-orders/order/${guid}/valuations`, {
      json: { hash: v.hash },
    });
    expect(attached.status).toBe(200);
    expect(attached.body.data.valuations).toEqual([
      {
        hash: v.hash,
        price: v.price,
        settlement: 500,
        vehicle: { ...v.vehicle, condition: 'excellent' },
      },
    ]);
    const twice = await server.call('POST', `/api/v2/website-orders/order/${guid}/valuations`, {
      json: { hash: v.hash },
    });
    expect(twice.body.data.valuations).toHaveLength(1);
    const removed = await server.call(
      'DELETE',
      `/api/v2/website-orders/order/${guid}/valuations/${v.hash}`,
    );
    expect(removed.body.data.valuations).toEqual([]);
    expect(
      (await server.call('DELETE', `/api/v2/website-orders/order/${guid}/valuations/${v.hash}`))
        .status,
    ).toBe(404);
    expect(
      (
        await server.call('POST', `/api/v2/website-orders/order/${guid}/valuations`, {
          json: { hash: 'v_nope' },
        })
      ).status,
    ).toBe(404);
  });

  it('a create with has_part_ex attaches the valuation', async () => {
    const v = (await valuation({ registration: 'YR68 PLM', mileage: 60000, condition: 'fair' }))
      .body.data;
    const res = await create(
      orderBody(available[6]!, { has_part_ex: true, valuation_hash: v.hash }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.valuations.map((x: { hash: string }) => x.hash)).toEqual([v.hash]);
  });
});

describe('reservation deposit', () => {
  const pay = (guid: string, body: unknown) =>
    server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, { json: body });

  it('declines the documented test cards with their messages and leaves the vehicle available', async () => {
    const { guid } = (await create(orderBody(available[7]!))).body.data;
    const declined = await pay(guid, card('4000000000000002'));
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const funds = await pay(guid, card('4000000000009995'));
    expect(funds.status).toBe(402);
    expect(funds.body.message).toBe('Insufficient funds.');
    expect(
      (await server.call('GET', `/api/v2/website-orders/check/${available[7]}`)).body.data.canOrder,
    ).toBe(true);
  });

  it('a paid reservation says until when the car is held: the config’s hold hours after payment', async () => {
    const config = (await server.call('GET', '/api/v2/website-orders/config')).body.data;
    // 72 hours, as the demo's reservation terms promise.
    expect(config.reservation_form.hold_hours).toBe(72);
    expect(config.reservation_form.terms_text).toContain('72 hours');
    const { guid, reserved_until } = (await create(orderBody(available[12]!))).body.data;
    expect(reserved_until).toBeNull();
    const paid = await pay(guid, card());
    expect(paid.status).toBe(201);
    expect(paid.body.data.reserved_until).toBe('2026-11-28T12:00:00.000Z');
    const read = await server.call('GET', `/api/v2/website-orders/order/${guid}`);
    expect(read.body.data.reserved_until).toBe('2026-11-28T12:00:00.000Z');
  });

  it('accepts 4242…, reserves the vehicle everywhere, and a cancellation frees it', async () => {
    const id = available[8]!;
    const { guid } = (await create(orderBody(id))).body.data;
    const paid = await pay(guid, card());
    expect(paid.status).toBe(201);
    expect(paid.body.data.status).toBe('STATUS_RESERVED');
    expect(paid.body.data.payment_type).toBe('OUTRIGHT_DEPOSIT');
    expect(paid.body.data.payments).toHaveLength(1);
    expect(paid.body.data.payments[0].amount).toBe(99);
    const vehicle = (await server.call('GET', `/api/v2/vehicles/${id}`)).body.data;
    expect([vehicle.reservation_status, vehicle.reserved]).toEqual(['Reserved', true]);
    const bySlug = (await server.call('GET', `/api/v2/vehicles/slug/${vehicle.slug}`)).body.data;
    expect(bySlug.reservation_status).toBe('Reserved');
    const search = await server.call('GET', '/api/v2/vehicle-search', {
      query: { make: vehicle.make, range: vehicle.range, resultsPerPage: 100 },
    });
    expect(
      search.body.data.find((v: { stock_id: number }) => v.stock_id === id).reservation_status,
    ).toBe('Reserved');
    expect(
      (await server.call('GET', `/api/v2/website-orders/check/${id}`)).body.data.canOrder,
    ).toBe(false);
    expect((await pay(guid, card())).status).toBe(409);
    await server.call('PUT', `/api/v2/website-orders/order/${guid}`, {
      json: { status: 'STATUS_CANCELLED' },
    });
    expect(
      (await server.call('GET', `/api/v2/website-orders/check/${id}`)).body.data.canOrder,
    ).toBe(true);
  });

  it('refuses card fields: the body is a payment-method token only (422)', async () => {
    const { guid } = (await create(orderBody(available[9]!))).body.data;
    const res = await pay(guid, {
      card_number: '4242424242424242',
      expiry_month: 12,
      expiry_year: 2030,
      cvc: '123',
      cardholder_name: 'J Wilson',
    });
    // Every card field is refused by name, and the token is missing.
    expectRefused(res, [
      'card_number',
      'cardholder_name',
      'cvc',
      'expiry_month',
      'expiry_year',
      'payment_method',
    ]);
    expect(server.count('payments', `order_guid = '${guid}'`)).toBe(0);
  });

  it('refuses a forged or malformed token with 422 and leaves the vehicle available', async () => {
    const id = available[9]!;
    const { guid } = (await create(orderBody(id))).body.data;
    const genuine = card().payment_method;
    const [payload] = genuine.slice('pm_test_'.length).split('.');
    const forgedOutcome = Buffer.from(
      JSON.stringify({ o: 'succeeds', l: '4242', m: 12, y: 2030, n: 'x' }),
    ).toString('base64url');
    const forgeries = [
      `pm_test_${forgedOutcome}.${'A'.repeat(43)}`,
      `pm_test_${payload}.${'B'.repeat(43)}`,
      'pm_test_not-a-token',
      'pm_other',
    ];
    for (const payment_method of forgeries) {
      const res = await pay(guid, { payment_method });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        payment_method: ['The payment method is not one the payment provider issued.'],
      });
    }
    const res = await pay(guid, { payment_method: 'card_4242424242424242' });
    expect(res.status).toBe(422);
    expect(server.count('payments', `order_guid = '${guid}'`)).toBe(0);
    expect(
      (await server.call('GET', `/api/v2/website-orders/check/${id}`)).body.data.canOrder,
    ).toBe(true);
  });

  it('records the last four digits the token carries', async () => {
    const { guid } = (await create(orderBody(available[11]!))).body.data;
    const paid = await pay(guid, card());
    expect(paid.status).toBe(201);
    expect(server.count('payments', `order_guid = '${guid}' AND card_last4 = '4242'`)).toBe(1);
  });

  it('50 parallel reservations of one vehicle: exactly one winner, 49 × 409', async () => {
    const id = available[10]!;
    const guids = [];
    for (let i = 0; i < 50; i++)
      guids.push(
        (await create(orderBody(id, { customer_first_name: `Shopper${i}` }))).body.data
          .guid as string,
      );
    const results = await Promise.all(guids.map((guid) => pay(guid, card())));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.status === 409);
    expect(losers).toHaveLength(49);
    for (const r of losers) expect(r.body.message).toBe('This vehicle is currently reserved');
    expect(
      server.count('payments', `order_guid IN (${guids.map((g) => `'${g}'`).join(',')})`),
    ).toBe(1);
    expect((await server.call('GET', `/api/v2/vehicles/${id}`)).body.data.reservation_status).toBe(
      'Reserved',
    );
  });
});
