import { readFileSync } from 'node:fs';
import type { PageState } from '@showroom/app/ssr';
import type { Assets } from './document.ts';

type ManifestChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
};

/**
 * The page's files from Vite's manifest:
 * - `scripts`: the entry;
 * - `preloads`: what the entry imports at once (its own dynamic imports, React and the page's
 *   code, and their static imports), fetched in parallel with it. Chunks those import later on
 *   demand (the deal builder, Glide, DOMPurify) are left out;
 * - `styles`: the bundle's single style.css, or the stylesheets of the entry and its imports.
 */
export function assetsFromManifest(
  manifestPath: string,
  entry: string,
  pageModules: Readonly<Partial<Record<PageState['page'], string>>> = {},
): Assets {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const root = manifest[entry];
  if (!root) throw new Error(`${entry} is not in ${manifestPath}; rebuild the app`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>([root.file]);
  const visit = (chunk: ManifestChunk) => {
    chunk.css?.forEach((file) => styles.add(`/${file}`));
    chunk.imports?.forEach((name) => {
      const imported = manifest[name];
      if (!imported || seen.has(imported.file)) return;
      seen.add(imported.file);
      preloads.add(`/${imported.file}`);
      visit(imported);
    });
  };
  visit(root);
  for (const name of root.dynamicImports ?? []) {
    const chunk = manifest[name];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    preloads.add(`/${chunk.file}`);
    visit(chunk);
  }
  // With cssCodeSplit off, Vite writes one stylesheet for the whole bundle under 'style.css'.
  const single = manifest['style.css'];
  if (single) styles.add(`/${single.file}`);
  // Each page's own chunk and what it imports at once, beyond what every page preloads.
  const pagePreloads: Partial<Record<PageState['page'], string[]>> = {};
  for (const [page, name] of Object.entries(pageModules) as [PageState['page'], string][]) {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`${name} is not in ${manifestPath}; rebuild the app`);
    const own = new Set<string>();
    const add = (file: string, from: ManifestChunk) => {
      if (seen.has(file) || own.has(`/${file}`)) return;
      own.add(`/${file}`);
      from.imports?.forEach((imported) => {
        const next = manifest[imported];
        if (next) add(next.file, next);
      });
    };
    add(chunk.file, chunk);
    pagePreloads[page] = [...own];
  }
  return {
    scripts: [`/${root.file}`],
    preloads: [...preloads],
    styles: [...styles],
    pagePreloads,
  };
}
