import { readFileSync } from 'node:fs';
import type { Assets } from './document.ts';

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/** The entry's script, its imported chunks and every stylesheet, from Vite's manifest. */
export function assetsFromManifest(manifestPath: string, entry: string): Assets {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const root = manifest[entry];
  if (!root) throw new Error(`${entry} is not in ${manifestPath}; rebuild the app`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk, isEntry: boolean) => {
    chunk.css?.forEach((file) => styles.add(`/${file}`));
    if (!isEntry) preloads.add(`/${chunk.file}`);
    chunk.imports?.forEach((name) => {
      const imported = manifest[name];
      if (imported && !preloads.has(`/${imported.file}`)) visit(imported, false);
    });
  };
  visit(root, true);
  return { scripts: [`/${root.file}`], styles: [...styles], preloads: [...preloads] };
}
