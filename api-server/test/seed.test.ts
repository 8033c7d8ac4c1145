import { describe, expect, it } from 'vitest';
import { ageIdentifier } from '../src/plates.ts';
import { demoVehicles } from '../src/seed/vehicles.ts';

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

  it('prices run from £900 to £95,000, some outside the £1,500–£70,000 label range', () => {
    const prices = stock.map((v) => v.price / 100);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(900);
    expect(Math.max(...prices)).toBeLessThanOrEqual(95000);
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
});
