import type { Pence } from '../money/index.ts';

/** One repayment or charge, by month from the agreement date (FCA CONC App 1.2). */
export type ScheduledPayment = { readonly month: number; readonly amount: Pence };

/** What an APR is solved from: the credit advanced at month 0 and every repayment and charge. */
export type AprInput = { readonly credit: Pence; readonly schedule: readonly ScheduledPayment[] };

const LOWEST_RATE = -0.99;
const HIGHEST_RATE = 10;
const MAX_STEPS = 200;
const TOLERANCE = 1e-12;

/**
 * The annual rate i (a fraction) with credit = Σ amount·(1+i)^(−month/12), solved by Newton steps
 * kept inside a shrinking bisection bracket [−0.99, 10]. NaN when no rate in the bracket fits.
 * The unrounded rate behind `representativeApr`, for callers that need more than one decimal.
 * @example annualRate({ credit: 10000, schedule: [{ month: 12, amount: 11000 }] }) // ≈ 0.1
 */
export function annualRate({ credit, schedule }: AprInput): number {
  if (!(credit > 0) || schedule.length === 0) return NaN;
  const excess = (i: number) =>
    schedule.reduce((sum, { month, amount }) => sum + amount * (1 + i) ** (-month / 12), 0) -
    credit;
  const slope = (i: number) =>
    schedule.reduce(
      (sum, { month, amount }) => sum - (month / 12) * amount * (1 + i) ** (-month / 12 - 1),
      0,
    );
  let low = LOWEST_RATE;
  let high = HIGHEST_RATE;
  if (excess(low) < 0 || excess(high) > 0) return NaN;
  let rate = 0.1;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const value = excess(rate);
    if (value > 0) low = rate;
    else high = rate;
    const newton = rate - value / slope(rate);
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    const settled = Math.abs(next - rate) < TOLERANCE;
    rate = next;
    if (settled) break;
  }
  return rate;
}

/**
 * The representative APR in percent to one decimal place, as the FCA defines it (CONC App 1.2;
 * design.md, "Finance maths"; spec 3: Apr): the annual rate at which the credit advanced today
 * equals the present value of every repayment and charge, time in years (month/12). NaN when the
 * schedule cannot be priced (no credit, no payments, or an APR outside −99%..1000%).
 * @example representativeApr({ credit: 10000, schedule: [{ month: 12, amount: 11000 }] }) // 10
 */
export function representativeApr(input: AprInput): number {
  return Math.round(annualRate(input) * 1000) / 10 + 0;
}
