/**
 * A retailer's configuration leaves no demo content on its vehicle pages
 * (docs/decisions/0633-configured-content-or-none.md): with SHOWROOM_CONFIG, the notice above the
 * page states the configured deposit, the finance disclaimer names the configured broker, and the
 * demo's warranties and articles are not shown; without it, the demo's are.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

const EXAMPLE = join(import.meta.dirname, '../../showroom.config.example.json');

/** The example configuration: Northgate Motors Ltd as broker, a £199 reservation deposit. */
const example = () => JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const dir = mkdtempSync(join(tmpdir(), 'showroom-retailer-content-'));
const configFile = (json: unknown, name: string) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(json));
  return path;
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The page of the first used car, as the host serves it. */
async function vehiclePage(host: TestHost) {
  const [car] = await searchVehicles(host.app);
  return host.view(`/vehicle-search/${car!.slug}`);
}

describe('a vehicle page with a configuration that gives no content of its own', () => {
  let host: TestHost;
  beforeAll(async () => {
    const { content: _content, ...file } = example();
    host = await startHost({ SHOWROOM_CONFIG: configFile(file, 'bare.json') });
  });
  afterAll(() => host?.close());

  it('names the configured broker and no demo firm, deposit or warranty', async () => {
    const page = await vehiclePage(host);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Showroom Motors');
    expect(page.html).not.toContain('£99 deposit');
    expect(page.html).not.toContain('987654');
    expect(page.html).not.toContain('Showroom 12 Month Warranty');
    expect(page.state!.warningHtml).toBeNull();
    expect(page.state!.warranty).toEqual([]);
    expect(page.state!.relatedPosts).toEqual([]);
    expect(page.state!.financeDisclaimerHtml).toContain(
      'Northgate Motors Ltd (FCA firm reference number 612345) is a credit broker, not a lender',
    );
    expect(page.root).toContain('Northgate Motors Ltd (FCA firm reference number 612345)');
    // Without the notice and the warranties, the page leaves their places out.
    expect(page.root).not.toContain('class="sr-warning"');
    expect(page.root).not.toContain('class="sr-warranty"');
  });
});

describe('a vehicle page with a configuration that gives its content', () => {
  let host: TestHost;
  beforeAll(async () => {
    const file = example();
    file.finance.subjectToStatus = 'Finance subject to status. Over 18s only.';
    host = await startHost({ SHOWROOM_CONFIG: configFile(file, 'content.json') });
  });
  afterAll(() => host?.close());

  it('states the configured £199 deposit and the configured broker, warranties and articles', async () => {
    const page = await vehiclePage(host);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Showroom Motors');
    expect(page.html).not.toContain('£99 deposit');
    expect(page.html).not.toContain('987654');
    expect(page.state!.warningHtml).toContain('£199 deposit');
    expect(page.root).toContain('£199 deposit');
    expect(page.state!.financeDisclaimerHtml).toContain('Northgate Motors Ltd');
    expect(page.state!.financeDisclaimerHtml).toContain(
      'Finance subject to status. Over 18s only.',
    );
    // The representative example's small print ends with the configured statement too, on a car
    // the lender quotes (used, £8,000 to £30,000).
    const [financed] = await searchVehicles(
      host.app,
      'resultsPerPage=1&advert_classification=USED&min_price=8000&max_price=30000',
    );
    const financedPage = await host.view(`/vehicle-search/${financed!.slug}`);
    const smallPrint = [
      ...financedPage.root.matchAll(/class="sr-repex__small-print">([^<]*)</g),
    ].map(([, text]) => text);
    expect(smallPrint.length).toBeGreaterThan(0);
    for (const text of smallPrint)
      expect(text).toMatch(/^Northgate Motors Ltd .* Finance subject to status\. Over 18s only\.$/);
    expect(page.state!.warranty.map((item) => item.warranty_name)).toEqual(
      example().content.warranty_items.map((item: { warranty_name: string }) => item.warranty_name),
    );
    expect(page.root).toContain(example().content.warranty_items[0].warranty_name);
  });
});
