import type {
  OrderConfig,
  ShowroomClient,
  Vehicle,
  VehicleSearchQuery,
} from '@showroom/api-client';
import {
  browseCarsLink,
  CONTACT_PATH,
  featuredTabQuery,
  initialBuilderState,
  financeQuoteQuery,
  initialQuoteSettings,
  mediaUrl,
  offerMainContent,
  postSearchVehicle,
  pdfPath,
  printPath,
  SEARCH_PATH,
  SIMILAR_CARS_COUNT,
  similarCarsQuery,
  viewSimilarLink,
  type BuilderQuery,
  type QuoteSettings,
  type TenantConfig,
} from '@showroom/core';
import {
  cardVehicle,
  type FeaturedGroup,
  type RelatedPost,
  type VdpState,
} from '@showroom/app/ssr';
import { sanitizeRetailerHtml } from './sanitize.ts';

/** The content page whose `details_page_header` snippet is the VDP's warning banner. */
export const DETAILS_CONTENT_PAGE = 'vehicle-details';

export type Log = {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type VdpLoad<S = VdpState> =
  | {
      kind: 'found';
      state: S;
      /** False when a secondary section failed and was left out (worth loading again soon). */
      complete: boolean;
    }
  | { kind: 'not-found' }
  | { kind: 'failed'; message: string };

/** The page's data: everything but the deal builder's first step, which the request's query picks. */
export type VdpData = Omit<VdpState, 'deal' | 'today'>;

const FILTER_KEYS = ['deposit', 'finance_type', 'term', 'mileage'] as const;

/** The first value of a query parameter, when it is a short string. */
function queryValue(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.length <= 20 ? first : undefined;
}

/**
 * The deal builder's first state from the query: `enquiry`, `reserve`, `addpx` pick the step
 * (requirement VDP-2) and a search's `deposit`, `finance_type`, `term` and `mileage` are kept for
 * the calculator (requirement FIN-5; core reads them and ignores what is not valid).
 */
export function initialDeal(query: BuilderQuery): VdpState['deal'] {
  const builder = initialBuilderState(query);
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = queryValue(query[key]);
    if (value !== undefined) filters[key] = value;
  }
  return {
    currentStep: builder.currentStep,
    paymentMethod: builder.paymentMethod,
    scrollToDeal: builder.currentStep === 'step-1-part-ex',
    filters,
  };
}

/**
 * The settings the page's quotes are asked for: the calculator's starting settings (core's
 * `initialQuoteSettings`), with a search's `filters` over them when the page was opened
 * from one, so the figure in the HTML (the headline beside the price) is the one the calculator
 * shows.
 */
export function pageQuoteSettings(
  vehicle: Vehicle,
  orderConfig: OrderConfig | null,
  filters: Record<string, string> = {},
): QuoteSettings {
  return initialQuoteSettings({
    vehicle,
    financeDeposit: orderConfig?.finance_deposit ?? null,
    filters,
  });
}

/**
 * The page's quotes for a page opened with a search's finance settings (a monthly budget's
 * deposit, type, term and mileage): asked for the settings the calculator starts from, so the
 * headline and the deal builder show one quote (issue 43, defect 4). Without such settings, or
 * where the car has no finance, or if the call fails, the page's own quotes stay (a failure is
 * logged; the deal builder then asks for its own).
 */
export async function quotesForDeal(
  api: ShowroomClient,
  data: Pick<VdpData, 'vehicle' | 'orderConfig' | 'finance' | 'financeFor'>,
  filters: Record<string, string>,
  log: Pick<Log, 'warn'>,
): Promise<Pick<VdpData, 'finance' | 'financeFor'>> {
  const own = { finance: data.finance, financeFor: data.financeFor };
  if (Object.keys(filters).length === 0 || !data.finance) return own;
  const settings = pageQuoteSettings(data.vehicle, data.orderConfig, filters);
  const found = await api.getVehicleFinance(financeQuoteQuery(data.vehicle.stock_id, settings));
  if (found.error) {
    log.warn({ error: found.error }, 'finance quotes for the search settings failed');
    return own;
  }
  const finance = found.data.find((result) => result.stock_id === data.vehicle.stock_id);
  return finance ? { finance, financeFor: settings } : own;
}

