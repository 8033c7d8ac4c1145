import { fromPounds } from '../money/index.ts';

/**
 * The deal builder's starting values (requirement FIN-7: deposit 10 percent, term 48,
 * mileage 8000, fixed deposit 99; the details page's finance deposit is also 10 percent).
 * `fixedDeposit` is in pence (£99).
 * @example DEAL_BUILDER_DEFAULTS.fixedDeposit // 9900
 */
export const DEAL_BUILDER_DEFAULTS = {
  depositPercent: 10,
  term: 48,
  mileage: 8000,
  fixedDeposit: fromPounds(99),
} as const;

/**
 * The smallest deposit percent for a vehicle on the Commercial VAT scheme (requirement FIN-4).
 * @example COMMERCIAL_MIN_DEPOSIT_PERCENT // 20
 */
export const COMMERCIAL_MIN_DEPOSIT_PERCENT = 20;
