import type { FinanceProduct } from '../finance/product.ts';
import { DEAL_BUILDER_DEFAULTS } from './dealBuilderDefaults.ts';

/**
 * The finance a shopper is shown before they change anything (requirements FIN-3, FIN-7). `deposit`
 * is read as the order config's finance deposit is: a percent when strictly between 0 and 50, else
 * pounds (see `resolveDeposit`).
 */
export type FinanceSettings = {
  readonly deposit: number;
  readonly financeType: FinanceProduct;
  /** Months. */
  readonly term: number;
  /** Miles a year. */
  readonly mileage: number;
};

/**
 * The deal builder's default finance (requirement FIN-7: deposit 10 percent, term 48, mileage
 * 8000); PCP is offered first (requirement FIN-2: finance types PCP, HP, CS).
 * @example DEFAULT_FINANCE_SETTINGS.term // 48
 */
export const DEFAULT_FINANCE_SETTINGS: FinanceSettings = {
  deposit: DEAL_BUILDER_DEFAULTS.depositPercent,
  financeType: 'PCP',
  term: DEAL_BUILDER_DEFAULTS.term,
  mileage: DEAL_BUILDER_DEFAULTS.mileage,
};
