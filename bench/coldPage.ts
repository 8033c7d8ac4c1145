/**
 * CPU per cold vehicle page, in this process (process.cpuUsage: user + system time of the process,
 * libuv's compression threads included, so it does not depend on how busy the machine is): the
 * host as `npm start` builds it (createHost over a seeded DATA_DIR, the built renderer), each page
 * asked once through `app.inject` with a browser's Accept-Encoding, then the same work split into
 * its parts on other cold vehicles: the page's data (loadVdpData through the host's own API
 * client), the render (renderPage, the head, the document) and the brotli compression; then, after
 * another 2,000 cold pages, the whole page again on a host that has been up a while.
 */
// First: React picks its production build from NODE_ENV when first imported, as in the product.
import '../host/src/production.ts';
import { pathToFileURL } from 'node:url';
import { createShowroomClient, type Result } from '@showroom/api-client';
import { inProcessReadsOf, loadTenantFile } from '@showroom/api-server';
import { ukWallClock } from '@showroom/core';
import { CLIENT_DIR, CLIENT_ENTRY, MANIFEST, SERVER_ENTRY } from '@showroom/app/build/paths';
import type * as Render from '@showroom/app/render';
import type { VdpState } from '@showroom/app/ssr';
import { ensureBuilt } from '../host/src/build/stamp.js';
import { assetsFromManifest } from '../host/src/assets.ts';
import { documentHtml } from '../host/src/document.ts';
import { createHost, SHARED_READS_ENTRIES } from '../host/src/host.ts';
import { injectFetch } from '../host/src/injectFetch.ts';
import { initialDeal, loadVdpData } from '../host/src/loadVdp.ts';
import { PageCache } from '../host/src/pageCache.ts';
import { FIRST_BROTLI_QUALITY, PagePayload } from '../host/src/pagePayload.ts';
import { sharedReads } from '../host/src/sharedReads.ts';
import { vdpHead } from '../host/src/vdpHead.ts';
import type { BenchRow } from './api.ts';
import { median } from './shared.ts';

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const round = (value: number) => Math.round(value * 100) / 100;

/** Cold pages read before the warmed-up host's are timed (when the stock has enough cars). */
const WARMED_UP_AFTER = 2_000;

/** Vehicle slugs of the stock behind `fetchImpl`, `count` of them from search page `from` on. */
async function slugsOf(fetchImpl: typeof fetch, count: number): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; slugs.length < count; page++) {
    const answer = await fetchImpl(
      `http://showroom.internal/api/v2/vehicle-search?resultsPerPage=100&page=${page}`,
    );
    const { data } = (await answer.json()) as { data: { slug: string }[] };
    if (data.length === 0) break;
    slugs.push(...data.map((vehicle) => vehicle.slug));
  }
  return slugs.slice(0, count);
}

/**
 * Median CPU milliseconds per cold vehicle page over `pages` pages (after a few to warm the JIT),
 * whole and split, on the stock in `dataDir` (seeded beforehand).
 */
