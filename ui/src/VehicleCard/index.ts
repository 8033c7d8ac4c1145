export { VehicleCard } from './VehicleCard.tsx';
export type { VehicleCardProps } from './VehicleCard.tsx';
