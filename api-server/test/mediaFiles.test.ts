import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers/server.ts';

/**
 * A retailer's photos as files (decision 0604): DATA_DIR/media's pictures are served at
 * /api/v2/media/files/{file}, by a plain name of the folder and nothing else.
 */
describe('GET /api/v2/media/files/{file}', () => {
  let server: TestServer;
  const jpeg = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9,
  ]);
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  beforeAll(async () => {
    server = await startServer();
    const media = join(dirname(server.dbPath), 'media');
    mkdirSync(media, { recursive: true });
    writeFileSync(join(media, '100001-1.jpg'), jpeg);
    writeFileSync(join(media, 'Front_view.PNG'), png);
    writeFileSync(join(media, 'notes.txt'), 'not a picture');
    writeFileSync(join(dirname(server.dbPath), 'secret.jpg'), 'outside the folder');
  });
  afterAll(() => server.close());

  it('serves a picture of the folder as its bytes, with its type', async () => {
    for (const [name, bytes, type] of [
      ['100001-1.jpg', jpeg, 'image/jpeg'],
      ['Front_view.PNG', png, 'image/png'],
    ] as const) {
      const response = await fetch(`${server.base}/api/v2/media/files/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toContain('max-age=86400');
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('a name the folder does not have is a 404', async () => {
    const response = await server.call('GET', '/api/v2/media/files/100002-1.jpg');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Image not found.');
  });

  it.each([
    ['a file that is not a picture', 'notes.txt'],
    ['an SVG (a document that could run script)', 'drawing.svg'],
    ['a hidden file', '.secret.jpg'],
    ['a way out of the folder', '..%2Fsecret.jpg'],
    ['a folder', 'sub%2F100001-1.jpg'],
  ])('%s is refused, naming the file: 422', async (_what, name) => {
    const response = await server.call('GET', `/api/v2/media/files/${name}`);
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('file');
  });
});
