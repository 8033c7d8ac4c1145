/**
 * The storefront's pages name the broker the API's order config serves (decision 0906), not a
 * second copy from the storefront's tenant configuration: the vehicle page in the server-rendered
 * markup of the headline's representative example and in the state it hydrates with, the search
 * results' and the comparison's examples too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/** Another firm than the tenant file's, as another platform's order config could name it. */
const API_BROKER = {
  registered_name: 'Eastgate Motor Group Ltd',
  firm_reference_number: '700700',
  commission: 'We receive a fixed fee from the lender.',
};

let host: TestHost;
/** Cars the lender quotes: used, available, £8,000 to £30,000. */
const financeable = async () =>
  (
    await searchVehicles(
      host.app,
      'resultsPerPage=30&advert_classification=USED&min_price=8000&max_price=30000',
    )
  ).filter((car) => car.reservation_status === 'Available');
beforeAll(async () => {
  host = await startHost();
  // The order config as a platform whose broker is not the storefront's tenant file's.
  host.app.addHook('onSend', async (request, _reply, payload) => {
    if (!request.url.startsWith('/api/v2/website-orders/config') || typeof payload !== 'string')
      return payload;
    const body = JSON.parse(payload) as {
      data: { finance_disclosure: { broker: typeof API_BROKER } };
    };
    body.data.finance_disclosure.broker = API_BROKER;
    return JSON.stringify(body);
  });
});
afterAll(() => host?.close());

describe('the broker beside a figure', () => {
  it('is the order config’s on the vehicle page, server-rendered and in the hydrated state', async () => {
    const [car] = await financeable();
    const page = await host.view(`/vehicle-search/${car!.slug}`);
    expect(page.status).toBe(200);
    expect(page.state!.orderConfig?.finance_disclosure.broker).toEqual(API_BROKER);
    expect(page.root).toContain(
      'Eastgate Motor Group Ltd (FCA firm reference number 700700) is a credit broker, not a lender',
    );
    expect(page.root).toContain('We receive a fixed fee from the lender.');
    // The deal panel's small print names it too, and nowhere the tenant file's firm (the demo's).
    expect(page.root).toContain(
      'Eastgate Motor Group Ltd (FCA firm reference number 700700) is a credit broker, not a lender. Finance is subject to status.',
    );
    expect(page.root).not.toContain('FCA firm reference number 987654');
  });

  it('is the order config’s on the search results and the comparison', async () => {
    const cars = await financeable();
    const search = await host.view('/vehicle-search');
    expect(search.status).toBe(200);
    expect(search.root).toContain('Eastgate Motor Group Ltd (FCA firm reference number 700700)');
    expect(search.root).not.toContain('FCA firm reference number 987654');
    const ids = cars.slice(0, 2).map((car) => car.stock_id);
    const compare = await host.view(`/vehicle-search/compare?ids=${ids.join(',')}`);
    expect(compare.status).toBe(200);
    expect(compare.root).toContain('Eastgate Motor Group Ltd (FCA firm reference number 700700)');
    expect(compare.root).not.toContain('FCA firm reference number 987654');
  });
});
