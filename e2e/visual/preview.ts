/**
 * The Storybook preview as the visual tests open it: one page per width and worker, every stories
 * file's styles loaded in one order, nothing moving, the clock fixed (stories.visual.ts,
 * colour-step.visual.ts).
 */
import { expect, test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storybookStaticDir } from '../../scripts/storybookStatic.ts';
import { pictureContext, stillStyles } from './pictureOptions.ts';

/** A phone's width and a desktop's, the two the pages are designed for. */
export const widths = [412, 1280] as const;
export type Width = (typeof widths)[number];

/** Noon on the day the stories' own dates are set on, for anything that still asks the clock. */
const fixedNow = new Date('2026-11-26T12:00:00Z');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
}

export const stories = Object.values(
  (
    JSON.parse(readFileSync(join(storybookStaticDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
).filter((entry) => entry.type === 'story');

/** One story of each stories file, in the index's order (loading it loads the file's CSS). */
const oneStoryPerFile = [...new Map(stories.map((s) => [s.importPath, s.id])).values()];

/** What the preview exposes on its window (Storybook 10's preview API). */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue?: { loadCSFFileByStoryId(id: string): Promise<unknown> };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, ...args: unknown[]): void };
}

/**
 * Opens the preview once for a width: transitions and animations off (see `stillStyles`), the
 * clock fixed, and every stories file loaded, in the index's order, so the page holds all the
 * stories' style sheets in one order whichever stories it shows next.
 */
export async function openPreview(page: Page): Promise<void> {
  await page.clock.install({ time: fixedNow });
  await page.addInitScript((css) => {
    const style = document.createElement('style');
    style.dataset.visualBaselines = '';
    style.textContent = css;
    document.addEventListener('DOMContentLoaded', () => document.head.append(style));
  }, stillStyles);
  // The a11y check is the stories project's (vitest); here it would only cost time.
  await page.goto(`/iframe.html?id=${stories[0]!.id}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(
    () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
  );
  await page.evaluate(async (ids) => {
    const store = (window as PreviewWindow).__STORYBOOK_PREVIEW__!.storyStoreValue!;
    for (const id of ids) await store.loadCSFFileByStoryId(id);
  }, oneStoryPerFile);
}

/**
 * The preview page per width for this worker, opened once and reused for every story it shows:
 * opening a fresh page per story (loading and compiling the preview's bundle each time) was most
 * of the run's time.
 */
export const test = base.extend<object, { previewAt: (width: Width) => Promise<Page> }>({
  previewAt: [
    async ({ browser }, use) => {
      const pages = new Map<Width, Promise<Page>>();
      await use((width) => {
        let page = pages.get(width);
        if (!page) {
          page = (async () => {
            const context = await browser.newContext({
              ...pictureContext,
              viewport: { width, height: 900 },
            });
            const opened = await context.newPage();
            await openPreview(opened);
            return opened;
          })();
          pages.set(width, page);
        }
        return page;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Shows the story in the open preview and resolves once it has rendered, its play function has
 * run and every image and font it uses is ready.
 */
export async function showStory(page: Page, storyId: string): Promise<void> {
  await page.clock.setSystemTime(fixedNow);
  await page.evaluate((id) => {
    window.scrollTo(0, 0);
    (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', {
      storyId: id,
      viewMode: 'story',
    });
  }, storyId);
  const phase = await page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase ?? '')
      ? render.phase
      : undefined;
  }, storyId);
  // A story that threw (in render or in its play function) is no baseline.
  expect(await phase.jsonValue(), `story ${storyId} rendered and played`).toBe('finished');
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
