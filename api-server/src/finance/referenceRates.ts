import { DEFAULT_RATE_TABLE, type FinancePromotion, type RateTable } from '@showroom/core';

const NO_FEES = { documentation: 0, optionToPurchase: 0 };
const NEW_STOCK = ['NEW', 'OFFER'];

/** A manufacturer's 0% APR PCP offer on new and pre-registered cars of some ranges, fees waived. */
const zeroAprPcp = (make: string, ranges: string[]): FinancePromotion => ({
  name: `${make} 0% APR PCP offer`,
  make,
  ranges,
  advertClassifications: NEW_STOCK,
  maxVehicleAgeYears: 3,
  products: { PCP: { apr: 0, maxTerm: 49 } },
  fees: NO_FEES,
});

/**
 * The demo manufacturer-subsidised offers: 0% APR representative PCP on new and pre-registered
 * cars of a few ranges, fees waived, for agreements up to the PCP maximum. A car outside them is
 * quoted at the lender's standard rates, so the demo stock shows both.
 */
export const DEMO_FINANCE_PROMOTIONS: readonly FinancePromotion[] = [
  zeroAprPcp('Kia', ['Sportage', 'Niro', 'Ceed']),
  zeroAprPcp('MG', ['MG3', 'MG4', 'ZS']),
];

/** The reference API's lender: core's standard rate table with the demo offers. */
export const REFERENCE_RATE_TABLE: RateTable = {
  ...DEFAULT_RATE_TABLE,
  promotions: DEMO_FINANCE_PROMOTIONS,
};
