import { fromPounds, type FinanceProduct } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { params, query, type Routes } from '../http/routeTypes.ts';
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
  return {
    getVehicleFinance: async (request) => {
      const q = query(request);
      const ids = [...new Set(String(q.stock_ids).split(',').map(Number))];
      const asked: FinanceRequest = {
        term: (q.term as number | undefined) ?? FINANCE_DEFAULTS.term,
        mileage: (q.mileage as number | undefined) ?? FINANCE_DEFAULTS.mileage,
        deposit: (q.deposit as number | undefined) ?? FINANCE_DEFAULTS.deposit,
        depositType:
          (q.deposit_type as FinanceRequest['depositType'] | undefined) ??
          FINANCE_DEFAULTS.depositType,
        partExchange: fromPounds((q.part_exchange as number | undefined) ?? 0),
      };
      const only = q.finance_type as FinanceProduct | undefined;
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
      const reference = params(request).QuoteReference;
      const parsed = parseQuoteReference(reference);
      const text =
        parsed && (await ctx.repos.vehicles.byId(parsed.stockId))
          ? (ctx.business?.finance.terms[parsed.product] ??
            (await ctx.repos.content.financeTerms(parsed.product)))
          : undefined;
      if (!text) throw notFound('Finance quote not found.');
      return { data: { QuoteReference: reference, TermsAndConditions: text } };
    },
  };
}
