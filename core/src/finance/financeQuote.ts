import type { Pence } from '../money/index.ts';
import type { FinanceProduct } from './product.ts';
import type { FinanceFees, RateTable } from './rateTable.ts';
import type { PromotionVehicle } from './financePromotion.ts';

/**
 * What a shopper asked to be quoted (requirement API-2: GET /vehicle-finance takes term, mileage
 * and deposit).
 */
export type FinanceQuoteRequest = {
  readonly product: FinanceProduct;
  /** Cash price of the vehicle, in pence. */
  readonly cashPrice: Pence;
  /** Cash deposit, in pence. */
  readonly deposit: Pence;
  /** Length of the agreement in months (for PCP the final payment falls in its last month). */
  readonly term: number;
  readonly annualMileage: number;
  readonly rates: RateTable;
  /** Age of the vehicle today, in years (may be fractional). */
  readonly vehicleAgeYears: number;
  /** A PCP final payment the shopper chose, in pence; at most the lender's guaranteed future value. */
  readonly residual?: Pence;
  /** Part-exchange balance put towards the deposit, in pence; negative equity adds to the credit. */
  readonly partExchangeBalance?: Pence;
  /** The vehicle, for the rate table's manufacturer-subsidised offers; none apply without it. */
  readonly vehicle?: PromotionVehicle;
};

/** The values a quote was actually priced with, after any adjustment (requirement FIN-6). */
export type UsedFinanceTerms = {
  readonly term: number;
  readonly deposit: Pence;
  readonly mileage: number;
};

/**
 * A complete finance quote (requirement FIN-1), money in pence, rates in percent.
 * Invariants: TotalAmountPayable = TotalDeposit + Σ Payments; ChargesForCredit =
 * TotalAmountPayable − TotalPrice; with no part exchange TotalDeposit = Deposit.
 */
export type FinanceQuote = {
  readonly key: FinanceProduct;
  readonly Lender: string;
  /** Each level monthly payment, fees excluded. */
  readonly RegularPayment: Pence;
  /** Cash price. */
  readonly TotalPrice: Pence;
  /** Cash deposit plus part-exchange balance. */
  readonly TotalDeposit: Pence;
  /** Cash deposit. */
  readonly Deposit: Pence;
  readonly Term: number;
  /** The PCP mileage allowance; for HP and CS the mileage asked for, which does not affect the price. */
  readonly AnnualMileage: number;
  /** The PCP optional final payment; 0 for HP and CS. */
  readonly Residual: Pence;
  /** Representative APR, one decimal place. */
  readonly Apr: number;
  /** Fixed nominal rate of interest a year, two decimal places. */
  readonly RateOfInterest: number;
  /** Amount of credit. */
  readonly Balance: Pence;
  readonly ChargesForCredit: Pence;
  readonly TotalAmountPayable: Pence;
  readonly TotalNumberOfRegularPayments: number;
  /** Every payment in month order from month 1 (fees included where they fall; PCP final payment last). */
  readonly Payments: readonly Pence[];
  readonly Fees: FinanceFees;
  /** Why the request was adjusted, for the shopper; empty when it was quoted as asked. */
  readonly Notifications: readonly string[];
  readonly Used: UsedFinanceTerms;
  /** The manufacturer-subsidised offer the quote is priced under (its name), or null. */
  readonly Promotion: string | null;
};

/** Why no quote could be given. */
export type NoQuoteReason = 'vehicle-too-old' | 'no-rate' | 'credit-below-minimum';

/** The answer when no quote is possible (requirement ARCH-6: errors are values). */
export type NoFinanceQuote = {
  readonly ok: false;
  readonly product: FinanceProduct;
  readonly reason: NoQuoteReason;
  /** A sentence a shopper can read. */
  readonly message: string;
};

/**
 * The result of `quoteFinance`: a quote or the reason there is none (requirement FIN-1; requirement
 * ARCH-6: errors are values).
 * @example if (result.ok) show(result.quote); else explain(result.message);
 */
export type FinanceQuoteResult =
  { readonly ok: true; readonly quote: FinanceQuote } | NoFinanceQuote;
