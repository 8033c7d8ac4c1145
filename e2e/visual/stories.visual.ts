import { expect } from '@playwright/test';
import { showStory, stories, test, widths } from './preview.ts';

for (const story of stories) {
  for (const width of widths) {
    test(`${story.title} / ${story.name} at ${width}px`, async ({ previewAt }) => {
      const page = await previewAt(width);
      await showStory(page, story.id);
      // What a story shows outside its root (a modal dialog in the top layer, a fixed banner), or
      // a story that shows nothing, is pictured as the whole viewport.
      const root = page.locator('#storybook-root');
      const box = await root.boundingBox();
      const outside =
        (await page.locator('dialog[open]').count()) > 0 || !box?.width || !box.height;
      const target = outside ? page : root;
      await expect(target).toHaveScreenshot(`${story.id}--${width}.png`);
    });
  }
}
