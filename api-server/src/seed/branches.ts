import type { OpeningHours, TestDriveSettings } from '@showroom/core';

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
  /** Where the branch's leads are e-mailed (docs/leads.md); a reserved example domain. */
  email: string;
  opening_hours: OpeningHours;
  map_url: string;
  /** The branch's own test-drive slots; none: every half hour (docs/configuration.md). */
  test_drives?: TestDriveSettings;
}

const map = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

/** Opening and closing times of a day (`HH:MM`), or null on a day the branch is closed. */
type Day = readonly [opens: string, closes: string] | null;

const day = (times: Day) => ({ opens: times?.[0] ?? null, closes: times?.[1] ?? null });

/** A branch's week: the same hours Monday to Friday, then Saturday's and Sunday's. */
const week = (weekdays: Day, saturday: Day, sunday: Day): OpeningHours => [
  { days: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], ...day(weekdays) },
  { days: 'Saturday', weekdays: [6], ...day(saturday) },
  { days: 'Sunday', weekdays: [7], ...day(sunday) },
];

const branch = (
  slug: string,
  name: string,
  [street, town, postcode]: readonly [string, string, string],
  telephone: string,
  opening_hours: OpeningHours,
  [lat, lon]: readonly [number, number],
): BranchSeed => ({
  slug,
  name,
  address: { street, town, postcode },
  telephone,
  email: `${slug}@showroom.example`,
  opening_hours,
  map_url: map(lat, lon),
});

const SHOWROOM_HOURS = week(['09:00', '19:00'], ['09:00', '18:00'], ['10:30', '16:30']);

export const DEMO_BRANCHES: readonly BranchSeed[] = [
  branch(
    'northampton',
    'Showroom Northampton',
    ['12 Riverside Way', 'Northampton', 'NN3 9HX'],
    '01632 960118',
    SHOWROOM_HOURS,
    [52.247, -0.843],
  ),
  branch(
    'leicester',
    'Showroom Leicester',
    ['48 Meridian Way', 'Leicester', 'LE19 1WZ'],
    '0116 496 0321',
    SHOWROOM_HOURS,
    [52.604, -1.179],
  ),
  branch(
    'milton-keynes',
    'Showroom Milton Keynes',
    ['3 Chesney Wold', 'Milton Keynes', 'MK6 4AQ'],
    '01632 960750',
    week(['09:00', '18:00'], ['09:00', '17:00'], null),
    [52.026, -0.735],
  ),
  branch(
    'prep-centre',
    'Showroom Prep Centre',
    ['Unit 7, Earlstrees Road', 'Corby', 'NN17 4AZ'],
    '01632 960112',
    week(['08:00', '17:00'], null, null),
    [52.505, -0.69],
  ),
];
