import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSearchVehicle, postsForVehicle } from '@showroom/core';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/** Content the API sends reaches the vehicle page (issue 18): offer text, warranties, articles. */
let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host?.close());

const api = async (url: string, from: TestHost = host) =>
  (await from.app.inject({ method: 'GET', url })).json() as { data: never };

describe('the vehicle page shows what the API sends', () => {
  it("an offer's main_content is shown, and the offer has a description", async () => {
    const [offer] = await searchVehicles(host.app, 'advert_classification=OFFER&resultsPerPage=1');
    const vehicle = (await api(`/api/v2/vehicles/${offer!.stock_id}`)).data as {
      contents: { main_content?: string }[];
    };
    const text = vehicle.contents[2]!.main_content!;
    expect(text).toMatch(/^<p>Save £[\d,]+ on the .+ this month\.<\/p>$/);
    const page = await host.view(`/vehicle-search/${offer!.slug}`);
    expect(page.state!.offerHtml).toBe(text);
    expect(page.root).toContain('This offer');
    expect(page.root).toContain(text.replace(/<\/?p>/g, ''));
    expect(page.state!.descriptionHtml.length).toBeGreaterThan(50);
  });

  it('a used car shows no offer text', async () => {
    const [used] = await searchVehicles(host.app);
    const page = await host.view(`/vehicle-search/${used!.slug}`);
    expect(page.state!.offerHtml).toBeNull();
    expect(page.root).not.toContain('This offer');
  });

  it('shows the warranty items of the vehicle-details content page', async () => {
    const content = (await api('/api/v2/content/page/vehicle-details')).data as {
      warranty_items: { warranty_name: string; covers: string[] }[];
    };
    expect(content.warranty_items.length).toBeGreaterThan(0);
    const [used] = await searchVehicles(host.app);
    const page = await host.view(`/vehicle-search/${used!.slug}`);
    expect(page.state!.warranty).toEqual(content.warranty_items);
    for (const item of content.warranty_items) {
      expect(page.root).toContain(item.warranty_name);
      for (const part of item.covers) expect(page.root).toContain(`<li>${part}</li>`);
    }
  });

  it("shows the tiles' service icons the HEAD check found", async () => {
    const [used] = await searchVehicles(host.app);
    const head = await host.app.inject({ method: 'HEAD', url: '/images/icons/services/mot.png' });
    expect(head.statusCode).toBe(200);
    const page = await host.view(`/vehicle-search/${used!.slug}`);
    expect(page.state!.serviceIcons).toEqual({
      'mot-vehicle': '/images/icons/services/mot.png',
      'service-history': '/images/icons/services/service-history.png',
    });
    expect(page.root).toContain('src="/images/icons/services/mot.png"');
  });

  it('asks the API for the related articles with searchOptions and resultsPerPage=-1 (requirement API-4)', async () => {
    // A host of its own, whose caches no other test has filled (they would answer instead).
    const fresh = await startHost();
    const { vehicle, page, lists } = await (async () => {
      const used = (await searchVehicles(fresh.app))[7];
      const vehicle = (await api(`/api/v2/vehicles/${used!.stock_id}`, fresh)).data;
      const before = fresh.apiUrls().length;
      const page = await fresh.view(`/vehicle-search/${used!.slug}`);
      const lists = fresh
        .apiUrls()
        .slice(before)
        .map((url) => new URL(url, 'http://host'))
        .filter((url) => url.pathname === '/api/v2/content/post');
      return { vehicle, page, lists };
    })().finally(() => fresh.close());
    // One list, of this vehicle's posts: never every post, filtered in the host.
    expect(lists).toHaveLength(1);
    expect(lists[0]!.searchParams.get('resultsPerPage')).toBe('-1');
    expect(JSON.parse(lists[0]!.searchParams.get('searchOptions')!)).toEqual({
      vehicle: postSearchVehicle(vehicle),
    });
    const all = (await api('/api/v2/content/post?resultsPerPage=-1')).data as {
      title: string;
      rules: never;
    }[];
    expect(page.state!.relatedPosts.map((p) => p.title)).toEqual(
      postsForVehicle(all, vehicle, new Date())
        .slice(0, 3)
        .map((p) => p.title),
    );
  });

  it('shows the articles whose rules match the vehicle (postsForVehicle)', async () => {
    const posts = (await api('/api/v2/content/post?resultsPerPage=-1')).data as {
      id: number;
      title: string;
      rules: never;
    }[];
    const vehicles = await searchVehicles(host.app, 'resultsPerPage=60');
    let shown = 0;
    for (const listed of vehicles.slice(0, 30)) {
      const vehicle = (await api(`/api/v2/vehicles/${listed.stock_id}`)).data;
      const expected = postsForVehicle(posts, vehicle, new Date()).slice(0, 3);
      const page = await host.view(`/vehicle-search/${listed.slug}`);
      expect(page.state!.relatedPosts.map((p) => p.title)).toEqual(expected.map((p) => p.title));
      for (const post of expected) expect(page.root).toContain(post.title);
      shown += expected.length;
    }
    expect(shown, 'some vehicle of the sample has a related article').toBeGreaterThan(0);
  });
});
