export { ListingSummaryCard } from './ListingSummaryCard.tsx';
export type { ListingSummaryCardProps } from './ListingSummaryCard.tsx';
