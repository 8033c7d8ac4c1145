import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monogramOf, monogramPng } from '../src/icons.ts';
import { startHost, type TestHost } from './helpers/host.ts';

/** The tenant's PNG icons (decision 0708), fetched from a started host and decoded here. */

const TENANT = {
  siteName: 'Northgate Motors',
  themeColour: '#7a1f2b',
  backgroundColour: '#fafafa',
};
const BRAND = [0x7a, 0x1f, 0x2b, 255];
const WHITE = [255, 255, 255, 255];

type Decoded = {
  width: number;
  height: number;
  colourType: number;
  pixel: (x: number, y: number) => number[];
};

/**
 * Reads a PNG's chunks, checks each CRC, and inflates an 8-bit RGBA image whose rows use filter 0
 * or 1 (any other filter fails the test: it would need a fuller decoder than this one).
 */
function decodePng(png: Buffer): Decoded {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(
      crc32(png.subarray(at + 4, at + 8 + length)),
    );
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks[0]!.type).toBe('IHDR');
  expect(chunks.at(-1)!.type).toBe('IEND');
  const ihdr = chunks[0]!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect(ihdr[8], 'bit depth').toBe(8);
  const colourType = ihdr[9]!;
  const raw = inflateSync(
    Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
  );
  const stride = width * 4;
  expect(raw.length).toBe((stride + 1) * height);
  const image = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    expect([0, 1], `row ${y} filter`).toContain(filter);
    for (let i = 0; i < stride; i++) {
      const byte = raw[y * (stride + 1) + 1 + i]!;
      const left = filter === 1 && i >= 4 ? image[y * stride + i - 4]! : 0;
      image[y * stride + i] = (byte + left) & 0xff;
    }
  }
  return {
    width,
    height,
    colourType,
    pixel: (x, y) => [...image.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)],
  };
}

describe("the tenant's PNG icons", () => {
  let host: TestHost;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'showroom-icons-'));
    const tenantFile = join(dir, 'tenant.json');
    writeFileSync(tenantFile, JSON.stringify(TENANT));
    host = await startHost({ TENANT_CONFIG: tenantFile });
  });
  afterAll(async () => {
    await host?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/icon-192.png', 192],
    ['/icon-512.png', 512],
    ['/apple-touch-icon.png', 180],
  ])('%s is a %i px RGBA PNG in the brand colour with the initial in white', async (url, size) => {
    const reply = await host.app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    const png = decodePng(reply.rawPayload);
    expect(png).toMatchObject({ width: size, height: size, colourType: 6 });
    // Opaque brand colour at every corner: iOS and a maskable icon's mask want no transparency.
    for (const [x, y] of [
      [0, 0],
      [size - 1, 0],
      [0, size - 1],
      [size - 1, size - 1],
    ] as const) {
      expect(png.pixel(x, y)).toEqual(BRAND);
    }
    // "N": the top of its left stroke is inked, the top middle is not.
    const cell = Math.round(size * 0.08);
    const left = Math.round((size - 5 * cell) / 2);
    const top = Math.round((size - 7 * cell) / 2);
    const centreOf = (gx: number, gy: number) =>
      png.pixel(left + gx * cell + (cell >> 1), top + gy * cell + (cell >> 1));
    expect(centreOf(0, 0)).toEqual(WHITE);
    expect(centreOf(2, 0)).toEqual(BRAND);
    expect(centreOf(2, 2)).toEqual(WHITE); // the diagonal
    // The letter stays in the maskable safe zone: the circle of 40% of the size about the centre.
    const corner = Math.hypot(size / 2 - left, size / 2 - top);
    expect(corner).toBeLessThan(size * 0.4);

    // The same bytes a second time: drawn once and kept.
    const again = await host.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(reply.rawPayload)).toBe(true);
  });

  it('Safari\'s "precomposed" name moves to the apple-touch-icon for good', async () => {
    const reply = await host.app.inject({
      method: 'GET',
      url: '/apple-touch-icon-precomposed.png',
    });
    expect(reply.statusCode).toBe(301);
    expect(reply.headers.location).toBe('/apple-touch-icon.png');
  });

  it('the manifest lists the 192 and 512 PNGs for both purposes, beside the SVG', async () => {
    const manifest = (
      await host.app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    ).json();
    expect(manifest.icons).toEqual([
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await host.app.inject({ method: 'GET', url: icon.src })).statusCode).toBe(200);
    }
  });

  it('every page links the apple-touch-icon, and its CSP lets the icons load', async () => {
    const page = await host.view('/vehicle-search');
    expect(page.html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self'/);
  });
});

describe('the icon drawing', () => {
  it('follows the tenant: another colour and initial give other pixels', () => {
    const png = decodePng(monogramPng(192, 'acme cars', '#0a0'));
    expect(png.pixel(0, 0)).toEqual([0x00, 0xaa, 0x00, 255]);
    const cell = Math.round(192 * 0.08);
    const left = Math.round((192 - 5 * cell) / 2);
    const top = Math.round((192 - 7 * cell) / 2);
    // "A": its top row is inked in the middle, not at the corner.
    expect(png.pixel(left + 2 * cell + 1, top + 1)).toEqual(WHITE);
    expect(png.pixel(left + 1, top + 1)).toEqual([0x00, 0xaa, 0x00, 255]);
  });

  it('a name with no letter or digit the font knows gives the colour alone', () => {
    expect(monogramOf('★ Stars')).toBeNull();
    const png = decodePng(monogramPng(180, '★ Stars', '#123456'));
    expect(png.pixel(90, 90)).toEqual([0x12, 0x34, 0x56, 255]);
  });

  it('an accented initial is drawn without its accent', () => {
    expect(monogramOf('  Émile Motors')).toBe('E');
    expect(monogramOf('4x4 Centre')).toBe('4');
  });
});