/**
 * The similar cars' search (core's similarCarsQuery) in the form every car of the same make and
 * class asks alike, so it is read once for all of them (sharedReads.ts): one car more than shown
 * and without `exclude_slug`; the viewed car is left out of the answer here instead.
 */
export function sharedSimilarQuery(vehicle: Vehicle): VehicleSearchQuery {
  const { exclude_slug: _, ...query } = similarCarsQuery(vehicle);
  return { ...query, resultsPerPage: SIMILAR_CARS_COUNT + 1 } as VehicleSearchQuery;
}

/** The vehicle with its media URLs made absolute when the API lives on another origin. */
function withMediaOrigin(vehicle: Vehicle, apiOrigin: string): Vehicle {
  if (!apiOrigin) return vehicle;
  const at = (path: string) => mediaUrl(apiOrigin, path);
  return {
    ...vehicle,
    media_urls: vehicle.media_urls.map((item) => ({
      ...item,
      url: at(item.url),
      medium: at(item.medium),
      large: at(item.large),
    })),
  };
}

/**
 * The 360 frames when the vehicle has a turntable; a failure is only logged (requirement ERR-9).
 */
async function loadTurntable(
  api: ShowroomClient,
  vehicle: Vehicle,
  apiOrigin: string,
  log: Log,
): Promise<string[]> {
  if (!vehicle.turntable) return [];
  const found = await api.getTurntable(vehicle.vrm);
  if (found.error) {
    log.warn({ vrm: vehicle.vrm, error: found.error }, 'turntable frames failed');
    return [];
  }
  return found.data.frames.map((frame) => mediaUrl(apiOrigin, frame));
}

/** The featured tabs with their vehicles, never the vehicle being viewed (`viewing`). */
async function loadFeatured(
  api: ShowroomClient,
  apiOrigin: string,
  log: Log,
  viewing: number,
): Promise<FeaturedGroup[]> {
  const tabs = await api.listFeaturedTabs();
  if (tabs.error) {
    log.warn({ error: tabs.error }, 'featured tabs could not be loaded');
    return [];
  }
  const groups = await Promise.all(
    tabs.data.map(async (tab) => {
      const query = featuredTabQuery(tab) as VehicleSearchQuery;
      const found = await api.searchVehicles(query);
      if (found.error)
        log.warn({ tab: tab.label, error: found.error }, 'featured tab search failed');
      return {
        tab: {
          label: tab.label,
          view_all_link_url: tab.view_all_link_url,
          view_all_link_text: tab.view_all_link_text,
        },
        query,
        vehicles: (found.data?.data ?? [])
          .filter((vehicle) => vehicle.stock_id !== viewing)
          .map((vehicle) => cardVehicle(vehicle, apiOrigin)),
      };
    }),
  );
  // Tabs with nothing in them are left out; only the first (rendered) tab keeps its vehicles.
  return groups
    .filter((group) => group.vehicles.length > 0)
    .map((group, index) => (index === 0 ? group : { ...group, vehicles: null }));
}

/** The information tiles' service icons (tile view → icon name under /images/icons/services). */
export const TILE_ICONS = { 'mot-vehicle': 'mot', 'service-history': 'service-history' } as const;

/**
 * The tiles' icons that exist locally (requirement API-12: HEAD /images/icons/services/{icon}.png).
 */
