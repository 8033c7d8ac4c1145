import type { Pence } from '../money/index.ts';
import type { FinanceProduct } from './product.ts';
import type { ProductRates } from './rateTable.ts';
import { noQuote, type Adjusted } from './adjustment.ts';
import type { NoFinanceQuote } from './financeQuote.ts';

/**
 * The APR a lender prices a vehicle at: the first band of the rate table the vehicle's age and
 * cash price fit (requirement FIN-1: Apr; requirement ARCH-13: a rate table). No quote when none
 * fits.
 * @example quoteApr('PCP', DEFAULT_RATE_TABLE.products.PCP, 2, 1500000).value // 9.9
 */
export function quoteApr(
  product: FinanceProduct,
  rates: ProductRates,
  vehicleAgeYears: number,
  cashPrice: Pence,
): Adjusted<number> | NoFinanceQuote {
  const band = rates.aprBands.find(
    (row) => vehicleAgeYears <= row.maxVehicleAgeYears && cashPrice >= row.minCashPrice,
  );
  return band
    ? { value: band.apr, notifications: [] }
    : noQuote(product, 'no-rate', `${product} finance is not available for this vehicle.`);
}
