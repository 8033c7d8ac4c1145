import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adminFeeOf, askingPrice, cashTotal, fromPounds, wasPrice } from '../../src/index.ts';

/**
 * What the shopper is charged for the vehicle, and what the page may show beside it (requirement
 * VEH-1: vehicle admin_fee, list_price; requirement ORDER-10, the cash total): the fee is the
 * vehicle's own, £0 included, the order config's only for a vehicle that carries none; the price
 * charged is the price on the page, and a "Was" price is shown only above it.
 */

describe('adminFeeOf', () => {
  it("is the vehicle's own fee, even where the order config has another", () => {
    expect(adminFeeOf({ admin_fee: 149 }, { admin_fee: 99 })).toBe(99);
  });

  it("is £0 for a vehicle whose own fee is £0 (the mobility scheme's cars)", () => {
    expect(adminFeeOf({ admin_fee: 149 }, { admin_fee: 0 })).toBe(0);
  });

  it("is the order config's fee for a vehicle that carries none", () => {
    expect(adminFeeOf({ admin_fee: 149 }, { admin_fee: null })).toBe(149);
    expect(adminFeeOf({ admin_fee: 149 }, {})).toBe(149);
  });

  it('is nothing when neither the vehicle nor an order config has one', () => {
    expect(adminFeeOf(null, { admin_fee: null })).toBe(0);
    expect(adminFeeOf({ admin_fee: null }, {})).toBe(0);
  });

  it("is the vehicle's own fee without an order config", () => {
    expect(adminFeeOf(null, { admin_fee: 149 })).toBe(149);
  });

  it('the cash total of a £0-fee car is its price, whatever the order config says', () => {
    const fee = adminFeeOf({ admin_fee: 149 }, { admin_fee: 0 });
    expect(cashTotal({ price: fromPounds(14395), adminFee: fromPounds(fee) }).total).toBe(
      fromPounds(14395),
    );
  });
});

describe('askingPrice: the price charged is the price on the page', () => {
  it('is the price when a list price above it is shown struck through', () => {
    expect(askingPrice({ price: 12000, list_price: 12500 })).toBe(12000);
  });

  it('is the price when a list price is below it', () => {
    expect(askingPrice({ price: 12000, list_price: 11500 })).toBe(12000);
  });

  it('is the price without a list price', () => {
    expect(askingPrice({ price: 12000, list_price: null })).toBe(12000);
  });
});

describe('wasPrice', () => {
  it('is the list price when it is above the price charged', () => {
    expect(wasPrice({ price: 12000, list_price: 12500 })).toEqual({ label: 'Was', pounds: 12500 });
  });

  it('is never a list price at or below the price charged', () => {
    expect(wasPrice({ price: 12000, list_price: 12000 })).toBeNull();
    expect(wasPrice({ price: 12000, list_price: 11500 })).toBeNull();
  });

  it('is the RRP when it is above the price and there is no higher list price', () => {
    expect(wasPrice({ price: 12000, list_price: null, recommended_retail_price: 13000 })).toEqual({
      label: 'RRP',
      pounds: 13000,
    });
    expect(wasPrice({ price: 12000, recommended_retail_price: 11000 })).toBeNull();
  });

  it('is nothing without a price', () => {
    expect(wasPrice({ price: null, list_price: 12500 })).toBeNull();
  });

  it('whatever the feed sends, a Was price is above the price charged, and the charge is the price', () => {
    const pounds = fc.integer({ min: 1, max: 200_000 });
    fc.assert(
      fc.property(
        pounds,
        fc.option(pounds),
        fc.option(pounds),
        fc.integer({ min: 0, max: 500 }),
        (price, listPrice, rrp, fee) => {
          const vehicle = { price, list_price: listPrice, recommended_retail_price: rrp };
          const was = wasPrice(vehicle);
          const charged = cashTotal({
            price: fromPounds(askingPrice(vehicle)),
            adminFee: fromPounds(fee),
          });
          return (
            charged.vehiclePrice === fromPounds(price) &&
            charged.total === fromPounds(price) + fromPounds(fee) &&
            (was === null || was.pounds > price)
          );
        },
      ),
    );
  });
});
