import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FinanceQuote, ShowroomClient } from '@showroom/api-client';
import {
  CONTACT_PATH,
  SEARCH_PATH,
  financeQueryOf,
  type FinanceProduct,
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
import { apiSearchQuery, budgetSettings, parseSearchParams } from './searchParams.ts';
import { vdpHead } from './vdpHead.ts';
import type * as Render from './render.tsx';
import { PRINT_CSS } from './printCss.ts';
import { ensureHelmet, nonceOf, pageHelmet, PERMISSIONS_POLICY } from './security.ts';

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
  page: { data: { stock_id: number }[]; quotes?: FinanceQuote[] } | null,
): SearchState['budget'] {
  const settings = budgetSettings(filters);
  if (!settings) return null;
  const quotes: Record<number, FinanceQuote> = {};
  page?.data.forEach((vehicle, i) => {
    const quote = page.quotes?.[i];
    if (quote) quotes[vehicle.stock_id] = quote;
  });
  return { settings, quotes };
}

/** Rendered VDP markups kept per loaded page data (deal step × origin × view variants). */
const MARKUPS_PER_PAGE = 4;

type Query = Record<string, string | string[] | undefined>;

/**
 * Mounts the storefront on a Fastify instance (the one serving /api/v2 when it is embedded):
 * the VDP with its print and PDF views, the results page, contact, static assets and HTML 404s.
 */
export async function registerAppRoutes(app: FastifyInstance, options: AppRouteOptions) {
  const { api, tenant, render, assets, log } = options;
  await ensureHelmet(app);
  /**
   * Route options for HTML pages: helmet's hardening headers, a CSP with per-response nonces and the
   * Permissions-Policy (set first, so every answer of a page route has it: print, PDF, 404).
   */
  const page = {
    helmet: pageHelmet(options.apiOrigin),
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    },
  };
  const originOf = (request: FastifyRequest) =>
    options.publicOrigin ?? `${request.protocol}://${request.host}`;

  const sendPage = (
    reply: FastifyReply,
    status: number,
    head: Head,
    state: PageState,
    body = render.renderPage(state),
  ) =>
    reply
      .status(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        documentHtml({
          head,
          body,
          assets,
          state,
          nonce: nonceOf(reply),
        }),
      );

  const notFound = (reply: FastifyReply) =>
    sendPage(
      reply,
      404,
      { title: `Page not found | ${tenant.siteName}`, robots: 'noindex' },
      { page: 'not-found', tenant, searchPath: SEARCH_PATH },
    );

  const unavailable = (reply: FastifyReply) =>
    reply
      .status(503)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Retry-After', '30')
      .send(
        documentHtml({
          head: { title: `Temporarily unavailable | ${tenant.siteName}`, robots: 'noindex' },
          body: '<main class="sr-simple"><h1>Sorry, this page is unavailable</h1><p>Please try again in a moment.</p><p><a href="/vehicle-search">Search vehicles</a></p></main>',
          assets,
          state: null,
          nonce: nonceOf(reply),
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
   * The markup of a page state, rendered once per loaded data and variant: the state is that data
   * plus the deal step and share link, which the key names, so equal keys mean equal markup.
   */
  const markup = memoPerOwner<string>(MARKUPS_PER_PAGE);

  async function vehiclePage(request: FastifyRequest, reply: FastifyReply, view: 'page' | 'print') {
    const { slug } = request.params as { slug: string };
    const query = request.query as Query;
    const loaded = await loadVehicle(slug);
    if (loaded.kind === 'not-found') return notFound(reply);
    if (loaded.kind === 'failed') return unavailable(reply);
    const origin = originOf(request);
    const data = loaded.state;
    const deal = initialDeal(query);
    const state: VdpState = {
      ...data,
      deal,
      links: { ...data.links, share: `${origin}${data.links.canonical}` },
    };
    const variant = `${deal.currentStep}|${deal.paymentMethod}|${deal.scrollToDeal}|${JSON.stringify(deal.filters)}|${origin}`;
    if (view === 'print') {
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(
          documentHtml({
            head: {
              ...vdpHead(state, origin, render.heroPreload(state)),
              robots: 'noindex',
              extraStyles: PRINT_CSS,
            },
            body: markup(data, `print|${variant}`, () => render.renderPrint(state)),
            assets: { ...assets, scripts: [], preloads: [] },
            state: null,
            nonce: nonceOf(reply),
          }),
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
    return sendPage(
      reply,
      200,
      vdpHead(state, origin, render.heroPreload(state)),
      state,
      markup(data, `page|${variant}`, () => render.renderPage(state)),
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
    let result = await api.searchVehicles({
      ...apiSearchQuery(filters),
      resultsPerPage: RESULTS_PER_PAGE,
    });
    if (result.error?.kind === 'validation') {
      messages.push('Some of the filters could not be used, so all vehicles are shown.');
      log.warn({ filters, error: result.error }, 'search filters refused by the API');
      result = await api.searchVehicles({ resultsPerPage: RESULTS_PER_PAGE });
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
      budget: budgetOf(filters, result.data ?? null),
    };
    const title = [filters.make, filters.range].filter(Boolean).join(' ');
    return sendPage(
      reply,
      200,
      {
        title: `${title ? `${title} for sale` : 'Vehicles for sale'} | ${tenant.siteName}`,
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
    const any = await api.searchVehicles({ resultsPerPage: 1 });
    return sendPage(
      reply,
      200,
      { title: `Contact us | ${tenant.siteName}` },
      { page: 'contact', tenant, telephone: any.data?.data[0]?.company.telephone ?? null },
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
