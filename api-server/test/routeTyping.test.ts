/**
 * The route handlers stay typed from the contract (decision 0807): the lint rule of the route files
 * (eslint.config.js, ROUTE_FILES) passes every route file as it is, and refuses a handler set made
 * without typedRoutes and a cast of a request value in any of them, a new one included.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the route-file rule for `code` as the file `path` (relative to the root). */
async function routeRuleMessages(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.line}: ${m.message}`);
}

const TYPED = 'Route handlers are typed from the contract: return typedRoutes';
const CAST = 'A route file casts nothing';

/** The public API's route files: one per area, the admin API's aside. */
const ROUTE_FILES = readdirSync(`${ROOT}api-server/src`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'admin')
  .flatMap((entry) =>
    readdirSync(`${ROOT}api-server/src/${entry.name}`)
      .filter((name) => name === 'routes.ts')
      .map((name) => `api-server/src/${entry.name}/${name}`),
  );

describe('route handlers typed from the contract', () => {
  it('finds the route files of every area', () => {
    expect(ROUTE_FILES.sort()).toEqual([
      'api-server/src/content/routes.ts',
      'api-server/src/finance/routes.ts',
      'api-server/src/forms/routes.ts',
      'api-server/src/media/routes.ts',
      'api-server/src/orders/routes.ts',
      'api-server/src/partExchange/routes.ts',
      'api-server/src/payments/routes.ts',
      'api-server/src/vehicles/routes.ts',
    ]);
  });

  it('passes every route file, and the order creation handler, as they are', async () => {
    const results = await eslint.lintFiles([...ROUTE_FILES, 'api-server/src/orders/create.ts']);
    const refused = results.flatMap((result) =>
      result.messages
        .filter((m) => m.ruleId === 'no-restricted-syntax')
        .map((m) => `${result.filePath}:${m.line}: ${m.message}`),
    );
    expect(refused).toEqual([]);
  });

  it('refuses handlers made without typedRoutes, in a route file of a new area too', async () => {
    const untyped = [
      "import type { Routes } from '../http/routeTypes.ts';",
      'export function newRoutes(): Routes {',
      '  return { getHealth: async () => ({ data: { status: "ok" } }) };',
      '}',
      'export const otherRoutes = (): Routes => ({});',
    ].join('\n');
    const messages = await routeRuleMessages(untyped, 'api-server/src/newArea/routes.ts');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(new RegExp(`^3: ${TYPED}`));
    expect(messages[1]).toMatch(new RegExp(`^5: ${TYPED}`));
  });

  it('refuses a cast of a query value, a path value or a body, and keeps `as const`', async () => {
    const cast = [
      "import { typedRoutes, type Routes } from '../http/routeTypes.ts';",
      'export function contentRoutes(): Routes {',
      '  const kinds = ["used", "new"] as const;',
      '  return typedRoutes({',
      '    listPosts: async (request) => {',
      '      const limit = (request.query as Record<string, unknown>).resultsPerPage as number;',
      '      const id = <number>(<unknown>request.params);',
      '      return { data: [limit, id, kinds] };',
      '    },',
      '  });',
      '}',
    ].join('\n');
    const messages = await routeRuleMessages(cast, 'api-server/src/content/routes.ts');
    expect(messages).toHaveLength(4);
    for (const message of messages) expect(message).toContain(CAST);
    expect(messages.map((m) => m.split(':')[0])).toEqual(['6', '6', '7', '7']);
  });
});
