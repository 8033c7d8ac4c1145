import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPARE_MAX,
  SHARE_TARGETS,
  formatReview,
  hasReview,
  isCompareFull,
  resolveTenantConfig,
  toggleCompare,
  toggleFavourite,
  truncateDescription,
  truncateDisclaimer,
} from '../../src/index.ts';
import { truncateText } from '../../src/text/truncate.ts';

describe('truncation', () => {
  it('cuts the description at 200 then "..."', () => {
    expect(truncateDescription('x'.repeat(250))).toBe(`${'x'.repeat(200)}...`);
    expect(truncateDescription('short')).toBe('short');
    expect(truncateDescription('y'.repeat(200))).toBe('y'.repeat(200));
  });
  it('cuts the disclaimer at 130', () => {
    expect(truncateDisclaimer('z'.repeat(131))).toBe(`${'z'.repeat(130)}...`);
  });
  it('never splits a surrogate pair', () => {
    expect(truncateText('ab😀cd', 3)).toBe('ab...');
    expect(truncateText('abc', 0)).toBe('...');
  });
  it('truncation never exceeds 200 + 3 chars', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        (text) => truncateDescription(text).length <= 203,
      ),
    );
  });
  it('truncated text starts with the original text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const cut = truncateDescription(text);
        return cut === text || (cut.endsWith('...') && text.startsWith(cut.slice(0, -3)));
      }),
    );
  });
});

describe('compare and favourites', () => {
  it('compare toggles and refuses a fourth vehicle', () => {
    expect(toggleCompare([], 1)).toEqual([1]);
    expect(toggleCompare([1, 2], 2)).toEqual([1]);
    expect(toggleCompare([1, 2, 3], 4)).toEqual([1, 2, 3]);
    expect(isCompareFull([1, 2, 3])).toBe(true);
    expect(isCompareFull([1])).toBe(false);
  });
  it('compare never holds more than 3', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(10), { maxLength: 6 }),
        fc.array(fc.nat(10)),
        (start, toggles) => {
          const end = toggles.reduce(
            (list, id) => toggleCompare(list, id),
            toggleCompare(start, 99),
          );
          return end.length <= COMPARE_MAX;
        },
      ),
    );
  });
  it('toggling a favourite twice restores the list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(20)), fc.nat(20), (list, id) => {
        const twice = toggleFavourite(toggleFavourite(list, id), id);
        return [...twice].sort().join() === [...list].sort().join();
      }),
    );
  });
});

describe('share targets', () => {
  it('offers five social platforms besides e-mail, with share links', () => {
    expect(SHARE_TARGETS.map((t) => t.name)).toEqual([
      'Facebook',
      'X',
      'WhatsApp',
      'LinkedIn',
      'Pinterest',
      'Email',
    ]);
    const links = SHARE_TARGETS.map((t) => t.shareUrl('https://shop.test/v/a b', 'Ford & Co'));
    expect(links).toEqual([
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fv%2Fa%20b',
      'https://x.com/intent/tweet?url=https%3A%2F%2Fshop.test%2Fv%2Fa%20b&text=Ford%20%26%20Co',
      'https://wa.me/?text=Ford%20%26%20Co%20https%3A%2F%2Fshop.test%2Fv%2Fa%20b',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fshop.test%2Fv%2Fa%20b',
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fshop.test%2Fv%2Fa%20b&description=Ford%20%26%20Co',
      'mailto:?subject=Ford%20%26%20Co&body=https%3A%2F%2Fshop.test%2Fv%2Fa%20b',
    ]);
  });
});

describe('formatReview', () => {
  const paragraphs = [
    { headline: 'Intro', text: 'One', type: 'intro' },
    { headline: 'Driving', text: 'Two', type: 'driving' },
    { headline: 'Verdict', text: 'v'.repeat(400), type: 'verdict' },
    { headline: 'Costs', text: 'Four', type: 'costs' },
  ];
  const review = {
    photolist: {
      photo: [
        { isdefault: false, large: 'a.jpg' },
        { isdefault: 'true', big: 'b.jpg' },
      ],
    },
    paragraphlist: { paragraph: paragraphs },
    scoringlist: {
      scoring: { performance: 8, handling: '7', comfort: 'n/a', value: 12, total: 41 },
    },
    videolist: { video: { iframe_url: 'https://v/1', hd: { video_url: 'https://v/1.mp4' } } },
  };

  it('shows 3 paragraphs, the third cut at 389, the rest behind Show more', () => {
    const formatted = formatReview(review);
    expect(formatted.collapsed.map((p) => p.text)).toEqual(['One', 'Two', `${'v'.repeat(389)}...`]);
    expect(formatted.paragraphs).toHaveLength(4);
    expect(formatted.showMoreButton).toBe(true);
  });

  it('scores are value × 10 percent, the total as is', () => {
    const formatted = formatReview(review);
    expect(formatted.scores).toEqual([
      { key: 'performance', percent: 80 },
      { key: 'handling', percent: 70 },
      { key: 'value', percent: 100 },
    ]);
    expect(formatted.total).toBe(41);
  });

  it('picks the default photo and videos', () => {
    const formatted = formatReview(review);
    expect(formatted.photo).toBe('b.jpg');
    expect(formatted.video).toEqual({ iframeUrl: 'https://v/1', hdUrls: ['https://v/1.mp4'] });
  });

  it('removes tenant-excluded paragraphs', () => {
    const config = resolveTenantConfig({
      carDrivingReview: { excludedParagraphs: ['VERDICT', 'costs'] },
    });
    const formatted = formatReview(review, config);
    expect(formatted.paragraphs.map((p) => p.headline)).toEqual(['Intro', 'Driving']);
    expect(formatted.showMoreButton).toBe(false);
  });

  it('hideShowMoreButton shows every paragraph in full', () => {
    const formatted = formatReview(review, resolveTenantConfig({ hideShowMoreButton: true }));
    expect(formatted.collapsed).toEqual(paragraphs);
    expect(formatted.showMoreButton).toBe(false);
  });

  it('copes with a sparse review', () => {
    expect(
      formatReview({
        paragraphlist: { paragraph: { text: 'Only' } },
        photolist: { photo: { large: 'x.jpg' } },
      }),
    ).toEqual({
      photo: 'x.jpg',
      paragraphs: [{ text: 'Only' }],
      collapsed: [{ text: 'Only' }],
      showMoreButton: false,
      scores: [],
      total: null,
      video: { iframeUrl: null, hdUrls: [] },
    });
    const bare = formatReview({
      paragraphlist: { paragraph: [{}, {}, {}] },
      videolist: { video: { hd: [{ video_url: null }] } },
    });
    expect(bare.collapsed[2]).toEqual({ text: '' });
    expect(bare.photo).toBeNull();
    expect(bare.video.hdUrls).toEqual([]);
  });

  it('knows when there is no review', () => {
    expect(hasReview([])).toBe(false);
    expect(hasReview(null)).toBe(false);
    expect(hasReview({})).toBe(false);
    expect(hasReview({ paragraphlist: {} })).toBe(true);
  });
});
