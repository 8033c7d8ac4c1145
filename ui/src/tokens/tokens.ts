/**
 * The design tokens of tokens.css as values, for code that cannot read the stylesheet: Storybook's
 * foundations pages, which measure the colour pairs' contrast (decision 1001). tokens.css is the one
 * definition; ui/test/tokens.test.ts fails when this mirror differs from it.
 */
export const tokens = {
  '--sr-brand': '#0b3d6e',
  '--sr-brand-dark': '#072a4d',
  '--sr-brand-contrast': '#ffffff',
  '--sr-accent': '#c2410c',
  '--sr-ink': '#1a1d21',
  '--sr-muted': '#4a5260',
  '--sr-line': '#dde1e6',
  '--sr-control-line': '#c9ced6',
  '--sr-soft': '#f4f6f8',
  '--sr-surface': '#ffffff',
  '--sr-green': '#0d6b34',
  '--sr-ok': '#1e7b34',
  '--sr-bad': '#b42318',
  '--sr-error': '#a3161a',
  '--sr-badge-great': 'var(--sr-green)',
  '--sr-badge-great-text': '#ffffff',
  '--sr-badge-good': '#d8f0df',
  '--sr-badge-good-text': '#0b4d26',
  '--sr-badge-fair': '#e3ebf6',
  '--sr-badge-fair-text': '#153e75',
  '--sr-badge-high': '#fde3cf',
  '--sr-badge-high-text': '#7a2e00',
  '--sr-badge-lower': '#ece3f7',
  '--sr-badge-lower-text': '#4b1f7a',
  '--sr-dark-surface': '#14181f',
  '--sr-dark-ink': '#f3f5f8',
  '--sr-dark-muted': '#c3cad4',
  '--sr-dark-brand': '#9ccbff',
  '--sr-dark-brand-contrast': '#0d1520',
  '--sr-dark-control-line': '#3d4654',
  '--sr-dark-error': '#ffb3b0',
  '--sr-focus-colour': '#1a1d21',
  '--sr-focus-colour-page': '#f2a900',
  '--sr-focus-width': '3px',
  '--sr-focus-offset': '2px',
  '--sr-font-family':
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--sr-line-height': '1.5',
  '--sr-heading-line-height': '1.2',
  '--sr-text-xs': '0.75rem',
  '--sr-text-sm': '0.875rem',
  '--sr-text-md': '1rem',
  '--sr-text-lg': '1.125rem',
  '--sr-text-xl': '1.25rem',
  '--sr-text-2xl': '1.5rem',
  '--sr-text-3xl': '2rem',
  '--sr-space-1': '0.25rem',
  '--sr-space-2': '0.5rem',
  '--sr-space-3': '0.75rem',
  '--sr-space-4': '1rem',
  '--sr-space-6': '1.5rem',
  '--sr-space-8': '2rem',
  '--sr-gap': '1rem',
  '--sr-radius-sm': '0.25rem',
  '--sr-radius-md': '0.375rem',
  '--sr-radius': '0.5rem',
  '--sr-radius-lg': '0.75rem',
  '--sr-page': '1400px',
  '--sr-aside': '380px',
} as const;

/** A design token's name, e.g. `--sr-brand`. */
export type TokenName = keyof typeof tokens;

/**
 * A token's value with `var(--sr-…)` references resolved, e.g. `--sr-badge-great` gives `#0d6b34`.
 * @example resolveToken('--sr-badge-great') // '#0d6b34'
 */
export function resolveToken(name: TokenName): string {
  const value: string = tokens[name];
  return value.replace(/var\((--sr-[a-z0-9-]+)\)/g, (whole, ref: string) =>
    Object.hasOwn(tokens, ref) ? resolveToken(ref as TokenName) : whole,
  );
}
