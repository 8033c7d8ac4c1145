export { VehicleCard, vehicleDetailsPath } from './VehicleCard.tsx';
export type { VehicleCardProps } from './VehicleCard.tsx';
