import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host?.close());

describe('a vehicle page by route id (requirement VDP-1)', () => {
  it('redirects /vehicle-search/{stock_id} to the slug page, keeping the query', async () => {
    const [vehicle] = await searchVehicles(host.app);
    const page = await host.view(`/vehicle-search/${vehicle!.stock_id}?enquiry`);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(`/vehicle-search/${vehicle!.slug}?enquiry`);
    const print = await host.view(`/vehicle-search/print/${vehicle!.stock_id}`);
    expect(print.status).toBe(301);
    expect(print.headers.location).toBe(`/vehicle-search/print/${vehicle!.slug}`);
    expect((await host.view(`/vehicle-search/${vehicle!.slug}`)).status).toBe(200);
  });

  it('an id no vehicle has is the 404 page', async () => {
    expect((await host.view('/vehicle-search/999999')).status).toBe(404);
    expect((await host.view('/vehicle-search/99999999999')).status).toBe(404);
  });
});

describe('the featured carousel', () => {
  it('never shows the vehicle being viewed', async () => {
    // The first featured tab's own first vehicle: the page of that vehicle must leave it out.
    const somePage = await host.view(
      `/vehicle-search/${(await searchVehicles(host.app))[0]!.slug}`,
    );
    const first = somePage.state!.featured[0]!;
    const candidate = first.vehicles![0]!;
    const page = await host.view(`/vehicle-search/${candidate.slug}`);
    expect(page.status).toBe(200);
    const group = page.state!.featured.find((g) => g.tab.label === first.tab.label)!;
    expect(group.vehicles!.map((v) => v.stock_id)).not.toContain(candidate.stock_id);
    expect(group.vehicles!.length).toBeGreaterThan(0);
  });
});
