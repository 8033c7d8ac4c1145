import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storybookStaticDir } from '../../scripts/storybookStatic.ts';
import { pictureContext } from './pictureOptions.ts';

/** A phone's width and a desktop's, the two the pages are designed for. */
const widths = [412, 1280] as const;
type Width = (typeof widths)[number];

/** Noon on the day the stories' own dates are set on, for anything that still asks the clock. */
const fixedNow = new Date('2026-11-26T12:00:00Z');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const stories = Object.values(
  (
    JSON.parse(readFileSync(join(storybookStaticDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
).filter((entry) => entry.type === 'story');

/**
 * One browser context per width and worker, so the preview's bundle comes from the HTTP cache
 * after the first story; every story still gets a fresh page, since a page that showed other
 * stories keeps their style sheets and a picture would depend on the order the stories ran in.
 */
const test = base.extend<object, { contextAt: (width: Width) => Promise<BrowserContext> }>({
  contextAt: [
    async ({ browser }, use) => {
      const contexts = new Map<Width, BrowserContext>();
      await use(async (width) => {
        const open = contexts.get(width);
        if (open) return open;
        const context = await browser.newContext({
          ...pictureContext,
          viewport: { width, height: 900 },
        });
        contexts.set(width, context);
        return context;
      });
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows the story and resolves once it has rendered, its play function has run and its animations ended. */
async function showStory(page: Page, storyId: string): Promise<void> {
  await page.clock.install({ time: fixedNow });
  // The a11y check is the stories project's (vitest); here it would only cost time.
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction((id) => {
    const render = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
      }
    ).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && render.phase === 'finished';
  }, storyId);
  // A story that threw shows Storybook's error screen: a picture of that would be no baseline.
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
  // Lazy images load now, then every image and font has arrived before the picture is taken.
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? undefined : img.decode().catch(() => undefined),
      ),
    );
    await document.fonts.ready;
  });
}

for (const story of stories) {
  for (const width of widths) {
    test(`${story.title} / ${story.name} at ${width}px`, async ({ contextAt }) => {
      const page = await (await contextAt(width)).newPage();
      await showStory(page, story.id);
      // What a story shows outside its root (a modal dialog in the top layer, a fixed banner), or
      // a story that shows nothing, is pictured as the whole viewport.
      const root = page.locator('#storybook-root');
      const box = await root.boundingBox();
      const outside =
        (await page.locator('dialog[open]').count()) > 0 || !box?.width || !box.height;
      const target = outside ? page : root;
      await expect(target).toHaveScreenshot(`${story.id}--${width}.png`);
      await page.close();
    });
  }
}
