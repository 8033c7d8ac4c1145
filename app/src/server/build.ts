import { existsSync } from 'node:fs';
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
export const CLIENT_ENTRY = 'src/client/main.tsx';

const shared = (): InlineConfig => ({
  root: APP_DIR,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
});

/**
 * Builds the browser bundle (with a manifest, hashed files under assets/) and the server
 * renderer (render.tsx → dist/server/render.js), the two halves of one page.
 */
export async function buildApp(): Promise<void> {
  await build({
    ...shared(),
    build: {
      outDir: CLIENT_DIR,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: { input: join(APP_DIR, CLIENT_ENTRY) },
    },
  });
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

/** Whether both halves of the build are present. */
export function isBuilt(): boolean {
  return existsSync(MANIFEST) && existsSync(SERVER_ENTRY);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildApp();
  console.log(`Built ${CLIENT_DIR} and ${SERVER_ENTRY}`);
}
