/**
 * Moving a SQLite database to PostgreSQL (scripts/sqliteToPostgres.ts, run as docs/operating.md
 * says): what shoppers did on the single node — orders with part exchange, a paid reservation,
 * drafts, enquiries — reads back the same through a node on PostgreSQL, and carries on from there.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, hasPostgres, postgresMissing } from '../helpers/postgres.ts';
import {
  card,
  NOW,
  orderBody,
  startNode,
  startServer,
  type TestServer,
} from '../helpers/server.ts';

const ADMIN_TOKEN = 'move-admin-token-0123456789';
const REPO_ROOT = new URL('../../../', import.meta.url).pathname;
const run = promisify(execFile);
const migrate = (from: string, to: string) =>
  run('npm', ['run', '--silent', 'db:sqlite-to-postgres', '--', '--from', from, '--to', to], {
    cwd: REPO_ROOT,
  });

describe.skipIf(!hasPostgres)(
  `npm run db:sqlite-to-postgres${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    let sqlite: TestServer;
    const guids: string[] = [];
    const reads: string[] = [
      '/api/v2/vehicle-search?resultsPerPage=50&sort=price-desc',
      '/api/v2/vehicle-search?make=ford&page=2&resultsPerPage=5',
      '/api/v2/content/post?resultsPerPage=-1',
      '/api/v2/content/featured-tabs',
      '/api/v2/website-orders/config',
    ];

    beforeAll(async () => {
      sqlite = await startServer({
        seed: { count: 80 },
        adminTokens: [{ name: 'dms', token: ADMIN_TOKEN }],
      });
      const search = await sqlite.call('GET', '/api/v2/vehicle-search', {
        query: { resultsPerPage: 50 },
      });
      const [a, b, c] = (
        search.body.data as { stock_id: number; reservation_status: string; vrm: string }[]
      ).filter((v) => v.reservation_status === 'Available');
      const valuation = await sqlite.call('POST', '/api/v2/part-exchange/valuations', {
        json: { registration: 'AB21 CDE', mileage: 30000, condition: 'good' },
      });
      const withPx = await sqlite.call('POST', '/api/v2/website-orders/order', {
        json: orderBody(a!.stock_id, {
          has_part_ex: true,
          valuation_hash: valuation.body.data.hash,
        }),
        headers: { 'Idempotency-Key': 'move-key-1' },
      });
      const reserved = await sqlite.call('POST', '/api/v2/website-orders/order', {
        json: orderBody(b!.stock_id),
        headers: { 'Idempotency-Key': 'move-key-2' },
      });
      expect([withPx.status, reserved.status], reserved.text).toEqual([201, 201]);
      const paid = await sqlite.call(
        'POST',
        `/api/v2/website-orders/order/${reserved.body.data.guid}/payments`,
        { json: card() },
      );
      expect(paid.status).toBe(201);
      // The retailer extended its hold: the audit row moves with the store.
      const until = new Date(NOW.getTime() + 30 * 86_400_000).toISOString();
      const extended = await fetch(
        `${sqlite.base}/admin/v1/orders/${reserved.body.data.guid}/hold`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${ADMIN_TOKEN}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ reserved_until: until }),
        },
      );
      expect(extended.status).toBe(200);
      const drafted = await sqlite.call('POST', '/api/v2/website-orders/order', {
        json: orderBody(c!.stock_id),
        headers: { 'Idempotency-Key': 'move-key-3' },
      });
      const draft = await sqlite.call(
        'PUT',
        `/api/v2/website-orders/order/${drafted.body.data.guid}`,
        { json: { application_draft: { marital_status: 'Married' } } },
      );
      expect(draft.status).toBe(200);
      for (const i of [1, 2]) {
        const form = await sqlite.call('POST', '/api/v2/form-submit', {
          form: {
            form_id: '1',
            first_name: 'Ada',
            last_name: `Lovelace${i}`,
            email: 'ada@example.co.uk',
            telephone: '07700 900123',
            message: 'Is it available?',
            _terms_accepted: '1',
            enquiry_source: 'Website',
            enquiry_type: 'General Enquiry',
          },
        });
        expect(form.status).toBe(201);
      }
      guids.push(withPx.body.data.guid, reserved.body.data.guid, drafted.body.data.guid);
      reads.push(`/api/v2/vehicles/${b!.stock_id}`);
    });
    afterAll(() => sqlite?.close());

    it('copies everything; a node on PostgreSQL answers as the SQLite node did, and carries on', async () => {
      const expected = new Map<string, unknown>();
      for (const path of [...reads, ...guids.map((g) => `/api/v2/website-orders/order/${g}`)])
        expected.set(path, (await sqlite.call('GET', path)).body);

      const url = await createDatabase();
      const { stdout } = await migrate(sqlite.dbPath, url);
      expect(stdout).toContain('vehicles: 80 rows');
      expect(stdout).toContain('orders: 3 rows');
      expect(stdout).toContain('payments: 1 rows');
      expect(stdout).toContain('form_submissions: 2 rows');
      expect(stdout).toContain('admin_audit: 1 rows');

      const node = await startNode(url, { seed: true });
      try {
        for (const [path, body] of expected) {
          const res = await node.call('GET', path);
          expect(res.status, path).toBe(200);
          expect(res.body, path).toEqual(body);
        }
        // The same key replays the same order; new orders and enquiries carry on.
        const first = expected.get(`/api/v2/website-orders/order/${guids[0]}`) as {
          data: { vehicle: number; valuations: { hash: string }[] };
        };
        const replay = await node.call('POST', '/api/v2/website-orders/order', {
          json: orderBody(first.data.vehicle, {
            has_part_ex: true,
            valuation_hash: first.data.valuations[0]!.hash,
          }),
          headers: { 'Idempotency-Key': 'move-key-1' },
        });
        expect([replay.status, replay.body.data.guid]).toEqual([200, guids[0]]);
        const form = await node.call('POST', '/api/v2/form-submit', {
          form: {
            form_id: '1',
            first_name: 'Ada',
            last_name: 'Third',
            email: 'ada@example.co.uk',
            telephone: '07700 900123',
            message: 'Still available?',
            _terms_accepted: '1',
            enquiry_source: 'Website',
            enquiry_type: 'General Enquiry',
          },
        });
        expect([form.status, form.body.data.id]).toEqual([201, 3]);
      } finally {
        await node.app.close();
      }

      // Run again on the now full database: refused, nothing copied twice.
      const again = await migrate(sqlite.dbPath, url).then(
        () => 'exit 0',
        (error: { code: number; stderr: string }) => `exit ${error.code}: ${error.stderr.trim()}`,
      );
      expect(again).toBe(
        'exit 1: The PostgreSQL database already holds vehicles or orders: nothing copied.',
      );
    }, 60_000);
  },
);
