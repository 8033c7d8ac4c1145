/**
 * @showroom/ui — presentational React components (props in, events out).
 */
export { RepresentativeExample } from './RepresentativeExample/index.ts';
export type {
  RepresentativeExampleProps,
  FinanceProductKey,
} from './RepresentativeExample/index.ts';
