import { test, expect, type Locator, type Page } from '@playwright/test';

/**
 * Issue 43: Save and Compare on each search result card, in the same lists as the vehicle page's
 * (the header's Saved count, the saved page, the compare list and its limit), kept on reload.
 */

const WIDTHS = [412, 1440] as const;

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

/** Console errors and page errors (a hydration mismatch among them) from now on. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** The search page, hydrated, with the header's count read from this browser. */
async function openSearch(page: Page) {
  await page.goto('/vehicle-search');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

/** The name of the car a card shows (its heading's link). */
async function cardName(card: Locator): Promise<string> {
  return (await card.getByRole('heading').getByRole('link').innerText()).trim();
}

const saveButton = (card: Locator) => card.getByRole('button', { name: /^Save / });
const compareButton = (card: Locator) => card.getByRole('button', { name: /^Compare / });

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 600 ? 915 : 900 } });

    test('Save and Compare on search cards share the vehicle page’s lists', async ({ page }) => {
      const errors = recordErrors(page);
      await openSearch(page);
      const cards = page.getByRole('main').getByRole('article');
      const [first, second, third, fourth] = [0, 1, 2, 3].map((index) => cards.nth(index)) as [
        Locator,
        Locator,
        Locator,
        Locator,
      ];
      const firstName = await cardName(first);

      // Each card's buttons say which car they are for, and whether they are pressed.
      await expect(saveButton(first)).toHaveAccessibleName(`Save ${firstName}`);
      await expect(saveButton(first)).toHaveAttribute('aria-pressed', 'false');
      await expect(compareButton(first)).toHaveAccessibleName(`Compare ${firstName}`);
      await expect(compareButton(first)).toHaveAttribute('aria-pressed', 'false');

      // Save from a card: pressed, and the header counts it.
      await saveButton(first).click();
      await expect(saveButton(first)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('link', { name: 'Saved (1 car)' })).toBeVisible();

      // Compare two, then a third: the list is full.
      await compareButton(first).click();
      await compareButton(second).click();
      await expect(compareButton(first)).toHaveAttribute('aria-pressed', 'true');
      await expect(compareButton(second)).toHaveAttribute('aria-pressed', 'true');
      await compareButton(third).click();
      await expect(compareButton(third)).toHaveAttribute('aria-pressed', 'true');

      // The fourth is refused, with the vehicle page's message, and nothing changes.
      await compareButton(fourth).click();
      await expect(
        fourth.getByText(
          'You can compare up to 3 vehicles. Remove one from your list to add this one.',
        ),
      ).toBeVisible();
      await expect(compareButton(fourth)).toHaveAttribute('aria-pressed', 'false');

      // The cards fit the phone's width: nothing runs off the side.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal overflow (px)').toBeLessThanOrEqual(0);
      for (const button of [saveButton(first), compareButton(first)]) {
        const box = await button.boundingBox();
        expect(box!.height, 'tap target height').toBeGreaterThanOrEqual(24);
        expect(box!.width, 'tap target width').toBeGreaterThanOrEqual(24);
      }

      // A reload keeps them (this browser's lists, read after hydration).
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('link', { name: 'Saved (1 car)' })).toBeVisible();
      await expect(saveButton(first)).toHaveAttribute('aria-pressed', 'true');
      await expect(saveButton(second)).toHaveAttribute('aria-pressed', 'false');
      for (const card of [first, second, third]) {
        await expect(compareButton(card)).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(compareButton(fourth)).toHaveAttribute('aria-pressed', 'false');

      // The saved page lists the car saved from its card.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /^Saved/ })
        .click();
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Saved cars' })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: firstName, exact: true }).first(),
      ).toBeVisible();

      // The vehicle page reads the same lists: Saved, Comparing, and the comparison of three.
      await page.goto('/vehicle-search');
      await hydrated(page);
      await first.getByRole('heading').getByRole('link').click();
      await hydrated(page);
      const actions = page.getByRole('navigation', { name: 'Vehicle actions' });
      await expect(actions.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
      await expect(actions.getByRole('button', { name: 'Comparing', exact: true })).toBeVisible();
      await expect(actions.getByRole('link', { name: 'View comparison (3)' })).toBeVisible();
      expect(errors, 'console and page errors').toEqual([]);
    });
  });
}
