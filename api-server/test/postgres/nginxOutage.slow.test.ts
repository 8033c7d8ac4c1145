/**
 * PostgreSQL restarted behind nginx (decision 0705): two nodes (`npm start`'s compiled host) on one
 * PostgreSQL server of this test's own, behind nginx running deploy/nginx.conf as shipped (only the
 * ports filled in), under order creations and page reads through nginx. The server is stopped
 * (`pg_ctl stop -m fast`, as `pg_ctl restart` does) and started again.
 *
 * - During the outage the clients get the nodes' own 503 with Retry-After through nginx, never a
 *   502 (nginx trying the other node on a 503 marked both down: "no live upstreams") nor a 500.
 * - After it, requests through nginx succeed again.
 * - Every order acknowledged (clients retry a 503, and a 409 "in progress", under the same
 *   Idempotency-Key, as the contract says) is stored, once, intact.
 *
 * Needs nginx: skipped without it, except where SHOWROOM_REQUIRE_POSTGRES=1 (CI).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/throwawayPostgres.ts';
import { expectOrderIntact, loadOrder } from '../helpers/childServer.ts';
import { freePorts, killHostNodes, startHostNode, type HostNode } from '../helpers/hostNode.ts';
import { nginxBinary, startNginx, type Nginx } from '../helpers/nginx.ts';
import { hasPostgres, postgresMissing, sql } from '../helpers/postgres.ts';
import { contractCall } from '../helpers/server.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hasNginx = nginxBinary() !== null;
const required = process.env.SHOWROOM_REQUIRE_POSTGRES === '1';
const skipped = !hasPostgres
  ? postgresMissing
  : !hasNginx && !required
    ? 'nginx not found: install it with `apt-get install -y nginx`'
    : '';
/** How soon after a 503 the test's clients try again (sooner than Retry-After: the harsher case). */
const RETRY_MS = 100;