async function loadServiceIcons(
  api: ShowroomClient,
  apiOrigin: string,
): Promise<Partial<Record<keyof typeof TILE_ICONS, string>>> {
  const found = await Promise.all(
    Object.entries(TILE_ICONS).map(async ([view, icon]) => {
      const exists = await api.serviceIconExists(icon);
      return exists.data
        ? [[view, mediaUrl(apiOrigin, `/images/icons/services/${icon}.png`)] as const]
        : [];
    }),
  );
  return Object.fromEntries(found.flat());
}

/** How many related articles the page shows. */
export const RELATED_POSTS = 3;

/**
 * The articles whose rules match the vehicle (requirement CONT-4): the API lists them when
 * asked with the vehicle's facts in `searchOptions` and `resultsPerPage=-1` (requirement API-4),
 * and each is then loaded whole by id.
 */
async function loadRelatedPosts(
  api: ShowroomClient,
  vehicle: Vehicle,
  log: Log,
): Promise<RelatedPost[]> {
  const posts = await api.listPosts({
    searchOptions: JSON.stringify({ vehicle: postSearchVehicle(vehicle) }),
    resultsPerPage: -1,
  });
  if (posts.error) {
    log.warn({ error: posts.error }, 'posts could not be loaded');
    return [];
  }
  const related = posts.data.slice(0, RELATED_POSTS);
  const loaded = await Promise.all(related.map((post) => api.getPost(post.id)));
  return loaded.flatMap((post) => {
    if (post.error) {
      log.warn({ error: post.error }, 'post could not be loaded');
      return [];
    }
    return [
      {
        id: post.data.id,
        title: post.data.title,
        excerpt: post.data.excerpt,
        contentHtml: sanitizeRetailerHtml(post.data.content),
      },
    ];
  });
}

/** The vehicle's branch (its site.slug), for the test drive's days and times; null when unknown. */
async function loadBranch(api: ShowroomClient, vehicle: Vehicle, log: Log) {
  const branches = await api.listBranches();
  if (branches.error) {
    log.warn({ error: branches.error }, 'branches failed to load');
    return null;
  }
  return branches.data.find((b) => b.slug === vehicle.site?.slug) ?? null;
}

async function loadReview(api: ShowroomClient, vehicle: Vehicle, log: Log) {
  const kind = vehicle.advert_classification;
  if (kind !== 'USED' && kind !== 'NEW') return null;
  const review = await api.getReview(vehicle.slug, kind);
  if (review.error) {
    // Requirement ERR-9: a review failure is only logged; the review tile stays hidden.
    if (review.error.kind !== 'not-found') log.warn({ error: review.error }, 'review failed');
    return null;
  }
  return review.data;
}

/** What the vehicle page is loaded for: the tenant and the API's media origin. */
export type VdpPage = {
  tenant: TenantConfig;
  apiOrigin: string;
};

/**
 * Loads everything the vehicle details page shows whatever step the deal builder opens on
 * (`initialDeal` picks that from the request's query), through api-client (requirement ARCH-7):
 * the vehicle by slug first, then what the page shows around it (`loadVdpAround`).
 * Any secondary failure leaves its section out; only the vehicle itself is required.
 */
export async function loadVdpData(
  api: ShowroomClient,
  slug: string,
  page: VdpPage,
  pageLog: Log,
): Promise<VdpLoad<VdpData>> {
  const [found, orderConfig] = await Promise.all([
    api.getVehicleBySlug(slug),
    api.getOrderConfig(),
  ]);
  if (found.error) {
    if (found.error.kind === 'not-found' || found.error.kind === 'validation') {
      return { kind: 'not-found' };
    }
    pageLog.error({ slug, error: found.error }, 'vehicle could not be loaded');
    return { kind: 'failed', message: found.error.message };
  }
  return loadVdpAround(api, found.data, orderConfig, page, pageLog);
}

/**
 * The page's data around a vehicle already in hand (loaded by slug, or passed in manually:
 * requirement VDP-1, the retailer's preview): in parallel its finance quotes (unless `quotes` is
 * false), the details_page_header snippet, similar cars, featured tabs with their vehicles, the
 * review, the 360 turntable frames, related articles, service icons and the branch. Any failure
 * among them leaves its section out.
 */
