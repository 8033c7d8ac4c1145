import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Socket } from 'node:net';
import compress from '@fastify/compress';
import { createShowroomClient, type Result } from '@showroom/api-client';
import {
  buildApi,
  inProcessReadsOf,
  registerHealthRoutes,
  echoRequestId,
  instrument,
  metricsExposureFromEnv,
  modeFromEnv,
  refuseUnlessLive,
  MAX_PARAM_LENGTH,
  metricsOf,
  REQUEST_ID_OPTIONS,
  safeLogger,
  tenantFromEnv,
  serverOptionsFromEnv,
  ServerMetrics,
  TEST_PROVIDER_PREFIX,
  TEST_RECAPTCHA_PREFIX,
  TestRecaptcha,
  testProviderPlugin,
  trustProxyFrom,
} from '@showroom/api-server';
import type { Assets } from './document.ts';
import { ColdLane } from './coldLane.ts';
import { apiTimeoutFromEnv, platformOriginOf, registerApiForwarding } from './forwardApi.ts';
import { imageOriginsFromEnv } from './imageOrigins.ts';
import { injectFetch } from './injectFetch.ts';
import type { VdpData, VdpLoad } from './loadVdp.ts';
import { carsShown, PageCache } from './pageCache.ts';
import { registerAppRoutes } from './routes/index.ts';
import type { SharedReads } from './sharedReads.ts';
import { platformAnswers } from './platformAnswers.ts';
import type * as Render from '@showroom/app/render';

/**
 * The environment the host reads (docs/operating.md, "The environment"): its own variables, and
 * with the embedded API every variable the reference API reads (api-server's serverOptionsFromEnv).
 */
export type HostEnv = Partial<
  Record<
    | 'DATA_DIR'
    | 'API_BASE_URL'
    | 'PAGE_CACHE_TTL'
    | 'TENANT_CONFIG'
    | 'SHOWROOM_CONFIG'
    | 'PUBLIC_URL'
    | 'PREVIEW_TOKEN'
    | 'IMAGE_ORIGINS'
    | 'API_TIMEOUT_MS'
    | 'TEST_PAYMENT_PROVIDER_SECRET'
    | 'TEST_RECAPTCHA_SECRET',
    string
  >
> &
  Record<string, string | undefined>;

export type HostOptions = {
  env: HostEnv;
  logger: FastifyServerOptions['logger'];
  /** The app's built server renderer (app/dist/server/render.js). */
  render: typeof Render;
  assets: Assets;
  clientDir: string;
  /** The built finance widget (dist/embed/finance.js); /embed/finance.js answers 404 without it. */
  embedFile?: string;
  /** Vehicle pages whose data is kept (default VDP_CACHE_ENTRIES). */
  vdpCacheEntries?: number;
  /** The page cache's clock in milliseconds (tests move it). */
  now?: () => number;
  /** The pages' clock: the UK day a vehicle page is for, which articles are current (default: the system's). */
  clock?: () => Date;
  /** True once the node is draining for a stop: /readyz answers 503 (main.ts's Lifecycle). */
  draining?: () => boolean;
};

/** The system's clock, the pages' unless the host is given another. */
export const systemClock = (): Date => new Date();

/** Vehicle pages whose loaded data the host keeps (a few MB; the least recently viewed go first). */
export const VDP_CACHE_ENTRIES = 200;

/**
 * API answers vehicle pages share that the host keeps (sharedReads.ts): the featured tabs' and
 * each make's similar-cars searches, content, branches, articles; a few MB at most.
 */
export const SHARED_READS_ENTRIES = 500;

/**
 * Default PAGE_CACHE_TTL in seconds. Embedded API: data is reused only while the database is
 * unchanged, so the age only bounds clock-dependent content. Remote API: there is no version to
 * watch, so the age is how stale a page may be: 10 s costs that API at most one page load per hot
 * vehicle per 10 s, and a reservation made there shows within seconds (the deal builder also
 * checks availability live before an order).
 */
export const DEFAULT_PAGE_CACHE_TTL = { embedded: 60, remote: 10 } as const;

// gzip / brotli for every answer over 1 KB that the client accepts compressed (HTML, JS, CSS, JSON).
// It must be registered before any route, the API's included: the plugin only hooks routes
// declared after it. Requests without Accept-Encoding (the in-process api-client's) get plain bodies.
// Request bodies are left alone (no decompression): the API parses them exactly as on its own.
async function withCompression(instance: FastifyInstance): Promise<void> {
  await instance.register(compress, { global: true, threshold: 1024, globalDecompression: false });
}

/**
 * The storefront host, not yet listening: the reference /api/v2 over DATA_DIR with the app's pages
 * on the same instance, or, with API_BASE_URL, the pages only, reading that API over HTTP. Either
 * way the pages load their data through api-client, and vehicle pages keep it in a PageCache.
 */
