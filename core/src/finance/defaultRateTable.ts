import type { AprBand, FinanceFees, RateTable } from './rateTable.ts';

const fees: FinanceFees = { documentation: 0, optionToPurchase: 1000 };

const TEN_THOUSAND_POUNDS = 1_000_000;
const ANY_AGE = 99;

const hireBands: readonly AprBand[] = [
  { maxVehicleAgeYears: 3, minCashPrice: TEN_THOUSAND_POUNDS, apr: 10.9 },
  { maxVehicleAgeYears: 3, minCashPrice: 0, apr: 11.9 },
  { maxVehicleAgeYears: 6, minCashPrice: TEN_THOUSAND_POUNDS, apr: 12.9 },
  { maxVehicleAgeYears: 6, minCashPrice: 0, apr: 13.9 },
  { maxVehicleAgeYears: ANY_AGE, minCashPrice: TEN_THOUSAND_POUNDS, apr: 14.9 },
  { maxVehicleAgeYears: ANY_AGE, minCashPrice: 0, apr: 16.9 },
];

/**
 * The built-in rate table of the reference finance provider (requirement ARCH-13; requirements
 * FIN-1 and FIN-2: PCP, HP and CS quotes). Illustrative UK retail-motor-finance figures:
 * - APR: PCP 9.9% (up to 3 years old, £10,000 and over) rising to 13.9% (older than 6 years);
 *   HP and CS 10.9% rising to 16.9% (older than 6 years and under £10,000).
 * - Terms: PCP 24–49 months (23–48 payments and the final payment in the last month), vehicle at
 *   most 8 years old at the end; HP and CS 12–60 months, vehicle at most 10 years old at the end.
 * - Fees: no documentation fee; £10 option-to-purchase fee with the last payment.
 * - No minimum deposit; at least £1,000 of credit (for PCP, beyond the final payment).
 * - PCP mileage allowances 5,000–25,000 a year; residuals 56%…10% of the cash price by age at the
 *   end of the agreement and mileage.
 * @example DEFAULT_RATE_TABLE.products.PCP.aprBands[0].apr // 9.9
 */
export const DEFAULT_RATE_TABLE: RateTable = {
  lender: 'Showroom Motor Finance',
  minDepositPercent: 0,
  minCredit: 100_000,
  products: {
    PCP: {
      aprBands: [
        { maxVehicleAgeYears: 3, minCashPrice: TEN_THOUSAND_POUNDS, apr: 9.9 },
        { maxVehicleAgeYears: 3, minCashPrice: 0, apr: 10.9 },
        { maxVehicleAgeYears: 6, minCashPrice: TEN_THOUSAND_POUNDS, apr: 11.9 },
        { maxVehicleAgeYears: 6, minCashPrice: 0, apr: 12.9 },
        { maxVehicleAgeYears: ANY_AGE, minCashPrice: 0, apr: 13.9 },
      ],
      minTerm: 24,
      maxTerm: 49,
      maxVehicleAgeAtEndYears: 8,
      fees,
      mileages: [5000, 8000, 10000, 12000, 15000, 20000, 25000],
      residuals: [
        { maxVehicleAgeAtEndYears: 2, percentByMileage: [56, 52, 50, 48, 45, 40, 35] },
        { maxVehicleAgeAtEndYears: 3, percentByMileage: [47, 44, 42, 40, 37, 33, 29] },
        { maxVehicleAgeAtEndYears: 4, percentByMileage: [40, 37, 35, 33, 31, 27, 23] },
        { maxVehicleAgeAtEndYears: 5, percentByMileage: [34, 31, 29, 28, 26, 22, 19] },
        { maxVehicleAgeAtEndYears: 6, percentByMileage: [29, 26, 25, 23, 21, 18, 15] },
        { maxVehicleAgeAtEndYears: 7, percentByMileage: [24, 22, 21, 19, 17, 15, 12] },
        { maxVehicleAgeAtEndYears: 8, percentByMileage: [20, 18, 17, 16, 14, 12, 10] },
      ],
    },
    HP: { aprBands: hireBands, minTerm: 12, maxTerm: 60, maxVehicleAgeAtEndYears: 10, fees },
    CS: { aprBands: hireBands, minTerm: 12, maxTerm: 60, maxVehicleAgeAtEndYears: 10, fees },
  },
};
