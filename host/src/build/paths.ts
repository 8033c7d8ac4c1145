import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the host's build puts its files, for the build (build.ts) and the compiled host (main.ts),
 * which must not load the build tools. In the compiled host `import.meta.url` still names this
 * source file (build.ts rewrites it), so these paths are the same from source and from dist. The
 * app's bundles, which the host serves, are in app/dist (`@showroom/app/build/paths`).
 */
export const HOST_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST_DIR = join(HOST_DIR, 'dist');
/** The compiled host (main.ts → main.js) and the API alone (api.js), with their chunks. */
export const SERVER_DIR = join(DIST_DIR, 'server');
/** The finance widget's package (widget/), built into one ES module served at /embed/finance.js. */
export const WIDGET_DIR = resolve(HOST_DIR, '../widget');
export const EMBED_DIR = join(DIST_DIR, 'embed');
export const EMBED_FILE = join(EMBED_DIR, 'finance.js');
