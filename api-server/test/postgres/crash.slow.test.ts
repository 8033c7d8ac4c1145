/**
 * Two real nodes (src/main.ts as child processes) on one PostgreSQL database, under write load
 * through both; one is killed with SIGKILL. Every order either node acknowledged (2xx) is readable,
 * intact, through the survivor, which keeps taking orders. A commit happens before the answer, so
 * an acknowledged order is in the database whatever becomes of the node that took it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  availableVehicles,
  expectOrderIntact,
  killChildServers,
  loadOrder,
  startChildServer,
} from '../helpers/childServer.ts';
import { createDatabase, hasPostgres, postgresMissing } from '../helpers/postgres.ts';

const startNode = (databaseUrl: string) => startChildServer({ DATABASE_URL: databaseUrl });

afterAll(killChildServers);

describe.skipIf(!hasPostgres)(
  `kill -9 one of two nodes${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    it('every order acknowledged by either node is readable, intact, through the other', async () => {
      const url = await createDatabase();
      const [doomed, survivor] = await Promise.all([startNode(url), startNode(url)]);
      const vehicles = await availableVehicles(survivor);

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
          const payload = loadOrder(vehicles, n, w, 'Node');
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

      for (const { guid, payload } of acked) await expectOrderIntact(survivor, guid, payload);
      console.info(
        `two-node crash: ${count('doomed')} orders acknowledged by the killed node and ${count('survivor')} by the survivor, ${lostInFlight} in flight at the kill; all ${acked.length} readable through the survivor`,
      );
      survivor.child.kill('SIGKILL');
      await survivor.exited;
    }, 90_000);
  },
);
