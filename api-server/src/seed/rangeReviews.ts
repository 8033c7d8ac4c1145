import type { ContentSeed } from '../db/repositories.ts';
import { CATALOGUE } from './catalogue.ts';
import { slugify } from './prng.ts';
import { demoReview } from './reviews.ts';

/** What a range's review needs of the stock: which vehicle shows that range, and its pictures. */
export interface ReviewStock {
  make: string;
  range: string;
  media_urls: readonly { medium: string; large: string }[];
}

/**
 * One used and one new review per model range of the demo stock, pictured with that range's own
 * photos (the first vehicle of the range in stock) and no video (the demo has none to link). A
 * range with no vehicle in stock gets no review; so do a few others, so that the storefront's
 * "no review" path stays real. The new review of every third range comes without photos, as a
 * provider's sometimes does, so that the storefront's default review banner stays real too.
 */
export function rangeReviews(stock: readonly ReviewStock[]): ContentSeed['reviews'] {
  const reviews: ContentSeed['reviews'] = [];
  CATALOGUE.forEach((range, i) => {
    const pictured = stock.find(
      (v) => v.make === range.make && v.range === range.range && v.media_urls.length > 0,
    );
    if (!pictured) return;
    const slug = slugify(`${range.make} ${range.range}`);
    const photos = pictured.media_urls.slice(0, 3);
    const review = (seed: number, pictured = true) => {
      const { videolist: _none, photolist: _photos, ...text } = demoReview(range, seed);
      if (!pictured) return { ...text, photolist: { photo: [] } };
      return {
        ...text,
        photolist: {
          photo: photos.map((photo, index) => ({
            isdefault: index === 0,
            large: photo.large,
            big: photo.medium,
          })),
        },
      };
    };
    if (i % 7 !== 6) reviews.push({ kind: 'used', slug, data: review(i) });
    if (i % 5 !== 4) reviews.push({ kind: 'new', slug, data: review(i + 100, i % 3 !== 1) });
  });
  return reviews;
}
