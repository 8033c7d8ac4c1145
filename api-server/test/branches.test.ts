import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdaysOf } from '../src/content/branches.ts';
import { DEMO_BRANCHES } from '../src/seed/branches.ts';
import { SITES } from '../src/seed/vehicles.ts';
import { startServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('branches', () => {
  it('serves the seeded branches with address, phone, e-mail, opening hours and a map link', async () => {
    const res = await server.call('GET', '/api/v2/branches');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEMO_BRANCHES);
    expect(res.body.data[0]).toEqual({
      slug: 'northampton',
      name: 'Showroom Northampton',
      address: { street: '12 Riverside Way', town: 'Northampton', postcode: 'NN3 9HX' },
      telephone: '01632 960118',
      email: 'northampton@showroom.example',
      opening_hours: [
        { days: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' },
        { days: 'Saturday', weekdays: [6], opens: '09:00', closes: '18:00' },
        { days: 'Sunday', weekdays: [7], opens: '10:30', closes: '16:30' },
      ],
      map_url: 'https://www.openstreetmap.org/?mlat=52.247&mlon=-0.843#map=16/52.247/-0.843',
    });
  });

  it('every vehicle is at a branch the API serves (its site slug names one)', async () => {
    const branches = (await server.call('GET', '/api/v2/branches')).body.data as { slug: string }[];
    const slugs = new Set(branches.map((b) => b.slug));
    for (const site of SITES) expect(slugs.has(site.slug), site.slug).toBe(true);
    const page = await server.call('GET', '/api/v2/vehicle-search', {
      query: { resultsPerPage: 100 },
    });
    for (const vehicle of page.body.data as { site: { slug: string } }[])
      expect(slugs.has(vehicle.site.slug)).toBe(true);
  });
});

describe('weekdays of a branch stored without them (before rows carried weekdays)', () => {
  it('are read from the days in words', () => {
    expect(weekdaysOf('Monday to Friday')).toEqual([1, 2, 3, 4, 5]);
    expect(weekdaysOf('Saturday')).toEqual([6]);
    expect(weekdaysOf('Saturday and Sunday')).toEqual([6, 7]);
    expect(weekdaysOf('Friday to Monday')).toEqual([5, 6, 7, 1]);
    expect(weekdaysOf('Bank holidays')).toEqual([]);
  });
});
