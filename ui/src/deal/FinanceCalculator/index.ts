export { FinanceCalculator, DEFAULT_FINANCE_SETTINGS } from './FinanceCalculator.tsx';
export type { FinanceCalculatorProps, FinanceSettings } from './FinanceCalculator.tsx';
