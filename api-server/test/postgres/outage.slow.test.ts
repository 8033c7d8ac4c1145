/**
 * PostgreSQL restarted under write load (issue 27, "Proven under faults"): two storefront nodes
 * (pages and API, as `npm start` runs them) on one PostgreSQL server of this test's own, which is
 * restarted (`pg_ctl restart`, in two halves so the outage can be looked at) while clients create
 * orders and read pages through both nodes.
 *
 * - During the outage every request that needs the database answers 503 with Retry-After (the
 *   contract's error body for the API, a "temporarily unavailable" page for pages), never a 500,
 *   no page is served from the page cache (the data version is unknown while its LISTEN
 *   connection is down), and /readyz says the node is not ready.
 * - Within 5 s of the server being back, both nodes are ready, serve pages and take orders again.
 * - No acknowledged order is lost: clients retry a 503 (and a 409 "in progress") under the same
 *   Idempotency-Key, as the contract says; every creation that got a 201 (or its replay's 200) is
 *   readable, intact, and the orders table holds exactly those.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/throwawayPostgres.ts';
import { expectOrderIntact, loadOrder } from '../helpers/childServer.ts';
import { freePorts, killHostNodes, startHostNode, type HostNode } from '../helpers/hostNode.ts';
import { hasPostgres, postgresMissing, sql } from '../helpers/postgres.ts';
import { contractCall } from '../helpers/server.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How soon after a 503 the test's clients try again (sooner than Retry-After: the harsher case). */
const RETRY_MS = 250;

