import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMMERCIAL_MIN_DEPOSIT_PERCENT,
  DEAL_BUILDER_DEFAULTS,
  isDepositPercentage,
  percentOf,
  resolveDeposit,
} from '../../src/index.ts';

const priceArb = fc.integer({ min: 100_000, max: 20_000_000 });
/** A configured percentage: strictly between 0 and 50. */
const percentArb = fc.double({ min: 0.01, max: 49.99, noNaN: true });

describe('deal builder constants', () => {
  it('start at 10% deposit, 48 months, 8,000 miles and a £99 fixed deposit', () => {
    expect(DEAL_BUILDER_DEFAULTS).toEqual({
      depositPercent: 10,
      term: 48,
      mileage: 8000,
      fixedDeposit: 9900,
    });
  });

  it('ask a Commercial vehicle for at least 20%', () => {
    expect(COMMERCIAL_MIN_DEPOSIT_PERCENT).toBe(20);
  });
});

describe('isDepositPercentage', () => {
  it('is true strictly between 0 and 50', () => {
    expect(isDepositPercentage(0.5)).toBe(true);
    expect(isDepositPercentage(49.9)).toBe(true);
    expect(isDepositPercentage(0)).toBe(false);
    expect(isDepositPercentage(50)).toBe(false);
    expect(isDepositPercentage(-5)).toBe(false);
  });
});

describe('resolveDeposit', () => {
  it('takes a percentage of the price, rounded to the penny', () => {
    expect(resolveDeposit({ configDeposit: 10, price: 1234500 })).toBe(123450);
    expect(resolveDeposit({ configDeposit: 12.5, price: 999 })).toBe(125);
  });

  it('reads 0 and 50 upwards as pounds', () => {
    expect(resolveDeposit({ configDeposit: 0, price: 1234500 })).toBe(0);
    expect(resolveDeposit({ configDeposit: 50, price: 1234500 })).toBe(5000);
    expect(resolveDeposit({ configDeposit: 500, price: 1234500 })).toBe(50000);
    expect(resolveDeposit({ configDeposit: 99.5, price: 1234500 })).toBe(9950);
  });

  it('counts a negative or unreadable amount as no deposit', () => {
    expect(resolveDeposit({ configDeposit: -100, price: 1234500 })).toBe(0);
    expect(resolveDeposit({ configDeposit: Number.NaN, price: 1234500 })).toBe(0);
    expect(resolveDeposit({ configDeposit: Number.POSITIVE_INFINITY, price: 1234500 })).toBe(0);
  });

  it('raises a Commercial percentage under 20 to 20% of the price excluding VAT', () => {
    const van = { price: 1200000, priceExcludingVat: 1000000, vatScheme: 'Commercial' };
    expect(resolveDeposit({ ...van, configDeposit: 10 })).toBe(200000);
  });

  it('applies a Commercial percentage of 20 or more to the price excluding VAT', () => {
    const van = { price: 1200000, priceExcludingVat: 1000000, vatScheme: 'Commercial' };
    expect(resolveDeposit({ ...van, configDeposit: 25 })).toBe(250000);
  });

  it('falls back to the price for a Commercial vehicle without a price excluding VAT', () => {
    expect(
      resolveDeposit({
        configDeposit: 10,
        price: 1200000,
        priceExcludingVat: null,
        vatScheme: 'Commercial',
      }),
    ).toBe(240000);
  });

  it('leaves a Commercial amount in pounds as it is', () => {
    expect(
      resolveDeposit({
        configDeposit: 500,
        price: 1200000,
        priceExcludingVat: 1000000,
        vatScheme: 'Commercial',
      }),
    ).toBe(50000);
  });

  it('ignores other VAT schemes', () => {
    expect(
      resolveDeposit({
        configDeposit: 10,
        price: 1200000,
        priceExcludingVat: 1000000,
        vatScheme: 'Marginal',
      }),
    ).toBe(120000);
  });

  it('a config deposit strictly between 0 and 50 is that percent of the price', () => {
    fc.assert(
      fc.property(percentArb, priceArb, (configDeposit, price) => {
        return resolveDeposit({ configDeposit, price }) === percentOf(price, configDeposit);
      }),
    );
  });

  it('a config deposit of 0 or 50 and over is that many pounds', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), fc.integer({ min: 50, max: 100_000 })),
        priceArb,
        (configDeposit, price) => resolveDeposit({ configDeposit, price }) === configDeposit * 100,
      ),
    );
  });

  it('a Commercial deposit is at least 20% of the price excluding VAT', () => {
    fc.assert(
      fc.property(percentArb, priceArb, (configDeposit, priceExcludingVat) => {
        const deposit = resolveDeposit({
          configDeposit,
          price: Math.round(priceExcludingVat * 1.2),
          priceExcludingVat,
          vatScheme: 'Commercial',
        });
        return (
          deposit ===
          percentOf(priceExcludingVat, Math.max(configDeposit, COMMERCIAL_MIN_DEPOSIT_PERCENT))
        );
      }),
    );
  });
});
