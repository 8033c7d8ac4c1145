import { FINANCE_PRODUCTS } from './product.ts';
import type { RateTable, TermBand } from './rateTable.ts';

/** One thing wrong in a rate table: where (a dotted path into the table) and why. */
export type RateTableProblem = { readonly path: string; readonly reason: string };

type Terms = Pick<TermBand, 'minTerm' | 'maxTerm'>;

const months = (terms: Terms) => `${terms.minTerm}–${terms.maxTerm} months`;

/**
 * Everything wrong with a rate table's terms that its shape cannot say (none: `quoteFinance` can
 * read it), each with its path and the reason (requirement ARCH-13: a rate table): a product whose
 * shortest term is above its longest, and term bands
 * (docs/decisions/0634-term-bands-override-the-row-apr.md) that run backwards, reach outside
 * their product's terms or overlap an earlier band of their row.
 * @example validateRateTable(DEFAULT_RATE_TABLE) // []
 */
export function validateRateTable(table: RateTable): RateTableProblem[] {
  const problems: RateTableProblem[] = [];
  const at = (path: string, reason: string) => problems.push({ path, reason });
  /** Whether the terms run forwards; names their minTerm when not. */
  const forwards = (path: string, terms: Terms) => {
    if (terms.minTerm <= terms.maxTerm) return true;
    at(
      `${path}.minTerm`,
      `must not be more than maxTerm (${terms.maxTerm}) (it is ${terms.minTerm})`,
    );
    return false;
  };
  for (const product of FINANCE_PRODUCTS) {
    const rates = table.products[product];
    const path = `products.${product}`;
    // With the product's own terms backwards, its bands cannot be measured against them.
    const productForwards = forwards(path, rates);
    rates.aprBands.forEach((row, r) => {
      const read: [number, TermBand][] = [];
      row.termBands?.forEach((band, b) => {
        const bandPath = `${path}.aprBands[${r}].termBands[${b}]`;
        if (!forwards(bandPath, band)) return;
        if (productForwards && band.minTerm < rates.minTerm)
          at(
            `${bandPath}.minTerm`,
            `must be at least the product’s minTerm (${rates.minTerm}) (it is ${band.minTerm})`,
          );
        if (productForwards && band.maxTerm > rates.maxTerm)
          at(
            `${bandPath}.maxTerm`,
            `must be at most the product’s maxTerm (${rates.maxTerm}) (it is ${band.maxTerm})`,
          );
        const overlapped = read.find(
          ([, other]) => band.minTerm <= other.maxTerm && other.minTerm <= band.maxTerm,
        );
        if (overlapped)
          at(
            bandPath,
            `overlaps termBands[${overlapped[0]}] (${months(overlapped[1])}): a term may be in one band only (it is ${months(band)})`,
          );
        read.push([b, band]);
      });
    });
  }
  return problems;
}
