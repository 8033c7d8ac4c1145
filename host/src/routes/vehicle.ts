import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { printPath, SEARCH_PATH, ukWallClock, vehicleDetailsPath } from '@showroom/core';
import type { VdpState } from '@showroom/app/ssr';
import { initialDeal, loadVdpData, quotesForDeal } from '../loadVdp.ts';
import { memoPerOwner } from '../pageCache.ts';
import { type PagePayload, sendPayload } from '../pagePayload.ts';
import { sharedReads } from '../sharedReads.ts';
import { printCss } from '../printCss.ts';
import { vdpHead } from '../vdpHead.ts';
import type { PageContext } from './replies.ts';

/** Finished VDP documents kept per loaded page data (deal step × origin × view variants). */
const PAGES_PER_DATA = 4;

type Query = Record<string, string | string[] | undefined>;

/**
 * The vehicle details page (`/vehicle-search/{slug}`, `?format=pdf` for its PDF) and its print
 * view (`/vehicle-search/print/{slug}`).
 */
export function registerVehiclePages(app: FastifyInstance, ctx: PageContext) {
  const { api, tenant, render, assets, log } = ctx;

  /** The client a page's data is read through: what pages share, kept while unchanged. */
  const pageApi = ctx.sharedReads ? sharedReads(api, ctx.sharedReads) : api;
  /**
   * The page's data through api-client, or the cached copy while the API's data is unchanged. A
   * page not in the cache starts when the cold lane lets it (coldLane.ts): the shoppers' requests
   * go first.
   */
  const loadVehicle = (slug: string, request: FastifyRequest) => {
    const read = () => loadVdpData(pageApi, slug, { tenant, apiOrigin: ctx.apiOrigin }, log);
    const lane = ctx.coldLane;
    const load = lane ? () => lane.turn(request.raw).then(read) : read;
    return ctx.vdpCache
      ? ctx.vdpCache.get(slug, load, (loaded) => loaded.kind === 'found' && loaded.complete)
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
  // Without a page cache (PAGE_CACHE_TTL=0) every view is a one-off: compressed as any other.
  const keptPages = ctx.vdpCache?.enabled ?? false;

  async function vehiclePage(request: FastifyRequest, reply: FastifyReply, view: 'page' | 'print') {
    const { slug } = request.params as { slug: string };
    const query = request.query as Query;
    // Requirement VDP-1: a vehicle may be loaded by its route id; its one address is the slug's.
    const byId = await routeIdRedirect(slug, request.url, view);
    if (byId) return reply.redirect(byId, 301);
    const loaded = await loadVehicle(slug, request);
    if (loaded.kind === 'not-found') return ctx.notFound(reply, 'vehicle');
    if (loaded.kind === 'failed') return ctx.unavailable(reply);
    // A page just loaded is rendered in a turn of its own, after the shoppers' requests that
    // arrived while its data was read.
    if (ctx.coldLane?.isCold(request.raw)) await ctx.coldLane.turn(request.raw);
    const origin = ctx.originOf(request);
    const data = loaded.state;
    const deal = initialDeal(query);
    // Opened from a search with finance settings: the page's quotes are those settings' quotes.
    const quotes = await quotesForDeal(pageApi, data, deal.filters, log);
    // The day in the UK: the page is kept per day, so an MOT that runs out shows so the next day.
    const today = ukWallClock(ctx.clock()).date;
    const state: VdpState = {
      ...data,
      ...quotes,
      deal,
      today,
      links: { ...data.links, share: `${origin}${data.links.canonical}` },
    };
    const variant = `${deal.currentStep}|${deal.paymentMethod}|${deal.scrollToDeal}|${JSON.stringify(deal.filters)}|${quotes.financeFor === data.financeFor ? '' : 'searched'}|${origin}|${today}`;
    if (view === 'print') {
      return sendPayload(
        reply,
        200,
        kept(data, `print|${variant}`, () =>
          ctx.payloadOf(
            {
              head: {
                ...vdpHead(state, origin, render.heroPreload(state)),
                robots: 'noindex',
                extraStyles: printCss(state.tenant.themeColour),
              },
              body: render.renderPrint(state),
              assets: { ...assets, scripts: [], preloads: [] },
              state: null,
            },
            keptPages,
          ),
        ),
      );
    }
    if (query.format === 'pdf') {
      const firstImage = state.vehicle.media_urls[0]?.medium;
      const photo = firstImage ? await ctx.fetchMedia(firstImage) : null;
      // pdfkit and its fonts load with the first PDF asked for, not with every node's start
      // (about 0.2 s of CPU there, for a page few shoppers ask for).
      const { vehiclePdf } = await import('../pdf.ts');
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
        ctx.payloadOf(
          {
            head: vdpHead(state, origin, render.heroPreload(state)),
            body: render.renderPage(state),
            assets,
            state,
          },
          keptPages,
        ),
      ),
    );
  }

  app.get(`${SEARCH_PATH}/print/:slug`, ctx.page, (request, reply) =>
    vehiclePage(request, reply, 'print'),
  );
  app.get(`${SEARCH_PATH}/:slug`, ctx.page, (request, reply) =>
    vehiclePage(request, reply, 'page'),
  );
  app.get(`${SEARCH_PATH}/:slug/`, ctx.page, (request, reply) =>
    vehiclePage(request, reply, 'page'),
  );
}
