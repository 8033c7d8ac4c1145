export { VehicleSummary } from './VehicleSummary.tsx';
export type { VehicleSummaryProps } from './VehicleSummary.tsx';
