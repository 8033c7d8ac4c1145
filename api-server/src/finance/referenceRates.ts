import { DEFAULT_RATE_TABLE, type FinancePromotion, type RateTable } from '@showroom/core';

const NO_FEES = { documentation: 0, optionToPurchase: 0 };
const NEW_STOCK = ['NEW', 'OFFER'];

/**
 * The demo manufacturer-subsidised offers: 0% APR representative PCP on new and pre-registered
 * cars of a few ranges, fees waived, for agreements up to the PCP maximum. A car outside them is
 * quoted at the lender's standard rates, so the demo stock shows both.
 */
export const DEMO_FINANCE_PROMOTIONS: readonly FinancePromotion[] = [
  {
    name: 'Kia 0% APR PCP offer',
    make: 'Kia',
    ranges: ['Sportage', 'Niro', 'Ceed'],
    advertClassifications: NEW_STOCK,
    maxVehicleAgeYears: 3,
    products: { PCP: { apr: 0, maxTerm: 49 } },
    fees: NO_FEES,
  },
  {
    name: 'MG 0% APR PCP offer',
    make: 'MG',
    ranges: ['MG3', 'MG4', 'ZS'],
    advertClassifications: NEW_STOCK,
    maxVehicleAgeYears: 3,
    products: { PCP: { apr: 0, maxTerm: 49 } },
    fees: NO_FEES,
  },
];

/** The reference API's lender: core's standard rate table with the demo offers. */
export const REFERENCE_RATE_TABLE: RateTable = {
  ...DEFAULT_RATE_TABLE,
  promotions: DEMO_FINANCE_PROMOTIONS,
};
