import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's buttons are drawn by one set of rules, ui's `.sr-btn` and its variants
 * (ui/src/shared/base.css), which the stories show: the app's pages use them and define none of
 * their own, so a page's button never drifts from the components' (a second copy in app.css had
 * its own padding, weight, radius and hover colour).
 */

const APP_SRC = join(import.meta.dirname, '../src');
const BASE_CSS = readFileSync(join(import.meta.dirname, '../../ui/src/shared/base.css'), 'utf8');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const appFiles = filesUnder(APP_SRC);
/** The class names ui's base.css styles. */
const baseClasses = new Set(Array.from(BASE_CSS.matchAll(/\.(sr-[\w-]+)/g), (m) => m[1]!));

describe("the app's buttons", () => {
  it('use only button classes that ui’s base.css defines', () => {
    const used = appFiles
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        Array.from(readFileSync(file, 'utf8').matchAll(/className="([^"]*)"/g), (m) =>
          m[1]!.split(/\s+/).map((name) => ({ file: file.slice(APP_SRC.length + 1), name })),
        ).flat(),
      )
      .filter(({ name }) => /^sr-(btn|button)\b/.test(name));
    expect(used.length).toBeGreaterThan(3);
    expect(used.filter(({ name }) => !baseClasses.has(name))).toEqual([]);
  });

  it('get no rules of their own from the app’s stylesheets', () => {
    const own = appFiles
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) =>
        Array.from(
          readFileSync(file, 'utf8').matchAll(/^([^{}\n]*\.sr-(?:btn|button)[\w-]*)\s*\{/gm),
          (m) => ({
            file: file.slice(APP_SRC.length + 1),
            selector: m[1]!.trim(),
          }),
        ),
      )
      // Placing a button in a page's layout is the page's; drawing it is ui's.
      .filter(({ selector }) => !/^\.[\w-]+ \.sr-btn$/.test(selector));
    expect(own).toEqual([]);
  });
});
