import type { Pence } from './pence.ts';

/**
 * Rounds a fractional amount of pence to the nearest penny, halves away from zero
 * (requirement ARCH-4: money is integer pence). A tiny nudge absorbs binary
 * floating-point error, so 1.005 pounds (100.49999… pence) rounds to 101 pence.
 * @example roundPence(1234.5) // 1235
 * @example roundPence(-1234.5) // -1235
 */
export function roundPence(amount: number): Pence {
  const pence = Math.round(Math.abs(amount) + 1e-7);
  return amount < 0 ? 0 - pence : pence;
}

/**
 * Adds up amounts of pence (requirements ORDER-10, PX-2: cash total, part-exchange balance, total
 * payable).
 * @example sumPence([100, 250, -50]) // 300
 */
export function sumPence(amounts: readonly Pence[]): Pence {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/**
 * A percentage of an amount, rounded to the penny (requirement FIN-3: the deposit is rounded).
 * @example percentOf(1234500, 10) // 123450
 * @example percentOf(999, 12.5) // 125
 */
export function percentOf(amount: Pence, percent: number): Pence {
  return roundPence((amount * percent) / 100);
}
