import type { VehicleFacts } from '../vehicle/index.ts';
import { SIMILAR_CARS_COUNT } from './constants.ts';
import type { SearchQuery } from './searchQuery.ts';

/**
 * The 'Similar cars' search (requirement VDP-14): same advert class, same make, same category (cars
 * or vans: a Polo's similar cars are never panel vans), excluding this slug, price ascending, 6
 * results. Missing class, make or category are left out of the query.
 * @example similarCarsQuery({ make: 'Ford', advert_classification: 'USED', slug: 'ford-1' })
 * // { advert_classification: 'USED', make: 'Ford', exclude_slug: 'ford-1', sort: 'price-asc', resultsPerPage: 6 }
 */
export function similarCarsQuery(
  vehicle: Pick<VehicleFacts, 'advert_classification' | 'make' | 'slug' | 'category'>,
): SearchQuery {
  const query: SearchQuery = {};
  if (vehicle.advert_classification) query.advert_classification = vehicle.advert_classification;
  if (vehicle.make) query.make = vehicle.make;
  if (vehicle.category) query.category = vehicle.category;
  if (vehicle.slug) query.exclude_slug = vehicle.slug;
  return { ...query, sort: 'price-asc', resultsPerPage: SIMILAR_CARS_COUNT };
}
