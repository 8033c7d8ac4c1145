import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import { contractCall } from './server.ts';
import { SOURCE_CONDITION } from '../../../scripts/sourceCondition.ts';

const API_ROOT = new URL('../../', import.meta.url).pathname;
const children = new Set<ChildProcess>();

/** The real server (`src/main.ts`) running as a child process, so that a test can kill -9 it. */
export interface ChildServer {
  child: ChildProcess;
  base: string;
  call: ReturnType<typeof contractCall>;
  exited: Promise<void>;
}

/**
 * Starts `node --import tsx src/main.ts` (the packages from source, decision 0901) on a free port with `env` on top of this process's
 * environment (order rate limits lifted); resolves once it is listening.
 */
export function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    [`--conditions=${SOURCE_CONDITION}`, '--import', 'tsx', 'src/main.ts'],
    {
      cwd: API_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        RATE_LIMIT_ORDERS_MAX: '1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
        resolve({ child, base: match[1]!, call: contractCall(match[1]!), exited });
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

/** Kills every child server still running (for `afterAll`). */
export async function killChildServers(): Promise<void> {
  for (const child of children) child.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 100));
}

/** Stock ids of the vehicles a server lists as available. */
export async function availableVehicles(server: Pick<ChildServer, 'call'>): Promise<number[]> {
  const search = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 100 },
  });
  return (search.body.data as { stock_id: number; reservation_status: string | null }[])
    .filter((v) => v.reservation_status === 'Available')
    .map((v) => v.stock_id);
}

/** The `n`th order body written under load by worker `w`: every one different and traceable. */
export const loadOrder = (
  vehicles: number[],
  n: number,
  w: number,
  name: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  vehicle: vehicles[n % vehicles.length]!,
  customer_title: 'Ms',
  customer_first_name: `${name}${n}`,
  customer_last_name: `Worker${w}`,
  customer_email: `${name.toLowerCase()}.${n}@example.co.uk`,
  customer_telephone: `07700 9${String(n).padStart(5, '0')}`,
  ...extra,
  terms_accepted: true,
  products: [1 + (n % 3)],
});

/** The order `guid` reads back through `server` as sent: vehicle, products, new, every customer field. */
export async function expectOrderIntact(
  server: Pick<ChildServer, 'call'>,
  guid: string,
  payload: Record<string, unknown>,
): Promise<void> {
  const res = await server.call('GET', `/api/v2/website-orders/order/${guid}`);
  expect(res.status, guid).toBe(200);
  const order = res.body.data;
  expect([order.vehicle, order.products, order.status]).toEqual([
    payload.vehicle,
    payload.products,
    'STATUS_NEW',
  ]);
  for (const field of Object.keys(payload).filter((f) => f.startsWith('customer_')))
    expect(order.customer[field], `${guid} ${field}`).toBe(payload[field]);
}
