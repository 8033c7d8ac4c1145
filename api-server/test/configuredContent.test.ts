/**
 * The content endpoints with and without a retailer's configuration
 * (docs/decisions/0633-configured-content-or-none.md): without one, the demo's content as
 * seeded; with one, its notice (its figures the order settings'), a finance disclaimer naming its
 * broker, its warranties, its posts and its status text, or none of them, never the demo's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { financeDisclaimerHtml } from '@showroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from '../src/config.ts';
import type { ShowroomConfig } from '../src/live/showroomConfig.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const EXAMPLE = join(import.meta.dirname, '../../showroom.config.example.json');
const example = () => JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const business = (): ShowroomConfig =>
  serverOptionsFromEnv({ SHOWROOM_CONFIG: EXAMPLE }).options.business!;

type Page = {
  snippets: Record<string, string>;
  warranty_items: { warranty_name: string }[];
};
type Post = { id: number; slug: string; title: string; content: string };

/** A server seeded as the demo is (its content rows in the store), with `config` or none. */
function serving(config: ShowroomConfig | null) {
  const it = { server: undefined as unknown as TestServer };
  beforeAll(async () => {
    it.server = await startServer({ ...(config ? { business: config } : {}), seed: { count: 12 } });
  });
  afterAll(() => it.server?.close());
  return it;
}

const page = async (server: TestServer, url = 'vehicle-details') =>
  (await server.call('GET', `/api/v2/content/page/${url}`)).body.data as Page;
const posts = async (server: TestServer) =>
  (await server.call('GET', '/api/v2/content/post', { query: { resultsPerPage: -1 } })).body
    .data as Post[];
const quote = async (server: TestServer) => {
  const search = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 1, sort: 'year-desc' },
  });
  const res = await server.call('GET', '/api/v2/vehicle-finance', {
    query: { stock_ids: search.body.data[0].stock_id },
  });
  return res.body.data[0].hpQuote as { SubjectToStatus: string; BrokerText: string };
};

describe('without a configuration: the demo, as seeded', () => {
  const it_ = serving(null);

  it('serves the demo notice, disclaimer, warranties and posts, and the default status text', async () => {
    const { server } = it_;
    const details = await page(server);
    expect(details.snippets.details_page_header).toContain('fully refundable £99 deposit');
    expect(details.snippets.finance_disclaimer).toContain('Showroom Motors Ltd');
    expect(details.warranty_items.map((item) => item.warranty_name)).toEqual([
      'Showroom 12 Month Warranty',
      'Showroom Extended 36 Month Warranty',
    ]);
    expect(await posts(server)).toHaveLength(6);
    expect((await quote(server)).SubjectToStatus).toBe(
      'Finance subject to status. Over 18s only. Guarantees may be required.',
    );
  });
});

describe('with the example configuration: its content', () => {
  const config = business();
  config.finance.subjectToStatus = 'Finance subject to status. Over 18s only.';
  const it_ = serving(config);

  it('serves its notice with its £199 deposit, and a disclaimer naming its broker', async () => {
    for (const url of ['vehicle-details', 'warranty', 'home']) {
      const served = await page(it_.server, url);
      expect(served.snippets.details_page_header).toBe(
        '<p><strong>Please note:</strong> our cars sell quickly. Reserve online with a fully refundable £199 deposit.</p>',
      );
      expect(served.snippets.finance_disclaimer).toBe(
        financeDisclaimerHtml(
          config.finance.broker,
          'Ridings Vehicle Finance',
          'Finance subject to status. Over 18s only.',
        ),
      );
      expect(served.snippets.finance_disclaimer).toContain(
        'Northgate Motors Ltd (FCA firm reference number 612345)',
      );
      expect(JSON.stringify(served)).not.toMatch(/Showroom|987654|£99 /);
    }
    expect((await it_.server.call('GET', '/api/v2/content/page/about-us')).status).toBe(404);
  });

  it('serves its warranties and posts, not the demo’s', async () => {
    expect((await page(it_.server)).warranty_items).toEqual(example().content.warranty_items);
    const listed = await posts(it_.server);
    expect(listed.map((post) => [post.id, post.slug, post.title])).toEqual([
      [1, 'family-suvs-under-three-years-old', 'Family SUVs under three years old'],
      [2, 'electric-cars-at-northgate', 'Electric cars at Northgate'],
    ]);
    const electric = await it_.server.call('GET', '/api/v2/content/post', {
      query: { searchOptions: JSON.stringify({ fuel_type: 'electric' }) },
    });
    expect(electric.body.data.map((post: Post) => post.id)).toEqual([2]);
    const one = await it_.server.call('GET', '/api/v2/content/post/2');
    expect(one.body.data.content).toBe(example().content.posts[1].content);
    expect((await it_.server.call('GET', '/api/v2/content/post/3')).status).toBe(404);
  });

  it('quotes with its status text', async () => {
    expect((await quote(it_.server)).SubjectToStatus).toBe(
      'Finance subject to status. Over 18s only.',
    );
  });
});

describe('with a configuration that gives no content: none of the demo’s', () => {
  const config = business();
  config.content = { details_page_header: null, warranty_items: [], posts: [] };
  const it_ = serving(config);

  it('serves no notice, no warranties and no posts, and still its broker’s disclaimer', async () => {
    const served = await page(it_.server);
    expect(served.snippets).toEqual({
      finance_disclaimer: financeDisclaimerHtml(
        config.finance.broker,
        config.finance.lender,
        config.finance.subjectToStatus,
      ),
    });
    expect(served.warranty_items).toEqual([]);
    expect(await posts(it_.server)).toEqual([]);
    expect((await it_.server.call('GET', '/api/v2/content/post/1')).status).toBe(404);
  });
});
