import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPounds } from '@showroom/core';
import { CardMarkupCache, renderPage } from '@showroom/app/render';
import type { VdpState } from '@showroom/app/ssr';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * Vehicle cards' markup is kept between pages (app/src/ssr/cardMarkup.tsx). What a page sends
 * must be exactly what React renders with every card rendered afresh: the browser hydrates the
 * carousels from it, and a kept card must never show a price or a reservation that has changed.
 */
describe('vehicle cards kept between pages', () => {
  let host: TestHost;
  let states: VdpState[];
  const cards = (html: string) => html.match(/<article class="sr-vcard">/g)?.length ?? 0;

  beforeAll(async () => {
    host = await startHost();
    const vehicles = await searchVehicles(host.app, 'resultsPerPage=8&sort=price-asc');
    states = [];
    for (const vehicle of vehicles) {
      const view = await host.view(`/vehicle-search/${vehicle.slug}`);
      states.push(view.state!);
    }
  });
  afterAll(() => host.close());

  it('renders each page byte for byte as with every card rendered afresh, kept cards or not', () => {
    const cache = new CardMarkupCache();
    let shown = 0;
    for (const state of states) {
      const fresh = renderPage(state, null);
      expect(cards(fresh)).toBeGreaterThan(3);
      shown += cards(fresh);
      const hitsBefore = cache.hits;
      expect(renderPage(state, cache)).toBe(fresh);
      // The second time every card of the page is kept markup.
      const again = cache.hits;
      expect(renderPage(state, cache)).toBe(fresh);
      expect(cache.hits - again).toBe(cards(fresh));
      expect(again).toBeGreaterThanOrEqual(hitsBefore);
    }
    // Pages share cards (the featured tab, the similar cars of a make): most were kept ones.
    expect(cache.misses).toBeLessThan(shown);
  });

  it('the page the host sends is what React renders with every card afresh', async () => {
    for (const state of states.slice(0, 3)) {
      const view = await host.view(`/vehicle-search/${state.vehicle.slug}`);
      expect(view.root).toBe(`<div id="root">${renderPage(view.state!, null)}`);
    }
  });

  it('shows a car whose price or reservation changed as it is now, not as kept', () => {
    const cache = new CardMarkupCache();
    const state = states.find((s) => s.similar.length > 0)!;
    renderPage(state, cache);
    const car = state.similar[0]!;
    const changed: VdpState = {
      ...state,
      similar: [
        { ...car, price: (car.price ?? 0) + 1_234, reserved: true, reservation_status: 'Reserved' },
        ...state.similar.slice(1),
      ],
    };
    const html = renderPage(changed, cache);
    expect(html).toBe(renderPage(changed, null));
    expect(html).toContain(formatPounds((car.price ?? 0) + 1_234));
  });

  it("keeps each tenant's cards apart", () => {
    const cache = new CardMarkupCache();
    const state = states[0]!;
    renderPage(state, cache);
    const other: VdpState = {
      ...state,
      tenant: {
        ...state.tenant,
        keyFeatureOrder: ['fuel_type', 'year', 'mileage', 'transmission'],
      },
    };
    expect(renderPage(other, cache)).toBe(renderPage(other, null));
    expect(renderPage(other, null)).not.toBe(renderPage(state, null));
  });

  it('keeps at most the cards it is sized for, the least recently shown going first', () => {
    const cache = new CardMarkupCache(3);
    const state = states[0]!;
    renderPage(state, cache);
    const before = cache.hits;
    renderPage(state, cache);
    expect(cache.hits - before).toBe(3);
  });
});
