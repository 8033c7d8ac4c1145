import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/** Headers every HTML page carries, read from the host exactly as `npm start` builds it. */

const EXPECTED_PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), usb=(), fullscreen=(self ' +
  '"https://www.youtube.com" "https://www.youtube-nocookie.com" "https://player.vimeo.com")';

describe('page headers', () => {
  let host: TestHost;
  let slug: string;

  beforeAll(async () => {
    host = await startHost();
    slug = (await searchVehicles(host.app))[0]!.slug;
  });
  afterAll(() => host.close());

  it('every page denies the powerful browser features with Permissions-Policy', async () => {
    const paths = [
      '/vehicle-search',
      `/vehicle-search/${slug}`,
      `/vehicle-search/print/${slug}`,
      '/contact',
      '/vehicle-search/no-such-car',
    ];
    for (const path of paths) {
      const view = await host.view(path);
      expect([path, view.headers['permissions-policy']]).toEqual([
        path,
        EXPECTED_PERMISSIONS_POLICY,
      ]);
    }
  });
});
