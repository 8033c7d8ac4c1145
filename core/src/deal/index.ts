export { amountOfCredit } from './amountOfCredit.ts';
export type { AmountOfCreditInput } from './amountOfCredit.ts';
export { cashOrderSteps, cashTotal, cashTotalShown, reservedDealLines } from './cashTotal.ts';
export type { CashTotal, CashTotalInput, DealLine } from './cashTotal.ts';
export { COMMERCIAL_MIN_DEPOSIT_PERCENT, DEAL_BUILDER_DEFAULTS } from './dealBuilderDefaults.ts';
export { DEFAULT_FINANCE_SETTINGS } from './financeSettings.ts';
export type { FinanceSettings } from './financeSettings.ts';
export { negativeEquity, partExchangeBalance } from './partExchange.ts';
export type { PartExchangeValuation } from './partExchange.ts';
export { applyQuoteNotifications } from './quoteNotifications.ts';
export type { ShownFinanceTerms } from './quoteNotifications.ts';
export {
  DEPOSIT_PERCENT_LIMIT,
  POUNDS_DEPOSIT_RULE,
  isDepositPercentage,
  resolveDeposit,
} from './resolveDeposit.ts';
export type { ResolveDepositInput, VatScheme } from './resolveDeposit.ts';
export { applySearchFilterOverrides } from './searchFilterOverrides.ts';
export type { SearchFinanceFilters } from './searchFilterOverrides.ts';
export {
  FINANCE_MILEAGE_CHOICES,
  FINANCE_TERM_CHOICES,
  depositUnitOf,
  describeFinanceSettings,
  financeQueryOf,
  financeSettingsParams,
  isDefaultFinanceSettings,
  readFinanceSettings,
} from './financeChoices.ts';
export type { DepositUnit, FinanceSettingsQuery } from './financeChoices.ts';
export { adminFeeOf, askingPrice, wasPrice } from './vehiclePrice.ts';
export type { WasPrice } from './vehiclePrice.ts';
