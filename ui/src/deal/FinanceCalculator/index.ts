export { FinanceCalculator } from './FinanceCalculator.tsx';
export type { FinanceCalculatorProps } from './FinanceCalculator.tsx';
