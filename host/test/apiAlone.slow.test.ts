/**
 * The API alone, as `npm run start:api` (and `npm run -w @showroom/api-server start`) runs it for a
 * storefront pointed at it by API_BASE_URL (docs/operating.md, "Build"): compiled JavaScript from
 * the same build as the host, run by Node alone, with the same health, readiness and drain. It
 * serves the API and nothing of the storefront.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/build/stamp.js';
import { API_ENTRY, freePort, startNode, type RunningNode } from './helpers/node.ts';

describe('the API alone, compiled', () => {
  let node: RunningNode;
  beforeAll(async () => {
    node = await startNode({ port: await freePort(), entry: API_ENTRY });
  }, 300_000);
  afterAll(() => node?.stop('SIGKILL'));

  it('is what both start scripts run, with no TypeScript runner', () => {
    const scripts = (path: string) =>
      (JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as { scripts: Record<string, string> })
        .scripts;
    expect(scripts('package.json')['start:api']).toBe('node host/start.js api');
    expect(scripts('api-server/package.json').start).toBe('node ../host/start.js api');
    expect(API_ENTRY.endsWith('.js')).toBe(true);
  });

  it('answers the API, its health and readiness, and no storefront page', async () => {
    expect((await fetch(`${node.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${node.url}/readyz`)).status).toBe(200);
    const search = await fetch(`${node.url}/api/v2/vehicle-search?resultsPerPage=2`);
    expect(search.status).toBe(200);
    const found = (await search.json()) as {
      data: { stock_id: number }[];
      meta: { total: number };
    };
    expect(found.data).toHaveLength(2);
    expect(found.meta.total).toBeGreaterThan(2);
    const vehicle = await fetch(`${node.url}/api/v2/vehicles/${found.data[0]!.stock_id}`);
    expect(vehicle.status).toBe(200);
    expect(((await vehicle.json()) as { data: { stock_id: number } }).data.stock_id).toBe(
      found.data[0]!.stock_id,
    );
    expect((await fetch(`${node.url}/vehicle-search`)).status).toBe(404);
  });

  it('drains and exits 0 on SIGTERM', async () => {
    expect(await node.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});
