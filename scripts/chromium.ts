import { existsSync } from 'node:fs';

/** Flags that keep Chromium quiet on a machine with a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (package `chromium`): the whole browser, as a shopper runs it. */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`): the same version's Blink,
 * V8 and network stack without the browser's own windows and pages, which is what Playwright runs
 * for headless tests by default. It starts a browser and a page in about half the time and CPU
 * (decision 0813).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Which Chromium a run needs: `shell` for the tests (the journeys, the walk, the stories' tests,
 * the visual baselines), `browser` for what must be timed as a shopper's browser runs it (the
 * benchmarks) and for a test the shell cannot run (e2e/fake-stripe.spec.ts).
 */
export type ChromiumKind = 'shell' | 'browser';

/**
 * The executable for `kind`: CHROMIUM_PATH when set (for every kind), else Debian's headless
 * shell for `shell` when installed, else Debian's Chromium when installed; undefined leaves
 * Playwright to use its own browser, so a laptop with `npx playwright install` works too.
 */
export function chromiumPath(
  kind: ChromiumKind,
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  if (kind === 'shell' && exists(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return exists(CHROMIUM) ? CHROMIUM : undefined;
}

/** Launch options for Playwright: the Chromium for `kind` (chromiumPath) and the quiet flags. */
export function chromiumLaunchOptions(kind: ChromiumKind): {
  executablePath?: string;
  args: string[];
} {
  const executablePath = chromiumPath(kind);
  return executablePath ? { executablePath, args: chromiumArgs } : { args: chromiumArgs };
}
