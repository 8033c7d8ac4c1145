import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_CONFIG } from '@showroom/core';
import { designToken } from '@showroom/app/ssr';
import { printCss } from '../src/printCss.ts';
import { pdfPalette } from '../src/pdf.ts';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * Decision 1015: the print view's and the PDF's colours are the design tokens of tokens.css, and
 * the brand is the tenant's theme colour.
 */

const colours = (text: string) => new Set(text.match(/#[0-9a-f]{3,6}\b/gi));

describe('the print view’s colours', () => {
  it('are the tokens, and the default tenant’s brand is the brand token', () => {
    const css = printCss(DEFAULT_TENANT_CONFIG.themeColour);
    expect(colours(css)).toEqual(
      new Set([
        designToken('--sr-ink'),
        designToken('--sr-muted'),
        designToken('--sr-control-line'),
        designToken('--sr-line'),
        designToken('--sr-brand'),
      ]),
    );
    expect(css).toContain(`.sr-print { max-width: 800px;`);
    expect(css).toMatch(
      new RegExp(`\\.sr-print__brand \\{[^}]*color: ${designToken('--sr-brand')}`),
    );
  });

  it('take the tenant’s theme colour as the brand', () => {
    const css = printCss('#8a1538');
    expect(css).toMatch(/\.sr-print__head \{[^}]*border-bottom: 3px solid #8a1538/);
    expect(css).toMatch(/\.sr-print__brand \{[^}]*color: #8a1538/);
    expect(css).not.toContain(designToken('--sr-brand'));
  });
});

describe('the PDF’s colours', () => {
  it('are the tokens, with the tenant’s theme colour as the brand', () => {
    expect(pdfPalette({ themeColour: '#8a1538' })).toEqual({
      brand: '#8a1538',
      onBrand: designToken('--sr-brand-contrast'),
      ink: designToken('--sr-ink'),
      muted: designToken('--sr-muted'),
      rule: designToken('--sr-line'),
      frame: designToken('--sr-control-line'),
      placeholder: designToken('--sr-soft'),
    });
  });
});

describe('the served print view and PDF', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startHost();
  });
  afterAll(() => host?.close());

  it('the print page carries the tenant’s print styles; the PDF is drawn', async () => {
    const [vehicle] = await searchVehicles(host.app);
    const home = await host.view(`/vehicle-search/${vehicle!.slug}`);
    const print = await host.view(`/vehicle-search/print/${vehicle!.slug}`);
    expect(print.status).toBe(200);
    expect(print.html).toContain(printCss(home.state!.tenant.themeColour));
    const pdf = await host.app.inject({
      method: 'GET',
      url: `/vehicle-search/${vehicle!.slug}?format=pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
