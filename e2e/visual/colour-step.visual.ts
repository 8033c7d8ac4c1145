import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pictureContext } from './pictureOptions.ts';
import { openPreview, showStory } from './preview.ts';

/**
 * The baselines catch a one-step change of a status colour (decision 1003): the Great badge moved
 * from #0d6b34 to #2e8b57 (lighter; 4.25:1 with its white text instead of 6.6:1), in a copy of
 * the tokens injected over the story, no longer matches the approved picture. With Playwright's
 * default per-pixel threshold (0.2) this change passed.
 */
const story = 'vehicle-details-pricelabel--great';
const baseline = `${story}--412.png`;
const tokensCss = readFileSync(join(import.meta.dirname, '../../ui/src/tokens/tokens.css'), 'utf8');

test('a Great badge one step lighter fails its baseline', async ({ browser }) => {
  const context = await browser.newContext({
    ...pictureContext,
    viewport: { width: 412, height: 900 },
  });
  try {
    const page = await context.newPage();
    await openPreview(page);
    await showStory(page, story);
    const root = page.locator('#storybook-root');
    const badge = page.locator('.sr-price-label__badge--great');

    // As approved: the story matches its baseline.
    await expect(badge).toHaveCSS('background-color', 'rgb(13, 107, 52)');
    await expect(root).toHaveScreenshot(baseline);

    // The same story with the badge's token changed in a copy of tokens.css.
    const changed = tokensCss.replace(/--sr-badge-great: [^;]+;/, '--sr-badge-great: #2e8b57;');
    expect(changed).not.toBe(tokensCss);
    await page.addStyleTag({ content: changed });
    await expect(badge).toHaveCSS('background-color', 'rgb(46, 139, 87)');
    // `.not` never writes a picture, so an --update-snapshots run cannot approve the change.
    await expect(root).not.toHaveScreenshot(baseline);
  } finally {
    await context.close();
  }
});
