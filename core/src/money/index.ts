export type { Pence } from './pence.ts';
export { formatMoney, formatPounds, fromPounds, toPounds } from './money.ts';
export { percentOf, roundPence, sumPence } from './arithmetic.ts';
