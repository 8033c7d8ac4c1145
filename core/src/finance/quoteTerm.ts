import type { FinanceProduct } from './product.ts';
import type { ProductRates } from './rateTable.ts';
import { noQuote, type Adjusted } from './adjustment.ts';
import type { NoFinanceQuote } from './financeQuote.ts';

function changedTerm(wanted: number, value: number, why: string): Adjusted<number> {
  return {
    value,
    notifications: [`The term has been changed from ${wanted} to ${value} months${why}.`],
  };
}

/**
 * The term a lender will quote (requirement FIN-6: a quote's notifications replace the term shown):
 * the request rounded to whole months and kept within the product's shortest and longest term and
 * so the vehicle is no older than the lender allows at the end. A term that cannot be read becomes
 * the longest allowed. No quote when even the shortest term would end too late (car too old).
 * @example quoteTerm('HP', 72, DEFAULT_RATE_TABLE.products.HP, 2).value // 60
 */
export function quoteTerm(
  product: FinanceProduct,
  requested: number,
  rates: ProductRates,
  vehicleAgeYears: number,
): Adjusted<number> | NoFinanceQuote {
  const ageLimit = rates.maxVehicleAgeAtEndYears;
  const longestForAge = Math.floor((ageLimit - vehicleAgeYears) * 12 + 1e-9);
  const longest = Math.min(rates.maxTerm, longestForAge);
  if (longest < rates.minTerm) {
    return noQuote(
      product,
      'vehicle-too-old',
      `This vehicle is too old for ${product}: it must be no more than ${ageLimit} years old at the end of the agreement.`,
    );
  }
  const wanted = Number.isFinite(requested) ? Math.round(requested) : longest;
  if (wanted < rates.minTerm)
    return changedTerm(wanted, rates.minTerm, `, the shortest available for ${product}`);
  if (wanted > longestForAge && longestForAge < rates.maxTerm) {
    return changedTerm(
      wanted,
      longest,
      ` so the vehicle is no more than ${ageLimit} years old at the end of the agreement`,
    );
  }
  if (wanted > rates.maxTerm)
    return changedTerm(wanted, rates.maxTerm, `, the longest available for ${product}`);
  return { value: wanted, notifications: [] };
}
