import type { Pence } from '../money/index.ts';
import type { FinanceProduct } from './product.ts';

/**
 * The APR of a row for agreements from `minTerm` to `maxTerm` months, both included: a lender that
 * prices by the length of the agreement too (requirement ARCH-13: a rate table;
 * docs/decisions/0634-term-bands-override-the-row-apr.md).
 */
export type TermBand = {
  readonly minTerm: number;
  readonly maxTerm: number;
  /** The APR a term inside the band is priced at, in percent, instead of the row's. */
  readonly apr: number;
};

/**
 * One row of a lender's price list: the APR for vehicles up to an age and from a cash price.
 * Rows are read in order and the first that fits wins (requirement ARCH-13: a rate table).
 */
export type AprBand = {
  /** Vehicle age at the start of the agreement, in years, up to and including. */
  readonly maxVehicleAgeYears: number;
  /** Cash price from which the row applies, in pence. */
  readonly minCashPrice: Pence;
  /** The APR the regular payment is priced at, in percent, for a term in none of `termBands`. */
  readonly apr: number;
  /**
   * The APR by length of agreement, for the row's vehicles: bands that do not overlap, within the
   * product's shortest and longest term (`validateRateTable`). None: every term at `apr`.
   */
  readonly termBands?: readonly TermBand[];
};

/** Fees a lender charges (requirement ARCH-11), in pence. */
export type FinanceFees = {
  /** Paid with the first payment. */
  readonly documentation: Pence;
  /** Paid with the last payment (for PCP, with the optional final payment). */
  readonly optionToPurchase: Pence;
};

/**
 * What a lender offers for one product (requirement FIN-1: a finance quote; requirement FIN-2:
 * finance types).
 */
export type ProductRates = {
  readonly aprBands: readonly AprBand[];
  /** Shortest and longest agreement, in months (for PCP the final payment falls in the last month). */
  readonly minTerm: number;
  readonly maxTerm: number;
  /** The oldest the vehicle may be when the agreement ends, in years; this also caps the term. */
  readonly maxVehicleAgeAtEndYears: number;
  readonly fees: FinanceFees;
};

/**
 * Guaranteed future value as a percent of the cash price, for vehicles up to an age at the end of
 * the agreement; one percent per annual mileage allowance, in the order of `PcpRates.mileages`.
 */
export type ResidualRow = {
  readonly maxVehicleAgeAtEndYears: number;
  readonly percentByMileage: readonly number[];
};

/** PCP adds mileage allowances and the residual (guaranteed future value) grid. */
export type PcpRates = ProductRates & {
  /** Annual mileage allowances offered, ascending. */
  readonly mileages: readonly number[];
  /** Rows ascending by age at the end of the agreement. */
  readonly residuals: readonly ResidualRow[];
};

/** What a promotion offers on one product: its APR and the longest agreement it covers. */
export type PromotionOffer = {
  /** The APR the regular payment is priced at, in percent (0 for an interest-free offer). */
  readonly apr: number;
  /** The longest agreement, in months, the offer covers; a longer one is priced at the table's rates. */
  readonly maxTerm: number;
};

/**
 * A manufacturer-subsidised finance offer (for example 0% APR on new Kia Sportage PCP): vehicles of
 * a make (and, when given, of some of its ranges), of the listed advert classes, up to an age, are
 * priced at the offer's APR and fees instead of the table's bands, for agreements up to its term.
 */
export type FinancePromotion = {
  /** What the shopper is told the offer is, e.g. 'Kia 0% APR PCP offer'. */
  readonly name: string;
  readonly make: string;
  /** Ranges of the make it covers; every range when absent. */
  readonly ranges?: readonly string[];
  /** Advert classifications it covers (e.g. NEW, OFFER); every class when absent. */
  readonly advertClassifications?: readonly string[];
  /** Vehicle age at the start of the agreement, in years, up to and including. */
  readonly maxVehicleAgeYears: number;
  readonly products: Partial<Record<FinanceProduct, PromotionOffer>>;
  /** Fees under the offer (a subsidised offer usually waives them). */
  readonly fees: FinanceFees;
};

/**
 * A lender's rate table: everything `quoteFinance` needs to price PCP, HP and CS quotes
 * (requirement FIN-1: finance quote; requirement ARCH-13: finance provider with a rate table).
 * @example const table: RateTable = DEFAULT_RATE_TABLE;
 */
export type RateTable = {
  readonly lender: string;
  /** Smallest deposit (cash plus part exchange) as a percent of the cash price. */
  readonly minDepositPercent: number;
  /** Smallest amount of credit lent (for PCP, beyond the optional final payment), in pence. */
  readonly minCredit: Pence;
  readonly products: {
    readonly PCP: PcpRates;
    readonly HP: ProductRates;
    readonly CS: ProductRates;
  };
  /** Manufacturer-subsidised offers, read in order before the bands; the first that fits wins. */
  readonly promotions?: readonly FinancePromotion[];
};
