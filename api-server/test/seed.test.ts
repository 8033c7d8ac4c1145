import { describe, expect, it } from 'vitest';
import { ageIdentifier } from '../src/plates.ts';
import { CATALOGUE } from '../src/seed/catalogue.ts';
import { demoVehicles, depreciatedValue, SEED_YEAR, yearsOnRoad } from '../src/seed/vehicles.ts';

const stock = demoVehicles();
const plate = /^[A-Z]{2}[0-9]{2}[A-Z]{3}$/;

describe('demo stock', () => {
  it('has at least 300 vehicles and is the same on every run', () => {
    expect(stock.length).toBeGreaterThanOrEqual(300);
    expect(demoVehicles()).toEqual(stock);
  });

  it('covers every advert class, reservation status, vans, ROCKINGHAM and the prep centre', () => {
    expect(new Set(stock.map((v) => v.advert_classification))).toEqual(
      new Set(['USED', 'NEW', 'OFFER', 'MOTABILITY']),
    );
    expect(new Set(stock.map((v) => v.reservation_status))).toEqual(
      new Set(['Available', 'Reserved', 'On Order', null]),
    );
    const vans = stock.filter((v) => v.category === 'vans');
    expect(vans.length).toBeGreaterThan(0);
    for (const van of vans) {
      expect(van.vat_scheme).toBe('Commercial');
      expect(van.price_excluding_vat).toBe(Math.round(van.price / 1.2));
    }
    for (const v of stock.filter((x) => x.advert_classification === 'MOTABILITY'))
      expect(v.allowance_type).toBe('PIP');
    expect(stock.some((v) => v.location.name === 'ROCKINGHAM')).toBe(true);
    expect(stock.some((v) => v.site.slug === 'prep-centre')).toBe(true);
    expect(new Set(stock.map((v) => v.ulez_compliant))).toEqual(new Set([0, 1]));
    expect(new Set(stock.map((v) => v.fuel_type))).toEqual(
      new Set(['Petrol', 'Diesel', 'Hybrid', 'Electric']),
    );
  });

  const derivativeOf = (v: (typeof stock)[number]) =>
    CATALOGUE.find((r) => r.make === v.make && r.range === v.range)?.derivatives.find(
      (d) => d.derivative === v.derivative,
    );

  it('no car predates its model: each was registered while its derivative was sold new', () => {
    const wrong = stock.filter((v) => {
      const d = derivativeOf(v);
      return !d || v.year < d.from || v.year > (d.to ?? SEED_YEAR);
    });
    expect(wrong.map((v) => `${v.year} ${v.name}`)).toEqual([]);
    // New, offer and Motability stock is of derivatives still on sale, at their new price.
    for (const v of stock.filter((x) => x.advert_classification !== 'USED')) {
      expect([v.name, derivativeOf(v)?.to]).toEqual([v.name, null]);
      expect(v.recommended_retail_price).toBe(derivativeOf(v)!.newPrice * 100);
    }
  });

  it('every used car is priced from the depreciation curve for its age and mileage, none on a clamp', () => {
    for (const v of stock.filter((x) => x.advert_classification === 'USED')) {
      const [year, month] = v.first_registration_date.split('-').map(Number);
      const curve = depreciatedValue(
        derivativeOf(v)!.newPrice,
        yearsOnRoad(year!, month!),
        v.odometer_value,
      );
      // Within the few percent a car's condition and spec move it, and the rounding to £…95.
      const off = Math.abs(v.price / 100 - curve) / curve;
      expect([v.name, off < 0.04 + 60 / curve]).toEqual([v.name, true]);
    }
    // A floor or ceiling shows as many cars on one price: the cheapest and dearest are one car each.
    const prices = stock.map((v) => v.price);
    const count = (price: number) => prices.filter((p) => p === price).length;
    expect(count(Math.min(...prices))).toBe(1);
    expect(count(Math.max(...prices))).toBeLessThanOrEqual(2);
    expect(prices.filter((p) => p === 90000).length).toBe(0);
  });

  it('mileage is plausible for the age: 4,500 to 11,500 miles a year on the road, new cars under 150', () => {
    for (const v of stock) {
      if (v.advert_classification !== 'USED') {
        expect(v.odometer_value).toBeLessThanOrEqual(150);
        continue;
      }
      const [year, month] = v.first_registration_date.split('-').map(Number);
      const perYear = v.odometer_value / yearsOnRoad(year!, month!);
      expect([v.name, perYear >= 4400 || v.odometer_value === 300, perYear <= 11600]).toEqual([
        v.name,
        true,
        true,
      ]);
    }
  });

  it('prices span the market: some under £1,500 and some over £70,000 (the price-label limits)', () => {
    const prices = stock.map((v) => v.price / 100);
    expect(prices.some((p) => p < 1500)).toBe(true);
    expect(prices.some((p) => p > 70000)).toBe(true);
  });

  it('plates are current-format with the age identifier of the registration date', () => {
    for (const v of stock) {
      expect(v.vrm).toMatch(plate);
      const [year, month] = v.first_registration_date.split('-').map(Number);
      expect(v.vrm.slice(2, 4)).toBe(ageIdentifier(year!, month!));
      expect(v.year).toBeGreaterThanOrEqual(2010);
      expect(v.year).toBeLessThanOrEqual(2026);
    }
  });

  it('has the rich data the page shows: extras, MOT, service history, keepers, EV ranges in several spellings, media', () => {
    expect(stock.some((v) => v.additional_features.length > 0)).toBe(true);
    expect(stock.some((v) => v.mot_history?.last_test_status === 'PASSED')).toBe(true);
    expect(stock.some((v) => v.service_history.length > 0)).toBe(true);
    expect(stock.some((v) => (v.previous_keepers ?? 0) > 1)).toBe(true);
    expect(stock.some((v) => v.ev_data)).toBe(true);
    expect(stock.some((v) => v.range_wltp)).toBe(true);
    expect(stock.some((v) => v.electric_data)).toBe(true);
    for (const key of ['mpg', 'MPG', 'combined_mpg'])
      expect(stock.some((v) => key in v.technical_data)).toBe(true);
    expect(stock.some((v) => v.videos.length > 0)).toBe(true);
    expect(stock.some((v) => v.turntable)).toBe(true);
    expect(stock.some((v) => v.media_urls.some((m) => m.hotspots.length > 0))).toBe(true);
    for (const v of stock) expect(v.media_urls.length).toBeGreaterThanOrEqual(4);
  });

  it('issue 43: an engine size agrees with the size in the car’s name (a Peugeot 208 1.2 is about 1,200 cc)', () => {
    for (const v of stock) {
      const size = engineSize(v.technical_data);
      const litres = /^(\d\.\d{1,2})\b/.exec(v.derivative ?? '')?.[1];
      if (v.fuel_type === 'Electric') expect(size, `${v.stock_id} ${v.name}`).toBeNull();
      else if (litres)
        expect(
          Math.abs((size ?? 0) - Number(litres) * 1000),
          `${v.stock_id} ${v.name}: ${size} cc`,
        ).toBeLessThan(50);
    }
  });
});

/** The engine size in cc of a vehicle's technical data, or null. */
function engineSize(data: Record<string, unknown>): number | null {
  const size = data.engine_size;
  return typeof size === 'number' ? size : null;
}
