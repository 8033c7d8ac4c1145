import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the build puts things, for the build (build.ts) and the compiled host (main.ts), which
 * must not load the build tools. In the compiled host `import.meta.url` still names this source
 * file (build.ts rewrites it), so these paths are the same from source and from dist.
 */
export const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST_DIR = join(APP_DIR, 'dist');
export const CLIENT_DIR = join(DIST_DIR, 'client');
export const SERVER_DIR = join(DIST_DIR, 'server');
/** The server renderer (render.tsx), which the host imports at start. */
export const SERVER_ENTRY = join(SERVER_DIR, 'render.js');
export const MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');
export const CLIENT_ENTRY = 'src/browser/main.tsx';
/** The finance widget's package (widget/), built into one ES module served at /embed/finance.js. */
export const WIDGET_DIR = resolve(APP_DIR, '../widget');
export const EMBED_DIR = join(DIST_DIR, 'embed');
export const EMBED_FILE = join(EMBED_DIR, 'finance.js');
