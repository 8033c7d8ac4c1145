import './production.ts';
import { pathToFileURL } from 'node:url';
import { loggerFromEnv } from '@showroom/api-server';
import {
  CLIENT_DIR,
  CLIENT_ENTRY,
  MANIFEST,
  SERVER_ENTRY,
  buildApp,
  isBuilt,
} from '../build/build.ts';
import { assetsFromManifest } from './assets.ts';
import { createHost } from './host.ts';
import type * as Render from './render.tsx';

/**
 * The storefront host (`npm start`): builds the app when dist/ is missing, mounts the reference
 * /api/v2 (data in DATA_DIR) and the app's pages on one port, or, with API_BASE_URL, serves the
 * pages only and reads that API over HTTP (host.ts).
 */
const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';

if (!isBuilt()) {
  console.log('Building the app (first start)…');
  await buildApp();
}

const { app } = await createHost({
  env,
  logger: loggerFromEnv(env),
  render: (await import(pathToFileURL(SERVER_ENTRY).href)) as typeof Render,
  assets: assetsFromManifest(MANIFEST, CLIENT_ENTRY),
  clientDir: CLIENT_DIR,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
