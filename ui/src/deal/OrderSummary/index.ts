export { OrderSummary } from './OrderSummary.tsx';
export type { OrderSummaryProps } from './OrderSummary.tsx';
