import type { FastifyInstance } from 'fastify';
import type { FinanceQuote, ShowroomClient, Vehicle } from '@showroom/api-client';
import {
  browseCarsLink,
  DEFAULT_SEARCH_SORT,
  financeQuoteQuery,
  headlineMonthly,
  headlineSettings,
  quotedSettings,
  SEARCH_PATH,
  type QuotedSettings,
  type TenantConfig,
} from '@showroom/core';
import { pageQuoteSettings } from '../loadVdp.ts';
import { brokerOf, cardVehicle, type SearchState } from '@showroom/app/ssr';
import {
  apiSearchQuery,
  budgetSettings,
  parseSearchParams,
  pastLastPageMessage,
  searchNames,
} from '../searchParams.ts';
import type { PageContext } from './replies.ts';

/** Results per page on /vehicle-search. */
export const RESULTS_PER_PAGE = 12;

type Query = Record<string, string | string[] | undefined>;

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

/**
 * Each listed vehicle's headline monthly figure, as its own page leads with it (core's
 * headlineMonthly at pageQuoteSettings, the retailer's default settings), and what the figure
 * assumes in words (core's headlineSettings: the lender's change said where it made one): one
 * finance call per set of settings the page's vehicles share. A failure leaves the cards without
 * figures.
 */
async function headlineQuotes(
  api: ShowroomClient,
  vehicles: readonly Vehicle[],
  tenant: TenantConfig,
): Promise<Pick<SearchState, 'headline' | 'headlineSaid'>> {
  if (vehicles.length === 0 || !tenant.repExample) return { headline: {}, headlineSaid: {} };
  const config = await api.getOrderConfig();
  const groups = new Map<
    string,
    { settings: ReturnType<typeof pageQuoteSettings>; ids: number[] }
  >();
  for (const vehicle of vehicles) {
    const settings = pageQuoteSettings(vehicle, config.data ?? null);
    const key = JSON.stringify(settings);
    const group = groups.get(key) ?? { settings, ids: [] };
    group.ids.push(vehicle.stock_id);
    groups.set(key, group);
  }
  const asked = [...groups.values()];
  const answers = await Promise.all(
    asked.map(({ settings, ids }) =>
      api.getVehicleFinance(financeQuoteQuery(ids.join(','), settings)),
    ),
  );
  const headline: Record<number, FinanceQuote> = {};
  const headlineSaid: Record<number, QuotedSettings> = {};
  answers.forEach((answer, i) => {
    for (const result of answer.data ?? []) {
      const vehicle = vehicles.find((item) => item.stock_id === result.stock_id);
      const quote = vehicle ? headlineMonthly(vehicle, result, tenant) : null;
      if (!vehicle || !quote) continue;
      headline[vehicle.stock_id] = quote;
      headlineSaid[vehicle.stock_id] = headlineSettings(asked[i]!.settings, quote, vehicle, tenant);
    }
  });
  return { headline, headlineSaid };
}

/**
 * The address a search page is indexed under: a search by one make in stock alone (any page,
 * any spelling) is that make's own page, `/vehicle-search?make={name as the stock spells it}`,
 * as the pages sitemap lists it; any other search is a view of `/vehicle-search`.
 */
export function canonicalSearchPath(
  filters: SearchState['filters'],
  stock: readonly { name: string }[] | null,
): string {
  const keys = Object.keys(filters).filter(
    (key) => key !== 'page' && filters[key as keyof typeof filters] !== undefined,
  );
  const make =
    keys.length === 1 && keys[0] === 'make' && filters.make
      ? stock?.find((item) => item.name.toLowerCase() === filters.make!.toLowerCase())
      : undefined;
  return make ? browseCarsLink({ make: make.name }) : SEARCH_PATH;
}

/** `/vehicle-search`: the results page, its filters, paging and a monthly budget. */
export function registerSearchPage(app: FastifyInstance, ctx: PageContext) {
  const { api, tenant, render, log } = ctx;
  app.get(SEARCH_PATH, ctx.page, async (request, reply) => {
    const { filters, messages } = parseSearchParams(request.query as Query);
    const query = {
      ...apiSearchQuery(filters),
      // Recently added first, unless the shopper chose an order (a budget sorts by monthly payment).
      ...(filters.sort || budgetSettings(filters) ? {} : { sort: DEFAULT_SEARCH_SORT }),
      resultsPerPage: RESULTS_PER_PAGE,
    };
    const [searched, facets, orderConfig] = await Promise.all([
      api.searchVehicles(query),
      api.listVehicleFacets(),
      // The broker beside the cards' monthly figures (decision 0906): read once and kept a while
      // by the API client, as every deal reads it.
      api.getOrderConfig(),
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
    if (result.error && ctx.isOutage(result.error)) {
      // The API cannot answer at all (its database restarting, say): a 503 the shopper and a
      // crawler retry, never a page of "no vehicles".
      log.warn({ error: result.error }, 'search unavailable');
      return ctx.unavailable(reply);
    }
    if (result.error) {
      log.error({ error: result.error }, 'search failed');
      messages.push('Sorry, we could not load vehicles just now. Please try again in a moment.');
    }
    const state: SearchState = {
      page: 'search',
      tenant,
      broker: brokerOf(orderConfig.data ?? null, tenant),
      apiOrigin: ctx.apiOrigin,
      filters,
      vehicles: (result.data?.data ?? []).map((vehicle) => cardVehicle(vehicle, ctx.apiOrigin)),
      meta: result.data?.meta ?? null,
      messages,
      heading: refused ? 'Vehicles for sale' : names.heading,
      stock: stock ?? [],
      // All vehicles shown in place of a budget refused are not priced at its settings.
      budget: refused ? null : budgetOf(filters, result.data ?? null),
      ...(await headlineQuotes(api, result.data?.data ?? [], tenant)),
    };
    return ctx.sendPage(
      reply,
      200,
      {
        title: `${state.heading} | ${tenant.siteName}`,
        canonical: `${ctx.originOf(request)}${canonicalSearchPath(filters, refused ? null : stock)}`,
        description: `Browse ${tenant.siteName}'s cars and vans for sale.`,
        heroPreload: render.searchPreload(state) ?? undefined,
      },
      state,
    );
  });
}
