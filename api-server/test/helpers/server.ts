import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApi, type BuildServerOptions, type ShowroomApi } from '../../src/index.ts';
import { mintPaymentMethod, tokeniseCard } from '../../src/payments/testProvider/tokens.ts';
import { assertMatchesContract, operationFor } from './contractClient.ts';

export { ENQUIRY_CONTACT, orderBody, PCP_FINANCE } from './bodies.ts';

/** The fixed "today" of the tests. */
export const NOW = new Date('2026-11-25T12:00:00Z');

/** The key the test servers' payment provider signs its payment-method tokens with. */
export const PROVIDER_SECRET = 'test-provider-secret';

export interface CallOptions {
  query?: Record<string, string | number | boolean>;
  json?: unknown;
  form?: Record<string, string>;
  /** A raw body (sent as is, with the given headers). */
  raw?: string;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked against the contract instead
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestServer {
  app: FastifyInstance;
  /** The API as built: its data version, readiness checks and lead dispatcher beside the app. */
  api: ShowroomApi;
  base: string;
  dbPath: string;
  /** Calls the API over HTTP and checks the response against the contract. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** Counts rows of a table with a separate connection to the database file. */
  count(table: string, where?: string): number;
  close(): Promise<void>;
}

/** The API with the tests' clock and payment provider, seeded, listening on a free port. */
async function listening(options: Partial<BuildServerOptions>) {
  const api = await buildApi({
    seed: true,
    now: () => NOW,
    testProviderSecret: PROVIDER_SECRET,
    ...options,
  });
  const { app } = api;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, api, base };
}

export async function startServer(options: Partial<BuildServerOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-api-'));
  // A test may name the file itself (a CLI's DATA_DIR/showroom.sqlite); else one in a new directory.
  const dbPath = options.dbPath ?? join(dir, 'test.sqlite');
  const { app, api, base } = await listening({ ...options, dbPath });
  const reader = new Database(dbPath, { readonly: true });

  const call = contractCall(base);

  return {
    app,
    api,
    base,
    dbPath,
    call,
    count: (table, where = '1=1') =>
      reader.prepare(`SELECT COUNT(*) FROM ${table} WHERE ${where}`).pluck().get() as number,
    async close() {
      reader.close();
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Calls an API at `base` over HTTP and checks each response against the contract. */
export function contractCall(base: string) {
  return async (method: string, path: string, o: CallOptions = {}) => {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...o.headers };
    let body: string | FormData | undefined;
    if (o.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(o.json);
    } else if (o.form) {
      const form = new FormData();
      for (const [k, v] of Object.entries(o.form)) form.append(k, v);
      body = form;
    } else if (o.raw !== undefined) {
      body = o.raw;
    }
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    const type = response.headers.get('content-type');
    const parsed = type?.includes('application/json') && text ? JSON.parse(text) : text;
    assertMatchesContract(operationFor(method, url.pathname), response.status, type, parsed);
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
}

/**
 * One node of a multi-node setup: the API on a PostgreSQL database several nodes share,
 * listening on a port of its own (its own connection pool, listener and rate-limit counting).
 */
export async function startNode(
  databaseUrl: string,
  options: Partial<BuildServerOptions> = {},
): Promise<{
  app: FastifyInstance;
  api: ShowroomApi;
  base: string;
  call: ReturnType<typeof contractCall>;
}> {
  const { app, api, base } = await listening({ databaseUrl, ...options });
  return { app, api, base, call: contractCall(base) };
}

/**
 * The deposit body for a test card: the payment-method token the test servers' provider issues for
 * it (as its endpoint would, by {@link NOW}), never the card itself.
 */
export const card = (number = '4242424242424242') => {
  const method = tokeniseCard({ number, exp_month: 12, exp_year: 2030, cvc: '123' }, NOW);
  if ('code' in method) throw new Error(`not a valid test card: ${number}`);
  return { payment_method: mintPaymentMethod(PROVIDER_SECRET, method) };
};

/** Stock ids of vehicles the seeded demo stock lists as available (orderable), by price. */
export async function availableStockIds(server: Pick<TestServer, 'call'>): Promise<number[]> {
  const res = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 100, min_price: 3000 },
  });
  return (res.body.data as { stock_id: number; reservation_status: string }[])
    .filter((v) => v.reservation_status === 'Available')
    .map((v) => v.stock_id);
}
