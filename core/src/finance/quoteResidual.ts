import { formatNumber } from '../text/numbers.ts';
import { formatMoney, percentOf, type Pence } from '../money/index.ts';
import type { PcpRates } from './rateTable.ts';
import { noQuote, type Adjusted } from './adjustment.ts';
import type { NoFinanceQuote } from './financeQuote.ts';

/** The PCP mileage allowance and optional final payment a lender quotes. */
export type PcpTerms = { readonly mileage: number; readonly residual: Pence };

/**
 * The PCP mileage allowance and final payment (requirement FIN-1: AnnualMileage, Residual;
 * requirement FIN-6: the quote's mileage replaces the one shown). A mileage the lender does not
 * offer becomes the nearest allowance at or above it (the highest when above them all). The final
 * payment is the guaranteed future value for the vehicle's age at the end of the agreement and that
 * allowance; a final payment the shopper chose is kept when it is between 0 and that value. No
 * quote when the grid has no row for that age.
 * @example quotePcpTerms(DEFAULT_RATE_TABLE.products.PCP, { cashPrice: 2000000, annualMileage: 8000, ageAtEndYears: 4 }).value // { mileage: 8000, residual: 740000 }
 */
export function quotePcpTerms(
  rates: PcpRates,
  request: { cashPrice: Pence; annualMileage: number; ageAtEndYears: number; residual?: Pence },
): Adjusted<PcpTerms> | NoFinanceQuote {
  const row = rates.residuals.find(
    (r) => request.ageAtEndYears <= r.maxVehicleAgeAtEndYears + 1e-9,
  );
  if (!row) {
    return noQuote('PCP', 'vehicle-too-old', 'This vehicle is too old for PCP at this term.');
  }
  const notifications: string[] = [];
  const found = rates.mileages.findIndex((allowance) => allowance >= request.annualMileage);
  const index = found === -1 ? rates.mileages.length - 1 : found;
  const mileage = rates.mileages[index]!;
  if (mileage !== request.annualMileage) {
    notifications.push(
      `The annual mileage has been changed from ${formatNumber(request.annualMileage)} to ${formatNumber(mileage)} miles, the nearest allowance available.`,
    );
  }
  const guaranteed = percentOf(request.cashPrice, row.percentByMileage[index]!);
  const chosen = request.residual;
  if (chosen === undefined) return { value: { mileage, residual: guaranteed }, notifications };
  if (Number.isInteger(chosen) && chosen >= 0 && chosen <= guaranteed) {
    return { value: { mileage, residual: chosen }, notifications };
  }
  notifications.push(
    `The final payment has been changed from ${formatMoney(chosen)} to ${formatMoney(guaranteed)}, the guaranteed future value.`,
  );
  return { value: { mileage, residual: guaranteed }, notifications };
}
