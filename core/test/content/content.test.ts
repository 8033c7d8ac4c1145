import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPARE_MAX,
  FEATURED_MAX,
  ORDER_CONFIG_CACHE_MS,
  SIMILAR_CARS_COUNT,
  featuredTabQuery,
  orderConfigCacheFresh,
  similarCarsQuery,
} from '../../src/index.ts';

describe('constants', () => {
  it('match requirements CONST-1, CONST-2 and CONST-5', () => {
    expect([SIMILAR_CARS_COUNT, FEATURED_MAX, COMPARE_MAX, ORDER_CONFIG_CACHE_MS]).toEqual([
      6, 24, 3, 300000,
    ]);
  });
  it('the order config cache lasts 5 minutes', () => {
    expect(orderConfigCacheFresh(1000, 1000 + 299_999)).toBe(true);
    expect(orderConfigCacheFresh(1000, 1000 + 300_000)).toBe(false);
    expect(orderConfigCacheFresh(1000, 999)).toBe(false);
  });
});

describe('similarCarsQuery', () => {
  it('same class, same make, excluding this slug, price ascending, 6 results', () => {
    expect(
      similarCarsQuery({ make: 'Ford', advert_classification: 'USED', slug: 'ford-1' }),
    ).toEqual({
      advert_classification: 'USED',
      make: 'Ford',
      exclude_slug: 'ford-1',
      sort: 'price-asc',
      resultsPerPage: 6,
    });
    expect(similarCarsQuery({})).toEqual({ sort: 'price-asc', resultsPerPage: 6 });
  });

  it('issue 43: similar to a car are cars, similar to a van are vans (the same category)', () => {
    expect(
      similarCarsQuery({
        make: 'Volkswagen',
        advert_classification: 'USED',
        slug: 'vw-polo-1',
        category: 'cars',
      }),
    ).toMatchObject({ make: 'Volkswagen', category: 'cars' });
    expect(similarCarsQuery({ make: 'Ford', category: 'vans' })).toMatchObject({
      category: 'vans',
    });
  });
});

describe('featuredTabQuery', () => {
  it('defaults to 6 results, price ascending', () => {
    expect(featuredTabQuery({})).toEqual({ sort: 'price-asc', resultsPerPage: 6 });
    expect(featuredTabQuery({ resultsPerPage: 0, orderBy: 'random' })).toEqual({
      sort: 'price-asc',
      resultsPerPage: 6,
    });
  });
  it('keeps filters, class and order', () => {
    expect(
      featuredTabQuery({
        filters: { make: 'Kia', max_price: 20000, nested: { a: 1 } },
        advert_classification: 'NEW',
        orderBy: 'newest',
        resultsPerPage: 12,
      }),
    ).toEqual({
      make: 'Kia',
      max_price: 20000,
      advert_classification: 'NEW',
      sort: 'newest',
      resultsPerPage: 12,
    });
  });
  it('turns an offer finance filter into finance_search_only with monthly_from 10', () => {
    for (const filters of [
      { offer: 'finance' },
      { finance_offer: true },
      { finance_offer: 'true' },
    ]) {
      expect(featuredTabQuery({ filters })).toEqual({
        finance_search_only: true,
        monthly_from: 10,
        sort: 'price-asc',
        resultsPerPage: 6,
      });
    }
    expect(featuredTabQuery({ filters: { offer: 'cash' } })).toEqual({
      sort: 'price-asc',
      resultsPerPage: 6,
    });
  });
  it('results per page never exceed 24', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.constant(null)), (n) => {
        const perPage = featuredTabQuery({ resultsPerPage: n }).resultsPerPage as number;
        return perPage >= 1 && perPage <= FEATURED_MAX;
      }),
    );
  });
});
