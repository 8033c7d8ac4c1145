/**
 * The finance products a shopper can choose (requirement FIN-2: finance types PCP, HP or CS).
 * PCP: personal contract purchase (level payments and an optional final payment);
 * HP: hire purchase; CS: conditional sale (the same maths as HP under a different agreement).
 * @example const product: FinanceProduct = 'PCP';
 */
export type FinanceProduct = 'PCP' | 'HP' | 'CS';

/**
 * Every finance product, in the order the deal builder offers them (requirement FIN-2: finance
 * types PCP, HP, CS).
 * @example FINANCE_PRODUCTS.includes('HP') // true
 */
export const FINANCE_PRODUCTS: readonly FinanceProduct[] = ['PCP', 'HP', 'CS'];

/**
 * Whether a value names a finance product (requirement FIN-2: finance type PCP, HP or CS selects
 * the active quote).
 * @example isFinanceProduct('CS') // true
 * @example isFinanceProduct('lease') // false
 */
export function isFinanceProduct(value: unknown): value is FinanceProduct {
  return FINANCE_PRODUCTS.includes(value as FinanceProduct);
}
