export { RepresentativeExample } from './RepresentativeExample.tsx';
export type { RepresentativeExampleProps, FinanceProductKey } from './RepresentativeExample.tsx';
