/**
 * Crash safety: the real server (src/main.ts) as a child process is killed with SIGKILL while orders
 * are being created; after a restart on the same DATA_DIR every order that was answered 2xx is there,
 * intact.
 *
 * Durability: the database runs in WAL mode with synchronous=NORMAL (src/db/connection.ts). A
 * transaction is committed (and only then answered) once its frames are written to the WAL file; a
 * killed process loses nothing the OS has been handed. Only an OS crash or power loss can drop the
 * last transactions, which would need synchronous=FULL (an fsync per commit).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  availableVehicles,
  expectOrderIntact,
  killChildServers,
  loadOrder,
  startChildServer,
} from '../helpers/childServer.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'showroom-crash-'));
const startChild = () => startChildServer({ DATA_DIR: dataDir, RATE_LIMIT_FORMS_MAX: '1000000' });

afterAll(async () => {
  await killChildServers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('every order answered 2xx before a kill -9 is there, intact, after a restart', async () => {
    const first = await startChild();
    const vehicles = await availableVehicles(first);

    interface Acked {
      guid: string;
      payload: Record<string, unknown>;
    }
    const acked: Acked[] = [];
    let sent = 0;
    let failed = 0;
    let stop = false;
    const worker = async (w: number) => {
      while (!stop) {
        const n = sent++;
        const payload = loadOrder(vehicles, n, w, 'Crash', {
          customer_current_address: `${n} Test Street, Northampton`,
        });
        try {
          const res = await first.call('POST', '/api/v2/website-orders/order', {
            json: payload,
            headers: { 'Idempotency-Key': `crash-${process.pid}-${n}` },
          });
          if (res.status === 201 || res.status === 200)
            acked.push({ guid: res.body.data.guid as string, payload });
          else throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
        } catch (error) {
          if (!stop) throw error;
          failed++; // in flight when the server was killed: not acknowledged, may or may not exist
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    // Kill once a good number of orders has been acknowledged, with requests still in flight.
    const started = Date.now();
    while (acked.length < 150 && Date.now() - started < 15_000)
      await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    stop = true;
    await first.exited;
    await Promise.all(workers);
    expect(acked.length).toBeGreaterThanOrEqual(50);

    // The database file survived the kill: it opens, and is consistent.
    const reader = new Database(join(dataDir, 'showroom.sqlite'), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      expect(reader.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(
        reader.prepare('SELECT COUNT(*) FROM orders').pluck().get() as number,
      ).toBeGreaterThanOrEqual(acked.length);
    } finally {
      reader.close();
    }

    const second = await startChild();
    for (const { guid, payload } of acked) await expectOrderIntact(second, guid, payload);
    // The restarted server was not re-seeded over the data (orders survive) and takes new orders.
    const again = await second.call('POST', '/api/v2/website-orders/order', {
      json: { ...acked[0]!.payload, customer_first_name: 'After' },
      headers: { 'Idempotency-Key': `crash-after-${process.pid}` },
    });
    expect(again.status).toBe(201);
    console.info(
      `crash: ${acked.length} orders acknowledged, ${failed} in flight at the kill, all ${acked.length} intact after restart`,
    );
    second.child.kill('SIGKILL');
    await second.exited;
  }, 90_000);
});
