export * from './pence.ts';
export { formatMoney, formatPounds, fromPounds, toPounds } from './money.ts';
export * from './arithmetic.ts';
