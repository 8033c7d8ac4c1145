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
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { assertMatchesContract, operationFor } from '../helpers/contractClient.ts';

const API_ROOT = new URL('../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'showroom-crash-'));
const children = new Set<ChildProcess>();

interface Running {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

/** Starts `node --import tsx src/main.ts` on a free port; resolves once it is listening. */
function startChild(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_ORDERS_MAX: '1000000',
      RATE_LIMIT_FORMS_MAX: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve({ child, base: match[1]!, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
}

async function call(
  base: string,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(new URL(path, base), {
    method,
    headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  const type = res.headers.get('content-type');
  const body = type?.includes('application/json') && text ? JSON.parse(text) : text;
  assertMatchesContract(operationFor(method, new URL(path, base).pathname), res.status, type, body);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked against the contract above
  return { status: res.status, body: body as any };
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 100));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('every order answered 2xx before a kill -9 is there, intact, after a restart', async () => {
    const first = await startChild();
    const search = await call(first.base, 'GET', '/api/v2/vehicle-search?resultsPerPage=100');
    const vehicles = (search.body.data as { stock_id: number; reservation_status: string | null }[])
      .filter((v) => v.reservation_status === 'Available')
      .map((v) => v.stock_id);

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
        const payload = {
          vehicle: vehicles[n % vehicles.length]!,
          customer_title: 'Ms',
          customer_first_name: `Crash${n}`,
          customer_last_name: `Worker${w}`,
          customer_email: `crash.${n}@example.co.uk`,
          customer_telephone: `07700 9${String(n).padStart(5, '0')}`,
          customer_current_address: `${n} Test Street, Northampton`,
          terms_accepted: true,
          products: [1 + (n % 3)],
        };
        try {
          const res = await call(first.base, 'POST', '/api/v2/website-orders/order', payload, {
            'Idempotency-Key': `crash-${process.pid}-${n}`,
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
    for (const { guid, payload } of acked) {
      const res = await call(second.base, 'GET', `/api/v2/website-orders/order/${guid}`);
      expect(res.status, guid).toBe(200);
      const order = res.body.data;
      expect(order.vehicle).toBe(payload.vehicle);
      expect(order.products).toEqual(payload.products);
      expect(order.status).toBe('STATUS_NEW');
      for (const field of [
        'customer_title',
        'customer_first_name',
        'customer_last_name',
        'customer_email',
        'customer_telephone',
        'customer_current_address',
      ]) {
        expect(order.customer[field], `${guid} ${field}`).toBe(payload[field]);
      }
    }
    // The restarted server was not re-seeded over the data (orders survive) and takes new orders.
    const again = await call(
      second.base,
      'POST',
      '/api/v2/website-orders/order',
      { ...acked[0]!.payload, customer_first_name: 'After' },
      {
        'Idempotency-Key': `crash-after-${process.pid}`,
      },
    );
    expect(again.status).toBe(201);
    console.info(
      `crash: ${acked.length} orders acknowledged, ${failed} in flight at the kill, all ${acked.length} intact after restart`,
    );
    second.child.kill('SIGKILL');
    await second.exited;
  }, 90_000);
});
