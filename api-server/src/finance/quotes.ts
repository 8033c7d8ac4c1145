import {
  DEFAULT_FINANCE_SETTINGS,
  DEFAULT_SUBJECT_TO_STATUS,
  depositPounds,
  FINANCE_PRODUCTS,
  financeOffered,
  financeQueryOf,
  fromPounds,
  quoteFinance,
  toPounds,
  type FinanceProduct,
  type FinanceQuote,
  type RateTable,
} from '@showroom/core';
import type { ServerContext } from '../context.ts';
import type { Pence, VehicleRecord } from '../model.ts';
import { REFERENCE_RATE_TABLE } from './referenceRates.ts';

export interface FinanceRequest {
  term: number;
  mileage: number;
  /** Percent of the price or pounds, by depositType. */
  deposit: number;
  depositType: 'percent' | 'amount';
  /** The part exchange's balance put towards the deal (valuation less settlement), pence. */
  partExchange?: Pence;
}

const coreDefaults = financeQueryOf(DEFAULT_FINANCE_SETTINGS);

/** What a quote or a budget search assumes where the request says nothing: core's defaults. */
export const FINANCE_DEFAULTS: FinanceRequest = {
  term: coreDefaults.term,
  mileage: coreDefaults.mileage,
  deposit: coreDefaults.deposit,
  depositType: coreDefaults.deposit_type,
};

/** The demo's broker statement, every quote's unless the configuration file gives its own. */
export const BROKER_TEXT = 'Showroom Motors Ltd is a credit broker, not a lender.';

/** What every quote says of status unless the configuration file gives its own: core's default. */
export const SUBJECT_TO_STATUS = DEFAULT_SUBJECT_TO_STATUS;

/** The texts every quote carries: its broker statement (BrokerText) and status (SubjectToStatus). */
export type QuoteTexts = { brokerText: string; subjectToStatus: string };

/**
 * The texts quotes carry: the configuration file's disclosure and status text, else the demo's
 * statement and core's status text (docs/decisions/0633-configured-content-or-none.md).
 */
export const quoteTextsOf = (ctx: Pick<ServerContext, 'business'>): QuoteTexts => ({
  brokerText: ctx.business?.finance.disclosure ?? BROKER_TEXT,
  subjectToStatus: ctx.business?.finance.subjectToStatus ?? SUBJECT_TO_STATUS,
});

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** When the vehicle was first registered (1 January of its year when the date cannot be read), in ms. */
export function registeredAt(
  vehicle: Pick<VehicleRecord, 'first_registration_date' | 'year'>,
): number {
  const registered = Date.parse(vehicle.first_registration_date);
  return Number.isNaN(registered) ? Date.UTC(vehicle.year, 0, 1) : registered;
}

/** The vehicle's age in years at `now`, from its registration time (`registeredAt`). */
export function ageAt(registeredMs: number, now: Date): number {
  return Math.max(0, (now.getTime() - registeredMs) / YEAR_MS);
}

export function vehicleAge(
  vehicle: Pick<VehicleRecord, 'first_registration_date' | 'year'>,
  now: Date,
): number {
  return ageAt(registeredAt(vehicle), now);
}

/**
 * The cash deposit in pence the request asks for on this vehicle: core's `depositPounds`, the rule
 * the deal builder and the finance widget ask their quotes with, on the vehicle as the wire has it.
 */
export function depositPence(
  vehicle: Pick<VehicleRecord, 'price' | 'price_excluding_vat' | 'vat_scheme'>,
  request: Pick<FinanceRequest, 'deposit' | 'depositType'>,
): Pence {
  const pricing = {
    price: toPounds(vehicle.price),
    price_excluding_vat:
      vehicle.price_excluding_vat == null ? null : toPounds(vehicle.price_excluding_vat),
    vat_scheme: vehicle.vat_scheme,
  };
  return fromPounds(depositPounds(pricing, request));
}

/** Deterministic, so the terms call can be answered from the reference alone. */
export function quoteReference(
  stockId: number,
  product: FinanceProduct,
  quote: FinanceQuote,
): string {
  const deposit = String(toPounds(quote.Used.deposit)).replace('.', '_');
  return product === 'PCP'
    ? `Q-${stockId}-PCP-${quote.Used.term}-${quote.Used.mileage}-${deposit}`
    : `Q-${stockId}-${product}-${quote.Used.term}-${deposit}`;
}

