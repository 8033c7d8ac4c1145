import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FinanceQuote, ShowroomClient, Vehicle } from '@showroom/api-client';
import {
  CONTACT_PATH,
  DEFAULT_SEARCH_SORT,
  financeQueryOf,
  printPath,
  quotedSettings,
  SEARCH_PATH,
  ukWallClock,
  vehicleDetailsPath,
  type FinanceProduct,
  type QuotedSettings,
  type TenantConfig,
} from '@showroom/core';
import type {
  CompareEntry,
  CompareState,
  PageState,
  SearchState,
  VdpState,
} from '../state/pageState.ts';
import { parseCompareParams } from './compareParams.ts';
import { documentHtml, type Assets, type Head } from './document.ts';
import { initialDeal, loadVdpData, type Log, type VdpData, type VdpLoad } from './loadVdp.ts';
import { memoPerOwner, type PageCache } from './pageCache.ts';
import { cardVehicle } from '../state/cardVehicle.ts';
import { vehiclePdf } from './pdf.ts';
import {
  apiSearchQuery,
  budgetSettings,
  parseSearchParams,
  pastLastPageMessage,
  searchNames,
} from './searchParams.ts';
import { vdpHead } from './vdpHead.ts';
import type * as Render from './render.tsx';
import { PRINT_CSS } from './printCss.ts';
import { ensureHelmet, pageHelmet, PERMISSIONS_POLICY } from './security.ts';
import { KEPT_BROTLI_QUALITY, PagePayload, sendPayload } from './pagePayload.ts';

/** Results per page on /vehicle-search. */
export const RESULTS_PER_PAGE = 12;

export type AppRouteOptions = {
  api: ShowroomClient;
  /** Origin of the API's media URLs for the browser ('' when mounted in-process). */
  apiOrigin: string;
  tenant: TenantConfig;
  render: typeof Render;
  assets: Assets;
  /** dist/client: hashed files under assets/ are served with a year's cache. */
  clientDir: string;
  /** Fetches a media file (an SVG) from the API for the PDF; null when it cannot. */
  fetchMedia: (path: string) => Promise<string | null>;
  /** Absolute origin for canonical and social URLs; the request's own when unset. */
  publicOrigin?: string;
  /**
   * Keeps a vehicle page's loaded data (by slug) between views while the API's data is unchanged
   * (pageCache.ts); every view loads it afresh when absent.
   */
  vdpCache?: PageCache<VdpLoad<VdpData>>;
  log: Log;
};

/** A budget search's settings and each listed vehicle's quote at them (null without a budget). */
function budgetOf(
  filters: SearchState['filters'],
  page: { data: Vehicle[]; quotes?: FinanceQuote[] } | null,
): SearchState['budget'] {
  const settings = budgetSettings(filters);
  if (!settings) return null;
  const quotes: Record<number, FinanceQuote> = {};
  const said: Record<number, QuotedSettings> = {};
  page?.data.forEach((vehicle, i) => {
    const quote = page.quotes?.[i];
    if (!quote) return;
    quotes[vehicle.stock_id] = quote;
    // Read from the whole vehicle: a van's percent deposit is of its price excluding VAT.
    said[vehicle.stock_id] = quotedSettings(settings, quote, vehicle);
  });
  return { settings, quotes, said };
}

/** Finished VDP documents kept per loaded page data (deal step × origin × view variants). */
const PAGES_PER_DATA = 4;

type Query = Record<string, string | string[] | undefined>;

/**
 * Mounts the storefront on a Fastify instance (the one serving /api/v2 when it is embedded):
 * the VDP with its print and PDF views, the results page, contact, static assets and HTML 404s.
 */
