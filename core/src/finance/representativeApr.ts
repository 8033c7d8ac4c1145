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
 * The schedule's present value less the credit at annual rate i, and its slope (d/di), in one pass.
 * Each payment is discounted by v^month with v = (1+i)^(−1/12). Whole months in ascending order
 * (every schedule a lender prices) take v^month by multiplying up from the previous month, so a
 * pass costs one power instead of two per payment; any other schedule takes a power per payment.
 */
function excessAndSlope(
  months: Float64Array,
  amounts: Float64Array,
  wholeAscending: boolean,
  credit: number,
  i: number,
): [number, number] {
  const v = (1 + i) ** (-1 / 12);
  let value = 0;
  let weighted = 0;
  if (wholeAscending) {
    let month = 0;
    let discount = 1;
    for (let k = 0; k < months.length; k++) {
      const m = months[k]!;
      while (month < m) {
        discount *= v;
        month += 1;
      }
      const present = amounts[k]! * discount;
      value += present;
      weighted += m * present;
    }
  } else {
    for (let k = 0; k < months.length; k++) {
      const m = months[k]!;
      const present = amounts[k]! * v ** m;
      value += present;
      weighted += m * present;
    }
  }
  // d/di of amount·(1+i)^(−m/12) is −(m/12)·amount·(1+i)^(−m/12)/(1+i).
  return [value - credit, -weighted / 12 / (1 + i)];
}

/**
 * The annual rate i (a fraction) with credit = Σ amount·(1+i)^(−month/12), solved by Newton steps
 * kept inside a shrinking bisection bracket [−0.99, 10]. NaN when no rate in the bracket fits.
 * The unrounded rate behind `representativeApr`, for callers that need more than one decimal.
 * @example annualRate({ credit: 10000, schedule: [{ month: 12, amount: 11000 }] }) // ≈ 0.1
 */
export function annualRate({ credit, schedule }: AprInput): number {
  if (!(credit > 0) || schedule.length === 0) return NaN;
  const count = schedule.length;
  const months = new Float64Array(count);
  const amounts = new Float64Array(count);
  let wholeAscending = true;
  let previous = 0;
  for (let k = 0; k < count; k++) {
    const { month, amount } = schedule[k]!;
    months[k] = month;
    amounts[k] = amount;
    if (!Number.isInteger(month) || month < previous) wholeAscending = false;
    previous = month;
  }
  const excess = (i: number) => excessAndSlope(months, amounts, wholeAscending, credit, i);
  let low = LOWEST_RATE;
  let high = HIGHEST_RATE;
  if (excess(low)[0] < 0 || excess(high)[0] > 0) return NaN;
  let rate = 0.1;
  for (let iteration = 0; iteration < MAX_STEPS; iteration += 1) {
    const [value, slope] = excess(rate);
    if (value > 0) low = rate;
    else high = rate;
    const newton = rate - value / slope;
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    const settled = Math.abs(next - rate) < TOLERANCE;
    rate = next;
    if (settled) break;
  }
  return rate;
}

/**
 * The representative APR in percent to one decimal place, as the FCA defines it (CONC App 1.2;
 * requirement ARCH-11; requirement FIN-1: Apr): the annual rate at which the credit advanced today
 * equals the present value of every repayment and charge, time in years (month/12). NaN when the
 * schedule cannot be priced (no credit, no payments, or an APR outside −99%..1000%).
 * @example representativeApr({ credit: 10000, schedule: [{ month: 12, amount: 11000 }] }) // 10
 */
export function representativeApr(input: AprInput): number {
  return Math.round(annualRate(input) * 1000) / 10 + 0;
}
