import type { BrowserContextOptions } from '@playwright/test';

/** The port the static Storybook is served on for the visual baselines. */
export const storybookPort = Number(process.env.STORYBOOK_PORT ?? 8691);

/** The browser every picture is taken in, apart from its width: the same on every machine. */
export const pictureContext: BrowserContextOptions = {
  baseURL: `http://127.0.0.1:${storybookPort}`,
  deviceScaleFactor: 1,
  locale: 'en-GB',
  timezoneId: 'Europe/London',
  colorScheme: 'light',
  reducedMotion: 'reduce',
};

/**
 * Added to the preview: nothing moves, so a picture never catches a state in between. Glide's
 * slide (a transition it sets on the element) would otherwise still be settling, or leave images
 * rastered at the lower quality Chromium uses while a layer animates, when the picture is taken.
 * `!important` wins over the styles Glide writes on the element. A video's own controls are not
 * pictured: their loading spinner turns whatever the page does, and at the 0.01 threshold
 * (decision 1003) it was caught at another angle from run to run.
 */
export const stillStyles = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  scroll-behavior: auto !important;
}
video::-webkit-media-controls {
  display: none !important;
}`;
