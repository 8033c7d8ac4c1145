export { FeaturedVehicles } from './FeaturedVehicles.tsx';
export type { FeaturedVehiclesProps, FeaturedVehiclesTab } from './FeaturedVehicles.tsx';
