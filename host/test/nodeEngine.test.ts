import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

/**
 * `cookie@2` declares Node >= 22 and `npm ci` warns on Node 20 (decision 0709). It is an ES module
 * that fastify's `light-my-request` loads with `require()`, which Node runs unflagged from 20.19
 * (the engines of package.json). The host calls its in-process API through `inject`, so that path
 * is the product's: these tests run it on the Node that runs them.
 */

const root = new URL('../../', import.meta.url);

describe('cookie@2 on this Node', () => {
  it('this Node is one the package allows (>= 20.19) and runs require() of an ES module', () => {
    const engines = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines;
    expect(engines.node).toBe('>=20.19');
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    expect(major > 20 || (major === 20 && minor >= 19)).toBe(true);
    expect(process.features.require_module).toBe(true);
  });

  it("light-my-request's require('cookie') gets cookie 2's ES module", () => {
    const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
    const lightMyRequest = fromFastify.resolve('light-my-request');
    const requireThere = createRequire(lightMyRequest);
    const pkg = JSON.parse(
      readFileSync(
        `${dirname(requireThere.resolve('cookie')).replace(/\/dist$/, '')}/package.json`,
        'utf8',
      ),
    );
    expect(pkg).toMatchObject({ name: 'cookie', type: 'module' });
    expect(pkg.version).toMatch(/^2\./);
    const cookie = requireThere('cookie') as { stringifySetCookie: unknown };
    expect(typeof cookie.stringifySetCookie).toBe('function');
  });

  it("inject's cookies reach the handler, encoded by cookie 2", async () => {
    const app = Fastify();
    app.get('/', (request) => ({ cookie: request.headers.cookie ?? null }));
    try {
      const reply = await app.inject({
        method: 'GET',
        url: '/',
        cookies: { session: 'abc', note: 'a b;c' },
      });
      expect(reply.json()).toEqual({ cookie: 'session=abc; note=a%20b%3Bc' });
    } finally {
      await app.close();
    }
  });
});
