import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { ensureStorybookBuilt } from '../../scripts/storybookStatic.ts';
import { storybookPort } from './pictureOptions.ts';

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
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [[listing], ['json']] : listing,
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0 },
  },
  // Each picture's browser context is made by the spec from pictureOptions.ts.
  use: { launchOptions: chromiumLaunchOptions(), trace: 'off' },
  webServer: {
    command: 'npx tsx scripts/serveStorybook.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${storybookPort}/index.json`,
    env: { STORYBOOK_PORT: String(storybookPort) },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
