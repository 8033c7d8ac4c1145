import { fromPounds, type FinanceProduct } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { typedRoutes, type Routes } from '../http/routeTypes.ts';
import { toWireVehicle } from '../vehicles/wire.ts';
import {
  quoteTextsOf,
  FINANCE_DEFAULTS,
  parseQuoteReference,
  quoteVehicle,
  toWireQuote,
  type FinanceRequest,
} from './quotes.ts';

export function financeRoutes(ctx: ServerContext): Routes {
  return typedRoutes({
    getVehicleFinance: async (request) => {
      const q = request.query;
      const ids = [...new Set(q.stock_ids.split(',').map(Number))];
      const asked: FinanceRequest = {
        term: q.term ?? FINANCE_DEFAULTS.term,
        mileage: q.mileage ?? FINANCE_DEFAULTS.mileage,
        deposit: q.deposit ?? FINANCE_DEFAULTS.deposit,
        depositType: q.deposit_type ?? FINANCE_DEFAULTS.depositType,
        partExchange: fromPounds(q.part_exchange ?? 0),
      };
      const only = q.finance_type;
      const withVehicle = q.include === 'vehicle';
      const now = ctx.now();
      const perVehicle = await Promise.all(
        ids.map(async (id) => {
          const vehicle = await ctx.repos.vehicles.byId(id);
          if (!vehicle) return [];
          const quotes = quoteVehicle(vehicle, asked, now, ctx.rates, only);
          const wire = (product: FinanceProduct) => {
            const quote = quotes[product];
            return quote ? toWireQuote(id, quote, ctx.creditCheckBaseUrl, quoteTextsOf(ctx)) : null;
          };
          return [
            {
              stock_id: id,
              pcpQuote: wire('PCP'),
              hpQuote: wire('HP'),
              csQuote: wire('CS'),
              ...(withVehicle ? { vehicle: toWireVehicle(vehicle) } : {}),
            },
          ];
        }),
      );
      const data = perVehicle.flat();
      return { data };
    },
    getFinanceTerms: async (request) => {
      const reference = request.params.QuoteReference;
      const parsed = parseQuoteReference(reference);
      const text =
        parsed && (await ctx.repos.vehicles.byId(parsed.stockId))
          ? (ctx.business?.finance.terms[parsed.product] ??
            (await ctx.repos.content.financeTerms(parsed.product)))
          : undefined;
      if (!text) throw notFound('Finance quote not found.');
      return { data: { QuoteReference: reference, TermsAndConditions: text } };
    },
  });
}
