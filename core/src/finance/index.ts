export { brokerStatement } from './brokerName.ts';
export { DEFAULT_SUBJECT_TO_STATUS, financeDisclaimerHtml } from './financeDisclaimer.ts';
export { DEFAULT_RATE_TABLE } from './defaultRateTable.ts';
export type {
  FinanceQuote,
  FinanceQuoteRequest,
  FinanceQuoteResult,
  NoFinanceQuote,
  NoQuoteReason,
  UsedFinanceTerms,
} from './financeQuote.ts';
export { offersInterestFree } from './financePromotion.ts';
export type { AppliedPromotion, PromotionVehicle } from './financePromotion.ts';
export { FINANCE_PRODUCT_NAMES, headlineQuote, interestFreeQuote } from './interestFree.ts';
export type { ClaimQuote, VehicleQuotes } from './interestFree.ts';
export { monthlyRate } from './monthlyRate.ts';
export type { Rate } from './monthlyRate.ts';
export { FINANCE_PRODUCTS, isFinanceProduct } from './product.ts';
export type { FinanceProduct } from './product.ts';
export {
  monthlyPaymentModel,
  monthlyPaymentWith,
  quoteFinance,
  quoteMonthlyPayment,
} from './quoteFinance.ts';
export type { MonthlyPaymentModel } from './quoteFinance.ts';
export type { DepositLimits } from './quoteDeposit.ts';
export type { PcpTerms } from './quoteResidual.ts';
export type {
  AprBand,
  FinanceFees,
  FinancePromotion,
  PcpRates,
  ProductRates,
  PromotionOffer,
  RateTable,
  ResidualRow,
  TermBand,
} from './rateTable.ts';
export { regularPayment } from './regularPayment.ts';
export type { PaymentFactors, RegularPaymentInput } from './regularPayment.ts';
export { annualRate, representativeApr } from './representativeApr.ts';
export type { AprInput, ScheduledPayment } from './representativeApr.ts';
export { validateRateTable } from './validateRateTable.ts';
export type { RateTableProblem } from './validateRateTable.ts';
