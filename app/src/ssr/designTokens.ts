import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The design tokens (decision 1001) for what a server draws without the storefront's stylesheet:
 * the print view's inline styles and the PDF (decision 1015). Read once from ui's published
 * tokens.css itself (`@showroom/ui/tokens.css`), never copied: a server bundle that includes this
 * module finds the file from this one's source (the build rewrites `import.meta.url`).
 */

/** A design token's name, e.g. `--sr-ink`. */
export type DesignTokenName = `--sr-${string}`;

/**
 * The custom properties a tokens stylesheet declares on `:root` (comments left out, a value on one
 * line), each with `var(--sr-…)` references to the others resolved.
 * @example parseDesignTokens(':root { --sr-green: #0d6b34; --sr-badge-great: var(--sr-green); }')['--sr-badge-great'] // '#0d6b34'
 */
export function parseDesignTokens(css: string): Record<DesignTokenName, string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const start = text.indexOf(':root');
  const open = text.indexOf('{', start);
  const body = start < 0 || open < 0 ? '' : text.slice(open + 1, text.indexOf('}', open));
  const declared = new Map(
    [...body.matchAll(/(--sr-[a-z0-9-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.replace(/\s+/g, ' ').trim(),
    ]),
  );
  const resolve = (value: string, seen: readonly string[]): string =>
    value.replace(/var\((--sr-[a-z0-9-]+)\)/g, (whole, ref: string) =>
      declared.has(ref) && !seen.includes(ref)
        ? resolve(declared.get(ref)!, [...seen, ref])
        : whole,
    );
  return Object.fromEntries(
    [...declared].map(([name, value]) => [name, resolve(value, [name])]),
  ) as Record<DesignTokenName, string>;
}

/** Every design token of ui's tokens.css, its references resolved. */
export const DESIGN_TOKENS: Readonly<Record<DesignTokenName, string>> = parseDesignTokens(
  readFileSync(createRequire(import.meta.url).resolve('@showroom/ui/tokens.css'), 'utf8'),
);

/**
 * A design token's value; a name tokens.css does not declare is a mistake in the caller, said at
 * once rather than drawn in no colour.
 * @example designToken('--sr-ink') // '#1a1d21'
 */
export function designToken(name: DesignTokenName): string {
  const value = DESIGN_TOKENS[name];
  if (value === undefined) throw new Error(`${name} is not a design token of tokens.css`);
  return value;
}
