import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REGISTRATIONS } from '../src/index.ts';
import { CATALOGUE } from '../src/seed/catalogue.ts';
import { NOW, startServer, type TestServer } from './helpers/server.ts';

/** The part-exchange registration lookup (a port) and valuations of known and described cars. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ rateLimits: { valuations: { max: 10_000 } } });
});
afterAll(() => server.close());

const lookup = (registration: string) =>
  server.call('GET', `/api/v2/part-exchange/registrations/${encodeURIComponent(registration)}`);
const valuation = (json: unknown) =>
  server.call('POST', '/api/v2/part-exchange/valuations', { json });

/** The documented model (api-server/README.md, "Part exchange"), in pounds. */
function expectedPrice(newPrice: number, year: number, mileage: number, factor: number) {
  const age = NOW.getUTCFullYear() - year;
  const base = newPrice * 100 * 0.8 * 0.86 ** age;
  const adjustment = Math.max(
    -0.3 * base,
    Math.min(0.3 * base, (8000 * Math.max(1, age) - mileage) * 5),
  );
  return Math.max(25000, Math.floor(((base + adjustment) * factor) / 2500) * 2500) / 100;
}
const newPriceOf = (make: string, range: string) =>
  CATALOGUE.find((r) => r.make === make && r.range === range)!.newPrice;

describe('registration lookup', () => {
  it('knows every demo registration, whatever the spacing and letter case', async () => {
    expect(DEMO_REGISTRATIONS.length).toBeGreaterThanOrEqual(5);
    for (const car of DEMO_REGISTRATIONS) {
      const res = await lookup(car.registration.replace(' ', '').toLowerCase());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: car });
    }
    expect((await lookup('FG17 HJK')).body.data).toEqual({
      registration: 'FG17 HJK',
      make: 'Vauxhall',
      model: 'Corsa',
      year: 2017,
      fuel_type: 'Petrol',
    });
  });

  it('says any other registration is unknown (404), never a guessed car', async () => {
    const res = await lookup('KX65TRE');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message:
        'We could not find that registration. Please tell us the make, model, year and fuel type.',
    });
  });

  it('refuses a malformed registration with a message', async () => {
    const res = await lookup('!!');
    expect([400, 422]).toContain(res.status);
    expect(res.body.message).toBeTypeOf('string');
  });

  it('is a port: a retailer plugs in its own provider', async () => {
    const own = await startServer({
      registrationLookup: {
        lookup: async (registration) =>
          registration.replace(/\s/g, '').toUpperCase() === 'ZZ24ABC'
            ? {
                registration: 'ZZ24 ABC',
                make: 'Kia',
                model: 'Niro',
                year: 2024,
                fuel_type: 'Electric',
              }
            : null,
      },
    });
    try {
      const found = await own.call('GET', '/api/v2/part-exchange/registrations/ZZ24ABC');
      expect(found.body.data).toMatchObject({ make: 'Kia', model: 'Niro', year: 2024 });
      expect((await own.call('GET', '/api/v2/part-exchange/registrations/FG17HJK')).status).toBe(
        404,
      );
      const valued = await own.call('POST', '/api/v2/part-exchange/valuations', {
        json: { registration: 'zz24 abc', mileage: 5000, condition: 'excellent' },
      });
      expect(valued.status).toBe(201);
      expect(valued.body.data.vehicle).toMatchObject({ make: 'Kia', model: 'Niro' });
      expect(valued.body.data.price).toBe(expectedPrice(newPriceOf('Kia', 'Niro'), 2024, 5000, 1));
    } finally {
      await own.close();
    }
  });
});

