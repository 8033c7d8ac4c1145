import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CustomerDetailsForm, EnquiryForm, TestDriveForm } from '@showroom/ui';

/**
 * The forms' terms checkboxes open the retailer's terms and privacy pages (order config
 * `terms_url`, `privacy_url`, from SHOWROOM_CONFIG), in a new tab so the form keeps what was
 * typed; without them the label names the pages with no link.
 */
const LINKS = {
  terms: 'https://www.northgate-motors.example/terms-of-sale',
  privacy: 'https://www.northgate-motors.example/privacy',
};

const anchors = (html: string) =>
  [
    ...html.matchAll(/<a href="([^"]+)" target="_blank" rel="noopener noreferrer">([^<]+)<\/a>/g),
  ].map(([, href, text]) => [text, href]);

describe('the terms checkbox of each form', () => {
  const noop = () => undefined;
  const now = { date: '2026-11-25', time: '09:00' };
  const forms = {
    enquiry: (policyLinks?: typeof LINKS) =>
      createElement(EnquiryForm, { status: 'idle', onSubmit: noop, policyLinks }),
    'test drive': (policyLinks?: typeof LINKS) =>
      createElement(TestDriveForm, { status: 'idle', now, onSubmit: noop, policyLinks }),
    'customer details': (policyLinks?: typeof LINKS) =>
      createElement(CustomerDetailsForm, { onSubmit: noop, policyLinks }),
  };

  for (const [name, form] of Object.entries(forms)) {
    it(`of the ${name} form links the retailer's terms and privacy policy`, () => {
      const [terms, privacy] = anchors(renderToStaticMarkup(form(LINKS)));
      expect(terms).toEqual([expect.stringMatching(/^terms and conditions/), LINKS.terms]);
      expect(privacy).toEqual(['privacy policy', LINKS.privacy]);
    });

    it(`of the ${name} form names them without a link when the retailer gives none`, () => {
      const html = renderToStaticMarkup(form());
      expect(anchors(html)).toEqual([]);
      expect(html).toContain('and the privacy policy</span>');
    });
  }
});
