import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildApp, bundleNestedCopies, sourceImportMetaUrl } from '@showroom/app/build';
import { EMBED_DIR, HOST_DIR, SERVER_DIR, WIDGET_DIR } from './paths.ts';
import { buildStamped, TOOLS } from './stamp.js';
import { sourceResolve } from '../../../scripts/sourceCondition.ts';

export * from './paths.ts';

const ROOT = resolve(HOST_DIR, '..');

/**
 * Builds everything `npm start` runs: the app's bundles (app/dist: the browser's files and the
 * server renderer, `@showroom/app/build`), the finance widget (dist/embed) and the host (main.ts →
 * dist/server/main.js, with the embedded API) with the API alone beside it (api.js, from
 * api-server/src/main.ts) and the operator's tools (stamp.js TOOLS: data.js, stock.js …): every
 * workspace package bundled and node_modules left outside, plain
 * JavaScript, no TypeScript at run time. The host imports the app's renderer at start rather than
 * bundling it, so it never loads ui's CSS or React itself.
 */
export async function buildHost(): Promise<void> {
  await buildApp();
  await buildWidget();
  await build({
    root: HOST_DIR,
    configFile: false,
    logLevel: 'warn',
    plugins: [sourceImportMetaUrl(SERVER_DIR), bundleNestedCopies(SERVER_DIR)],
    ...sourceResolve(),
    ssr: { ...sourceResolve().ssr, noExternal: [/^@showroom\//] },
    build: {
      outDir: SERVER_DIR,
      emptyOutDir: true,
      ssr: true,
      target: 'node20',
      rolldownOptions: {
        input: {
          main: join(HOST_DIR, 'src/main.ts'),
          // The API alone (`npm run start:api`), for a storefront pointed at it by API_BASE_URL.
          api: join(ROOT, 'api-server/src/main.ts'),
          // The operator's tools (`npm run backup`, `stock`, `leads` …): Node alone, on a host
          // without dev dependencies (decisions 0711, 0816).
          ...Object.fromEntries(
            Object.entries(TOOLS).map(([name, source]) => [name, join(ROOT, source)]),
          ),
        },
        // Every chunk beside the entries: sourceImportMetaUrl's paths are relative to this folder.
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
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
    ...sourceResolve(),
    logLevel: 'warn',
    build: {
      outDir: EMBED_DIR,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: join(WIDGET_DIR, 'src/finance.ts'),
        output: {
          format: 'es',
          entryFileNames: 'finance.js',
          codeSplitting: false,
          // V8's explicit compile hint (Chrome 136+): nearly every function of the widget runs
          // on load, so V8 compiles them all while the script streams in, off the page's main
          // thread, instead of each on its first call on it. Other engines read a comment.
          postBanner: '//# allFunctionsCalledOnLoad',
        },
      },
    },
  });
}

// `npm run build -w @showroom/host`, and what a start runs when the build is missing or stale.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.NODE_ENV = 'production';
  await buildStamped(buildHost);
  console.log(`Built app/dist, ${EMBED_DIR} and ${SERVER_DIR}`);
}
