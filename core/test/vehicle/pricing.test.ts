import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_TENANT_CONFIG,
  NO_LABEL_REASONS,
  PRICE_LABELS,
  message,
  noLabelReasons,
  optionalExtrasBanner,
  priceIndicatorBadge,
  priceLabelEligibility,
  resolveTenantConfig,
  vehicleAgeYears,
} from '../../src/index.ts';
import {
  PRICE_LABEL_MAX_AGE_YEARS,
  PRICE_LABEL_MAX_PRICE,
  PRICE_LABEL_MIN_PRICE,
} from '../../src/vehicle/priceLabels.ts';
import { optionalExtrasTotal } from '../../src/vehicle/optionalExtras.ts';

const NOW = new Date('2025-06-15T12:00:00Z');

describe('optional extras', () => {
  it('sums additional feature prices into pence', () => {
    expect(
      optionalExtrasTotal({
        additional_features: [{ price: 450 }, { price: 99.5 }, { price: null }, {}],
      }),
    ).toBe(54950);
    expect(optionalExtrasTotal({})).toBe(0);
  });

  it('the total equals the sum of each feature in pence', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 })), (pence) => {
        const features = pence.map((p) => ({ price: p / 100 }));
        return (
          optionalExtrasTotal({ additional_features: features }) ===
          pence.reduce((a, b) => a + b, 0)
        );
      }),
    );
  });

  it('shows the banner only above 0', () => {
    expect(optionalExtrasBanner({ additional_features: [{ price: 1200 }] })).toBe(
      'Includes £1,200 of optional extras!',
    );
    expect(optionalExtrasBanner({ additional_features: [{ price: 0 }] })).toBeNull();
    expect(optionalExtrasBanner({ additional_features: [] })).toBeNull();
  });
});

describe('price indicator badge', () => {
  it('lowercases the level', () => {
    expect(priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: 'GREAT' })).toBe('great');
  });
  it("maps a feed's HIGHER to the 'high' level", () => {
    expect(priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: 'HIGHER' })).toBe('high');
    expect(priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: ' higher ' })).toBe(
      'high',
    );
    expect(priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: 'HIGH' })).toBe('high');
  });
  it('takes no alias from the object prototype', () => {
    expect(
      priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: 'constructor' }),
    ).toBeNull();
  });
  it('has no badge for NOANALYSIS or empty', () => {
    expect(
      priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: 'NOANALYSIS' }),
    ).toBeNull();
    expect(priceIndicatorBadge(DEFAULT_TENANT_CONFIG, { price_indicator: '' })).toBeNull();
    expect(priceIndicatorBadge(DEFAULT_TENANT_CONFIG, {})).toBeNull();
  });
  it('honours the tenant flag and badge levels', () => {
    const off = resolveTenantConfig({ showPriceIndicator: false });
    expect(priceIndicatorBadge(off, { price_indicator: 'GOOD' })).toBeNull();
    const greatOnly = resolveTenantConfig({ priceIndicatorBadgeLevels: ['GREAT'] });
    expect(priceIndicatorBadge(greatOnly, { price_indicator: 'great' })).toBe('great');
    expect(priceIndicatorBadge(greatOnly, { price_indicator: 'GOOD' })).toBeNull();
  });
});

describe('price labels', () => {
  it('explains Higher, Fair, Good, Great and Lower price in order', () => {
    expect(PRICE_LABELS.map((label) => message(label.title))).toEqual([
      'Higher price',
      'Fair price',
      'Good price',
      'Great price',
      'Lower price',
    ]);
    PRICE_LABELS.forEach((label) => expect(message(label.text).length).toBeGreaterThan(10));
  });

  it('lists the six no-label reasons with thresholds', () => {
    expect(NO_LABEL_REASONS).toHaveLength(6);
    expect(noLabelReasons()).toEqual([
      'It is brand new or nearly new',
      'It is rare or classic',
      'It is priced below £1,500 or above £70,000',
      'It is over 15 years old',
      'It has been written off (Category C/D/S/N)',
      'It is imported',
    ]);
  });

  it('names the thresholds as constants', () => {
    expect([PRICE_LABEL_MIN_PRICE, PRICE_LABEL_MAX_PRICE, PRICE_LABEL_MAX_AGE_YEARS]).toEqual([
      150_000, 7_000_000, 15,
    ]);
  });

  it('a price inside £1,500..£70,000 is never a price reason', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 150_000, max: 7_000_000 }),
        (pence) => !priceLabelEligibility({ price: pence / 100 }, NOW).reasons.includes('price'),
      ),
    );
  });

  it('a price outside £1,500..£70,000 is always a price reason', () => {
    const outside = fc.oneof(
      fc.integer({ min: 0, max: 149_999 }),
      fc.integer({ min: 7_000_001, max: 50_000_000 }),
    );
    fc.assert(
      fc.property(outside, (pence) =>
        priceLabelEligibility({ price: pence / 100 }, NOW).reasons.includes('price'),
      ),
    );
  });

  it('reports new, price and age reasons', () => {
    expect(priceLabelEligibility({ advert_classification: 'NEW', price: 20000 }, NOW)).toEqual({
      eligible: false,
      reasons: ['new'],
    });
    expect(priceLabelEligibility({ list_price: 80000, price: 10 }, NOW).reasons).toEqual(['price']);
    // "Priced below £1,500 or above £70,000" is the price asked (askingPrice), not a list price
    // before a discount, which the page only strikes through.
    expect(priceLabelEligibility({ list_price: 71000, price: 69000 }, NOW).eligible).toBe(true);
    expect(priceLabelEligibility({ list_price: 1400, price: 1600 }, NOW).eligible).toBe(true);
    expect(priceLabelEligibility({ list_price: 69000, price: 71000 }, NOW).reasons).toEqual([
      'price',
    ]);
    expect(
      priceLabelEligibility({ first_registration_date: '2009-06-14', price: 5000 }, NOW).reasons,
    ).toEqual(['age']);
    expect(
      priceLabelEligibility({ first_registration_date: '2010-06-16', price: 5000 }, NOW),
    ).toEqual({
      eligible: true,
      reasons: [],
    });
    expect(priceLabelEligibility({}, NOW).eligible).toBe(true);
  });
});

describe('vehicleAgeYears', () => {
  it('counts whole years from first registration', () => {
    expect(vehicleAgeYears({ first_registration_date: '2010-06-15' }, NOW)).toBe(15);
    expect(vehicleAgeYears({ first_registration_date: '2010-06-16' }, NOW)).toBe(14);
  });
  it('falls back to the year, else null', () => {
    expect(vehicleAgeYears({ first_registration_date: 'garbage', year: '2020' }, NOW)).toBe(5);
    expect(vehicleAgeYears({ year: 2001 }, NOW)).toBe(24);
    expect(vehicleAgeYears({ year: '' }, NOW)).toBeNull();
    expect(vehicleAgeYears({ year: 'abc' }, NOW)).toBeNull();
    expect(vehicleAgeYears({}, NOW)).toBeNull();
  });
});
