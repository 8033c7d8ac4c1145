import { audit, hydrated, WIDTHS } from './a11y-audit.ts';
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Accessibility (issue 7): axe with the WCAG 2.2 AA rule set on the vehicle details page and the
 * search page, at a phone width (412 px) and a desktop width (1440 px), after hydration.
 */

/**
 * Violations found inside components this spec's owners may not change, excluded by exact selector
 * (never by rule) so CI stays green while they are fixed; each is listed in the issue 7 note.
 */
const VDP_KNOWN: string[] = [];

async function usedSlug(request: APIRequestContext): Promise<string> {
  const search = await request.get(
    '/api/v2/vehicle-search?advert_classification=USED&resultsPerPage=1',
  );
  expect(search.status()).toBe(200);
  const { data } = (await search.json()) as { data: { slug: string }[] };
  return data[0]!.slug;
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 600 ? 915 : 900 } });

    test('the vehicle details page has no WCAG 2.2 AA violations', async ({ page, request }) => {
      await page.goto(`/vehicle-search/${await usedSlug(request)}`);
      await hydrated(page);
      await audit(page, VDP_KNOWN);
    });

    test('the search page has no WCAG 2.2 AA violations', async ({ page }) => {
      await page.goto('/vehicle-search');
      await hydrated(page);
      await audit(page);
    });

    test('the contact page has no WCAG 2.2 AA violations', async ({ page }) => {
      await page.goto('/contact');
      await hydrated(page);
      await audit(page);
    });
  });
}
