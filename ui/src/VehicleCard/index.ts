export { CARD_IMAGE_SIZES, VehicleCard } from './VehicleCard.tsx';
export type { VehicleCardProps } from './VehicleCard.tsx';
