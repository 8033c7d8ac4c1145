import type { Pence } from '../money/index.ts';
import type { FinanceProduct } from './product.ts';
import type { ProductRates } from './rateTable.ts';
import { noQuote, type Adjusted } from './adjustment.ts';
import type { NoFinanceQuote } from './financeQuote.ts';

/**
 * The APR a lender prices a vehicle at for a term: the first band of the rate table the vehicle's
 * age and cash price fit, at the APR of its term band that holds the term, else at the band's own
 * (requirement FIN-1: Apr; requirement ARCH-13: a rate table;
 * docs/decisions/0634-term-bands-override-the-row-apr.md). No quote when no band fits.
 * @example quoteApr('PCP', DEFAULT_RATE_TABLE.products.PCP, 2, 1500000, 36).value // 9.9
 */
export function quoteApr(
  product: FinanceProduct,
  rates: ProductRates,
  vehicleAgeYears: number,
  cashPrice: Pence,
  term: number,
): Adjusted<number> | NoFinanceQuote {
  const band = rates.aprBands.find(
    (row) => vehicleAgeYears <= row.maxVehicleAgeYears && cashPrice >= row.minCashPrice,
  );
  if (!band) {
    return noQuote(product, 'no-rate', `${product} finance is not available for this vehicle.`);
  }
  const byTerm = band.termBands?.find((row) => term >= row.minTerm && term <= row.maxTerm);
  return { value: (byTerm ?? band).apr, notifications: [] };
}