export async function createHost(options: HostOptions): Promise<{
  app: FastifyInstance;
  vdpCache: PageCache<VdpLoad<VdpData>>;
  /** The embedded API's data version (what the host's caches follow); null with API_BASE_URL. */
  dataVersion: () => string | null;
}> {
  const { env, logger } = options;
  // The platform's origin, where SSR reads and the browser's calls are forwarded (decision 0704).
  const remoteApi = env.API_BASE_URL?.trim() ? platformOriginOf(env.API_BASE_URL) : null;
  // Read before anything starts: a broken configuration or tenant file stops the start
  // (SHOWROOM_CONFIG's tenant part, or TENANT_CONFIG's file: tenantFromEnv), as a bad
  // IMAGE_ORIGINS does.
  const tenant = tenantFromEnv(env);
  const imageOrigins = imageOriginsFromEnv(env.IMAGE_ORIGINS);
  // SHOWROOM_MODE=live: the embedded API checks its store as it opens it (serverOptionsFromEnv);
  // pages reading another API check what is theirs here.
  if (remoteApi && modeFromEnv(env) === 'live') await refuseUnlessLive(env, null);

  const embedded = remoteApi
    ? null
    : await buildApi({
        // The API's own configuration, as `npm run -w @showroom/api-server start` reads it:
        // DATABASE_URL, TRUST_PROXY, rate limits, reCAPTCHA, the payment provider
        // (api-server/README.md).
        ...serverOptionsFromEnv(env).options,
        dataDir: env.DATA_DIR ?? './data',
        seed: true,
        logger,
        beforeRoutes: withCompression,
      });
  // TRUST_PROXY, as the embedded API reads it: whose X-Forwarded-* the host believes, and so
  // passes on to a remote API with the shopper's address (forwardApi.ts).
  const trustProxy = env.TRUST_PROXY ? trustProxyFrom(env.TRUST_PROXY) : undefined;
  const app: FastifyInstance =
    embedded?.app ??
    Fastify({
      logger: safeLogger(logger),
      // A vehicle's slug may be 200 characters (the contract's getVehicleBySlug): as the embedded
      // API's router, not Fastify's default 100, which answered such a page 404 (decision 0910).
      routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
      ...REQUEST_ID_OPTIONS,
      ...(trustProxy === undefined ? {} : { trustProxy }),
    });
  const dataVersion = embedded?.dataVersion ?? (() => null);
  if (remoteApi) {
    // The embedded API's server already logs, counts and echoes request ids the same way.
    echoRequestId(app);
    instrument(app, new ServerMetrics(null), metricsExposureFromEnv(env));
    await withCompression(app);
  }
  const metrics = metricsOf(app)!;
  // Liveness and readiness at the root, for a load balancer: the embedded store answers (and, on
  // PostgreSQL, its LISTEN connection is up), and the node is not draining. A host reading a remote
  // API checks only the latter: that API has its own /readyz.
  registerHealthRoutes(app, {
    checks: embedded?.readinessChecks ?? {},
    draining: options.draining ?? (() => false),
  });

  const defaultTtl = DEFAULT_PAGE_CACHE_TTL[remoteApi ? 'remote' : 'embedded'];
  let ttl = env.PAGE_CACHE_TTL?.trim() ? Number(env.PAGE_CACHE_TTL) : defaultTtl;
  if (!(ttl >= 0)) {
    app.log.warn(
      { PAGE_CACHE_TTL: env.PAGE_CACHE_TTL },
      'PAGE_CACHE_TTL is not a number of seconds',
    );
    ttl = defaultTtl;
  }
  // The embedded API says what its writes changed (decision 0712): a write of stock or content
  // drops every page, an order or a hold only the pages that show that car. A host reading a
  // remote API has no version and keeps pages by age alone.
  const changes = embedded?.changes;
  const follow = changes
    ? {
        version: () => changes.stock(),
        states: { now: () => changes.state(), of: (car: number) => changes.vehicleState(car) },
      }
    : {};
  const vdpCache = new PageCache<VdpLoad<VdpData>>({
    maxEntries: options.vdpCacheEntries ?? VDP_CACHE_ENTRIES,
    maxAgeMs: ttl * 1000,
    ...follow,
    // A page depends on its car and on every car whose card it shows (similar cars, featured tabs).
    shows: carsShown,
    ...(options.now ? { now: options.now } : {}),
    onLookup: (result) => metrics.pageCacheLookups.labels(result).inc(),
  });

  // The reads vehicle pages share (sharedReads.ts), under the same rules as the pages' data.
  const shared: SharedReads = new PageCache<Result<unknown>>({
    maxEntries: SHARED_READS_ENTRIES,
    maxAgeMs: ttl * 1000,
    ...follow,
    shows: carsShown,
    ...(options.now ? { now: options.now } : {}),
  });

  const fetchImpl = remoteApi ? globalThis.fetch : injectFetch(app);
  const baseUrl = remoteApi ?? 'http://showroom.internal';
  // The embedded API's reads a vehicle page makes of its own (the vehicle, its quotes, review, 360
  // frames and articles) go straight to their handlers, with no request or JSON in between.
  const inProcess = remoteApi ? null : inProcessReadsOf(app);
  const client = createShowroomClient({
    baseUrl,
    fetch: fetchImpl,
    ...(inProcess ? { inProcess } : {}),
  });
  // A platform's own answers enter through one place that makes them fit the requests built from
  // them and logs what it dropped (decision 0910); the embedded API's conform already.
  const api = remoteApi ? platformAnswers(client, app.log) : client;

  // Cold vehicle pages (a crawler's) wait behind the shoppers' requests (coldLane.ts): a shopper's
  // is a request that arrives on a socket, not the pages' own in-process API calls.
  const coldLane = new ColdLane({
    onStart: (waitedMs) => metrics.coldPageWait.observe(waitedMs / 1000),
  });
  metrics.watchColdPages(() => coldLane.waiting);
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.raw.socket instanceof Socket) coldLane.arrived(request.raw);
    done();
  });

  // The browser calls the storefront's own origin, which forwards a remote API's calls to it: the
  // platform's origin never reaches the browser, which then needs no CORS (decision 0704).
  if (remoteApi)
    await registerApiForwarding(app, {
      base: remoteApi,
      timeoutMs: apiTimeoutFromEnv(env.API_TIMEOUT_MS, (details, message) =>
        app.log.warn(details, message),
      ),
    });

  // The built-in test providers' browser endpoints (the payment provider's card endpoint, the
  // reCAPTCHA's script and tokens) are the providers', not the platform's: with a platform's API
  // the host serves them itself, signing tokens with the keys the platform verifies them with
  // (decision 0714). Never in live mode. (The embedded API mounts them on this instance.)
  if (remoteApi && modeFromEnv(env) !== 'live') await serveTestProviders(app, env);

  await registerAppRoutes(app, {
    api,
    apiOrigin: '',
    ...(remoteApi ? { embedApiOrigin: remoteApi } : {}),
    imageOrigins,
    tenant,
    render: options.render,
    assets: options.assets,
    clientDir: options.clientDir,
    ...(options.embedFile ? { embedFile: options.embedFile } : {}),
    fetchMedia: async (path) => {
      try {
        const response = await fetchImpl(new URL(path, `${baseUrl}/`));
        return response.ok ? await response.text() : null;
      } catch {
        return null;
      }
    },
    ...(env.PUBLIC_URL ? { publicOrigin: env.PUBLIC_URL.replace(/\/+$/, '') } : {}),
    vdpCache,
    sharedReads: shared,
    coldLane,
    clock: options.clock ?? systemClock,
    log: app.log,
    ...(env.PREVIEW_TOKEN?.trim() ? { previewToken: env.PREVIEW_TOKEN.trim() } : {}),
  });
  return { app, vdpCache, dataVersion };
}

