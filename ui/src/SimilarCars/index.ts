export { SimilarCars } from './SimilarCars.tsx';
export type { SimilarCarsProps } from './SimilarCars.tsx';
