import AxeBuilder from '@axe-core/playwright';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Issue 24: the search page as a shopper types into it, at a phone width and a desktop width —
 * make and model as people write them, a page past the last, and monthly budget cards that say
 * what their quote assumes. Counts and figures are checked against the API.
 */

const WIDTHS = [412, 1440] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

async function audit(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

type Facets = { makes: { name: string; ranges: { name: string }[] }[] };

async function apiTotal(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/v2/vehicle-search?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

const optionsOf = (page: Page, id: string) =>
  page
    .locator(`#${id} option`)
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 600 ? 915 : 900 } });

    test('types "vw" and "golf": the model list follows the make, and Volkswagen Golfs are found', async ({
      page,
      request,
    }) => {
      const facets = (
        (await (await request.get('/api/v2/vehicle-facets')).json()) as {
          data: Facets;
        }
      ).data;
      await page.goto('/vehicle-search');
      await hydrated(page);
      expect(await optionsOf(page, 'sr-search-makes')).toEqual(facets.makes.map((m) => m.name));
      const make = page.getByRole('combobox', { name: 'Make' });
      await make.click();
      await make.pressSequentially('vw');
      const volkswagen = facets.makes.find((m) => m.name === 'Volkswagen')!;
      await expect
        .poll(() => optionsOf(page, 'sr-search-ranges'))
        .toEqual(volkswagen.ranges.map((r) => r.name));
      await page.getByRole('combobox', { name: 'Model' }).fill('golf');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/make=vw&range=golf/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen Golf for sale');
      const total = await apiTotal(request, 'make=Volkswagen&range=Golf');
      expect(total).toBeGreaterThan(0);
      await expect(page.getByRole('status')).toHaveText(
        total === 1 ? '1 vehicle found' : `${total} vehicles found`,
      );
      await expect(page.locator('.sr-vcard__link').first()).toContainText('Volkswagen Golf');
      await audit(page);
    });

    test('a page past the last shows the last page and says so', async ({ page, request }) => {
      const { meta } = (await (
        await request.get('/api/v2/vehicle-search?resultsPerPage=12')
      ).json()) as { meta: { pages: number } };
      await page.goto(`/vehicle-search?page=${meta.pages + 1}`);
      await expect(page.getByRole('alert')).toHaveText(
        `There is no page ${meta.pages + 1}: there are ${meta.pages} pages, so the last is shown.`,
      );
      const paging = page.getByRole('navigation', { name: 'Pages' });
      await expect(paging).toContainText(`Page ${meta.pages} of ${meta.pages}`);
      await expect(page.locator('.sr-vcard').first()).toBeVisible();
      await paging.getByRole('link', { name: '‹ Previous' }).click();
      await expect(page).toHaveURL(new RegExp(`page=${meta.pages - 1}`));
      await expect(paging).toContainText(`Page ${meta.pages - 1} of ${meta.pages}`);
    });

    test('a budget card whose quote runs a shorter term says that term and the lender’s change', async ({
      page,
    }) => {
      await page.goto('/vehicle-search?monthly_to=250');
      await hydrated(page);
      const card = page.locator('.sr-vcard', { has: page.locator('.sr-vcard__change') }).first();
      await card.scrollIntoViewIfNeeded();
      const change = (await card.locator('.sr-vcard__change').first().textContent())!;
      const [, term] = /from 48 to (\d+) months/.exec(change)!;
      await expect(card.locator('.sr-vcard__assumes')).toHaveText(
        `PCP, 10% deposit, ${term} months, 8,000 miles a year`,
      );
      await expect(card.getByRole('region', { name: /Representative example/ })).toContainText(
        `${term} months`,
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await audit(page);
    });
  });
}
