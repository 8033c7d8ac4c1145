/**
 * The APR solver as core had it before the budget search (kept only to measure against): the same
 * Newton steps in the same bracket, but two passes per step with a power per payment in each. The
 * benchmark times it beside core's `annualRate` on the same schedules and checks they agree.
 */
type ScheduledPayment = { readonly month: number; readonly amount: number };

export function annualRateBefore({
  credit,
  schedule,
}: {
  credit: number;
  schedule: readonly ScheduledPayment[];
}): number {
  if (!(credit > 0) || schedule.length === 0) return NaN;
  const excess = (i: number) =>
    schedule.reduce((sum, { month, amount }) => sum + amount * (1 + i) ** (-month / 12), 0) -
    credit;
  const slope = (i: number) =>
    schedule.reduce(
      (sum, { month, amount }) => sum - (month / 12) * amount * (1 + i) ** (-month / 12 - 1),
      0,
    );
  let low = -0.99;
  let high = 10;
  if (excess(low) < 0 || excess(high) > 0) return NaN;
  let rate = 0.1;
  for (let step = 0; step < 200; step += 1) {
    const value = excess(rate);
    if (value > 0) low = rate;
    else high = rate;
    const newton = rate - value / slope(rate);
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    const settled = Math.abs(next - rate) < 1e-12;
    rate = next;
    if (settled) break;
  }
  return rate;
}
