import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveThroughApi, startHost, type TestHost } from './helpers/host.ts';

/**
 * The vehicle page's JSON-LD (docs/operating.md, "Found by search engines") checked against
 * schema.org's vehicle listing (Car with an Offer sold by an AutoDealer) and Google's vehicle
 * listing structured data, for the API's own figures: the price in GBP, the availability the car's
 * reservation state says, the mileage as a QuantitativeValue in miles (UN/CEFACT "SMI"), no VIN
 * (the API has none, and a UK registration is not one) and the seller as the branch holding the
 * car, with its postal address.
 */

const ORIGIN = 'https://cars.example.co.uk';

type ApiVehicle = {
  stock_id: number;
  slug: string;
  name: string;
  make: string;
  range: string;
  year: number;
  price: number;
  odometer_value: number;
  odometer_units: string;
  advert_classification: string;
  vrm: string;
  formatted_plate: string;
  reserved: boolean | null;
  reservation_status: string | null;
  site: { slug: string; name: string };
};
type ApiBranch = {
  slug: string;
  name: string;
  telephone: string;
  address: { street: string; town: string; postcode: string };
};

let host: TestHost;
let branches: ApiBranch[];

async function api<T>(url: string): Promise<T> {
  const reply = await host.app.inject({ method: 'GET', url });
  expect(reply.statusCode, url).toBe(200);
  return (reply.json() as { data: T }).data;
}

/** The page's one JSON-LD block, parsed, and its text. */
async function jsonLdOf(slug: string): Promise<{ car: Record<string, unknown>; text: string }> {
  const view = await host.view(`/vehicle-search/${slug}`);
  expect(view.status).toBe(200);
  const blocks = [
    ...view.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ];
  expect(blocks).toHaveLength(1);
  const text = blocks[0]![1]!;
  return { car: JSON.parse(text) as Record<string, unknown>, text };
}

/** What the JSON-LD must say of `vehicle`, from the API's data, with `availability`. */
function expected(vehicle: ApiVehicle, availability: string) {
  const branch = branches.find((b) => b.slug === vehicle.site.slug)!;
  expect(branch, `the branch of ${vehicle.slug}`).toBeDefined();
  const url = `${ORIGIN}/vehicle-search/${vehicle.slug}`;
  const condition =
    vehicle.advert_classification === 'NEW'
      ? 'https://schema.org/NewCondition'
      : 'https://schema.org/UsedCondition';
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicle.name,
    url,
    brand: { '@type': 'Brand', name: vehicle.make },
    model: vehicle.range,
    vehicleModelDate: String(vehicle.year),
    itemCondition: condition,
    mileageFromOdometer: {
      '@type': 'QuantitativeValue',
      value: vehicle.odometer_value,
      unitCode: 'SMI',
    },
    offers: {
      '@type': 'Offer',
      url,
      price: vehicle.price,
      priceCurrency: 'GBP',
      availability,
      itemCondition: condition,
      seller: {
        '@type': 'AutoDealer',
        name: branch.name,
        telephone: branch.telephone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: branch.address.street,
          addressLocality: branch.address.town,
          postalCode: branch.address.postcode,
          addressCountry: 'GB',
        },
      },
    },
  };
}

beforeAll(async () => {
  host = await startHost({ PUBLIC_URL: ORIGIN });
  branches = await api<ApiBranch[]>('/api/v2/branches');
});
afterAll(() => host.close());

describe("the vehicle page's Car / Offer / AutoDealer JSON-LD", () => {
  let stock: ApiVehicle[];
  beforeAll(async () => {
    stock = [];
    for (let page = 1; page <= 4; page++)
      stock.push(
        ...(await api<ApiVehicle[]>(`/api/v2/vehicle-search?resultsPerPage=100&page=${page}`)),
      );
    expect(stock).toHaveLength(320);
    expect(stock.every((v) => v.odometer_units === 'miles')).toBe(true);
  });

  it('an available car: InStock, its price in GBP, its mileage in miles, its branch as the seller', async () => {
    const vehicle = stock.find((v) => v.reservation_status === 'Available' && !v.reserved)!;
    const { car, text } = await jsonLdOf(vehicle.slug);
    expect(car).toMatchObject(expected(vehicle, 'https://schema.org/InStock'));
    // Google's vehicle listings take a VIN (17 characters, NHTSA-valid); the API has none and a
    // UK registration is not one, so none is claimed and the registration is not offered as one.
    expect(car).not.toHaveProperty('vehicleIdentificationNumber');
    expect(text).not.toContain(vehicle.vrm);
    expect(text).not.toContain(vehicle.formatted_plate);
  });

  it('a reserved car of the demo stock: schema.org Reserved, everything else as listed', async () => {
    const vehicle = stock.find((v) => v.reservation_status === 'Reserved')!;
    expect(vehicle).toBeDefined();
    const { car } = await jsonLdOf(vehicle.slug);
    expect(car).toMatchObject(expected(vehicle, 'https://schema.org/Reserved'));
  });

  it('a car on order from the maker: PreOrder (it can be ordered, it is not at the branch yet)', async () => {
    const vehicle = stock.find((v) => v.reservation_status === 'On Order' && !v.reserved)!;
    expect(vehicle).toBeDefined();
    const { car } = await jsonLdOf(vehicle.slug);
    expect(car).toMatchObject(expected(vehicle, 'https://schema.org/PreOrder'));
  });

  it('an available car reserved with a deposit turns Reserved on its next view', async () => {
    const vehicle = stock.filter((v) => v.reservation_status === 'Available' && !v.reserved)[1]!;
    expect((await jsonLdOf(vehicle.slug)).car).toMatchObject(
      expected(vehicle, 'https://schema.org/InStock'),
    );
    await reserveThroughApi(host.app, vehicle.stock_id);
    const now = await api<ApiVehicle>(`/api/v2/vehicles/slug/${vehicle.slug}`);
    expect(now.reservation_status).toBe('Reserved');
    expect((await jsonLdOf(vehicle.slug)).car).toMatchObject(
      expected(now, 'https://schema.org/Reserved'),
    );
  });
});
