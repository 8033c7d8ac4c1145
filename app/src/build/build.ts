import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';

/** The app package folder (app/). */
export const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST_DIR = join(APP_DIR, 'dist');
export const CLIENT_DIR = join(DIST_DIR, 'client');
export const SERVER_ENTRY = join(DIST_DIR, 'server', 'render.js');
export const MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');
export const CLIENT_ENTRY = 'src/browser/main.tsx';
/** The finance widget's one ES module (widget/), served at /embed/finance.js (routes/embed.ts). */
export const WIDGET_DIR = resolve(APP_DIR, '../widget');
export const EMBED_DIR = join(DIST_DIR, 'embed');
export const EMBED_FILE = join(EMBED_DIR, 'finance.js');

const shared = (): InlineConfig => ({
  root: APP_DIR,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
});

/**
 * Builds the browser bundle (with a manifest, hashed files under assets/) and the server
 * renderer (render.tsx → dist/server/render.js), the two halves of one page.
 * The browser bundle has one stylesheet for everything (the server renders every component, so
 * all their CSS is needed before the first paint) and loads its on-demand chunks (Glide, DOMPurify)
 * with plain dynamic imports, which the CSP's 'strict-dynamic' trusts, rather than Vite's
 * modulepreload helper.
 */
export async function buildApp(): Promise<void> {
  await build({
    ...shared(),
    build: {
      outDir: CLIENT_DIR,
      emptyOutDir: true,
      manifest: true,
      cssCodeSplit: false,
      modulePreload: false,
      rolldownOptions: {
        input: join(APP_DIR, CLIENT_ENTRY),
        // React DOM in a chunk of its own, evaluated in a task before the page's code
        // (src/browser/main.tsx).
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            ],
          },
        },
      },
    },
  });
  precompressAssets();
  await buildWidget();
  await build({
    ...shared(),
    ssr: { noExternal: [/^@showroom\//] },
    build: {
      outDir: join(DIST_DIR, 'server'),
      emptyOutDir: true,
      ssr: join(APP_DIR, 'src/server/render.tsx'),
      rolldownOptions: { output: { entryFileNames: 'render.js' } },
    },
  });
}

/**
 * Builds the finance widget (widget/src/finance.ts, core and api-client only) into one minified
 * ES module with nothing split off, so a partner's page loads it with one request. The host
 * writes its configuration into it and compresses it when it starts (routes/embed.ts).
 */
export async function buildWidget(): Promise<void> {
  await build({
    root: WIDGET_DIR,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: EMBED_DIR,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: join(WIDGET_DIR, 'src/finance.ts'),
        output: { format: 'es', entryFileNames: 'finance.js', codeSplitting: false },
      },
    },
  });
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet under
 * dist/client/assets, which the host serves as they are (@fastify/static `preCompressed`): the
 * smallest files, compressed once at build time instead of on every request.
 */
export function precompressAssets(dir = join(CLIENT_DIR, 'assets')): void {
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg)$/.test(name)) continue;
    const file = join(dir, name);
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** Whether both halves of the build and the finance widget are present. */
export function isBuilt(): boolean {
  return existsSync(MANIFEST) && existsSync(SERVER_ENTRY) && existsSync(EMBED_FILE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildApp();
  console.log(`Built ${CLIENT_DIR} and ${SERVER_ENTRY}`);
}
