/**
 * The admin operations on PostgreSQL, through two nodes sharing one store (docs/decisions/0621,
 * 0623): a reservation released on one node is released for both (the other answers "nothing
 * changed" and refunds nothing more), a hold extended and a car sold on either, and the audit
 * says who did each, read from either node.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPaymentProvider } from '../../src/payments/testProvider/provider.ts';
import { createDatabase, hasPostgres, postgresMissing, sql } from '../helpers/postgres.ts';
import { card, NOW, orderBody, PROVIDER_SECRET, startNode } from '../helpers/server.ts';

type Node = Awaited<ReturnType<typeof startNode>>;

const TOKENS = [
  { name: 'dms', token: 'pg-dms-token-0123456789' },
  { name: 'jo.smith', token: 'pg-jo-token-0123456789' },
];

describe.skipIf(!hasPostgres)(
  `admin operations on PostgreSQL${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    let url: string;
    let nodes: Node[] = [];
    let available: number[] = [];
    // One provider for both nodes, as Stripe is one service.
    const provider = new TestPaymentProvider(PROVIDER_SECRET, () => NOW);

    beforeAll(async () => {
      url = await createDatabase();
      nodes = [];
      for (const _ of [0, 1])
        nodes.push(
          await startNode(url, {
            seed: { count: 12 },
            adminTokens: TOKENS,
            payment: provider.port,
            holdSweepMs: 0,
          }),
        );
      const search = await nodes[0]!.call('GET', '/api/v2/vehicle-search', {
        query: { resultsPerPage: 50 },
      });
      available = (search.body.data as { stock_id: number; reservation_status: string }[])
        .filter((v) => v.reservation_status === 'Available')
        .map((v) => v.stock_id);
    });
    afterAll(async () => {
      await Promise.all(nodes.map((n) => n.app.close()));
    });

    const admin = async (node: Node, path: string, token: string, body?: unknown) => {
      const res = await fetch(`${node.base}/admin/v1${path}`, {
        method: body === undefined && path.startsWith('/audit') ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked field by field
      return { status: res.status, body: (await res.json()) as any };
    };
    const reserve = async (stockId: number) => {
      const node = nodes[0]!;
      const created = await node.call('POST', '/api/v2/website-orders/order', {
        json: orderBody(stockId),
        headers: { 'Idempotency-Key': `pg-admin-${stockId}` },
      });
      const guid = created.body.data.guid as string;
      const paid = await node.call('POST', `/api/v2/website-orders/order/${guid}/payments`, {
        json: card(),
      });
      expect(paid.status).toBe(201);
      return guid;
    };

    it('releases once across nodes, extends, sells, and audits each by name', async () => {
      const [first, second, third] = available;
      const released = await reserve(first!);
      const [intent] = await sql<{ id: string }>(
        url,
        'SELECT id FROM payments WHERE order_guid = $1',
        [released],
      );

      const res = await admin(nodes[0]!, `/orders/${released}/release`, TOKENS[0]!.token);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        changed: true,
        order: { status: 'STATUS_CANCELLED' },
      });
      expect(provider.refunds(intent!.id)).toHaveLength(1);
      const again = await admin(nodes[1]!, `/orders/${released}/release`, TOKENS[1]!.token);
      expect([again.status, again.body.data.changed]).toEqual([200, false]);
      expect(provider.refunds(intent!.id)).toHaveLength(1);
      const car = await nodes[1]!.call('GET', `/api/v2/vehicles/${first}`);
      expect(car.body.data.reservation_status).toBe('Available');

      const held = await reserve(second!);
      const until = '2026-12-20T17:00:00.000Z';
      const extended = await admin(nodes[1]!, `/orders/${held}/hold`, TOKENS[1]!.token, {
        reserved_until: until,
      });
      expect(extended.status).toBe(200);
      expect(
        (await nodes[0]!.call('GET', `/api/v2/website-orders/order/${held}`)).body.data
          .reserved_until,
      ).toBe(until);

      const sold = await admin(nodes[1]!, `/vehicles/${third}/sold`, TOKENS[0]!.token);
      expect(sold.body.data).toMatchObject({ changed: true, closed_orders: [] });
      // Both nodes answer it as sold at once (their page caches follow the store's changes).
      for (const node of nodes)
        expect((await node.call('GET', `/api/v2/vehicles/${third}`)).status).toBe(404);

      const audit = await admin(nodes[0]!, '/audit?limit=10', TOKENS[0]!.token);
      expect(
        (audit.body.data as { actor: string; operation: string; outcome: string }[]).map((row) => [
          row.actor,
          row.operation,
          row.outcome,
        ]),
      ).toEqual([
        ['dms', 'mark_sold', 'changed'],
        ['jo.smith', 'extend_hold', 'changed'],
        ['jo.smith', 'release_reservation', 'unchanged'],
        ['dms', 'release_reservation', 'changed'],
      ]);
    });
  },
);
