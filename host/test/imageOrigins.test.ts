import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageOriginsFromEnv } from '../src/imageOrigins.ts';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * IMAGE_ORIGINS (decision 0603): a retailer's photos on an image host or CDN load on its pages,
 * because the pages' CSP lets images in from the hosts it names; a bad entry stops the start.
 */
describe('IMAGE_ORIGINS', () => {
  it('takes https origins separated by commas or spaces, a leading *. for subdomains', () => {
    expect(
      imageOriginsFromEnv(
        'https://images.dealer-cdn.co.uk, https://*.imgix.net  https://Photos.Example.com:8443/',
      ),
    ).toEqual([
      'https://images.dealer-cdn.co.uk',
      'https://*.imgix.net',
      'https://photos.example.com:8443',
    ]);
    expect(imageOriginsFromEnv(undefined)).toEqual([]);
    expect(imageOriginsFromEnv('  ')).toEqual([]);
  });

  it('refuses anything that is not an https origin, naming each entry', () => {
    for (const bad of [
      'http://images.example.com',
      'https://images.example.com/photos',
      'https://images.example.com?x=1',
      'images.example.com',
      'https://*.com',
      'https://user@images.example.com',
      '*',
      "https://images.example.com 'unsafe-inline'",
    ])
      expect(() => imageOriginsFromEnv(bad), bad).toThrow(
        /^IMAGE_ORIGINS: ".+" is not an https origin/,
      );
    expect(() => imageOriginsFromEnv('https://ok.example.com,ftp://x.example.com')).toThrow(
      'IMAGE_ORIGINS: "ftp://x.example.com" is not an https origin',
    );
  });

  it('a host with a bad entry does not start', async () => {
    await expect(startHost({ IMAGE_ORIGINS: 'http://images.example.com' })).rejects.toThrow(
      'IMAGE_ORIGINS: "http://images.example.com"',
    );
  });

  describe('a host with photo hosts', () => {
    let host: TestHost;
    beforeAll(async () => {
      host = await startHost({
        IMAGE_ORIGINS: 'https://images.dealer-cdn.co.uk,https://*.imgix.net',
      });
    });
    afterAll(() => host.close());

    it('lets images in from them on every page, and nothing else', async () => {
      const [car] = await searchVehicles(host.app);
      for (const path of ['/vehicle-search', `/vehicle-search/${car!.slug}`, '/nowhere']) {
        const page = await host.app.inject({ method: 'GET', url: path });
        const csp = String(page.headers['content-security-policy']);
        const directive = (name: string) =>
          csp.split(';').find((part) => part.startsWith(`${name} `)) ?? '';
        expect(directive('img-src'), path).toBe(
          "img-src 'self' data: https://images.dealer-cdn.co.uk https://*.imgix.net",
        );
        expect(directive('script-src'), path).not.toContain('dealer-cdn');
        expect(directive('connect-src'), path).not.toContain('dealer-cdn');
      }
    });
  });
});
