import { motExpiry, motStatus } from '@showroom/core';
import { describe, expect, it } from 'vitest';
import { demoVehicles } from '../src/seed/vehicles.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addYears = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/** The demo stock's MOTs are as realistic on the day the seed runs as on any other. */
describe.each([
  ['the day the demo describes', new Date('2026-11-26T09:00:00Z')],
  ['a day years later', new Date('2031-06-01T09:00:00Z')],
  ['a leap day', new Date('2028-02-29T09:00:00Z')],
])('demo MOTs seeded on %s', (_, now) => {
  const today = iso(now.getTime());
  const stock = demoVehicles(320, undefined, now);
  const withMot = stock.filter((v) => v.mot_history);

  it('every MOT was last tested in the year before the seed, after the car’s first three years', () => {
    expect(withMot.length).toBeGreaterThan(100);
    for (const v of withMot) {
      const tested = v.mot_history!.last_test_date!;
      expect([v.stock_id, tested <= today]).toEqual([v.stock_id, true]);
      expect([v.stock_id, tested > iso(now.getTime() - 400 * DAY)]).toEqual([v.stock_id, true]);
      // The first MOT is due on the third anniversary of registration (at most a month early).
      const due = addYears(v.first_registration_date, 3);
      expect([v.stock_id, tested >= iso(Date.parse(due) - 31 * DAY)]).toEqual([v.stock_id, true]);
      // A certificate runs a year less a day; the vehicle's own expiry date says the same.
      expect(v.mot_history!.last_test_expiry_date).toBe(iso(Date.parse(addYears(tested, 1)) - DAY));
      expect(v.date_mot_expires).toBe(v.mot_history!.last_test_expiry_date);
    }
    for (const v of stock.filter((x) => !x.mot_history)) expect(v.date_mot_expires).toBeNull();
  });

  it('all are current except one deliberately expired (an old car)', () => {
    const expired = stock.filter((v) => motStatus(v, today) === 'expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]!.year).toBeLessThanOrEqual(2012);
    expect(motExpiry(expired[0]!)! < today).toBe(true);
    expect(motExpiry(expired[0]!)! > iso(now.getTime() - 60 * DAY)).toBe(true);
  });
});
