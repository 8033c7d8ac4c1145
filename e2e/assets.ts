import type { Page } from '@playwright/test';

/** The deal builder's code, which a vehicle page fetches once the deal panel is needed. */
export const DEAL_BUILDER_CODE = /\/assets\/DealBuilder-[^/]+\.js$/;

/**
 * The code of the vehicle page's parts below the deal panel (the description, specifications,
 * tiles, review, warranty, posts and the two carousels), fetched once one of them is needed.
 */
export const BELOW_FOLD_CODE = /\/assets\/VdpBelow-[^/]+\.js$/;

/** The vehicle page's hydration code, which makes its server-rendered parts interactive. */
export const HYDRATE_CODE = /\/assets\/hydrate-[^/]+\.js$/;

/**
 * Holds the page's requests for matching assets, as a slow connection would, until the returned
 * `release` is called. With `times`, only that many requests are held; the route then goes by
 * itself (its requests continued, never left pending by an unroute).
 */
export async function holdAssets(
  page: Page,
  asset: RegExp,
  options: { times?: number } = {},
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    asset,
    async (route) => {
      await held;
      await route.continue();
    },
    options,
  );
  return release;
}
