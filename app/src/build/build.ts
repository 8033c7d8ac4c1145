import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin } from 'vite';
import { APP_DIR, CLIENT_DIR, CLIENT_ENTRY, EMBED_DIR, SERVER_DIR, WIDGET_DIR } from './paths.ts';
import { buildStamped } from './stamp.js';

export * from './paths.ts';

const ROOT = resolve(APP_DIR, '..');

const shared = (): InlineConfig => ({
  root: APP_DIR,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
});

/**
 * The compiled host runs from dist/server/, but a few modules read files that sit beside their
 * source (the contract openapi/openapi.yaml, the browser's inline loader): in every workspace
 * module `import.meta.url` becomes that source file's URL, relative to the bundle, so they read
 * the same files from source and from dist.
 */
function sourceImportMetaUrl(): Plugin {
  return {
    name: 'showroom:source-import-meta-url',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(ROOT + sep) || file.includes(`${sep}node_modules${sep}`)) return null;
      if (!code.includes('import.meta.url')) return null;
      const path = relative(SERVER_DIR, file).split(sep).join('/');
      const url = `new URL(${JSON.stringify(path)}, import.meta.url).href`;
      return { code: code.replaceAll('import.meta.url', url), map: null };
    },
  };
}

/**
 * Dependencies stay outside the server bundle and are found from dist/server/ at run time, except
 * where that would find another copy than the importing file's own (api-server's ajv 8 sits in
 * api-server/node_modules, the root's is ajv 6): those copies are bundled.
 */
function bundleNestedCopies(): Plugin {
  const fromDist = createRequire(join(SERVER_DIR, 'main.js'));
  return {
    name: 'showroom:bundle-nested-copies',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || /^(\.|\/|node:|\0|@showroom\/)/.test(source) || source.includes(':'))
        return null;
      try {
        const own = createRequire(importer).resolve(source);
        return own === fromDist.resolve(source) ? null : own;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Builds the browser bundle (with a manifest, hashed files under assets/) and the server: the
 * host (main.ts → dist/server/main.js, what `npm start` runs, with the embedded API) and the
 * renderer it imports (render.tsx → dist/server/render.js), with every workspace package bundled
 * and node_modules left outside: plain JavaScript, no TypeScript at run time.
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
    plugins: [react(), sourceImportMetaUrl(), bundleNestedCopies()],
    ssr: { noExternal: [/^@showroom\//] },
    build: {
      outDir: SERVER_DIR,
      emptyOutDir: true,
      ssr: true,
      target: 'node20',
      rolldownOptions: {
        input: {
          main: join(APP_DIR, 'src/server/main.ts'),
          render: join(APP_DIR, 'src/server/render.tsx'),
          // The API alone (`npm run start:api`), for a storefront pointed at it by API_BASE_URL.
          api: join(ROOT, 'api-server/src/main.ts'),
        },
        // Every chunk beside the entries: sourceImportMetaUrl's paths are relative to this folder.
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
        // The server renders the deal builder at once; only the browser loads it lazily (its own
        // build above splits it off), so the server's bundle keeping it in is what is meant.
        onwarn(warning, warn) {
          if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
        },
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

// `npm run build -w @showroom/app`, and what a start runs when app/dist is missing or stale.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.NODE_ENV = 'production';
  await buildStamped(buildApp);
  console.log(`Built ${CLIENT_DIR} and ${SERVER_DIR}`);
}
