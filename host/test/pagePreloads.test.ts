import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '@showroom/app/build/paths';
import type { PageState } from '@showroom/app/ssr';
import { assetsFromManifest } from '../src/assets.ts';
import { documentHtml } from '../src/document.ts';

/**
 * A page preloads its own chunk with the entry, and no other page's: the vehicle page never
 * fetches the search page's code (app/src/pages/pageModules.ts).
 */
describe("a page's preloads", () => {
  const manifest = {
    'src/browser/main.tsx': {
      file: 'assets/main.js',
      isEntry: true,
      dynamicImports: ['_react.js', 'src/browser/hydrate.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_store.js': { file: 'assets/store.js' },
    '_gallery.js': { file: 'assets/gallery.js', imports: ['_store.js'] },
    'src/browser/hydrate.tsx': {
      file: 'assets/hydrate.js',
      imports: ['_react.js', '_store.js', 'src/browser/main.tsx'],
      dynamicImports: ['src/pages/VdpPage.tsx', 'src/pages/SearchPage.tsx', 'src/deal/Deal.tsx'],
    },
    'src/pages/VdpPage.tsx': {
      file: 'assets/VdpPage.js',
      imports: ['_react.js', '_gallery.js', 'src/browser/hydrate.tsx'],
    },
    'src/pages/SearchPage.tsx': { file: 'assets/SearchPage.js', imports: ['_store.js'] },
    'src/deal/Deal.tsx': { file: 'assets/Deal.js' },
    'style.css': { file: 'assets/style.css' },
  };
  const dir = mkdtempSync(join(tmpdir(), 'showroom-manifest-'));
  const path = join(dir, 'manifest.json');
  writeFileSync(path, JSON.stringify(manifest));

  it("adds each page's own chunk and what only it imports, beyond what every page preloads", () => {
    const assets = assetsFromManifest(path, 'src/browser/main.tsx', {
      vdp: 'src/pages/VdpPage.tsx',
      search: 'src/pages/SearchPage.tsx',
    });
    expect(assets.scripts).toEqual(['/assets/main.js']);
    expect(assets.preloads).toEqual(['/assets/react.js', '/assets/hydrate.js', '/assets/store.js']);
    expect(assets.pagePreloads).toEqual({
      vdp: ['/assets/VdpPage.js', '/assets/gallery.js'],
      search: ['/assets/SearchPage.js'],
    });
  });

  it('refuses a page module the build did not make, naming it', () => {
    expect(() =>
      assetsFromManifest(path, 'src/browser/main.tsx', { saved: 'src/pages/SavedPage.tsx' }),
    ).toThrow('src/pages/SavedPage.tsx is not in');
  });

  it('names a module for every kind of page', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(
      ['compare', 'contact', 'not-found', 'saved', 'search', 'vdp'].sort(),
    );
  });

  it("puts the page's own preloads in its loader, after every page's", () => {
    const assets = assetsFromManifest(path, 'src/browser/main.tsx', {
      vdp: 'src/pages/VdpPage.tsx',
      search: 'src/pages/SearchPage.tsx',
    });
    const loader = (page: PageState['page']) =>
      documentHtml({
        head: { title: 'A page' },
        body: '',
        assets,
        state: { page, tenant: {} } as unknown as PageState,
      }).html.match(/\}\)\((\[[^\]]*\]), (\[[^\]]*\])\);/);
    expect(JSON.parse(loader('vdp')![2]!)).toEqual([
      '/assets/react.js',
      '/assets/hydrate.js',
      '/assets/store.js',
      '/assets/VdpPage.js',
      '/assets/gallery.js',
    ]);
    expect(JSON.parse(loader('search')![2]!)).toEqual([
      '/assets/react.js',
      '/assets/hydrate.js',
      '/assets/store.js',
      '/assets/SearchPage.js',
    ]);
  });
});
