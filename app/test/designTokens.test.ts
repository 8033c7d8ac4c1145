import { describe, expect, it } from 'vitest';
import { resolveToken, tokens, type TokenName } from '@showroom/ui';
import { DESIGN_TOKENS, designToken, parseDesignTokens } from '../src/ssr/designTokens.ts';

/** Decision 1015: what the server draws without the stylesheet reads tokens.css itself. */
describe('the design tokens a server reads', () => {
  it('are every token of ui’s tokens.css, references resolved', () => {
    const expected = Object.fromEntries(
      (Object.keys(tokens) as TokenName[]).map((name) => [name, resolveToken(name)]),
    );
    expect(DESIGN_TOKENS).toEqual(expected);
    expect(designToken('--sr-badge-great')).toBe('#0d6b34');
  });

  it('leaves comments out, joins a value written over lines and resolves a chain', () => {
    const css = `/* --sr-ignored: #000; */
      :root {
        --sr-a: #123456; /* the first */
        --sr-b: var(--sr-a);
        --sr-c: var(--sr-b);
        --sr-font:
          system-ui,
          sans-serif;
      }
      .other { --sr-not-root: #fff; }`;
    expect(parseDesignTokens(css)).toEqual({
      '--sr-a': '#123456',
      '--sr-b': '#123456',
      '--sr-c': '#123456',
      '--sr-font': 'system-ui, sans-serif',
    });
  });

  it('keeps a reference it cannot resolve as written, a cycle included', () => {
    expect(
      parseDesignTokens(':root { --sr-a: var(--sr-b); --sr-b: var(--sr-a); --sr-c: var(--sr-x); }'),
    ).toEqual({ '--sr-a': 'var(--sr-a)', '--sr-b': 'var(--sr-b)', '--sr-c': 'var(--sr-x)' });
    expect(parseDesignTokens('.no-root { --sr-a: #fff; }')).toEqual({});
  });

  it('names a token tokens.css does not declare', () => {
    expect(() => designToken('--sr-no-such-token')).toThrow(
      '--sr-no-such-token is not a design token of tokens.css',
    );
  });
});
