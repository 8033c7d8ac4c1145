import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@showroom/core';
import { reserveThroughApi, searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * A reserved car (requirement ERR-10): 'This vehicle is currently reserved' with a View similar
 * button when the tenant configures it; otherwise the reserved text and the similar-stock text, in
 * the tenant's words when its messages have them.
 */
let dir: string;
let off: TestHost;
let plain: TestHost;
const TENANT_WORDS = 'Northgate has more like this: ask us and we will find you one.';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'showroom-similar-'));
  const file = join(dir, 'tenant.json');
  writeFileSync(
    file,
    JSON.stringify({
      reservedLayout: { showViewSimilar: false },
      messages: { similarStock: TENANT_WORDS },
    }),
  );
  [off, plain] = await Promise.all([startHost({ TENANT_CONFIG: file }), startHost()]);
});
afterAll(async () => {
  await Promise.all([off?.close(), plain?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

async function reservedPage(host: TestHost) {
  const [car] = await searchVehicles(host.app);
  await reserveThroughApi(host.app, car!.stock_id);
  return host.view(`/vehicle-search/${car!.slug}`);
}

describe('a reserved car', () => {
  it('with View similar switched off tells the shopper about similar stock, in the tenant words', async () => {
    const page = await reservedPage(off);
    expect(page.root).toContain(MESSAGES.vehicleReserved);
    expect(page.root).toContain(TENANT_WORDS);
    expect(page.root).not.toContain(MESSAGES.viewSimilar);
  });

  it('with View similar on (the default) offers the button, not the text', async () => {
    const page = await reservedPage(plain);
    expect(page.root).toContain(MESSAGES.vehicleReserved);
    expect(page.root).toMatch(
      /<a class="sr-btn" href="\/vehicle-search\?make=[^"]+">View similar<\/a>/,
    );
    expect(page.root).not.toContain(TENANT_WORDS);
  });
});
