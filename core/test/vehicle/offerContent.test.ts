import { describe, expect, it } from 'vitest';
import { offerMainContent } from '../../src/index.ts';

const contents = [
  { highlighted_features: [] },
  { rules: {} },
  { main_content: '<p>Save £1,407</p>' },
];

describe('offerMainContent (requirement VEH-5)', () => {
  it("is the third content item's main_content for an offer", () => {
    expect(offerMainContent({ advert_classification: 'OFFER', contents })).toBe(
      '<p>Save £1,407</p>',
    );
    expect(offerMainContent({ advert_type: 'OFFER_VEHICLE', contents })).toBe('<p>Save £1,407</p>');
  });

  it('is null for other vehicles, or an offer without the text', () => {
    expect(offerMainContent({ advert_classification: 'USED', contents })).toBeNull();
    expect(
      offerMainContent({
        advert_classification: 'OFFER',
        contents: [{}, {}, { main_content: ' ' }],
      }),
    ).toBeNull();
    expect(offerMainContent({ advert_classification: 'OFFER', contents: [] })).toBeNull();
    expect(offerMainContent({ advert_classification: 'OFFER' })).toBeNull();
  });
});
