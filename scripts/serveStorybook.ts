/**
 * Serves the static Storybook for the visual baselines (e2e/visual), building it first when it is
 * missing or stale.
 *
 *   npx tsx scripts/serveStorybook.ts          # port STORYBOOK_PORT, default 6007
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { ensureStorybookBuilt, storybookStaticDir as outDir } from './storybookStatic.ts';

ensureStorybookBuilt();

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const port = Number(process.env.STORYBOOK_PORT ?? 6007);
createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const file = normalize(join(outDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
  if (!file.startsWith(outDir) || !existsSync(file) || statSync(file).isDirectory()) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    // The build's assets carry a content hash in their names: a browser may keep them.
    'cache-control': pathname.startsWith('/assets/') ? 'max-age=31536000, immutable' : 'no-cache',
  });
  response.end(readFileSync(file));
}).listen(port, '127.0.0.1', () => console.log(`storybook-static on http://127.0.0.1:${port}`));