export async function loadVdpAround(
  api: ShowroomClient,
  found: Vehicle,
  orderConfig: Awaited<ReturnType<ShowroomClient['getOrderConfig']>>,
  page: VdpPage,
  pageLog: Log,
  { quotes = true }: { quotes?: boolean } = {},
): Promise<VdpLoad<VdpData>> {
  // Every secondary failure is logged as a warning; any such warning makes the load incomplete.
  let complete = true;
  const log: Log = {
    warn: (details, message) => {
      complete = false;
      pageLog.warn(details, message);
    },
    error: (details, message) => pageLog.error(details, message),
  };
  const vehicle = withMediaOrigin(found, page.apiOrigin);
  const quotesFor = pageQuoteSettings(vehicle, orderConfig.data ?? null);
  const [
    finance,
    content,
    similar,
    featured,
    review,
    turntableFrames,
    relatedPosts,
    icons,
    branch,
  ] = await Promise.all([
    quotes
      ? api.getVehicleFinance(financeQuoteQuery(vehicle.stock_id, quotesFor))
      : { data: [], error: null },
    api.getContentPage(DETAILS_CONTENT_PAGE),
    api.searchVehicles(sharedSimilarQuery(vehicle)),
    loadFeatured(api, page.apiOrigin, log, vehicle.stock_id),
    loadReview(api, vehicle, log),
    loadTurntable(api, vehicle, page.apiOrigin, log),
    loadRelatedPosts(api, vehicle, log),
    loadServiceIcons(api, page.apiOrigin),
    loadBranch(api, vehicle, log),
  ]);
  if (orderConfig.error) log.warn({ error: orderConfig.error }, 'order config failed');
  if (finance.error) log.warn({ error: finance.error }, 'finance quotes failed');
  if (content.error && content.error.kind !== 'not-found') {
    log.warn({ error: content.error }, 'content page failed');
  }
  if (similar.error) log.warn({ error: similar.error }, 'similar cars failed');

  const warning = content.data?.snippets.details_page_header;
  const disclaimer = content.data?.snippets.finance_disclaimer;
  const offerText = offerMainContent(vehicle);
  return {
    kind: 'found',
    complete,
    state: {
      page: 'vdp',
      tenant: page.tenant,
      apiOrigin: page.apiOrigin,
      // The description travels once, sanitised, as descriptionHtml.
      vehicle: { ...vehicle, description: '' },
      descriptionHtml: sanitizeRetailerHtml(vehicle.description),
      warningHtml: warning ? sanitizeRetailerHtml(warning) : null,
      financeDisclaimerHtml: disclaimer ? sanitizeRetailerHtml(disclaimer) : null,
      offerHtml: offerText ? sanitizeRetailerHtml(offerText) : null,
      warranty: content.data?.warranty_items ?? [],
      relatedPosts,
      serviceIcons: icons,
      branch,
      turntableFrames,
      finance: finance.data?.find((result) => result.stock_id === vehicle.stock_id) ?? null,
      financeFor: quotesFor,
      orderConfig: orderConfig.data ?? null,
      similar: (similar.data?.data ?? [])
        .filter((other) => other.slug !== vehicle.slug)
        .slice(0, SIMILAR_CARS_COUNT)
        .map((other) => cardVehicle(other, page.apiOrigin)),
      featured,
      review,
      links: {
        canonical: `${SEARCH_PATH}/${encodeURIComponent(vehicle.slug)}`,
        share: `${SEARCH_PATH}/${encodeURIComponent(vehicle.slug)}`,
        search: SEARCH_PATH,
        contact: CONTACT_PATH,
        print: printPath(vehicle.slug),
        pdf: pdfPath(vehicle.slug),
        viewSimilar: viewSimilarLink(vehicle),
        browseCars: browseCarsLink(vehicle),
      },
    },
  };
}
