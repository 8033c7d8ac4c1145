import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { ensureStorybookBuilt } from '../../scripts/storybookStatic.ts';
import { storybookPort } from './pictureOptions.ts';

/**
 * The storefront the parity test (parity.visual.ts) compares the stories with: the built app on a
 * fresh database with the demo stock, as `npm start` gives it.
 */
const parityPort = Number((process.env.PARITY_PORT ??= '8692'));
const parityDataDir = (process.env.PARITY_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'showroom-parity-'),
));

/**
 * Visual baselines: every Storybook story at a phone's and a desktop's width, compared with the
 * pictures committed under `__screenshots__/` (`npm run test:visual`; designers update them with
 * `npm run test:visual -- --update-snapshots`, see docs/testing.md).
 */
// The stories are listed from storybook-static/index.json, so it is built before the tests are
// collected (once, in the main process; workers find it current).
if (process.env.TEST_WORKER_INDEX === undefined) ensureStorybookBuilt();

const listing = process.env.CI ? 'list' : 'dot';

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  retries: 0,
  // npm test (scripts/testAll.ts) asks for a JSON report besides, to count the pictures at its end.
  // The HTML report shows every changed picture (expected, actual, diff) for a designer to review
  // (docs/testing.md, "Visual baselines"); it is written, never opened.
  reporter: [
    [listing],
    ['html', { open: 'never', outputFolder: '../../test-results/visual-report' }],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as [string]] : []),
  ],
  outputDir: '../../test-results/visual',
  expect: {
    // A pixel differs when its colour moves by more than 0.01 of the YIQ range: a one-step change
    // of a brand or status colour is caught (#0d6b34 → #2e8b57 is 0.12; Playwright's default
    // threshold, 0.2, let it through; decision 1003). At most 100 pixels may differ: Chromium
    // anti-aliases a diagonal edge of an SVG drawing differently from run to run (up to 79 pixels,
    // up to 30 levels, in a gallery picture), while a colour step of an element changes every
    // pixel of it, thousands (decision 1004).
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixels: 100,
      threshold: 0.01,
    },
  },
  // Each picture's browser context is made by the spec from pictureOptions.ts.
  use: { launchOptions: chromiumLaunchOptions('shell'), trace: 'off' },
  webServer: [
    {
      command: 'npx tsx scripts/serveStorybook.ts',
      cwd: '../..',
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      env: { STORYBOOK_PORT: String(storybookPort) },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'npm start',
      cwd: '../..',
      url: `http://127.0.0.1:${parityPort}/readyz`,
      env: { PORT: String(parityPort), DATA_DIR: parityDataDir, HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
