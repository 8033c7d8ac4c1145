import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the app's build puts its bundles (`@showroom/app/build/paths`), for the build (build.ts)
 * and for the compiled host (host/src/main.ts), which serves them and must not load the build
 * tools. In the compiled host `import.meta.url` still names this source file (the host's build
 * rewrites it), so these paths are the same from source and from dist.
 */
export const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST_DIR = join(APP_DIR, 'dist');
export const CLIENT_DIR = join(DIST_DIR, 'client');
export const SERVER_DIR = join(DIST_DIR, 'server');
/** The server renderer (src/ssr/render.tsx), which the host imports at start. */
export const SERVER_ENTRY = join(SERVER_DIR, 'render.js');
export const MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');
export const CLIENT_ENTRY = 'src/browser/main.tsx';
/** Each page's module as the manifest names it: the host preloads the page's own chunk. */
export { PAGE_MODULES } from '../pages/pageModules.ts';
