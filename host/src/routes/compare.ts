import type { FastifyInstance } from 'fastify';
import { financeQueryOf, noQuoteReason, SEARCH_PATH, type FinanceProduct } from '@showroom/core';
import { brokerOf, type CompareEntry, type CompareState } from '@showroom/app/ssr';
import { parseCompareParams } from '../compareParams.ts';
import type { PageContext } from './replies.ts';

type Query = Record<string, string | string[] | undefined>;

const QUOTE_OF: Record<FinanceProduct, 'pcpQuote' | 'hpQuote' | 'csQuote'> = {
  PCP: 'pcpQuote',
  HP: 'hpQuote',
  CS: 'csQuote',
};

/** `/vehicle-search/compare`: up to three cars side by side, each priced through api-client at the one set of settings. */
export function registerComparePage(app: FastifyInstance, ctx: PageContext) {
  const { api, tenant, log } = ctx;
  app.get(`${SEARCH_PATH}/compare`, ctx.page, async (request, reply) => {
    const { ids, settings, messages } = parseCompareParams(request.query as Query);
    const [loaded, finance, orderConfig] = await Promise.all([
      Promise.all(ids.map((id) => api.getVehicleById(id))),
      ids.length
        ? api.getVehicleFinance({ stock_ids: ids.join(','), ...financeQueryOf(settings) })
        : Promise.resolve({ data: [], error: undefined }),
      // The broker beside every example (decision 0906), kept a while by the API client.
      api.getOrderConfig(),
    ]);
    const failed = loaded.find((result) => result.error && result.error.kind !== 'not-found');
    if (failed?.error) {
      log.error({ error: failed.error }, 'compare: a vehicle could not be loaded');
      return ctx.unavailable(reply);
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
          vehicle && !quote && !finance.error ? noQuoteReason(vehicle, product, tenant) : null,
      };
    });
    const state: CompareState = {
      page: 'compare',
      tenant,
      broker: brokerOf(orderConfig.data ?? null, tenant),
      apiOrigin: ctx.apiOrigin,
      ids,
      settings,
      cars,
      messages,
    };
    const names = cars.flatMap((car) => (car.vehicle ? [car.vehicle.name] : []));
    return ctx.sendPage(
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
}
