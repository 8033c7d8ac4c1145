import type { CSSProperties, ReactNode } from 'react';
import { DEFAULT_TENANT_CONFIG, type TenantConfig } from '@showroom/core';
import { resolveToken, tokens, type TokenName } from '@showroom/ui';
import { differences, tenants } from '../tenants.ts';
import { contrastRatio } from './contrast.ts';

/**
 * The foundations pages' tables, drawn from the design tokens (ui's tokens.css through its TS
 * mirror, decision 1001): a value is never retyped here, so a page shows what the components use.
 */

const names = Object.keys(tokens) as TokenName[];
const isColour = (name: TokenName) => /^#[0-9a-f]{3,6}$/i.test(resolveToken(name));

const cell: CSSProperties = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid var(--sr-line)',
  textAlign: 'left',
  verticalAlign: 'middle',
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '1rem 0' }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const code = (text: string) => <code>{text}</code>;

/** Every colour token: its swatch (drawn with the custom property itself), name and value. */
export function ColourTokens() {
  return (
    <Table head={['Swatch', 'Token', 'Value']}>
      {names.filter(isColour).map((name) => (
        <tr key={name}>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                inlineSize: '3rem',
                blockSize: '1.5rem',
                border: '1px solid var(--sr-line)',
                borderRadius: 'var(--sr-radius-sm)',
                background: `var(${name})`,
              }}
            />
          </td>
          <td style={cell}>{code(name)}</td>
          <td style={cell}>
            {code(
              tokens[name] === resolveToken(name)
                ? tokens[name]
                : `${tokens[name]} = ${resolveToken(name)}`,
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/**
 * The pairs the components put together, foreground on background, with the contrast measured
 * from the tokens' values and the WCAG level it meets (4.5:1 text, 3:1 large text and non-text).
 */
export const contrastPairs: { fg: TokenName; bg: TokenName; use: string; nonText?: boolean }[] = [
  { fg: '--sr-ink', bg: '--sr-surface', use: 'Body text' },
  { fg: '--sr-muted', bg: '--sr-surface', use: 'Secondary text, labels' },
  { fg: '--sr-muted', bg: '--sr-soft', use: 'Secondary text on a soft panel' },
  { fg: '--sr-brand', bg: '--sr-surface', use: 'Links, outline buttons, the APR' },
  { fg: '--sr-brand-contrast', bg: '--sr-brand', use: 'Primary buttons, the header' },
  { fg: '--sr-brand-contrast', bg: '--sr-accent', use: 'Accent buttons' },
  { fg: '--sr-error', bg: '--sr-surface', use: 'A field’s error' },
  { fg: '--sr-bad', bg: '--sr-surface', use: 'Failures' },
  { fg: '--sr-ok', bg: '--sr-surface', use: 'Confirmations' },
  { fg: '--sr-badge-great-text', bg: '--sr-badge-great', use: 'Great price badge' },
  { fg: '--sr-badge-good-text', bg: '--sr-badge-good', use: 'Good price badge' },
  { fg: '--sr-badge-fair-text', bg: '--sr-badge-fair', use: 'Fair price badge' },
  { fg: '--sr-badge-high-text', bg: '--sr-badge-high', use: 'Higher price badge' },
  { fg: '--sr-badge-lower-text', bg: '--sr-badge-lower', use: 'Lower price badge' },
  { fg: '--sr-focus-colour', bg: '--sr-surface', use: 'Components’ focus ring', nonText: true },
  {
    fg: '--sr-focus-colour-page',
    bg: '--sr-brand',
    use: 'Page focus ring on the header',
    nonText: true,
  },
  { fg: '--sr-control-line', bg: '--sr-surface', use: 'A field’s border', nonText: true },
  { fg: '--sr-dark-ink', bg: '--sr-dark-surface', use: 'Dark theme: text' },
  { fg: '--sr-dark-muted', bg: '--sr-dark-surface', use: 'Dark theme: labels, a field’s border' },
  { fg: '--sr-dark-brand', bg: '--sr-dark-surface', use: 'Dark theme: links, the focus ring' },
  { fg: '--sr-dark-brand-contrast', bg: '--sr-dark-brand', use: 'Dark theme: buttons' },
  { fg: '--sr-dark-error', bg: '--sr-dark-surface', use: 'Dark theme: a field’s error' },
];

function level(ratio: number, nonText: boolean): string {
  if (nonText) return ratio >= 3 ? 'AA (non-text 3:1)' : 'below 3:1';
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  return ratio >= 3 ? 'AA large text only' : 'fails';
}

/** The contrast pairs with their measured ratios. */
export function ContrastPairs() {
  return (
    <Table head={['Sample', 'Foreground on background', 'Used for', 'Ratio', 'WCAG']}>
      {contrastPairs.map(({ fg, bg, use, nonText = false }) => {
        const ratio = contrastRatio(resolveToken(fg), resolveToken(bg));
        return (
          <tr key={`${fg} ${bg}`}>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '0.25rem 0.5rem',
                  borderRadius: 'var(--sr-radius-sm)',
                  background: `var(${bg})`,
                  color: `var(${fg})`,
                  border: nonText ? `3px solid var(${fg})` : undefined,
                  fontWeight: 700,
                }}
              >
                Aa
              </span>
            </td>
            <td style={cell}>
              {code(fg)} on {code(bg)}
            </td>
            <td style={cell}>{use}</td>
            <td style={cell}>{ratio.toFixed(2)}:1</td>
            <td style={cell}>{level(ratio, nonText)}</td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The type scale: each size token set in the page's font, with its value. */
export function TypeScale() {
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {names
        .filter((name) => name.startsWith('--sr-text-'))
        .map((name) => (
          <tr key={name}>
            <td style={cell}>{code(name)}</td>
            <td style={cell}>{code(tokens[name])}</td>
            <td style={{ ...cell, fontSize: `var(${name})` }}>Ford Fiesta 1.0 EcoBoost £14,995</td>
          </tr>
        ))}
      {(['--sr-font-family', '--sr-line-height', '--sr-heading-line-height'] as const).map(
        (name) => (
          <tr key={name}>
            <td style={cell}>{code(name)}</td>
            <td style={cell} colSpan={2}>
              {code(tokens[name])}
            </td>
          </tr>
        ),
      )}
    </Table>
  );
}

/** Spacing, radii and focus ring tokens, each drawn at its size. */
export function SpacingScale() {
  const bar = (name: TokenName): CSSProperties =>
    name.startsWith('--sr-radius')
      ? {
          display: 'inline-block',
          inlineSize: '4rem',
          blockSize: '2.5rem',
          border: '2px solid var(--sr-brand)',
          borderRadius: `var(${name})`,
        }
      : {
          display: 'inline-block',
          inlineSize: `var(${name})`,
          blockSize: '1rem',
          background: 'var(--sr-brand)',
        };
  return (
    <Table head={['Token', 'Value', 'Drawn']}>
      {names
        .filter((name) => /^--sr-(space-|gap|radius)/.test(name))
        .map((name) => (
          <tr key={name}>
            <td style={cell}>{code(name)}</td>
            <td style={cell}>{code(tokens[name])}</td>
            <td style={cell}>
              <span aria-hidden="true" style={bar(name)} />
            </td>
          </tr>
        ))}
      <tr>
        <td style={cell}>{code('--sr-focus-width / -offset / -colour')}</td>
        <td style={cell}>
          {code(
            `${tokens['--sr-focus-width']} / ${tokens['--sr-focus-offset']} / ${tokens['--sr-focus-colour']}`,
          )}
        </td>
        <td style={cell}>
          <span
            aria-hidden="true"
            style={{
              display: 'inline-block',
              padding: '0.25rem 0.75rem',
              outline: 'var(--sr-focus-width) solid var(--sr-focus-colour)',
              outlineOffset: 'var(--sr-focus-offset)',
            }}
          >
            Focused
          </span>
        </td>
      </tr>
    </Table>
  );
}

/** Each toolbar tenant's differences from the default tenant, field by field. */
export function TenantDifferences() {
  const show = (value: unknown) => code(JSON.stringify(value));
  return (
    <Table head={['Tenant', 'Field', 'Default', 'This tenant']}>
      {Object.entries(tenants)
        .filter(([key]) => key !== 'default')
        .flatMap(([key, tenant]) =>
          Object.entries(differences(tenant.config)).map(([field, value]) => (
            <tr key={`${key} ${field}`}>
              <td style={cell}>{tenant.title}</td>
              <td style={cell}>{code(field)}</td>
              <td style={cell}>{show(DEFAULT_TENANT_CONFIG[field as keyof TenantConfig])}</td>
              <td style={cell}>{show(value)}</td>
            </tr>
          )),
        )}
    </Table>
  );
}
