import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_TABLE, FINANCE_PRODUCTS, isFinanceProduct } from '../../src/index.ts';

describe('DEFAULT_RATE_TABLE', () => {
  const { PCP } = DEFAULT_RATE_TABLE.products;

  it('offers PCP from 9.9% and HP and CS from 10.9% APR', () => {
    expect(PCP.aprBands[0]?.apr).toBe(9.9);
    expect(DEFAULT_RATE_TABLE.products.HP.aprBands[0]?.apr).toBe(10.9);
    expect(DEFAULT_RATE_TABLE.products.CS.aprBands[0]?.apr).toBe(10.9);
  });

  it('charges a £10 option-to-purchase fee and lends at least £1,000', () => {
    for (const product of FINANCE_PRODUCTS) {
      expect(DEFAULT_RATE_TABLE.products[product].fees.optionToPurchase).toBe(1000);
    }
    expect(DEFAULT_RATE_TABLE.minCredit).toBe(100000);
  });

  it('ends every APR list with a band any vehicle fits', () => {
    for (const product of FINANCE_PRODUCTS) {
      expect(DEFAULT_RATE_TABLE.products[product].aprBands.at(-1)).toMatchObject({
        minCashPrice: 0,
      });
    }
  });

  it('has a residual for every mileage allowance and every age PCP reaches', () => {
    for (const row of PCP.residuals) expect(row.percentByMileage).toHaveLength(PCP.mileages.length);
    expect(PCP.residuals.at(-1)?.maxVehicleAgeAtEndYears).toBe(PCP.maxVehicleAgeAtEndYears);
    expect(PCP.residuals[0]?.maxVehicleAgeAtEndYears).toBeGreaterThanOrEqual(PCP.minTerm / 12);
  });

  it('values a vehicle less the older it is and the further it goes', () => {
    PCP.residuals.forEach((row, index) => {
      const older = PCP.residuals[index + 1];
      row.percentByMileage.forEach((percent, column) => {
        if (column > 0) expect(percent).toBeLessThan(row.percentByMileage[column - 1]!);
        if (older) expect(older.percentByMileage[column]).toBeLessThan(percent);
      });
    });
  });
});

describe('isFinanceProduct', () => {
  it('knows PCP, HP and CS only', () => {
    expect(FINANCE_PRODUCTS.every(isFinanceProduct)).toBe(true);
    expect(isFinanceProduct('lease')).toBe(false);
    expect(isFinanceProduct(undefined)).toBe(false);
  });
});
