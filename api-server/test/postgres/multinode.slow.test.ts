/**
 * Two nodes, one PostgreSQL database: the invariants hold across nodes because they live in the
 * database. Each node is a buildServer instance on a port of its own, with its own connection
 * pool, notification listener and rate-limit counting — what a second process would have.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, hasPostgres, postgresMissing, sql } from '../helpers/postgres.ts';
import { card, orderBody, startNode } from '../helpers/server.ts';

type Node = Awaited<ReturnType<typeof startNode>>;

/** The value once it stayed the same for 100 ms (notifications in flight have arrived). */
async function settled<T>(read: () => T): Promise<T> {
  let last = JSON.stringify(read());
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const now = JSON.stringify(read());
    if (now === last) return read();
    last = now;
  }
}
const N = 100;
const UNLIMITED = {
  orders: { max: 1_000_000 },
  forms: { max: 1_000_000 },
  paymentsPerIp: { max: 1_000_000 },
};

describe.skipIf(!hasPostgres)(
  `two nodes on one PostgreSQL database${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    let url: string;
    let nodes: [Node, Node];
    let available: { stock_id: number; slug: string }[];

    beforeAll(async () => {
      url = await createDatabase();
      // Started together on an empty database: exactly one of them seeds it.
      nodes = (await Promise.all([
        startNode(url, { rateLimits: UNLIMITED }),
        startNode(url, { rateLimits: UNLIMITED }),
      ])) as [Node, Node];
      const res = await nodes[0].call('GET', '/api/v2/vehicle-search', {
        query: { resultsPerPage: 100 },
      });
      available = (
        res.body.data as { stock_id: number; slug: string; reservation_status: string }[]
      ).filter((v) => v.reservation_status === 'Available');
      expect(available.length).toBeGreaterThanOrEqual(4);
    });
    afterAll(async () => {
      await Promise.all((nodes ?? []).map((n) => n.app.close()));
    });

    it('seeded the empty database once, though both nodes started on it at the same time', async () => {
      const counted = await sql<{ n: number }>(url, 'SELECT COUNT(*)::int AS n FROM vehicles');
      expect(counted).toEqual([{ n: 320 }]);
      const [a, b] = await Promise.all(
        nodes.map((node) => node.call('GET', '/api/v2/vehicle-search', { query: { page: 3 } })),
      );
      expect(b!.body).toEqual(a!.body);
    });

    it(`${N} parallel deposits for one car, half through each node: exactly one reservation`, async () => {
      const vehicle = available[0]!;
      const guids: string[] = [];
      for (let i = 0; i < N; i++) {
        const res = await nodes[i % 2]!.call('POST', '/api/v2/website-orders/order', {
          json: orderBody(vehicle.stock_id, { customer_first_name: `Buyer${i}` }),
          headers: { 'Idempotency-Key': `two-node-race-${i}` },
        });
        expect(res.status).toBe(201);
        guids.push(res.body.data.guid as string);
      }
      const answers = await Promise.all(
        guids.map((guid, i) =>
          nodes[i % 2]!.call('POST', `/api/v2/website-orders/order/${guid}/payments`, {
            json: card(),
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1);
      for (const a of answers.filter((x) => x.status === 409))
        expect(a.body.message).toBe('This vehicle is currently reserved');
      const counts = await sql<{ payments: number; reserved: number }>(
        url,
        `SELECT (SELECT COUNT(*)::int FROM payments) AS payments,
           (SELECT COUNT(*)::int FROM orders WHERE status = 'STATUS_RESERVED' AND stock_id = $1) AS reserved`,
        [vehicle.stock_id],
      );
      expect(counts).toEqual([{ payments: 1, reserved: 1 }]);
      for (const node of nodes) {
        const seen = await node.call('GET', `/api/v2/vehicles/slug/${vehicle.slug}`);
        expect([seen.body.data.reservation_status, seen.body.data.reserved]).toEqual([
          'Reserved',
          true,
        ]);
      }
    });

    it('one Idempotency-Key sent to both nodes at once: one order, every answer is that order or "in progress"', async () => {
      const vehicle = available[1]!;
      const key = `two-node-key-${Date.now()}`;
      const body = orderBody(vehicle.stock_id, { customer_first_name: 'Twice' });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          nodes[i % 2]!.call('POST', '/api/v2/website-orders/order', {
            json: body,
            headers: { 'Idempotency-Key': key },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.every((s) => s === 200 || s === 201 || s === 409),
        statuses.join(),
      ).toBe(true);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      const guids = new Set(answers.filter((a) => a.status < 300).map((a) => a.body.data.guid));
      expect(guids.size).toBe(1);
      const stored = await sql<{ guid: string }>(
        url,
        `SELECT guid FROM orders WHERE data->'customer'->>'customer_first_name' = 'Twice'`,
      );
      expect(stored.map((r) => r.guid)).toEqual([...guids]);
      // Each node replays it afterwards; another body under the key is refused by both.
      for (const node of nodes) {
        const replay = await node.call('POST', '/api/v2/website-orders/order', {
          json: body,
          headers: { 'Idempotency-Key': key },
        });
        expect([replay.status, replay.body.data.guid]).toEqual([200, [...guids][0]]);
        const other = await node.call('POST', '/api/v2/website-orders/order', {
          json: { ...body, customer_first_name: 'Other' },
          headers: { 'Idempotency-Key': key },
        });
        expect(other.status).toBe(422);
      }
    });

    it('a key left in flight by a node that died is taken over after the lease; a live claim is not', async () => {
      const vehicle = available[2]!;
      await sql(
        url,
        `INSERT INTO idempotency_keys (key, body_hash, state, created_at, claimed_at) VALUES
           ('dead-node-key', 'x', 'in_flight', 'then', now() - interval '2 minutes'),
           ('live-node-key', 'x', 'in_flight', 'now', now())`,
      );
      const live = await nodes[0].call('POST', '/api/v2/website-orders/order', {
        json: orderBody(vehicle.stock_id),
        headers: { 'Idempotency-Key': 'live-node-key' },
      });
      expect(live.status).toBe(422); // another body than the live claim's: refused, not taken over
      const dead = await nodes[1].call('POST', '/api/v2/website-orders/order', {
        json: orderBody(vehicle.stock_id),
        headers: { 'Idempotency-Key': 'dead-node-key' },
      });
      expect(dead.status).toBe(201);
      const again = await nodes[0].call('POST', '/api/v2/website-orders/order', {
        json: orderBody(vehicle.stock_id),
        headers: { 'Idempotency-Key': 'dead-node-key' },
      });
      expect([again.status, again.body.data.guid]).toEqual([200, dead.body.data.guid]);
    });

    it('each node’s data version follows a write made through the other', async () => {
      const versionA = nodes[0].api.dataVersion;
      const versionB = nodes[1].api.dataVersion;
      const vehicle = available[3]!;
      const created = await nodes[0].call('POST', '/api/v2/website-orders/order', {
        json: orderBody(vehicle.stock_id),
        headers: { 'Idempotency-Key': `version-${Date.now()}` },
      });
      // Once the creation's notifications have arrived, nothing moves while only reading.
      const [beforeA, beforeB] = await settled(() => [versionA(), versionB()]);
      // Reads change nothing anywhere.
      await nodes[1].call('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 5 } });
      await new Promise((r) => setTimeout(r, 50));
      expect([versionA(), versionB()]).toEqual([beforeA, beforeB]);
      // A deposit through node A: node A's version moves at once, node B's within milliseconds.
      const paid = await nodes[0].call(
        'POST',
        `/api/v2/website-orders/order/${created.body.data.guid}/payments`,
        { json: card() },
      );
      expect(paid.status).toBe(201);
      expect(versionA()).not.toBe(beforeA);
      await expect.poll(() => versionB(), { timeout: 2000, interval: 5 }).not.toBe(beforeB);
      // And a row edited outside both nodes moves both.
      const [a2, b2] = [versionA(), versionB()];
      await sql(url, `UPDATE content_pages SET data = '{"edited":true}'::json WHERE url = 'x'`);
      await expect.poll(() => versionA(), { timeout: 2000, interval: 5 }).not.toBe(a2);
      await expect.poll(() => versionB(), { timeout: 2000, interval: 5 }).not.toBe(b2);
    });

    it("an order through one node moves only that car's state on both; a stock edit moves the stock on both", async () => {
      const changes = [nodes[0].api.changes, nodes[1].api.changes];
      const [car, other] = [available[4]!, available[5]!];
      const stocks = await settled(() => changes.map((c) => c.stock()));
      const states = changes.map((c) => c.state());
      const others = changes.map((c) => c.vehicleState(other.stock_id));
      const created = await nodes[0].call('POST', '/api/v2/website-orders/order', {
        json: orderBody(car.stock_id),
        headers: { 'Idempotency-Key': `changes-${Date.now()}` },
      });
      const paid = await nodes[0].call(
        'POST',
        `/api/v2/website-orders/order/${created.body.data.guid}/payments`,
        { json: card() },
      );
      expect(paid.status).toBe(201);
      // Right after its own write a node cannot tell yet what changed (nothing is kept), then it can.
      for (const [i, node] of changes.entries()) {
        await expect
          .poll(() => node.vehicleState(car.stock_id), { timeout: 2000, interval: 5 })
          .toBeGreaterThan(states[i]!);
        await expect.poll(() => node.stock(), { timeout: 2000, interval: 5 }).toBe(stocks[i]);
        expect(node.vehicleState(other.stock_id)).toBe(others[i]);
      }
      await sql(url, 'UPDATE vehicles SET price = price + 1 WHERE stock_id = $1', [other.stock_id]);
      for (const [i, node] of changes.entries())
        await expect.poll(() => node.stock(), { timeout: 2000, interval: 5 }).not.toBe(stocks[i]);
    });
  },
);

describe.skipIf(!hasPostgres)('rate limits on a shared store', () => {
  let nodes: Node[] = [];
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.app.close()));
  });

  it('hold for a client across both nodes: the limit, not twice the limit', async () => {
    const url = await createDatabase();
    const limits = {
      orders: { max: 5, timeWindow: 60_000 },
      forms: { max: 3, timeWindow: 60_000 },
    };
    nodes = [
      await startNode(url, { rateLimits: limits }),
      await startNode(url, { rateLimits: limits }),
    ];
    const search = await nodes[0]!.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 20 },
    });
    const vehicle = (search.body.data as { stock_id: number; reservation_status: string }[]).find(
      (v) => v.reservation_status === 'Available',
    )!;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await nodes[i % 2]!.call('POST', '/api/v2/website-orders/order', {
        json: orderBody(vehicle.stock_id),
        headers: { 'Idempotency-Key': `limited-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    // Forms count apart from orders.
    const forms: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await nodes[i % 2]!.call('POST', '/api/v2/form-submit', {
        form: {
          form_id: '1',
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.co.uk',
          telephone: '07700 900123',
          message: 'Is it available?',
          _terms_accepted: '1',
          enquiry_source: 'Website',
          enquiry_type: 'General Enquiry',
        },
      });
      forms.push(res.status);
    }
    expect(forms).toEqual([201, 201, 201, 429]);
  });

  it('deposit attempts: 5 declines on one order across both nodes, then 429 on either', async () => {
    const url = await createDatabase();
    const limits = { orders: { max: 1_000 }, paymentsPerIp: { max: 1_000 } };
    const pair = [
      await startNode(url, { rateLimits: limits }),
      await startNode(url, { rateLimits: limits }),
    ];
    nodes.push(...pair);
    const search = await pair[0]!.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 20 },
    });
    const vehicle = (search.body.data as { stock_id: number; reservation_status: string }[]).find(
      (v) => v.reservation_status === 'Available',
    )!;
    const created = await pair[0]!.call('POST', '/api/v2/website-orders/order', {
      json: orderBody(vehicle.stock_id),
      headers: { 'Idempotency-Key': 'declines-across-nodes' },
    });
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 8; i++) {
      const res = await pair[i % 2]!.call(
        'POST',
        `/api/v2/website-orders/order/${created.body.data.guid}/payments`,
        { json: card('4000000000000002') },
      );
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses).toEqual([402, 402, 402, 402, 402, 429, 429, 429]);
    const retryAfter = Number(limited!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3590);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });
});
