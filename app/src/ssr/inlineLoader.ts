import { readFileSync } from 'node:fs';

/**
 * The source of the inline loader (browser/inlineLoader.js), read once, for the server to write
 * into the head of every hydrated page: it loads the entry modules after the first paint and
 * keeps clicks and typing made before hydration. A server bundle that includes this module reads
 * the file beside its source (the build rewrites `import.meta.url` to this file's address).
 */
export const INLINE_LOADER_SOURCE = readFileSync(
  new URL('../browser/inlineLoader.js', import.meta.url),
  'utf8',
);