/**
 * The test providers' browser endpoints on the storefront's origin, for a platform's API that
 * uses them (decision 0714). The payment provider's card endpoint: the card goes to the host, the
 * browser gets a token signed with TEST_PAYMENT_PROVIDER_SECRET, and the platform, holding the
 * same key, charges it. The reCAPTCHA's script and token endpoint: tokens signed with
 * TEST_RECAPTCHA_SECRET, which the platform verifies (once each) with the same key. Without a key
 * its provider is not served, and the start says so: a token signed with a key of the host's own
 * would be refused by the platform.
 */
async function serveTestProviders(app: FastifyInstance, env: HostEnv): Promise<void> {
  const paymentKey = env.TEST_PAYMENT_PROVIDER_SECRET?.trim();
  if (paymentKey)
    await app.register(testProviderPlugin({ secret: paymentKey, now: () => new Date() }), {
      prefix: TEST_PROVIDER_PREFIX,
    });
  else
    app.log.info(
      'the test payment provider is not served: TEST_PAYMENT_PROVIDER_SECRET is not set ' +
        '(a platform taking deposits with it needs the same key on both)',
    );
  const recaptchaKey = env.TEST_RECAPTCHA_SECRET?.trim();
  if (recaptchaKey)
    await app.register(new TestRecaptcha(() => new Date(), recaptchaKey).plugin(), {
      prefix: TEST_RECAPTCHA_PREFIX,
    });
}
