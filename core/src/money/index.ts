export type { Pence } from './money.ts';
export { formatMoney, fromPounds, toPounds } from './money.ts';
export { percentOf, roundPence, sumPence } from './arithmetic.ts';