let server: ThrowawayPostgres | undefined;
afterAll(async () => {
  await killHostNodes();
  server?.stop();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

/** A page (HTML) request; the answer's status, Retry-After and body. */
async function page(node: HostNode, path: string): Promise<Answer> {
  const res = await fetch(`${node.base}${path}`, { signal: AbortSignal.timeout(15_000) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
}

describe.skipIf(!hasPostgres)(
  `PostgreSQL restarted under write load${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    it('503 with Retry-After during the outage, serving again within 5 s, no acknowledged order lost', async () => {
      server = await startThrowawayPostgres();
      await sql(server.adminUrl, 'CREATE DATABASE showroom');
      const url = server.urlFor('showroom');
      const [portA, portB] = await freePorts(2);
      // One after the other: the first seeds the empty database (and builds the app if needed).
      const a = await startHostNode(portA!, { DATABASE_URL: url });
      const b = await startHostNode(portB!, { DATABASE_URL: url });
      const nodes = [a, b];
      const api = nodes.map((n) => contractCall(n.base));

      const search = await api[0]!('GET', '/api/v2/vehicle-search', {
        query: { resultsPerPage: 100 },
      });
      const listed = search.body.data as {
        stock_id: number;
        slug: string;
        reservation_status: string;
      }[];
      const vehicles = listed
        .filter((v) => v.reservation_status === 'Available')
        .map((v) => v.stock_id);
      const slug = listed[0]!.slug;

      interface Acked {
        guid: string;
        payload: Record<string, unknown>;
      }
      const acked: Acked[] = [];
      const unexpected: string[] = [];
      const statuses = new Map<number, number>();
      const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const checkUnavailable = (what: string, answer: Answer) => {
        if (answer.status !== 503) return;
        if (!(Number(answer.retryAfter) > 0))
          unexpected.push(`${what}: 503 without Retry-After (${answer.retryAfter})`);
      };
      let stop = false;
      let next = 0;

      /** Creates one order, retrying 503 and 409 under its key until it is acknowledged. */
      const createOrder = async (n: number, w: number) => {
        const payload = loadOrder(vehicles, n, w, 'Outage');
        for (let attempt = 0; ; attempt++) {
          const node = (n + attempt) % 2;
          let res;
          try {
            res = await api[node]!('POST', '/api/v2/website-orders/order', {
              json: payload,
              headers: { 'Idempotency-Key': `outage-order-${n}` },
            });
          } catch (error) {
            unexpected.push(`order ${n}: ${String(error)}`);
            return;
          }
          count(res.status);
          if (res.status === 201 || res.status === 200) {
            acked.push({ guid: res.body.data.guid as string, payload });
            return;
          }
          checkUnavailable(`order ${n}`, {
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            text: res.text,
          });
          if (res.status !== 503 && res.status !== 409) {
            unexpected.push(`order ${n}: ${res.status} ${res.text}`);
            return;
          }
          await sleep(RETRY_MS);
        }
      };
      const writer = async (w: number) => {
        while (!stop) await createOrder(next++, w);
      };
      const reader = async (r: number) => {
        for (let i = 0; !stop; i++) {
          const node = nodes[(i + r) % 2]!;
          const path = [
            `/vehicle-search/${slug}`,
            '/vehicle-search',
            '/api/v2/vehicle-search?page=2',
          ][i % 3]!;
          try {
            const answer = await page(node, path);
            count(answer.status);
            checkUnavailable(path, answer);
            if (answer.status !== 200 && answer.status !== 503)
              unexpected.push(`${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
          } catch (error) {
            unexpected.push(`${path}: ${String(error)}`);
          }
          await sleep(20);
        }
      };
      const load = [
        ...Array.from({ length: 6 }, (_, w) => writer(w)),
        ...Array.from({ length: 2 }, (_, r) => reader(r)),
      ];
      const until = async (done: () => boolean, ms: number) => {
        const started = Date.now();
        while (!done() && Date.now() - started < ms) await sleep(20);
      };

      let before503 = 0;
      let recovered: number[] = [];
      let atReturn = 0;
      const t0 = Date.now();
      const phase = (what: string) => console.info(`${Date.now() - t0} ms: ${what}`);
      try {
        await until(() => acked.length >= 20, 30_000);
        expect(acked.length).toBeGreaterThanOrEqual(20);
        // Each node has the vehicle page in its page cache now.
        for (const node of nodes)
          expect((await page(node, `/vehicle-search/${slug}`)).status).toBe(200);

        phase(`${acked.length} orders`);
        await server.shutDown();
        phase('database stopped');
        before503 = statuses.get(503) ?? 0;
        for (const [i, node] of nodes.entries()) {
          const apiSearch = await api[i]!('GET', '/api/v2/vehicle-search');
          expect([apiSearch.status, Number(apiSearch.headers.get('retry-after')) > 0]).toEqual([
            503,
            true,
          ]);
          expect(apiSearch.body.message).toMatch(/temporarily unavailable/i);
          const order = await api[i]!('POST', '/api/v2/website-orders/order', {
            json: loadOrder(vehicles, 0, 0, 'Probe'),
            headers: { 'Idempotency-Key': `outage-probe-${i}` },
          });
          expect([order.status, Number(order.headers.get('retry-after')) > 0]).toEqual([503, true]);
          // Not ready: a balancer sends nothing here until the database is back.
          const ready = await page(node, '/readyz');
          expect(ready.status).toBe(503);
          expect(JSON.parse(ready.text).failed).toEqual(expect.arrayContaining(['store']));
          // The page cached a moment ago is not served: its data version is unknown now.
          for (const path of [`/vehicle-search/${slug}`, '/vehicle-search']) {
            const answer = await page(node, path);
            expect([answer.status, Number(answer.retryAfter) > 0], path).toEqual([503, true]);
            expect(answer.text).toMatch(/temporarily unavailable/i);
          }
        }
        // The clients meet the outage too.
        await until(() => (statuses.get(503) ?? 0) >= before503 + 6, 10_000);

        await server.startUp();
        const back = Date.now();
        /**
         * When, after the server was back, the first round of requests was sent that the node
         * answered in full: ready, the vehicle page, an API search and a new order. (Counted from
         * the sending, so a slow machine's answer times are not counted as the node's outage.)
         */
        const serving = async (node: HostNode, i: number) => {
          for (let probe = 0; ; probe++) {
            const sentAt = Date.now();
            const payload = loadOrder(vehicles, probe, 100 + i, 'Back');
            const [ready, vdp, apiSearch, order] = await Promise.all([
              page(node, '/readyz'),
              page(node, `/vehicle-search/${slug}`),
              page(node, '/api/v2/vehicle-search'),
              api[i]!('POST', '/api/v2/website-orders/order', {
                json: payload,
                headers: { 'Idempotency-Key': `outage-back-${i}-${probe}` },
              }),
            ]);
            if (order.status === 201) acked.push({ guid: order.body.data.guid as string, payload });
            else if (order.status !== 503 && order.status !== 409)
              unexpected.push(`probe order: ${order.status} ${order.text}`);
            if (
              ready.status === 200 &&
              vdp.status === 200 &&
              apiSearch.status === 200 &&
              order.status === 201
            )
              return sentAt - back;
            if (Date.now() - back > 15_000) return Infinity;
            await sleep(50);
          }
        };
        phase('database started');
        recovered = await Promise.all(nodes.map(serving));
        phase('serving again');
        atReturn = acked.length;
        await until(() => acked.length >= atReturn + 20, 30_000);
        phase(`${acked.length} orders`);
      } finally {
        stop = true;
        await Promise.all(load);
        for (const node of nodes)
          if (node.child.exitCode !== null)
            console.error(`node ${node.port} exited (${node.child.exitCode}):\n${node.output()}`);
      }

      // Neither node went down with its database.
      expect(nodes.map((n) => n.child.exitCode)).toEqual([null, null]);
      expect(unexpected).toEqual([]);
      expect(statuses.get(500) ?? 0).toBe(0);
      expect(statuses.get(503) ?? 0).toBeGreaterThan(before503);
      for (const ms of recovered) expect(ms).toBeLessThanOrEqual(5000);
      expect(acked.length).toBeGreaterThanOrEqual(atReturn + 20);

      const guids = new Set(acked.map((o) => o.guid));
      expect(guids.size).toBe(acked.length);
      const [{ n: stored }] = (await sql<{ n: number }>(
        url,
        'SELECT COUNT(*)::int AS n FROM orders',
      )) as [{ n: number }];
      expect(stored).toBe(acked.length);
      for (const { guid, payload } of acked)
        await expectOrderIntact({ call: api[1]! }, guid, payload);
      phase('checked');
      console.info(
        `PostgreSQL restart: ${acked.length} orders acknowledged, ${statuses.get(503) ?? 0} answers 503, serving again after ${recovered.join(' and ')} ms`,
      );
    }, 300_000);
  },
);
