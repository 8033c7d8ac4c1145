import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * A tenant file's `messages` reach every text of the page (docs/operating.md, "Tenant
 * configuration"), and `vehicleConfig.leftAlignPricing` aligns the prices left.
 */
let host: TestHost;
let plain: TestHost;
let dir: string;
let slug: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'showroom-tenant-'));
  const file = join(dir, 'tenant.json');
  writeFileSync(
    file,
    JSON.stringify({
      siteName: 'Northgate Motors',
      vehicleConfig: { leftAlignPricing: true },
      messages: {
        backToResults: 'Back to your search',
        save: 'Keep',
        enquirySuccess: 'Thanks — we will be in touch today.',
      },
    }),
  );
  [host, plain] = await Promise.all([startHost({ TENANT_CONFIG: file }), startHost()]);
  slug = (await searchVehicles(host.app))[0]!.slug;
});
afterAll(async () => {
  await Promise.all([host?.close(), plain?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('tenant overrides on the vehicle page', () => {
  it('texts that passed no tenant before show the tenant wording', async () => {
    const page = await host.view(`/vehicle-search/${slug}`);
    expect(page.status).toBe(200);
    expect(page.root).toContain('Back to your search');
    expect(page.root).toContain('>Keep<');
    expect(page.root).not.toContain('Back to results');
  });

  it('without a tenant file the catalogue texts show', async () => {
    const page = await plain.view(`/vehicle-search/${slug}`);
    expect(page.root).toContain('Back to results');
    expect(page.root).toContain('>Save<');
    expect(page.root).not.toContain('Back to your search');
  });

  it('leftAlignPricing aligns prices left; the default leaves them as designed', async () => {
    expect((await host.view(`/vehicle-search/${slug}`)).root).toContain(
      '<div class="sr-tenant" style="--sr-pricing-align:left">',
    );
    expect((await plain.view(`/vehicle-search/${slug}`)).root).toContain('<div class="sr-tenant">');
  });
});
