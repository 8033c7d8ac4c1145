import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShowroomClient, ShowroomError } from '@showroom/api-client';
import { SEARCH_PATH, type TenantConfig } from '@showroom/core';
import type { NotFoundState, PageState } from '@showroom/app/ssr';
import { documentHtml, type Assets, type Head } from '../document.ts';
import type { ColdLane } from '../coldLane.ts';
import type { Log, VdpData, VdpLoad } from '../loadVdp.ts';
import type { PageCache } from '../pageCache.ts';
import type { SharedReads } from '../sharedReads.ts';
import { PagePayload, sendPayload } from '../pagePayload.ts';
import type * as Render from '@showroom/app/render';
import { pageHelmet, PERMISSIONS_POLICY } from '../security.ts';

export type AppRouteOptions = {
  api: ShowroomClient;
  /**
   * Origin of the API's calls and media URLs for the browser: '' (the storefront's own), the host
   * mounting the API or forwarding a remote one to it (decision 0704).
   */
  apiOrigin: string;
  /**
   * The API origin the finance widget calls from partner sites (the contract's CORS section): a
   * remote API's (API_BASE_URL); the storefront's own when unset.
   */
  embedApiOrigin?: string;
  /** IMAGE_ORIGINS: the retailer's photo hosts the pages' CSP lets images load from. */
  imageOrigins?: readonly string[];
  tenant: TenantConfig;
  render: typeof Render;
  assets: Assets;
  /** dist/client: hashed files under assets/ are served with a year's cache. */
  clientDir: string;
  /** The built finance widget (routes/embed.ts); /embed/finance.js answers 404 without it. */
  embedFile?: string;
  /** Fetches a media file (an SVG) from the API for the PDF; null when it cannot. */
  fetchMedia: (path: string) => Promise<string | null>;
  /** Absolute origin for canonical and social URLs; the request's own when unset. */
  publicOrigin?: string;
  /**
   * Keeps a vehicle page's loaded data (by slug) between views while the API's data is unchanged
   * (pageCache.ts); every view loads it afresh when absent.
   */
  vdpCache?: PageCache<VdpLoad<VdpData>>;
  /**
   * Keeps the API reads vehicle pages share (content, featured tabs, similar cars of a make,
   * articles: sharedReads.ts) under the page cache's rules; each page asks afresh when absent.
   */
  sharedReads?: SharedReads;
  /** When a vehicle page not in the page cache may start (coldLane.ts); at once when absent. */
  coldLane?: ColdLane;
  /** Now: the UK day a vehicle page is for, and which related articles are current. */
  clock: () => Date;
  log: Log;
  /** PREVIEW_TOKEN: turns on `POST /preview/vehicle` (routes/preview.ts); off when unset. */
  previewToken?: string;
};

/** What every page route answers with: its route options, its documents and its error pages. */
export interface PageReplies {
  /**
   * Route options for HTML pages: helmet's hardening headers with a baseline CSP (a document sets
   * its own, with its hashes: pagePayload.ts) and the Permissions-Policy (set first, so every
   * answer of a page route has it: print, PDF, 404). Pages are sent already compressed, so
   * @fastify/compress stays out of these routes.
   */
  page: {
    helmet: ReturnType<typeof pageHelmet>;
    compress: false;
    onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  };
  /** Absolute origin for canonical, share and social URLs. */
  originOf: (request: FastifyRequest) => string;
  /** A page's document, ready to send (its bytes, CSP, ETags and compressed copies). */
  payloadOf: (document: Parameters<typeof documentHtml>[0], kept?: boolean) => PagePayload;
  /** Renders the page of a state (or sends the body given) with its head. */
  sendPage: (
    reply: FastifyReply,
    status: number,
    head: Head,
    state: PageState,
    body?: string,
  ) => Promise<FastifyReply>;
  /** The HTML 404 page, for a vehicle that is not there or (the default) any other path. */
  notFound: (reply: FastifyReply, missing?: NotFoundState['missing']) => Promise<FastifyReply>;
  /** The HTML 503 page, when the API could not give what the page needs; retry in 5 s. */
  unavailable: (reply: FastifyReply) => Promise<FastifyReply>;
  /**
   * Whether an API error means it cannot answer just now (a 5xx, its database restarting, or no
   * answer at all) rather than that the page asked for something that is not there.
   */
  isOutage: (error: ShowroomError) => boolean;
}

/** Seconds a 503 page asks the browser (or a crawler) to wait: a database restart takes a few. */
export const PAGE_RETRY_AFTER_SECONDS = 5;

/** A page route's options and the replies it shares with the others. */
export type PageContext = AppRouteOptions & PageReplies;

export function pageReplies(options: AppRouteOptions): PageReplies {
  const { tenant, render, assets } = options;
  const payloadOf: PageReplies['payloadOf'] = (document, kept) =>
    new PagePayload(
      documentHtml({ ...document, themeColour: tenant.themeColour }),
      options.apiOrigin,
      kept,
      options.imageOrigins,
    );
  const sendPage: PageReplies['sendPage'] = (
    reply,
    status,
    head,
    state,
    body = render.renderPage(state),
  ) => sendPayload(reply, status, payloadOf({ head, body, assets, state }));
  return {
    page: {
      helmet: pageHelmet(options.apiOrigin, options.imageOrigins),
      compress: false,
      onRequest: async (_request, reply) => {
        reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      },
    },
    originOf: (request) => options.publicOrigin ?? `${request.protocol}://${request.host}`,
    payloadOf,
    sendPage,
    notFound: (reply, missing = 'page') =>
      sendPage(
        reply,
        404,
        {
          title: `${missing === 'vehicle' ? 'Vehicle' : 'Page'} not found | ${tenant.siteName}`,
          robots: 'noindex',
        },
        { page: 'not-found', tenant, searchPath: SEARCH_PATH, missing },
      ),
    isOutage: (error) => error.kind === 'server' || error.kind === 'network',
    unavailable: (reply) =>
      sendPayload(
        reply.header('Retry-After', String(PAGE_RETRY_AFTER_SECONDS)),
        503,
        payloadOf({
          head: { title: `Temporarily unavailable | ${tenant.siteName}`, robots: 'noindex' },
          body: '<main class="sr-simple"><h1>Sorry, this page is unavailable</h1><p>Please try again in a moment.</p><p><a href="/vehicle-search">Search vehicles</a></p></main>',
          assets,
          state: null,
        }),
        'no-store',
      ),
  };
}
