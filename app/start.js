// @ts-check
/**
 * `npm start`: builds app/dist when it is missing or was built from other sources (the stamp in
 * src/build/stamp.js), then runs the compiled host, dist/server/main.js, in this process. Node
 * alone: no TypeScript runner at run time.
 */
import { ensureBuilt, HOST_ENTRY } from './src/build/stamp.js';
import { pathToFileURL } from 'node:url';

ensureBuilt();
await import(pathToFileURL(HOST_ENTRY).href);