export async function registerAppRoutes(app: FastifyInstance, options: AppRouteOptions) {
  const { api, tenant, render, assets, log } = options;
  await ensureHelmet(app);
  /**
   * Route options for HTML pages: helmet's hardening headers with a baseline CSP (a document sets
   * its own, with its hashes: pagePayload.ts) and the Permissions-Policy (set first, so every
   * answer of a page route has it: print, PDF, 404). Pages are sent already compressed, so
   * @fastify/compress stays out of these routes.
   */
  const page = {
    helmet: pageHelmet(options.apiOrigin),
    compress: false as const,
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    },
  };
  const originOf = (request: FastifyRequest) =>
    options.publicOrigin ?? `${request.protocol}://${request.host}`;

  /** A page's document, ready to send (its bytes, CSP, ETags and compressed copies). */
  const payloadOf = (
    document: Parameters<typeof documentHtml>[0],
    brotliQuality?: number,
  ): PagePayload => new PagePayload(documentHtml(document), options.apiOrigin, brotliQuality);

  const sendPage = (
    reply: FastifyReply,
    status: number,
    head: Head,
    state: PageState,
    body = render.renderPage(state),
  ) => sendPayload(reply, status, payloadOf({ head, body, assets, state }));

  const notFound = (reply: FastifyReply) =>
    sendPage(
      reply,
      404,
      { title: `Page not found | ${tenant.siteName}`, robots: 'noindex' },
      { page: 'not-found', tenant, searchPath: SEARCH_PATH },
    );

  const unavailable = (reply: FastifyReply) =>
    sendPayload(
      reply.header('Retry-After', '30'),
      503,
      payloadOf({
        head: { title: `Temporarily unavailable | ${tenant.siteName}`, robots: 'noindex' },
        body: '<main class="sr-simple"><h1>Sorry, this page is unavailable</h1><p>Please try again in a moment.</p><p><a href="/vehicle-search">Search vehicles</a></p></main>',
        assets,
        state: null,
      }),
    );

  /** The page's data through api-client, or the cached copy while the API's data is unchanged. */
  const loadVehicle = (slug: string) => {
    const load = () => loadVdpData(api, slug, { tenant, apiOrigin: options.apiOrigin }, log);
    return options.vdpCache
      ? options.vdpCache.get(slug, load, (loaded) => loaded.kind === 'found' && loaded.complete)
      : load();
  };
  /**
   * `/vehicle-search/100060` (a stock id): where that vehicle's canonical page is, with the same
   * view and query; null when the segment is not a stock id of a vehicle in stock.
   */
  const routeIdRedirect = async (
    segment: string,
    url: string,
    view: 'page' | 'print',
  ): Promise<string | null> => {
    if (!/^[1-9]\d{0,9}$/.test(segment) || Number(segment) > 2147483647) return null;
    const found = await api.getVehicleById(Number(segment));
    if (!found.data) return null;
    const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    const path =
      view === 'print' ? printPath(found.data.slug) : vehicleDetailsPath(found.data.slug);
    return `${path}${search}`;
  };
  /**
   * The finished page of a state, rendered and compressed once per loaded data and variant: the
   * state is that data plus the deal step and share link, which the key names, so equal keys mean
   * equal bytes. Kept beside the data in the page cache, gone with it.
   */
  const kept = memoPerOwner<PagePayload>(PAGES_PER_DATA);
  // Without a page cache (PAGE_CACHE_TTL=0) every view is a one-off: compressed as cheaply as any.
  const vdpBrotliQuality = options.vdpCache?.enabled ? KEPT_BROTLI_QUALITY : undefined;

  async function vehiclePage(request: FastifyRequest, reply: FastifyReply, view: 'page' | 'print') {
    const { slug } = request.params as { slug: string };
    const query = request.query as Query;
    // Spec 2: a vehicle may be loaded by its route id; its one address is the slug's.
    const byId = await routeIdRedirect(slug, request.url, view);
    if (byId) return reply.redirect(byId, 301);
    const loaded = await loadVehicle(slug);
    if (loaded.kind === 'not-found') return notFound(reply);
    if (loaded.kind === 'failed') return unavailable(reply);
    const origin = originOf(request);
    const data = loaded.state;
    const deal = initialDeal(query);
    // The day in the UK: the page is kept per day, so an MOT that runs out shows so the next day.
    const today = ukWallClock(new Date()).date;
    const state: VdpState = {
      ...data,
      deal,
      today,
      links: { ...data.links, share: `${origin}${data.links.canonical}` },
    };
    const variant = `${deal.currentStep}|${deal.paymentMethod}|${deal.scrollToDeal}|${JSON.stringify(deal.filters)}|${origin}|${today}`;
    if (view === 'print') {
      return sendPayload(
        reply,
        200,
        kept(data, `print|${variant}`, () =>
          payloadOf(
            {
              head: {
                ...vdpHead(state, origin, render.heroPreload(state)),
                robots: 'noindex',
                extraStyles: PRINT_CSS,
              },
              body: render.renderPrint(state),
              assets: { ...assets, scripts: [], preloads: [] },
              state: null,
            },
            vdpBrotliQuality,
          ),
        ),
      );
    }
    if (query.format === 'pdf') {
      const firstImage = state.vehicle.media_urls[0]?.medium;
      const photo = firstImage ? await options.fetchMedia(firstImage) : null;
      const pdf = await vehiclePdf(state, photo, origin);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${state.vehicle.slug}.pdf"`)
        .header('Cache-Control', 'no-cache')
        .send(pdf);
    }
    return sendPayload(
      reply,
      200,
      kept(data, `page|${variant}`, () =>
        payloadOf(
          {
            head: vdpHead(state, origin, render.heroPreload(state)),
            body: render.renderPage(state),
            assets,
            state,
          },
          vdpBrotliQuality,
        ),
      ),
    );
  }

  await app.register(fastifyStatic, {
    root: join(options.clientDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    wildcard: true,
    index: false,
    // Vite puts content hashes in every file name under assets/, so they never change.
    immutable: true,
    maxAge: '365d',
    // The build writes .br and .gz copies of every script and stylesheet (precompressAssets).
    preCompressed: true,
  });

  app.get('/', (_request, reply) => reply.redirect(SEARCH_PATH));

  app.get(SEARCH_PATH, page, async (request, reply) => {
    const { filters, messages } = parseSearchParams(request.query as Query);
    const query = {
      ...apiSearchQuery(filters),
      // Recently added first, unless the shopper chose an order (a budget sorts by monthly payment).
      ...(filters.sort || budgetSettings(filters) ? {} : { sort: DEFAULT_SEARCH_SORT }),
      resultsPerPage: RESULTS_PER_PAGE,
    };
    const [searched, facets] = await Promise.all([
      api.searchVehicles(query),
      api.listVehicleFacets(),
    ]);
    let result = searched;
    if (facets.error)
      log.warn({ error: facets.error }, 'the makes and ranges in stock could not be loaded');
    const stock = facets.data?.makes ?? null;
    const names = searchNames(stock, filters);
    messages.push(...names.messages);
    const pages = result.data?.meta.pages ?? 0;
    if (filters.page !== undefined && pages > 0 && filters.page > pages) {
      // A page past the last (an old link, stock sold since): the last page, said in words.
      messages.push(pastLastPageMessage(filters.page, pages));
      result = await api.searchVehicles({ ...query, page: pages });
    }
    const refused = result.error?.kind === 'validation';
    if (refused) {
      messages.push('Some of the filters could not be used, so all vehicles are shown.');
      log.warn({ filters, error: result.error }, 'search filters refused by the API');
      result = await api.searchVehicles({
        sort: DEFAULT_SEARCH_SORT,
        resultsPerPage: RESULTS_PER_PAGE,
      });
    }
    if (result.error) {
      log.error({ error: result.error }, 'search failed');
      messages.push('Sorry, we could not load vehicles just now. Please try again in a moment.');
    }
    const state: SearchState = {
      page: 'search',
      tenant,
      apiOrigin: options.apiOrigin,
      filters,
      vehicles: (result.data?.data ?? []).map((vehicle) => cardVehicle(vehicle, options.apiOrigin)),
      meta: result.data?.meta ?? null,
      messages,
      heading: refused ? 'Vehicles for sale' : names.heading,
      stock: stock ?? [],
      // All vehicles shown in place of a budget refused are not priced at its settings.
      budget: refused ? null : budgetOf(filters, result.data ?? null),
    };
    return sendPage(
      reply,
      200,
      {
        title: `${state.heading} | ${tenant.siteName}`,
        canonical: `${originOf(request)}${SEARCH_PATH}`,
        description: `Browse ${tenant.siteName}'s cars and vans for sale.`,
        heroPreload: render.searchPreload(state) ?? undefined,
      },
      state,
    );
  });

  const QUOTE_OF: Record<FinanceProduct, 'pcpQuote' | 'hpQuote' | 'csQuote'> = {
    PCP: 'pcpQuote',
    HP: 'hpQuote',
    CS: 'csQuote',
  };

  // Up to three cars side by side, each priced through api-client at the one set of settings.
  app.get(`${SEARCH_PATH}/compare`, page, async (request, reply) => {
    const { ids, settings, messages } = parseCompareParams(request.query as Query);
    const [loaded, finance] = await Promise.all([
      Promise.all(ids.map((id) => api.getVehicleById(id))),
      ids.length
        ? api.getVehicleFinance({ stock_ids: ids.join(','), ...financeQueryOf(settings) })
        : Promise.resolve({ data: [], error: undefined }),
    ]);
    const failed = loaded.find((result) => result.error && result.error.kind !== 'not-found');
    if (failed?.error) {
      log.error({ error: failed.error }, 'compare: a vehicle could not be loaded');
      return unavailable(reply);
    }
    if (finance.error) {
      log.error({ error: finance.error }, 'compare: finance could not be loaded');
      messages.push('Sorry, we could not work out monthly payments just now.');
    }
    const product = settings.financeType;
    const cars: CompareEntry[] = ids.map((stockId, index) => {
      const vehicle = loaded[index]?.data ?? null;
      const quote =
        finance.data?.find((result) => result.stock_id === stockId)?.[QUOTE_OF[product]] ?? null;
      return {
        stockId,
        vehicle,
        quote: vehicle ? quote : null,
        noQuote:
          vehicle && !quote && !finance.error
            ? `${product} finance is not available for this car at these settings.`
            : null,
      };
    });
    const state: CompareState = {
      page: 'compare',
      tenant,
      apiOrigin: options.apiOrigin,
      ids,
      settings,
      cars,
      messages,
    };
    const names = cars.flatMap((car) => (car.vehicle ? [car.vehicle.name] : []));
    return sendPage(
      reply,
      200,
      {
        title: `${names.length ? `Compare ${names.join(', ')}` : 'Compare cars'} | ${tenant.siteName}`,
        robots: 'noindex',
        description: `Compare cars from ${tenant.siteName} side by side.`,
      },
      state,
    );
  });

  // The saved cars page: the shell; the list is read from the shopper's browser.
  app.get(`${SEARCH_PATH}/saved`, page, async (_request, reply) =>
    sendPage(
      reply,
      200,
      { title: `Saved cars | ${tenant.siteName}`, robots: 'noindex' },
      { page: 'saved', tenant, apiOrigin: options.apiOrigin },
    ),
  );

  app.get(`${SEARCH_PATH}/print/:slug`, page, (request, reply) =>
    vehiclePage(request, reply, 'print'),
  );
  app.get(`${SEARCH_PATH}/:slug`, page, (request, reply) => vehiclePage(request, reply, 'page'));
  app.get(`${SEARCH_PATH}/:slug/`, page, (request, reply) => vehiclePage(request, reply, 'page'));

  app.get(CONTACT_PATH, page, async (_request, reply) => {
    const branches = await api.listBranches();
    if (branches.error) log.error({ error: branches.error }, 'branches failed to load');
    return sendPage(
      reply,
      200,
      { title: `Contact us | ${tenant.siteName}` },
      { page: 'contact', tenant, branches: branches.data ?? [] },
    );
  });

  // Anything else: the API keeps its JSON 404s; every other path gets the HTML 404 page.
  app.get('/*', page, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/images/')) {
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
    }
    return notFound(reply);
  });
}
