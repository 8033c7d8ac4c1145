/**
 * ADMIN_TOKENS names the admin API's tokens, one per actor (docs/decisions/0622); ADMIN_TOKEN alone
 * still works, named `admin`. A list that cannot be read stops the start, naming the entry.
 */
import { describe, expect, it } from 'vitest';
import { adminTokensFromEnv } from '../src/admin/tokens.ts';
import { serverOptionsFromEnv } from '../src/config.ts';
import { isStartRefused } from '../src/live/startRefused.ts';

const A = 'a'.repeat(16);
const B = 'b'.repeat(24);

describe('ADMIN_TOKENS', () => {
  it('names each token; ADMIN_TOKEN alone is one named admin, and may stand beside them', () => {
    expect(adminTokensFromEnv({ ADMIN_TOKENS: ` dms:${A} , jo.smith:${B} ` })).toEqual([
      { name: 'dms', token: A },
      { name: 'jo.smith', token: B },
    ]);
    expect(adminTokensFromEnv({ ADMIN_TOKEN: ' short ' })).toEqual([
      { name: 'admin', token: 'short' },
    ]);
    expect(adminTokensFromEnv({ ADMIN_TOKENS: `dms:${A}`, ADMIN_TOKEN: B })).toEqual([
      { name: 'dms', token: A },
      { name: 'admin', token: B },
    ]);
    expect(adminTokensFromEnv({})).toEqual([]);
    expect(adminTokensFromEnv({ ADMIN_TOKENS: '  ', ADMIN_TOKEN: '' })).toEqual([]);
  });

  it('the server options carry them; none configured, none given', () => {
    expect(serverOptionsFromEnv({ ADMIN_TOKENS: `dms:${A}` }).options.adminTokens).toEqual([
      { name: 'dms', token: A },
    ]);
    expect(serverOptionsFromEnv({}).options.adminTokens).toBeUndefined();
  });

  it('a list that cannot be read stops the start, naming the entry and never a token', () => {
    const cases: [Record<string, string>, string][] = [
      [{ ADMIN_TOKENS: `dms:${A},` }, 'entry 2 is empty.'],
      [{ ADMIN_TOKENS: A }, 'entry 1 has no ":" between its name and its token.'],
      [
        { ADMIN_TOKENS: `dms:${A},jo smith:${B}` },
        `entry 2's name "jo smith" must be 1 to 40 letters, digits, ".", "_" or "-".`,
      ],
      [
        { ADMIN_TOKENS: 'dms:tooshort' },
        'the token of "dms" must be at least 16 characters with no spaces.',
      ],
      [{ ADMIN_TOKENS: `dms:${A},dms:${B}` }, 'the name "dms" is given twice.'],
      [{ ADMIN_TOKENS: `dms:${A},jo:${A}` }, '"jo" has a token another name has too.'],
      [
        { ADMIN_TOKENS: `admin:${A}`, ADMIN_TOKEN: B },
        '"admin" is the name ADMIN_TOKEN is known by; name that entry otherwise.',
      ],
    ];
    for (const [env, problem] of cases) {
      let thrown: unknown;
      try {
        serverOptionsFromEnv(env);
      } catch (error) {
        thrown = error;
      }
      expect(isStartRefused(thrown)).toBe(true);
      const message = (thrown as Error).message;
      expect(message).toBe(
        `ADMIN_TOKENS must list name:token pairs, comma-separated (such as dms:9f2c…,jo.smith:41be…): ${problem}`,
      );
      expect(message).not.toContain(B);
    }
  });
});
