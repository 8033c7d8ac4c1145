import { describe, expect, it } from 'vitest';
import { sanitizeRetailerHtml } from '../src/index.ts';

describe('the one retailer-HTML policy', () => {
  it("keeps the retailer's formatting", () => {
    expect(sanitizeRetailerHtml('<h2>Spec</h2><p><strong>Low</strong> <em>miles</em></p>')).toBe(
      '<h2>Spec</h2><p><strong>Low</strong> <em>miles</em></p>',
    );
    expect(sanitizeRetailerHtml('<ul><li>One owner</li></ul>')).toBe('<ul><li>One owner</li></ul>');
  });

  it('drops scripts, handlers, styles, classes and images', () => {
    expect(sanitizeRetailerHtml('<p class="x" style="color:red" onclick="a()">Hi</p>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeRetailerHtml('<script>alert(1)</script><style>p{}</style>ok')).toBe('ok');
    expect(sanitizeRetailerHtml('<img src="https://example.com/x.jpg" onerror="alert(1)">')).toBe(
      '',
    );
  });

  it('keeps only safe links, marked noopener nofollow', () => {
    expect(sanitizeRetailerHtml('<a href="https://example.com" target="_blank">Go</a>')).toBe(
      '<a href="https://example.com" rel="noopener nofollow">Go</a>',
    );
    expect(sanitizeRetailerHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener nofollow">x</a>',
    );
  });

  it('is empty for no HTML', () => {
    expect(sanitizeRetailerHtml(null)).toBe('');
    expect(sanitizeRetailerHtml(undefined)).toBe('');
  });
});
