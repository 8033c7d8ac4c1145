/**
 * A node starts without the PDF library: pdfkit and its fonts load with the first vehicle PDF
 * asked for (host/src/routes/vehicle.ts), not with every start, where they cost about 0.2 s of
 * CPU for a page few shoppers ask for. A resolve hook registered before the compiled host writes
 * down every module it resolves.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startNode, type RunningNode } from './helpers/node.ts';

const dir = mkdtempSync(join(tmpdir(), 'showroom-lazy-pdf-'));
const RESOLVED = join(dir, 'resolved.txt');
writeFileSync(
  join(dir, 'hook.mjs'),
  `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const found = await next(specifier, context);
  appendFileSync(${JSON.stringify(RESOLVED)}, found.url + '\\n');
  return found;
}
`,
);
writeFileSync(
  join(dir, 'register.mjs'),
  `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hook.mjs')).href)});\n`,
);
const pdfkitLoaded = () =>
  readFileSync(RESOLVED, 'utf8')
    .split('\n')
    .some((url) => url.includes('/node_modules/pdfkit/'));

let node: RunningNode;
beforeAll(async () => {
  writeFileSync(RESOLVED, '');
  node = await startNode({
    port: await freePort(),
    env: { NODE_OPTIONS: `--import ${pathToFileURL(join(dir, 'register.mjs')).href}` },
  });
}, 300_000);
afterAll(async () => {
  await node?.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('the vehicle PDF’s library', () => {
  it('is not loaded by a start, and is by the first PDF', async () => {
    expect(readFileSync(RESOLVED, 'utf8')).toContain('/host/dist/server/main.js');
    expect(pdfkitLoaded()).toBe(false);
    const search = (await (
      await fetch(`${node.url}/api/v2/vehicle-search?resultsPerPage=1`)
    ).json()) as { data: { slug: string }[] };
    const pdf = await fetch(`${node.url}/vehicle-search/${search.data[0]!.slug}?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(pdfkitLoaded()).toBe(true);
  }, 60_000);
});
