import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_CONFIG } from '@showroom/core';
import { resolveToken, tokens } from '../src/tokens/tokens.ts';

const src = join(import.meta.dirname, '../src');
const css = readFileSync(join(src, 'tokens/tokens.css'), 'utf8');

/** The custom properties tokens.css declares on :root, comments left out, values on one line. */
function declared(text: string): Record<string, string> {
  const body = text.replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries(
    [...body.matchAll(/(--sr-[a-z0-9-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.replace(/\s+/g, ' ').trim(),
    ]),
  );
}

/**
 * The colours the finance widget's styles give its custom properties by default in the rule that
 * starts with `selector` (its light `:host` or its dark `:host([theme='dark'])`).
 */
function widgetDefaults(selector: string): Record<string, string> {
  const widget = readFileSync(join(src, '../../widget/src/styles.ts'), 'utf8');
  const start = widget.indexOf(selector);
  expect(start, `the widget's styles have a ${selector} rule`).toBeGreaterThan(-1);
  const rule = widget.slice(start, widget.indexOf('}', start));
  return Object.fromEntries(
    [...rule.matchAll(/var\(--showroom-finance-([a-z-]+), (#[0-9a-f]+)\)/g)].map(
      ([, name, value]) => [name!, value!],
    ),
  );
}

/** Every stylesheet of ui's components (the tokens' own files apart). */
function componentStyles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'tokens' ? [] : componentStyles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('design tokens (decision 1001)', () => {
  it('the TS mirror holds exactly the tokens of tokens.css, with the same values', () => {
    expect(tokens).toEqual(declared(css));
  });

  it('the brand is the default tenant’s theme colour', () => {
    expect(resolveToken('--sr-brand')).toBe(DEFAULT_TENANT_CONFIG.themeColour);
  });

  it('the finance widget’s light theme defaults are the tokens', () => {
    expect(widgetDefaults(':host {')).toEqual({
      background: resolveToken('--sr-surface'),
      text: resolveToken('--sr-ink'),
      muted: resolveToken('--sr-muted'),
      accent: resolveToken('--sr-brand'),
      'on-accent': resolveToken('--sr-brand-contrast'),
      border: resolveToken('--sr-control-line'),
      error: resolveToken('--sr-error'),
    });
  });

  it('the finance widget’s dark theme defaults are the dark tokens (decision 1016)', () => {
    expect(widgetDefaults(":host([theme='dark']) {")).toEqual({
      background: resolveToken('--sr-dark-surface'),
      text: resolveToken('--sr-dark-ink'),
      muted: resolveToken('--sr-dark-muted'),
      accent: resolveToken('--sr-dark-brand'),
      'on-accent': resolveToken('--sr-dark-brand-contrast'),
      border: resolveToken('--sr-dark-control-line'),
      error: resolveToken('--sr-dark-error'),
    });
  });

  it('every dark token has the light token of its role', () => {
    const dark = Object.keys(tokens).filter((name) => name.startsWith('--sr-dark-'));
    expect(dark.length).toBeGreaterThan(0);
    expect(
      dark.map((name) => name.replace('--sr-dark-', '--sr-')).filter((n) => !(n in tokens)),
    ).toEqual([]);
  });

  it('resolves a token that names another', () => {
    expect(resolveToken('--sr-badge-great')).toBe('#0d6b34');
  });

  it('no component states a fallback for a token: the tokens are the one definition', () => {
    const fallbacks = componentStyles().flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/var\((--sr-[a-z0-9-]+),/g)]
        .map(([, name]) => name!)
        .filter((name) => Object.hasOwn(tokens, name))
        .map((name) => `${path.slice(src.length + 1)}: ${name}`),
    );
    expect(fallbacks).toEqual([]);
  });

  it('every token a component reads without a fallback is defined, there or in its own file', () => {
    const undefinedTokens = componentStyles().flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return [...text.matchAll(/var\((--sr-[a-z0-9-]+)\)/g)]
        .map(([, name]) => name!)
        .filter((name) => !Object.hasOwn(tokens, name) && !text.includes(`${name}:`))
        .map((name) => `${path.slice(src.length + 1)}: ${name}`);
    });
    expect(undefinedTokens).toEqual([]);
  });
});
