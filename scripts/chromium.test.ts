import { describe, expect, it } from 'vitest';
import {
  CHROMIUM,
  HEADLESS_SHELL,
  chromiumLaunchOptions,
  chromiumArgs,
  chromiumPath,
} from './chromium.ts';

/** A machine with exactly these executables. */
const machine =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('which Chromium a run uses (decision 0813)', () => {
  it('runs the tests in the headless shell and the benchmarks in the whole browser when both are installed', () => {
    const both = machine(CHROMIUM, HEADLESS_SHELL);
    expect(chromiumPath('shell', {}, both)).toBe(HEADLESS_SHELL);
    expect(chromiumPath('browser', {}, both)).toBe(CHROMIUM);
  });

  it('uses the whole browser for everything when the shell is not installed', () => {
    const browserOnly = machine(CHROMIUM);
    expect(chromiumPath('shell', {}, browserOnly)).toBe(CHROMIUM);
    expect(chromiumPath('browser', {}, browserOnly)).toBe(CHROMIUM);
  });

  it('never times the benchmarks in the shell', () => {
    expect(chromiumPath('browser', {}, machine(HEADLESS_SHELL))).toBeUndefined();
  });

  it('leaves Playwright its own browser on a machine without Debian’s', () => {
    expect(chromiumPath('shell', {}, machine())).toBeUndefined();
    expect(chromiumPath('browser', {}, machine())).toBeUndefined();
  });

  it('takes CHROMIUM_PATH for every kind when it exists, and Playwright’s own when it does not', () => {
    const own = '/opt/chrome/chrome';
    const env = { CHROMIUM_PATH: own };
    const both = machine(CHROMIUM, HEADLESS_SHELL, own);
    expect(chromiumPath('shell', env, both)).toBe(own);
    expect(chromiumPath('browser', env, both)).toBe(own);
    expect(chromiumPath('shell', env, machine(CHROMIUM, HEADLESS_SHELL))).toBeUndefined();
  });

  it('passes the quiet flags whichever it launches', () => {
    expect(chromiumLaunchOptions('shell').args).toEqual(chromiumArgs);
    expect(chromiumLaunchOptions('browser').args).toEqual(chromiumArgs);
    expect(chromiumArgs).toContain('--disable-background-networking');
  });
});