describe('valuations', () => {
  it('values a known registration as the car the lookup says it is', async () => {
    const res = await valuation({ registration: 'fg17hjk', mileage: 48000, condition: 'good' });
    expect(res.status).toBe(201);
    expect(res.body.data.vehicle).toMatchObject({
      plate: 'FG17 HJK',
      make: 'Vauxhall',
      model: 'Corsa',
    });
    expect(res.body.data.price).toBe(
      expectedPrice(newPriceOf('Vauxhall', 'Corsa'), 2017, 48000, 0.92),
    );
  });

  it('refuses an unknown registration without the car described (422 errors.vehicle)', async () => {
    const res = await valuation({ registration: 'KX65 TRE', mileage: 61000, condition: 'fair' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      vehicle: [
        'We could not find that registration. Please tell us the make, model, year and fuel type.',
      ],
    });
  });

  it('values an unknown registration as the shopper described it', async () => {
    const focus = (year: number) =>
      valuation({
        registration: 'KX65 TRE',
        mileage: 61000,
        condition: 'fair',
        outstanding_finance: 300,
        vehicle: { make: 'Ford', model: 'Focus', year, fuel_type: 'Petrol' },
      });
    const res = await focus(2015);
    expect(res.status).toBe(201);
    expect(res.body.data.vehicle).toMatchObject({
      plate: 'KX65 TRE',
      make: 'Ford',
      model: 'Focus',
    });
    expect(res.body.data.price).toBe(expectedPrice(newPriceOf('Ford', 'Focus'), 2015, 61000, 0.82));
    expect(res.body.data.settlement).toBe(300);
    // Described differently, it is another valuation.
    const older = await focus(2012);
    expect(older.body.data.hash).not.toBe(res.body.data.hash);
    expect(older.body.data.price).toBe(
      expectedPrice(newPriceOf('Ford', 'Focus'), 2012, 61000, 0.82),
    );
  });

  it('a car outside the catalogue is valued from its make, or the catalogue, median new price', async () => {
    const res = await valuation({
      registration: 'KX65 TRE',
      mileage: 61000,
      condition: 'fair',
      vehicle: { make: 'Honda', model: 'Jazz', year: 2015, fuel_type: 'Petrol' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.vehicle).toMatchObject({ make: 'Honda', model: 'Jazz' });
    const prices = CATALOGUE.map((r) => r.newPrice).sort((a, b) => a - b);
    const median = prices[Math.floor(prices.length / 2)]!;
    expect(res.body.data.price).toBe(expectedPrice(median, 2015, 61000, 0.82));
  });

  it('a known registration is valued from the lookup, whatever the shopper described', async () => {
    const res = await valuation({
      registration: 'FG17 HJK',
      mileage: 48000,
      condition: 'good',
      vehicle: { make: 'Porsche', model: '911', year: 2024, fuel_type: 'Petrol' },
    });
    expect(res.body.data.vehicle).toMatchObject({ make: 'Vauxhall', model: 'Corsa' });
  });

  it('refuses described cars that cannot be', async () => {
    const base = { registration: 'KX65 TRE', mileage: 61000, condition: 'fair' };
    for (const [vehicle, field] of [
      [
        { make: 'Ford', model: 'Focus', year: NOW.getUTCFullYear() + 1, fuel_type: 'Petrol' },
        'vehicle.year',
      ],
      [{ make: 'Ford', model: 'Focus', year: 1900, fuel_type: 'Petrol' }, 'vehicle.year'],
      [{ make: ' ', model: 'Focus', year: 2015, fuel_type: 'Petrol' }, 'vehicle.make'],
      [{ make: 'Ford', model: 'Focus', year: 2015, fuel_type: 'Steam' }, 'vehicle.fuel_type'],
      [{ make: 'Ford', year: 2015, fuel_type: 'Petrol' }, 'vehicle.model'],
    ] as const) {
      const res = await valuation({ ...base, vehicle });
      expect(res.status, JSON.stringify(vehicle)).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
  });
});

describe('a valuation read back by its hash', () => {
  it('is the valuation as it was made; an unknown or malformed hash is refused', async () => {
    const made = await valuation({
      registration: 'FG17 HJK',
      mileage: 61000,
      condition: 'fair',
      outstanding_finance: 1200,
    });
    expect(made.status).toBe(201);
    const hash = (made.body as { data: { hash: string } }).data.hash;
    const read = await server.call('GET', `/api/v2/part-exchange/valuations/${hash}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(made.body);

    const unknown = await server.call('GET', '/api/v2/part-exchange/valuations/v_nothing');
    expect(unknown.status).toBe(404);
    const malformed = await server.call('GET', '/api/v2/part-exchange/valuations/a%20b');
    expect(malformed.status).toBe(422);
  });
});
