import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Shared by the accessibility checks: axe with the WCAG 2.2 AA rule set, at two widths. */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A phone width (412 px) and a desktop width (1440 px). */
export const WIDTHS = [412, 1440] as const;

/** Waits until the page's islands are hydrated and the network is quiet. */
export async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean(document.querySelector('#root') && document.readyState === 'complete'),
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

/**
 * Runs axe on the page once the network is quiet and expects no violation, leaving out only the
 * elements `exclude` names (by exact selector, never by rule). The report lists each rule and node.
 */
export async function audit(page: Page, exclude: string[] = []) {
  await page.waitForLoadState('networkidle');
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, ' ')}`)
          .join('\n')}`,
    )
    .join('\n');
  expect(report, 'axe WCAG 2.2 AA violations (rule (impact): help, then each node)').toBe('');
}
