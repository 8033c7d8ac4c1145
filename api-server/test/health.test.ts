import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApi, sqliteRepositories } from '../src/index.ts';
import { registerHealthRoutes } from '../src/http/health.ts';

async function probe(checks: Parameters<typeof registerHealthRoutes>[1]) {
  const app = Fastify();
  registerHealthRoutes(app, checks);
  const ready = await app.inject('/readyz');
  const live = await app.inject('/healthz');
  await app.close();
  return {
    ready: { status: ready.statusCode, body: ready.json(), cache: ready.headers['cache-control'] },
    live: { status: live.statusCode, body: live.json() },
  };
}

describe('/healthz and /readyz', () => {
  it('are ready when every check passes and the node is not draining', async () => {
    expect(
      await probe({ checks: { store: async () => undefined }, draining: () => false }),
    ).toEqual({
      ready: { status: 200, body: { status: 'ready' }, cache: 'no-store' },
      live: { status: 200, body: { status: 'ok' } },
    });
  });

  it('answer 503 naming each check that failed, threw, or did not answer in time; alive still', async () => {
    const result = await probe({
      checks: {
        store: async () => {
          throw new Error('connection refused');
        },
        listener: () => false,
        slow: () => new Promise(() => undefined),
        fine: () => true,
      },
      draining: () => true,
      timeoutMs: 50,
    });
    expect(result.ready).toEqual({
      status: 503,
      body: { status: 'not ready', failed: ['draining', 'store', 'listener', 'slow'] },
      cache: 'no-store',
    });
    expect(result.live).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

describe("Repositories.ping and the API's readiness checks (SQLite)", () => {
  it('the store answers while open and fails once closed', async () => {
    const repos = sqliteRepositories(
      join(mkdtempSync(join(tmpdir(), 'showroom-ping-')), 'db.sqlite'),
    );
    await expect(repos.ping()).resolves.toBeUndefined();
    expect(repos.listening).toBeUndefined();
    await repos.close();
    await expect(repos.ping()).rejects.toThrow();
  });

  it('buildApi names the store as its one check on SQLite', async () => {
    const { app, readinessChecks: checks } = await buildApi({ dbPath: ':memory:', holdSweepMs: 0 });
    expect(Object.keys(checks)).toEqual(['store']);
    await expect(Promise.resolve(checks.store!())).resolves.toBeUndefined();
    await app.close();
    await expect(Promise.resolve().then(checks.store!)).rejects.toThrow();
  });
});
