import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cashTotal } from '../../src/index.ts';

const penceArb = fc.integer({ min: 0, max: 10_000_000 });

describe('cashTotal', () => {
  it('itemises price, admin fee, products and part exchange', () => {
    const total = cashTotal({
      price: 1500000,
      adminFee: 9900,
      products: [29900, 15000],
      valuations: [{ price: 400000, settlement: 100000 }],
    });
    expect(total).toEqual({
      vehiclePrice: 1500000,
      adminFee: 9900,
      products: 44900,
      partExchangeValue: 400000,
      settlement: 100000,
      partExchangeBalance: 300000,
      negativeEquity: 0,
      total: 1254800,
    });
  });

  it('treats a missing admin fee, products and part exchange as none', () => {
    expect(cashTotal({ price: 1500000, adminFee: null })).toMatchObject({
      adminFee: 0,
      products: 0,
      total: 1500000,
    });
  });

  it('adds negative equity to the total and shows it', () => {
    const total = cashTotal({
      price: 1500000,
      valuations: [{ price: 300000, settlement: 450000 }],
    });
    expect(total).toMatchObject({
      partExchangeBalance: -150000,
      negativeEquity: 150000,
      total: 1650000,
    });
  });

  it('cash total adds up its items', () => {
    fc.assert(
      fc.property(
        penceArb,
        penceArb,
        fc.array(penceArb, { maxLength: 4 }),
        fc.array(fc.record({ price: penceArb, settlement: penceArb }), { maxLength: 3 }),
        (price, adminFee, products, valuations) => {
          const t = cashTotal({ price, adminFee, products, valuations });
          return (
            t.total === t.vehiclePrice + t.adminFee + t.products - t.partExchangeBalance &&
            t.partExchangeBalance === t.partExchangeValue - t.settlement
          );
        },
      ),
    );
  });
});