export async function benchColdPage(dataDir: string, pages = 60): Promise<BenchRow[]> {
  // The same check as `npm start`: the renderer timed is the one built from this checkout.
  ensureBuilt();
  const render = (await import(pathToFileURL(SERVER_ENTRY).href)) as typeof Render;
  const assets = assetsFromManifest(MANIFEST, CLIENT_ENTRY);
  const { app, dataVersion } = await createHost({
    env: { DATA_DIR: dataDir },
    logger: false,
    render,
    assets,
    clientDir: CLIENT_DIR,
  });
  await app.ready();
  try {
    const fetchImpl = injectFetch(app);
    const warm = 10;
    const slugs = await slugsOf(fetchImpl, 3 * (pages + warm) + WARMED_UP_AFTER);
    /** CPU of each cold page of `list` through the host, from the `skip`th on. */
    const wholePages = async (list: string[], skip: number) => {
      const cpu: number[] = [];
      for (const [i, slug] of list.entries()) {
        const since = process.cpuUsage();
        const reply = await app.inject({
          url: `/vehicle-search/${slug}`,
          headers: { 'accept-encoding': 'br, gzip' },
        });
        if (reply.statusCode !== 200) throw new Error(`${slug}: ${reply.statusCode}`);
        if (i >= skip) cpu.push(cpuMs(since));
      }
      return cpu;
    };
    const whole = await wholePages(slugs.slice(0, pages + warm), warm);

    // Read as the host reads a vehicle page's data: what pages share kept (sharedReads.ts).
    const api = sharedReads(
      createShowroomClient({
        baseUrl: 'http://showroom.internal',
        fetch: fetchImpl,
        inProcess: inProcessReadsOf(app)!,
      }),
      new PageCache<Result<unknown>>({
        maxEntries: SHARED_READS_ENTRIES,
        maxAgeMs: 60_000,
        version: dataVersion,
      }),
    );
    const tenant = loadTenantFile(undefined);
    const log = { warn: () => undefined, error: () => undefined };
    const load: number[] = [];
    const renderMs: number[] = [];
    const compress: number[] = [];
    for (const [i, slug] of slugs.slice(pages + warm, 2 * (pages + warm)).entries()) {
      let since = process.cpuUsage();
      const loaded = await loadVdpData(api, slug, { tenant, apiOrigin: '' }, log);
      const loadCpu = cpuMs(since);
      if (loaded.kind !== 'found') throw new Error(`${slug}: ${loaded.kind}`);
      since = process.cpuUsage();
      const state: VdpState = {
        ...loaded.state,
        deal: initialDeal({}),
        today: ukWallClock(new Date()).date,
        links: { ...loaded.state.links, share: `http://bench${loaded.state.links.canonical}` },
      };
      const payload = new PagePayload(
        documentHtml({
          head: vdpHead(state, 'http://bench', render.heroPreload(state)),
          body: render.renderPage(state),
          assets,
          state,
          themeColour: tenant.themeColour,
        }),
        '',
        true,
      );
      const renderCpu = cpuMs(since);
      since = process.cpuUsage();
      await payload.bytes('br');
      const compressCpu = cpuMs(since);
      if (i >= warm) {
        load.push(loadCpu);
        renderMs.push(renderCpu);
        compress.push(compressCpu);
      }
    }
    // A host that has been up a while: V8 has optimised (and settled) the render's hot functions,
    // which early on costs its background threads about 2 ms a page (about 1 after 3,000 pages).
    const rest = slugs.slice(2 * (pages + warm));
    const warmedUp =
      rest.length >= WARMED_UP_AFTER + pages
        ? await wholePages(rest.slice(0, WARMED_UP_AFTER + pages), WARMED_UP_AFTER)
        : [];
    return [
      {
        name: `Cold vehicle page, whole (${pages} pages, in-process): CPU median`,
        value: round(median(whole)),
        unit: 'ms',
      },
      ...(warmedUp.length > 0
        ? [
            {
              name: `Cold vehicle page, whole, after ${WARMED_UP_AFTER + 2 * (pages + warm)} pages (a host up a while): CPU median`,
              value: round(median(warmedUp)),
              unit: 'ms',
            },
          ]
        : []),
      { name: 'Cold vehicle page: data load CPU median', value: round(median(load)), unit: 'ms' },
      {
        name: 'Cold vehicle page: render (page, head, document) CPU median',
        value: round(median(renderMs)),
        unit: 'ms',
      },
      {
        name: `Cold vehicle page: brotli (first copy, quality ${FIRST_BROTLI_QUALITY}) CPU median`,
        value: round(median(compress)),
        unit: 'ms',
      },
    ];
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx bench/coldPage.ts DATA_DIR (seeded)');
  console.table(await benchColdPage(dir, Number(process.argv[3] ?? 60)));
}