let server: ThrowawayPostgres | undefined;
let nginx: Nginx | undefined;
afterAll(async () => {
  await nginx?.stop();
  await killHostNodes();
  server?.stop();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

describe.skipIf(skipped !== '')(
  `PostgreSQL restarted behind nginx${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    it('the nodes’ 503 with Retry-After passes through, never 502 or 500; no acknowledged order lost', async () => {
      const [portA, portB, portNginx, portPostgres] = await freePorts(4);
      server = await startThrowawayPostgres({ port: portPostgres! });
      await sql(server.adminUrl, 'CREATE DATABASE showroom');
      const env = { DATABASE_URL: server.urlFor('showroom'), TRUST_PROXY: '127.0.0.1' };
      // One after the other: the first seeds the empty database (and builds the app if needed).
      const nodes: HostNode[] = [
        await startHostNode(portA!, env),
        await startHostNode(portB!, env),
      ];
      nginx = await startNginx(portNginx!, [portA!, portB!]);
      const base = nginx.base;
      const api = contractCall(base);
      const page = async (path: string): Promise<Answer> => {
        const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(15_000) });
        return {
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          text: await res.text(),
        };
      };

      const listed = (
        await api('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 100 } })
      ).body.data as { stock_id: number; slug: string; reservation_status: string }[];
      const vehicles = listed
        .filter((v) => v.reservation_status === 'Available')
        .map((v) => v.stock_id);
      const slug = listed[0]!.slug;

      const acked: { guid: string; payload: Record<string, unknown> }[] = [];
      const unexpected: string[] = [];
      const statuses = new Map<number, number>();
      const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const check = (what: string, answer: Answer) => {
        count(answer.status);
        if (answer.status === 503 && !(Number(answer.retryAfter) > 0))
          unexpected.push(`${what}: 503 without Retry-After (${answer.retryAfter})`);
        else if (![200, 201, 409, 503].includes(answer.status))
          unexpected.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
      };
      let stop = false;
      let next = 0;

      /** Creates one order through nginx, retrying 503 and 409 under its key until acknowledged. */
      const createOrder = async (n: number, w: number) => {
        const payload = loadOrder(vehicles, n, w, 'Balanced');
        for (let attempt = 0; ; attempt++) {
          if (attempt === 600) {
            unexpected.push(`order ${n}: not acknowledged after 600 attempts`);
            return;
          }
          let res;
          try {
            res = await api('POST', '/api/v2/website-orders/order', {
              json: payload,
              headers: { 'Idempotency-Key': `nginx-outage-${n}` },
            });
          } catch (error) {
            unexpected.push(`order ${n}: ${String(error)}`);
            return;
          }
          check(`order ${n}`, {
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            text: res.text,
          });
          if (res.status === 201 || res.status === 200) {
            acked.push({ guid: res.body.data.guid as string, payload });
            return;
          }
          if (res.status !== 503 && res.status !== 409) return;
          await sleep(RETRY_MS);
        }
      };
      const writer = async (w: number) => {
        while (!stop) await createOrder(next++, w);
      };
      const reader = async (r: number) => {
        for (let i = r; !stop; i++) {
          const path = [
            `/vehicle-search/${slug}`,
            '/vehicle-search',
            `/api/v2/vehicle-search?page=${1 + (i % 3)}`,
          ][i % 3]!;
          try {
            check(path, await page(path));
          } catch (error) {
            unexpected.push(`${path}: ${String(error)}`);
          }
          await sleep(10);
        }
      };
      const load = [
        ...Array.from({ length: 4 }, (_, w) => writer(w)),
        ...Array.from({ length: 4 }, (_, r) => reader(r)),
      ];
      const until = async (done: () => boolean, ms: number) => {
        const started = Date.now();
        while (!done() && Date.now() - started < ms) await sleep(20);
      };

      const probes: string[] = [];
      let atReturn = 0;
      let backOrder = 0;
      try {
        await until(() => acked.length >= 20, 30_000);
        expect(acked.length).toBeGreaterThanOrEqual(20);

        await server.shutDown();
        // Enough 503s for nginx to have given up on both nodes had it counted them as failures
        // (max_fails=3 each): the probes below then met its 502 "no live upstreams".
        const before = statuses.get(503) ?? 0;
        await until(() => (statuses.get(503) ?? 0) >= before + 40, 20_000);
        for (let round = 0; round < 3; round++) {
          const search = await page('/api/v2/vehicle-search');
          const vdp = await page(`/vehicle-search/${slug}`);
          const order = await api('POST', '/api/v2/website-orders/order', {
            json: loadOrder(vehicles, round, 99, 'Probe'),
            headers: { 'Idempotency-Key': `nginx-outage-probe-${round}` },
          });
          probes.push(
            `search ${search.status} ${Number(search.retryAfter) > 0}`,
            `vehicle page ${vdp.status} ${Number(vdp.retryAfter) > 0}`,
            `order ${order.status} ${Number(order.headers.get('retry-after')) > 0}`,
          );
        }

        await server.startUp();
        // Back: a new order and a vehicle page through nginx succeed.
        for (let probe = 0; probe < 300; probe++) {
          const payload = loadOrder(vehicles, probe, 100, 'Back');
          const order = await api('POST', '/api/v2/website-orders/order', {
            json: payload,
            headers: { 'Idempotency-Key': `nginx-outage-back-${probe}` },
          });
          count(order.status);
          if (order.status === 201) {
            acked.push({ guid: order.body.data.guid as string, payload });
            backOrder = order.status;
            if ((await page(`/vehicle-search/${slug}`)).status === 200) break;
          }
          await sleep(100);
        }
        atReturn = acked.length;
        await until(() => acked.length >= atReturn + 20, 30_000);
      } finally {
        stop = true;
        await Promise.all(load);
      }

      expect(probes).toEqual(
        [0, 1, 2].flatMap(() => ['search 503 true', 'vehicle page 503 true', 'order 503 true']),
      );
      expect(nodes.map((n) => n.child.exitCode)).toEqual([null, null]);
      expect(unexpected, nginx.errorLog().slice(-3000)).toEqual([]);
      expect(statuses.get(502) ?? 0).toBe(0);
      expect(statuses.get(500) ?? 0).toBe(0);
      expect(statuses.get(503) ?? 0).toBeGreaterThanOrEqual(40);
      expect(backOrder).toBe(201);
      expect(acked.length).toBeGreaterThanOrEqual(atReturn + 20);

      expect(new Set(acked.map((o) => o.guid)).size).toBe(acked.length);
      const [{ n: stored }] = (await sql<{ n: number }>(
        server.urlFor('showroom'),
        'SELECT COUNT(*)::int AS n FROM orders',
      )) as [{ n: number }];
      expect(stored).toBe(acked.length);
      for (const { guid, payload } of acked) await expectOrderIntact({ call: api }, guid, payload);
      console.info(
        `PostgreSQL restarted behind nginx: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}; ${acked.length} orders acknowledged and stored`,
      );
    }, 300_000);
  },
);
