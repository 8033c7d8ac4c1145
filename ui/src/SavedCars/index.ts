export { SavedCars } from './SavedCars.tsx';
export type { SavedCar, SavedCarsProps } from './SavedCars.tsx';
