/**
 * Two real nodes (src/main.ts as child processes) on one PostgreSQL database, under write load
 * through both; one is killed with SIGKILL. Every order either node acknowledged (2xx) is readable,
 * intact, through the survivor, which keeps taking orders. A commit happens before the answer, so
 * an acknowledged order is in the database whatever becomes of the node that took it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, hasPostgres, postgresMissing } from '../helpers/postgres.ts';
import { contractCall } from '../helpers/server.ts';

const API_ROOT = new URL('../../', import.meta.url).pathname;
const children = new Set<ChildProcess>();

interface Running {
  child: ChildProcess;
  call: ReturnType<typeof contractCall>;
  exited: Promise<void>;
}

function startNode(databaseUrl: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_ORDERS_MAX: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`node did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve({ child, call: contractCall(match[1]!), exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`node exited (${code}) before listening:\n${output}`));
    });
  });
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 100));
});

describe.skipIf(!hasPostgres)(
  `kill -9 one of two nodes${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    it('every order acknowledged by either node is readable, intact, through the other', async () => {
      const url = await createDatabase();
      const [doomed, survivor] = await Promise.all([startNode(url), startNode(url)]);
      const search = await survivor.call('GET', '/api/v2/vehicle-search', {
        query: { resultsPerPage: 100 },
      });
      const vehicles = (search.body.data as { stock_id: number; reservation_status: string }[])
        .filter((v) => v.reservation_status === 'Available')
        .map((v) => v.stock_id);

      interface Acked {
        guid: string;
        by: 'doomed' | 'survivor';
        payload: Record<string, unknown>;
      }
      const acked: Acked[] = [];
      let sent = 0;
      let doomedDown = false;
      let stop = false;
      let lostInFlight = 0;
      const worker = async (w: number) => {
        while (!stop) {
          const n = sent++;
          // Half the workers write through the node that will be killed, until it is.
          const through = w % 2 === 0 && !doomedDown ? 'doomed' : 'survivor';
          const node = through === 'doomed' ? doomed : survivor;
          const payload = {
            vehicle: vehicles[n % vehicles.length]!,
            customer_title: 'Ms',
            customer_first_name: `Node${n}`,
            customer_last_name: `Worker${w}`,
            customer_email: `node.${n}@example.co.uk`,
            customer_telephone: `07700 9${String(n).padStart(5, '0')}`,
            terms_accepted: true,
            products: [1 + (n % 3)],
          };
          try {
            const res = await node.call('POST', '/api/v2/website-orders/order', {
              json: payload,
              headers: { 'Idempotency-Key': `two-node-crash-${n}` },
            });
            if (res.status !== 201) throw new Error(`unexpected ${res.status}: ${res.text}`);
            acked.push({ guid: res.body.data.guid as string, by: through, payload });
          } catch (error) {
            if (through === 'doomed' && doomedDown) lostInFlight++;
            else throw error;
          }
        }
      };
      const workers = Array.from({ length: 8 }, (_, w) => worker(w));
      const started = Date.now();
      const count = (by: Acked['by']) => acked.filter((a) => a.by === by).length;
      while ((count('doomed') < 100 || count('survivor') < 50) && Date.now() - started < 20_000)
        await new Promise((r) => setTimeout(r, 5));
      doomedDown = true;
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      const atKill = acked.length;
      // The survivor keeps taking orders after the kill.
      while (acked.length < atKill + 40 && Date.now() - started < 30_000)
        await new Promise((r) => setTimeout(r, 5));
      stop = true;
      await Promise.all(workers);
      expect(count('doomed')).toBeGreaterThanOrEqual(50);
      expect(acked.length).toBeGreaterThanOrEqual(atKill + 40);

      for (const { guid, payload } of acked) {
        const res = await survivor.call('GET', `/api/v2/website-orders/order/${guid}`);
        expect(res.status, guid).toBe(200);
        const order = res.body.data;
        expect([order.vehicle, order.products, order.status]).toEqual([
          payload.vehicle,
          payload.products,
          'STATUS_NEW',
        ]);
        for (const field of [
          'customer_title',
          'customer_first_name',
          'customer_last_name',
          'customer_email',
          'customer_telephone',
        ]) {
          expect(order.customer[field], `${guid} ${field}`).toBe(payload[field]);
        }
      }
      console.info(
        `two-node crash: ${count('doomed')} orders acknowledged by the killed node and ${count('survivor')} by the survivor, ${lostInFlight} in flight at the kill; all ${acked.length} readable through the survivor`,
      );
      survivor.child.kill('SIGKILL');
      await survivor.exited;
    }, 90_000);
  },
);
