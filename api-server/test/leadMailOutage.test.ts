/**
 * The SMTP server down for a minute: every lead committed meanwhile is e-mailed once it is back,
 * each message exactly once. Through the real outbox and dispatcher, on the server's injected
 * clock (the test runs the dispatcher itself and moves the clock, so the minute takes no time),
 * against a real SMTP server (the `smtp-server` package) that is stopped and started again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableStockIds,
  card,
  ENQUIRY_CONTACT,
  NOW,
  orderBody,
  PCP_FINANCE,
  startServer,
  type TestServer,
} from './helpers/server.ts';
import { smtpSink } from './helpers/smtpSink.ts';

/** This suite's SMTP port (the mail tests' range). */
const SMTP_PORT = 8991;

let clock = NOW.getTime();
const now = () => new Date(clock);
let server: TestServer;
const sink = smtpSink(SMTP_PORT);
let available: number[];

beforeAll(async () => {
  // Down from the start: nothing listens on the port until the outage is over.
  server = await startServer({
    now,
    mail: {
      smtpUrl: sink.url,
      from: 'Showroom <leads@showroom.example>',
      publicUrl: 'https://cars.showroom.example',
    },
    leadDispatch: { intervalMs: 0, random: () => 0.5, retry: { baseMs: 1_000 } },
  });
  available = await availableStockIds(server);
});
afterAll(async () => {
  await server.close();
  await sink.stop();
});

const dispatch = () => server.api.leadDispatcher.runOnce();

describe('the SMTP server down for a minute', () => {
  it('delivers every lead once it is back, each e-mail exactly once', async () => {
    let keys = 0;
    const create = (body: unknown) =>
      server.call('POST', '/api/v2/website-orders/order', {
        json: body,
        headers: { 'Idempotency-Key': `outage-${++keys}` },
      });
    // An order with its deposit, an enquiry and a test drive: 4 leads, 7 e-mails.
    const created = await create(orderBody(available[0]!, PCP_FINANCE));
    expect(created.status).toBe(201);
    const guid = created.body.data.guid as string;
    const paid = await server.call('POST', `/api/v2/website-orders/order/${guid}/payments`, {
      json: card(),
    });
    expect(paid.status).toBe(201);
    const enquiry = await server.call('POST', '/api/v2/form-submit', {
      form: { ...ENQUIRY_CONTACT, vehicle_id: String(available[1]), message: 'Still there?' },
    });
    expect(enquiry.status).toBe(201);
    const drive = await server.call('POST', '/api/v2/form-submit', {
      form: {
        ...ENQUIRY_CONTACT,
        form_id: '2',
        vehicle_id: String(available[2]),
        enquiry_type: 'Test Drive',
        preferred_date: '2026-12-07',
        preferred_time: '10:30',
      },
    });
    expect(drive.status).toBe(201);

    // A minute of outage: every attempt fails and is put off, none is given up.
    let attempts = 0;
    for (let second = 0; second <= 60; second += 5) {
      const run = await dispatch();
      expect(run.delivered).toBe(0);
      expect(run.failed).toBe(0);
      attempts += run.retried;
      clock += 5_000;
    }
    expect(attempts).toBeGreaterThanOrEqual(4);
    expect(sink.received).toEqual([]);

    // Back: the next attempts (at most the backoff's ceiling away) deliver all four leads.
    await sink.start();
    let delivered = 0;
    for (let step = 0; step < 20 && delivered < 4; step++) {
      delivered += (await dispatch()).delivered;
      clock += 30_000;
    }
    expect(delivered).toBe(4);
    await sink.waitFor(7);

    const ids = sink.received.map((m) => m.parsed.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    const kindOf = (id: string | undefined) => /\.(branch|shopper)@/.exec(id ?? '')?.[1];
    const sent = sink.received
      .map((m) => `${m.parsed.headers.get('x-lead-event-type')} → ${kindOf(m.parsed.messageId)}`)
      .sort();
    expect(sent).toEqual(
      [
        'order.created → branch',
        'deposit.taken → branch',
        'deposit.taken → shopper',
        'enquiry.received → branch',
        'enquiry.received → shopper',
        'test_drive.booked → branch',
        'test_drive.booked → shopper',
      ].sort(),
    );
    for (const mail of sink.received) {
      const shopper = kindOf(mail.parsed.messageId) === 'shopper';
      expect(mail.recipients.includes('james.wilson@example.co.uk')).toBe(shopper);
    }

    // The branch's link opens the car's page on the storefront (/vehicle-search/{slug}).
    const search = await server.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 100, min_price: 3000 },
    });
    const slug = (search.body.data as { stock_id: number; slug: string }[]).find(
      (v) => v.stock_id === available[0],
    )!.slug;
    const deposit = sink.received.find(
      (m) =>
        m.parsed.headers.get('x-lead-event-type') === 'deposit.taken' &&
        kindOf(m.parsed.messageId) === 'branch',
    )!;
    expect(deposit.parsed.text).toContain(
      `Vehicle page: https://cars.showroom.example/vehicle-search/${slug}\n`,
    );

    // Nothing more to send, and nothing is sent twice.
    clock += 3_600_000;
    expect(await dispatch()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(sink.received).toHaveLength(7);
  });
});
