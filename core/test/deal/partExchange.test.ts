import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { negativeEquity, partExchangeBalance } from '../../src/index.ts';

const valuationArb = fc.record({
  price: fc.integer({ min: 0, max: 10_000_000 }),
  settlement: fc.integer({ min: 0, max: 10_000_000 }),
});

describe('partExchangeBalance', () => {
  it('is the valuation less the settlement', () => {
    expect(partExchangeBalance([{ price: 500000, settlement: 200000 }])).toBe(300000);
  });

  it('adds up several part exchanges, and none makes zero', () => {
    const valuations = [
      { price: 500000, settlement: 200000 },
      { price: 100000, settlement: 0 },
    ];
    expect(partExchangeBalance(valuations)).toBe(400000);
    expect(partExchangeBalance([])).toBe(0);
  });

  it('carries negative equity as a negative balance', () => {
    expect(partExchangeBalance([{ price: 300000, settlement: 450000 }])).toBe(-150000);
  });

  it('part-exchange balance is Σ(price − settlement)', () => {
    fc.assert(
      fc.property(fc.array(valuationArb, { maxLength: 4 }), (valuations) => {
        const prices = valuations.reduce((sum, v) => sum + v.price, 0);
        const settlements = valuations.reduce((sum, v) => sum + v.settlement, 0);
        return partExchangeBalance(valuations) === prices - settlements;
      }),
    );
  });
});

describe('negativeEquity', () => {
  it('is how far the balance is below zero', () => {
    expect(negativeEquity(-150000)).toBe(150000);
  });

  it('is zero for a balance of zero or more', () => {
    expect(negativeEquity(300000)).toBe(0);
    expect(Object.is(negativeEquity(0), 0)).toBe(true);
  });
});