export function parseQuoteReference(
  reference: string,
): { stockId: number; product: FinanceProduct } | null {
  const match = /^Q-([1-9][0-9]{0,9})-(PCP|HP|CS)-/.exec(reference);
  return match ? { stockId: Number(match[1]), product: match[2] as FinanceProduct } : null;
}

export type QuoteSet = Record<FinanceProduct, FinanceQuote | null>;

/** Prices every product for one vehicle with core's maths; a product the lender cannot offer is null. */
export function quoteVehicle(
  vehicle: VehicleRecord,
  request: FinanceRequest,
  now: Date,
  rates: RateTable = REFERENCE_RATE_TABLE,
  only?: FinanceProduct,
): QuoteSet {
  const set = { PCP: null, HP: null, CS: null } as QuoteSet;
  // A mobility-scheme car is leased through the scheme: no finance of ours applies (core's rule).
  if (!financeOffered(vehicle)) return set;
  const deposit = depositPence(vehicle, request);
  const age = vehicleAge(vehicle, now);
  for (const product of FINANCE_PRODUCTS) {
    if (only && only !== product) continue;
    const result = quoteFinance({
      product,
      cashPrice: vehicle.price,
      deposit,
      term: request.term,
      annualMileage: request.mileage,
      rates,
      vehicleAgeYears: age,
      partExchangeBalance: request.partExchange ?? 0,
      vehicle: {
        make: vehicle.make,
        range: vehicle.range,
        advertClassification: vehicle.advert_classification,
      },
    });
    set[product] = result.ok ? result.quote : null;
  }
  return set;
}

/** The cheapest monthly payment at the default request, for the monthly_from search filter. */
export function cheapestMonthly(
  vehicle: VehicleRecord,
  now: Date,
  rates: RateTable = REFERENCE_RATE_TABLE,
): Pence | null {
  const quotes = Object.values(quoteVehicle(vehicle, FINANCE_DEFAULTS, now, rates)).filter(
    (q): q is FinanceQuote => q !== null,
  );
  return quotes.length ? Math.min(...quotes.map((q) => q.RegularPayment)) : null;
}

/** The contract's FinanceQuote: money in pounds, plus reference, actions and broker texts. */
export function toWireQuote(
  stockId: number,
  quote: FinanceQuote,
  creditCheckBaseUrl: string | null,
  texts: QuoteTexts = { brokerText: BROKER_TEXT, subjectToStatus: SUBJECT_TO_STATUS },
) {
  const reference = quoteReference(stockId, quote.key, quote);
  const isPcp = quote.key === 'PCP';
  return {
    key: quote.key,
    RegularPayment: toPounds(quote.RegularPayment),
    TotalPrice: toPounds(quote.TotalPrice),
    TotalDeposit: toPounds(quote.TotalDeposit),
    Deposit: toPounds(quote.Deposit),
    Term: quote.Term,
    AnnualMileage: isPcp ? quote.AnnualMileage : null,
    Residual: toPounds(quote.Residual),
    Apr: quote.Apr,
    RateOfInterest: quote.RateOfInterest,
    Lender: quote.Lender,
    Balance: toPounds(quote.Balance),
    ChargesForCredit: toPounds(quote.ChargesForCredit),
    TotalAmountPayable: toPounds(quote.TotalAmountPayable),
    TotalNumberOfRegularPayments: quote.TotalNumberOfRegularPayments,
    Payments: quote.Payments.map(toPounds),
    Fees: {
      documentation: toPounds(quote.Fees.documentation),
      option_to_purchase: toPounds(quote.Fees.optionToPurchase),
    },
    Notifications: [...quote.Notifications],
    Used: {
      term: quote.Used.term,
      deposit: toPounds(quote.Used.deposit),
      mileage: isPcp ? quote.Used.mileage : null,
    },
    QuoteReference: reference,
    QuoteActions: {
      MotorCreditCheck: creditCheckBaseUrl
        ? `${creditCheckBaseUrl.replace(/\/$/, '')}/${reference}`
        : null,
    },
    BrokerText: texts.brokerText,
    SubjectToStatus: texts.subjectToStatus,
    Promotion: quote.Promotion,
  };
}
