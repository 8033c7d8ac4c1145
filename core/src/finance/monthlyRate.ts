/**
 * An annual interest rate in percent: either an APR (annual, compounded) or a nominal rate
 * (a flat twelfth each month). Requirement ARCH-11.
 * @example const rate: Rate = { apr: 9.9 };
 */
export type Rate = { readonly apr: number } | { readonly nominal: number };

/**
 * The monthly interest rate (a fraction) for an annual rate (requirement ARCH-11;
 * FCA CONC App 1.2 compounding): an APR gives (1 + apr/100)^(1/12) − 1, a nominal rate gives
 * nominal/100/12.
 * @example monthlyRate({ apr: 12.68 }) // ≈ 0.01
 * @example monthlyRate({ nominal: 12 }) // 0.01
 */
export function monthlyRate(rate: Rate): number {
  return 'apr' in rate ? (1 + rate.apr / 100) ** (1 / 12) - 1 : rate.nominal / 100 / 12;
}
