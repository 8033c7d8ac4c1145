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

/**
 * Launch options for Playwright: Debian's Chromium (or CHROMIUM_PATH) when present,
 * otherwise Playwright's own browser so a laptop with `npx playwright install` works too.
 */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? { executablePath: path, args: chromiumArgs } : { args: chromiumArgs };
}
