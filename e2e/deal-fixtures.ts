import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Shared by the deal-builder journeys and the deal-builder accessibility checks. */

export type StockVehicle = { stock_id: number; slug: string; price: number; name: string };

/**
 * Available used cars (£8,000 to £30,000) that a PCP quote is offered on, at least `count` of them.
 * `fromTheEnd` picks from the other end of the results, so two specs never share a car.
 */
export async function financeableVehicles(
  request: APIRequestContext,
  { count, fromTheEnd = false }: { count: number; fromTheEnd?: boolean },
): Promise<StockVehicle[]> {
  const response = await request.get(
    '/api/v2/vehicle-search?advert_classification=USED&min_price=8000&max_price=30000&resultsPerPage=50',
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: (StockVehicle & { reservation_status: string | null; reserved: boolean | null })[];
  };
  const found: StockVehicle[] = [];
  for (const vehicle of fromTheEnd ? [...data].reverse() : data) {
    if (vehicle.reservation_status !== 'Available' || vehicle.reserved) continue;
    const finance = await request.get(`/api/v2/vehicle-finance?stock_ids=${vehicle.stock_id}`);
    const body = (await finance.json()) as { data: { pcpQuote: unknown }[] };
    if (body.data[0]?.pcpQuote) found.push(vehicle);
    if (found.length >= 8) break;
  }
  expect(found.length, 'enough financeable used cars in the demo stock').toBeGreaterThanOrEqual(
    count,
  );
  return found;
}

export const vdp = (vehicle: StockVehicle, query = '') => `/vehicle-search/${vehicle.slug}${query}`;
export const deal = (page: Page) => page.locator('#deal');

export const shopper = {
  firstName: 'Jane',
  lastName: 'Shopper',
  email: 'jane.shopper@example.co.uk',
  telephone: '07700900123',
  postcode: 'SW1A 1AA',
};
