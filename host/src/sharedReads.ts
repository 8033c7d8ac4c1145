import type { Result, ShowroomClient } from '@showroom/api-client';
import type { PageCache } from './pageCache.ts';

/** The reads a vehicle page shares with other vehicle pages, answered from `SharedReads`. */
type SharedMethod =
  | 'getContentPage'
  | 'listFeaturedTabs'
  | 'listBranches'
  | 'serviceIconExists'
  | 'searchVehicles'
  | 'listPosts'
  | 'getPost';

/** What `sharedReads` keeps: any of those reads' answers, by method and arguments. */
export type SharedReads = PageCache<Result<unknown>>;

const SHARED: readonly SharedMethod[] = [
  'getContentPage',
  'listFeaturedTabs',
  'listBranches',
  'serviceIconExists',
  'searchVehicles',
  'listPosts',
  'getPost',
];

/**
 * The API client a vehicle page loads through, its reads that many pages ask alike kept in `cache`
 * (a PageCache with the vehicle pages' own rules: while the data version is unchanged and younger
 * than PAGE_CACHE_TTL): the content page and its snippets, the featured tabs and their searches, the
 * branches, the service icons, the similar cars of a make, the related articles. A cold vehicle
 * page (a search engine reading the stock) then asks the API only for what is its own: the vehicle,
 * its quotes, its review, its turntable. Failed reads are not kept. Everything else, and every
 * write, goes to `api` as it is.
 */
export function sharedReads(api: ShowroomClient, cache: SharedReads): ShowroomClient {
  const wrapped: Partial<ShowroomClient> = {};
  for (const method of SHARED) {
    const call = api[method] as (...args: unknown[]) => Promise<Result<unknown>>;
    (wrapped as Record<string, unknown>)[method] = (...args: unknown[]) =>
      cache.get(
        `${method}:${JSON.stringify(args)}`,
        () => call.apply(api, args),
        (result) => !result.error,
      );
  }
  return { ...api, ...wrapped };
}
