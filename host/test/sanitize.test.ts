import { describe, expect, it } from 'vitest';
import { sanitizeRetailerHtml as apiSanitise } from '@showroom/api-server';
import { SANITISED_KEPT, sanitizeRetailerHtml } from '../src/sanitize.ts';

// The host sanitises whatever API it reads (a retailer's own included) by core's policy, the one
// the reference API stores content by (api-server's sanitize.test.ts has the policy's cases).
describe("the host's retailer-HTML sanitiser", () => {
  const retailerHtml =
    '<h2 class="x">Spec</h2><p style="color:red" onclick="a()"><strong>Low</strong> miles</p>' +
    '<script>alert(1)</script><img src="x" onerror="a()"><a href="javascript:alert(1)">x</a>' +
    '<a href="https://example.com" target="_blank">Go</a>';

  it('keeps formatting, drops what could run or restyle the page, and marks links', () => {
    expect(sanitizeRetailerHtml(retailerHtml)).toBe(
      '<h2>Spec</h2><p><strong>Low</strong> miles</p><a rel="noopener nofollow">x</a>' +
        '<a href="https://example.com" rel="noopener nofollow">Go</a>',
    );
  });

  it('gives the same answer as the reference API, whose content it reads again', () => {
    expect(sanitizeRetailerHtml(retailerHtml)).toBe(apiSanitise(retailerHtml));
    expect(sanitizeRetailerHtml(null)).toBe('');
  });

  it('answers a string it kept as it answered it first, beyond as many strings as it keeps', () => {
    const strings = Array.from(
      { length: SANITISED_KEPT + 10 },
      (_, i) => `<p onclick="a()">Car ${i}</p><script>${i}</script>`,
    );
    for (const html of [...strings, ...strings]) {
      expect(sanitizeRetailerHtml(html)).toBe(apiSanitise(html));
    }
    expect(sanitizeRetailerHtml(strings[0])).toBe('<p>Car 0</p>');
    expect(sanitizeRetailerHtml('')).toBe('');
  });
});
