import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { IN_PROCESS_READ_CHANNEL } from '@showroom/api-server';
import * as render from '@showroom/app/render';
import { STATE_ELEMENT_ID, type VdpState } from '@showroom/app/ssr';
import { createHost, type HostEnv, type HostOptions } from '../../src/host.ts';
import { orderBody } from '../../../api-server/test/helpers/server.ts';

/** What a test reads from a response of the real host. */
export type View = {
  status: number;
  headers: Record<string, unknown>;
  html: string;
  /** The serialised page state (null for pages without one). */
  state: VdpState | null;
  /** The server-rendered markup inside #root. */
  root: string;
};

export type TestHost = {
  app: FastifyInstance;
  vdpCache: Awaited<ReturnType<typeof createHost>>['vdpCache'];
  /** showroom.sqlite of the embedded API (a path that does not exist for a remote-API host). */
  dbPath: string;
  /** Requests that reached /api/v2 on this instance so far (the pages' own loads included). */
  apiRequests(): number;
  /** Their URLs (path and query), in order. */
  apiUrls(): string[];
  view(path: string, headers?: Record<string, string>): Promise<View>;
  close(): Promise<void>;
};

const STATE = new RegExp(
  `<script type="application/json" id="${STATE_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`,
);

/** Reads a page: status, state and markup. */
export async function readView(app: FastifyInstance, path: string, headers = {}): Promise<View> {
  const reply = await app.inject({ method: 'GET', url: path, headers });
  const html = reply.body;
  const state = STATE.exec(html)?.[1];
  const rootStart = html.indexOf('<div id="root">');
  const rootEnd = html.lastIndexOf('</div>\n');
  const root = rootStart < 0 ? '' : html.slice(rootStart, rootEnd);
  return {
    status: reply.statusCode,
    headers: reply.headers,
    html,
    state: state ? (JSON.parse(state) as VdpState) : null,
    root,
  };
}

/**
 * The host exactly as `npm start` builds it (host.ts), over a fresh DATA_DIR seeded with the demo
 * stock, with the server renderer from source and a stand-in for the built client assets.
 */
export async function startHost(
  env: HostEnv = {},
  options: Pick<HostOptions, 'vdpCacheEntries' | 'now'> & { logger?: HostOptions['logger'] } = {},
): Promise<TestHost> {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-app-'));
  const clientDir = join(dir, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  const dataDir = join(dir, 'data');
  const { app, vdpCache } = await createHost({
    env: { DATA_DIR: dataDir, ...env },
    logger: false,
    render,
    assets: { scripts: ['/assets/client.js'], preloads: [], styles: ['/assets/client.css'] },
    clientDir,
    ...options,
  });
  const apiUrls: string[] = [];
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/v2/')) apiUrls.push(request.url);
  });
  // The reads the host's pages make in-process (the vehicle, its quotes, …) reach the API too.
  const inProcess = (message: unknown) => {
    const { app: from, url } = message as { app: FastifyInstance; url: string };
    if (from === app && url.startsWith('/api/v2/')) apiUrls.push(url);
  };
  subscribe(IN_PROCESS_READ_CHANNEL, inProcess);
  return {
    app,
    vdpCache,
    dbPath: join(dataDir, 'showroom.sqlite'),
    apiRequests: () => apiUrls.length,
    apiUrls: () => [...apiUrls],
    view: (path, headers = {}) => readView(app, path, headers),
    async close() {
      unsubscribe(IN_PROCESS_READ_CHANNEL, inProcess);
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Vehicles of a search through the given instance's API (JSON, not compressed). */
export async function searchVehicles(
  app: FastifyInstance,
  query = 'resultsPerPage=30&advert_classification=USED',
): Promise<
  { stock_id: number; slug: string; reservation_status: string | null; reserved: boolean }[]
> {
  const reply = await app.inject({ method: 'GET', url: `/api/v2/vehicle-search?${query}` });
  if (reply.statusCode !== 200) throw new Error(`vehicle-search: ${reply.statusCode}`);
  return (reply.json() as { data: [] }).data;
}

/**
 * Creates an order for the vehicle and pays the reservation deposit with the accepted test card,
 * tokenised by the payment provider's endpoint first.
 */
export async function reserveThroughApi(app: FastifyInstance, stockId: number): Promise<void> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v2/website-orders/order',
    headers: { 'idempotency-key': `app-test-${stockId}-${Date.now()}` },
    payload: orderBody(stockId),
  });
  if (created.statusCode >= 300) throw new Error(`order: ${created.statusCode} ${created.body}`);
  const { guid } = (created.json() as { data: { guid: string } }).data;
  // The card goes to the payment provider's endpoint; the API gets only its token.
  const method = await app.inject({
    method: 'POST',
    url: '/test-payment-provider/v1/payment_methods',
    payload: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } },
  });
  if (method.statusCode !== 200) throw new Error(`tokenise: ${method.statusCode} ${method.body}`);
  const paid = await app.inject({
    method: 'POST',
    url: `/api/v2/website-orders/order/${guid}/payments`,
    payload: { payment_method: (method.json() as { id: string }).id },
  });
  if (paid.statusCode !== 201) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
}

/** A page's CSP as `directive → sources`, and its serialised state (null when it has none). */
export async function cspAndState(app: FastifyInstance, url: string) {
  const answer = await app.inject({ method: 'GET', url });
  if (answer.statusCode !== 200) throw new Error(`GET ${url}: ${answer.statusCode}`);
  const csp = new Map(
    String(answer.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources] as const),
  );
  const state = new RegExp(
    `<script type="application/json" id="${STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(answer.body)?.[1];
  return { csp, state: state ? (JSON.parse(state) as Record<string, unknown>) : null };
}
