import { describe, expect, it } from 'vitest';
import {
  retailerHtmlPolicy,
  retailerHtmlSanitiser,
  type RetailerHtmlPolicy,
} from '../../src/index.ts';
import { retailerLink } from '../../src/content/retailerHtml.ts';

// Requirement ARCH-9: retailer HTML keeps its formatting and nothing executable. Core holds
// the policy; the sanitiser (sanitize-html on the server) applies it. These tests read the policy
// as data; api-server's sanitize.test.ts checks what sanitize-html makes of it.

describe('the retailer-HTML policy', () => {
  it('keeps formatting tags and links, never images, media, forms, scripts or styles', () => {
    const { allowedTags } = retailerHtmlPolicy();
    for (const tag of ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'a', 'table', 'td'])
      expect(allowedTags).toContain(tag);
    for (const tag of ['script', 'style', 'img', 'iframe', 'object', 'form', 'input', 'svg', 'h1'])
      expect(allowedTags).not.toContain(tag);
  });

  it('allows href and rel on links only, and no classes or styles anywhere', () => {
    expect(retailerHtmlPolicy().allowedAttributes).toEqual({ a: ['href', 'rel'] });
  });

  it('limits links to http(s), mailto and tel (site-relative ones kept, protocol-relative not)', () => {
    const policy = retailerHtmlPolicy();
    expect([...policy.allowedSchemes].sort()).toEqual(['http', 'https', 'mailto', 'tel']);
    expect(policy.allowProtocolRelative).toBe(false);
    expect(policy.disallowedTagsMode).toBe('discard');
  });

  it("gives every link the shop's rel, whatever the retailer wrote", () => {
    expect(retailerLink('a', { href: 'https://example.com', rel: 'me', target: '_blank' })).toEqual(
      {
        tagName: 'a',
        attribs: { href: 'https://example.com', rel: 'noopener nofollow', target: '_blank' },
      },
    );
    expect(retailerHtmlPolicy().transformTags.a!('a', { href: '/x' })).toEqual({
      tagName: 'a',
      attribs: { href: '/x', rel: 'noopener nofollow' },
    });
  });

  it('is a fresh copy for each caller, so one cannot loosen it for another', () => {
    const first = retailerHtmlPolicy();
    first.allowedTags.push('script');
    first.allowedAttributes.a!.push('onclick');
    expect(retailerHtmlPolicy().allowedTags).not.toContain('script');
    expect(retailerHtmlPolicy().allowedAttributes.a).toEqual(['href', 'rel']);
  });
});

describe('retailerHtmlSanitiser', () => {
  it('hands the HTML and the policy to the sanitiser and returns its answer', () => {
    const calls: [string, RetailerHtmlPolicy][] = [];
    const sanitise = retailerHtmlSanitiser((html, policy) => {
      calls.push([html, policy]);
      return `clean:${html}`;
    });
    expect(sanitise('<p>Hi</p>')).toBe('clean:<p>Hi</p>');
    expect(calls).toEqual([['<p>Hi</p>', retailerHtmlPolicy()]]);
  });

  it('answers missing or empty HTML with an empty string, without calling the sanitiser', () => {
    let called = 0;
    const sanitise = retailerHtmlSanitiser(() => {
      called += 1;
      return 'x';
    });
    expect([sanitise(null), sanitise(undefined), sanitise('')]).toEqual(['', '', '']);
    expect(called).toBe(0);
  });
});
