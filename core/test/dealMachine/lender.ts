import {
  DEFAULT_RATE_TABLE,
  FINANCE_PRODUCTS,
  fromPounds,
  quoteFinance,
  resolveDeposit,
  toPounds,
  type DealEffect,
  type DealEvent,
  type DealVehicle,
  type FinanceProduct,
  type WireQuote,
  type WireQuotes,
} from '../../src/index.ts';

/** What the deal asks the API for (the `api.getQuotes` effect's query). */
export type QuoteQuery = Extract<DealEffect, { type: 'api.getQuotes' }>['query'];

/**
 * The reference lender as `GET /vehicle-finance` answers (api-server's quoteVehicle): core's
 * `quoteFinance` over the default rate table for each product, the deposit read as the API reads
 * it (a percent under 50 by core's `resolveDeposit`, else of the price; or pounds), the part
 * exchange's balance put towards the deal. Money in pounds, as on the wire.
 */
export function lenderQuotes(vehicle: DealVehicle, query: QuoteQuery, ageYears = 2): WireQuotes {
  const price = fromPounds(vehicle.price);
  const deposit =
    query.deposit_type === 'amount'
      ? fromPounds(query.deposit)
      : query.deposit <= 0
        ? 0
        : query.deposit < 50
          ? resolveDeposit({
              configDeposit: query.deposit,
              price,
              priceExcludingVat:
                vehicle.price_excluding_vat == null
                  ? null
                  : fromPounds(vehicle.price_excluding_vat),
              vatScheme: vehicle.vat_scheme ?? null,
            })
          : Math.round((price * Math.min(query.deposit, 100)) / 100);
  const wire = (product: FinanceProduct): WireQuote | null => {
    const result = quoteFinance({
      product,
      cashPrice: price,
      deposit,
      term: query.term,
      annualMileage: query.mileage,
      rates: DEFAULT_RATE_TABLE,
      vehicleAgeYears: ageYears,
      partExchangeBalance: fromPounds(query.part_exchange ?? 0),
    });
    if (!result.ok) return null;
    const q = result.quote;
    return {
      key: product,
      RegularPayment: toPounds(q.RegularPayment),
      TotalPrice: toPounds(q.TotalPrice),
      TotalDeposit: toPounds(q.TotalDeposit),
      RateOfInterest: q.RateOfInterest,
      Deposit: toPounds(q.Deposit),
      Term: q.Term,
      AnnualMileage: product === 'PCP' ? q.AnnualMileage : null,
      Residual: toPounds(q.Residual),
      Apr: q.Apr,
      Lender: q.Lender,
      Balance: toPounds(q.Balance),
      ChargesForCredit: toPounds(q.ChargesForCredit),
      TotalAmountPayable: toPounds(q.TotalAmountPayable),
      TotalNumberOfRegularPayments: q.TotalNumberOfRegularPayments,
      Notifications: [...q.Notifications],
      QuoteReference: `Q-${vehicle.stock_id}-${product}-${q.Term}-${toPounds(q.Used.deposit)}`,
    };
  };
  const [pcpQuote, hpQuote, csQuote] = FINANCE_PRODUCTS.map(wire);
  return { pcpQuote: pcpQuote ?? null, hpQuote: hpQuote ?? null, csQuote: csQuote ?? null };
}

/** The lender's answer to the deal's `api.getQuotes` effect among `effects`, as the runner sends it. */
export function answerQuotes(
  vehicle: DealVehicle,
  effects: readonly { type: string }[],
): DealEvent | null {
  const asked = effects.find(
    (effect): effect is { type: 'api.getQuotes'; seq: number; query: QuoteQuery } =>
      effect.type === 'api.getQuotes',
  );
  if (!asked) return null;
  return { type: 'quoteAnswered', seq: asked.seq, quotes: lenderQuotes(vehicle, asked.query) };
}
