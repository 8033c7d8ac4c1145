import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin } from 'vite';
import { sourceResolve } from '../../../scripts/sourceCondition.ts';
import { eagerModuleWrappers } from './eagerWrappers.ts';
import { APP_DIR, CLIENT_DIR, CLIENT_ENTRY, SERVER_DIR } from './paths.ts';

export * from './paths.ts';

const ROOT = resolve(APP_DIR, '..');

const shared = (): InlineConfig => ({
  root: APP_DIR,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  resolve: sourceResolve().resolve,
});

/**
 * A server bundle (the renderer here, the host in host/src/build) runs from its dist folder,
 * `outDir`, but a few modules read files that sit beside their source (the contract
 * openapi/openapi.yaml, the browser's inline loader): in every workspace module `import.meta.url`
 * becomes that source file's URL, relative to the bundle, so they read the same files from source
 * and from dist.
 */
export function sourceImportMetaUrl(outDir: string): Plugin {
  return {
    name: 'showroom:source-import-meta-url',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(ROOT + sep) || file.includes(`${sep}node_modules${sep}`)) return null;
      if (!code.includes('import.meta.url')) return null;
      const path = relative(outDir, file).split(sep).join('/');
      const url = `new URL(${JSON.stringify(path)}, import.meta.url).href`;
      return { code: code.replaceAll('import.meta.url', url), map: null };
    },
  };
}

/**
 * Dependencies stay outside a server bundle and are found from its dist folder, `outDir`, at run
 * time, except where that would find another copy than the importing file's own (api-server's
 * ajv 8 sits in api-server/node_modules, the root's is ajv 6): those copies are bundled.
 */
export function bundleNestedCopies(outDir: string): Plugin {
  const fromDist = createRequire(join(outDir, 'main.js'));
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
 * Builds the browser bundle (with a manifest, hashed files under assets/) into dist/client and the
 * server renderer (src/ssr/render.tsx, with every workspace package bundled and node_modules left
 * outside: plain JavaScript, no TypeScript at run time) into dist/server/render.js, which the host
 * imports (`npm run build -w @showroom/host` builds the host on top of these).
 * The browser bundle has one stylesheet for everything (the server renders every component, so
 * all their CSS is needed before the first paint) and loads its on-demand chunks (Glide, DOMPurify)
 * with plain dynamic imports, which the CSP's 'strict-dynamic' trusts, rather than Vite's
 * modulepreload helper. Its CommonJS modules' wrappers are compiled with their chunk
 * (eagerWrappers.ts).
 */
export async function buildApp(): Promise<void> {
  await build({
    ...shared(),
    plugins: [react(), eagerModuleWrappers()],
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
  await build({
    ...shared(),
    plugins: [react(), sourceImportMetaUrl(SERVER_DIR), bundleNestedCopies(SERVER_DIR)],
    ssr: { ...sourceResolve().ssr, noExternal: [/^@showroom\//] },
    build: {
      outDir: SERVER_DIR,
      emptyOutDir: true,
      ssr: true,
      target: 'node20',
      rolldownOptions: {
        input: { render: join(APP_DIR, 'src/ssr/render.tsx') },
        // Every chunk beside the entry: sourceImportMetaUrl's paths are relative to this folder.
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

// `npm run build -w @showroom/app`: the app's bundles alone. The host's build (what a start runs
// when the build is missing or stale) builds them and the host, and stamps both.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.NODE_ENV = 'production';
  await buildApp();
  console.log(`Built ${CLIENT_DIR} and ${SERVER_DIR}`);
}
