import type { OpeningHours } from '@showroom/core';

/**
 * The demo retailer's branches (contract Branch), served by `GET /api/v2/branches` from the
 * settings the seed stores. Each slug is a `site.slug` of the demo stock (seed/vehicles.ts SITES).
 * Telephone numbers are from the ranges Ofcom keeps for drama (0116 496 0xxx for Leicester,
 * 01632 960xxx where the town has none), so no real line is ever printed.
 */
export interface BranchSeed {
  slug: string;
  name: string;
  address: { street: string; town: string; postcode: string };
  telephone: string;
  opening_hours: OpeningHours;
  map_url: string;
}

const map = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

const SHOWROOM_HOURS = [
  { days: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' },
  { days: 'Saturday', weekdays: [6], opens: '09:00', closes: '18:00' },
  { days: 'Sunday', weekdays: [7], opens: '10:30', closes: '16:30' },
];

export const DEMO_BRANCHES: readonly BranchSeed[] = [
  {
    slug: 'northampton',
    name: 'Showroom Northampton',
    address: { street: '12 Riverside Way', town: 'Northampton', postcode: 'NN3 9HX' },
    telephone: '01632 960118',
    opening_hours: SHOWROOM_HOURS,
    map_url: map(52.247, -0.843),
  },
  {
    slug: 'leicester',
    name: 'Showroom Leicester',
    address: { street: '48 Meridian Way', town: 'Leicester', postcode: 'LE19 1WZ' },
    telephone: '0116 496 0321',
    opening_hours: SHOWROOM_HOURS,
    map_url: map(52.604, -1.179),
  },
  {
    slug: 'milton-keynes',
    name: 'Showroom Milton Keynes',
    address: { street: '3 Chesney Wold', town: 'Milton Keynes', postcode: 'MK6 4AQ' },
    telephone: '01632 960750',
    opening_hours: [
      { days: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
      { days: 'Saturday', weekdays: [6], opens: '09:00', closes: '17:00' },
      { days: 'Sunday', weekdays: [7], opens: null, closes: null },
    ],
    map_url: map(52.026, -0.735),
  },
  {
    slug: 'prep-centre',
    name: 'Showroom Prep Centre',
    address: { street: 'Unit 7, Earlstrees Road', town: 'Corby', postcode: 'NN17 4AZ' },
    telephone: '01632 960112',
    opening_hours: [
      { days: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], opens: '08:00', closes: '17:00' },
      { days: 'Saturday', weekdays: [6], opens: null, closes: null },
      { days: 'Sunday', weekdays: [7], opens: null, closes: null },
    ],
    map_url: map(52.505, -0.69),
  },
];
