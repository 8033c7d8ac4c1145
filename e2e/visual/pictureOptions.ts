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
