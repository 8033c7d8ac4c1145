import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReview, type Review } from '@showroom/core';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * The review of a NEW car (GET /api/vehiclereview/{slug}, requirement API-13) is on its page,
 * although the information tiles that hold a used car's review are hidden for NEW cars (requirement
 * VDP-12); a review without a photo shows the default review banner (requirement CONT-6).
 */
let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host?.close());

/** The NEW cars of the demo stock with the review the API gives each (none: `[]`). */
async function newCarsWithReviews() {
  const cars = await searchVehicles(host.app, 'advert_classification=NEW&resultsPerPage=60');
  return Promise.all(
    cars.map(async (car) => {
      const reply = await host.app.inject({ method: 'GET', url: `/api/vehiclereview/${car.slug}` });
      return { car, review: (reply.json() as { data: Review | [] }).data };
    }),
  );
}

const escaped = (text: string) => text.replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

describe('the review of a NEW car', () => {
  it('is shown on the page, its first paragraphs and its photo', async () => {
    const found = (await newCarsWithReviews()).find(
      ({ review }) => !Array.isArray(review) && formatReview(review).photo !== null,
    );
    expect(found, 'the demo stock has a NEW car with a pictured review').toBeDefined();
    const review = formatReview(found!.review as Review);
    const page = await host.view(`/vehicle-search/${found!.car.slug}`);
    expect(page.state!.review).toEqual(found!.review);
    // The tiles stay hidden for NEW cars (requirement VDP-12); the review has a section of its own.
    expect(page.root).not.toContain('Vehicle history');
    expect(page.root).toMatch(/<h2[^>]*>Independent review<\/h2>/);
    for (const paragraph of review.collapsed)
      expect(page.root).toContain(escaped(paragraph.text ?? ''));
    expect(page.root).toContain(`src="${review.photo}"`);
    expect(page.root).not.toContain('sr-review__photo--default');
  });

  it('without a photo shows the default review banner', async () => {
    const found = (await newCarsWithReviews()).find(
      ({ review }) => !Array.isArray(review) && formatReview(review).photo === null,
    );
    expect(found, 'the demo stock has a NEW car whose review has no photo').toBeDefined();
    const page = await host.view(`/vehicle-search/${found!.car.slug}`);
    expect(page.root).toMatch(/<h2[^>]*>Independent review<\/h2>/);
    // The built app serves it from /assets/ (e2e/vdp-content.spec.ts loads it in a browser).
    expect(page.root).toMatch(
      /<img class="sr-review__photo sr-review__photo--default" src="[^"]*review-banner[^"]*"/,
    );
  });

  it('a NEW car without a review shows no review section', async () => {
    const found = (await newCarsWithReviews()).find(({ review }) => Array.isArray(review));
    expect(found, 'the demo stock has a NEW car with no review').toBeDefined();
    const page = await host.view(`/vehicle-search/${found!.car.slug}`);
    expect(page.root).not.toContain('Independent review');
  });
});
