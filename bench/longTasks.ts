import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import type { BenchRow } from './api.ts';
import { CPU_SLOWDOWN, median, MOBILE_SCREEN, quantile } from './shared.ts';

/** The trace categories a Lighthouse run records (its trace gatherer's own list). */
const LIGHTHOUSE_TRACE_CATEGORIES = Trace.getDefaultTraceCategories();

/** Loads of a page and of its floor (medians): 11 by default, BENCH_LT_RUNS to override. */
const loads = () => Number(process.env.BENCH_LT_RUNS) || 11;
/** How long a load is watched after the page has hydrated (the floor: after its load event). */
const SETTLE_MS = 3000;

// Plain JavaScript run before the page's own: the long tasks and the scripts that ran in long
// animation frames (when each started and how long it ran), from the navigation on.
const OBSERVE = `(() => {
  window.__longTasks = [];
  window.__frameScripts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      for (const script of entry.scripts)
        window.__frameScripts.push({ startTime: script.startTime, duration: script.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
})()`;

/** A script's run as a long animation frame reports it: when it started and how long it ran. */
export type ScriptRun = { startTime: number; duration: number };

/** Total Blocking Time's rule: each task's time over 50 ms, summed. */
const blockingOf = (tasks: readonly number[]): number =>
  tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);

/** Script runs closer than this (ms) are one task's: a callback and the microtasks after it. */
const SAME_TASK_MS = 1;

/**
 * A page's own scripts as tasks: script runs back to back (each starting as the one before ended)
 * are one task's, a callback and the microtasks after it; each task's script time.
 */
export function scriptTasks(runs: readonly ScriptRun[]): number[] {
  const sorted = [...runs].sort((a, b) => a.startTime - b.startTime);
  const tasks: number[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const run of sorted) {
    if (run.startTime - end <= SAME_TASK_MS) {
      tasks[tasks.length - 1]! += run.duration;
    } else {
      tasks.push(run.duration);
    }
    end = Math.max(end, run.startTime + run.duration);
  }
  return tasks;
}

/**
 * The blocking time of a page's own scripts: each of its script tasks' time over 50 ms, summed, as
 * Total Blocking Time counts a long task. Style, layout and paint are left out: the page's floor
 * (the same HTML without scripts) does them too, and on a shared machine they vary by hundreds of
 * milliseconds from one load to the next, far more than the scripts' own time.
 */
export function scriptBlockingMs(runs: readonly ScriptRun[]): number {
  return blockingOf(scriptTasks(runs));
}

export type Load = {
  blockingMs: number;
  scriptMs: number;
  scriptBlockingMs: number;
  /** The page's longest script task (0 when no script ran in a long frame). */
  longestScriptTaskMs: number;
};

/**
 * Evaluates `expression` in the page through the DevTools protocol alone (awaiting a promise it
 * gives). Playwright's `waitForFunction` and `evaluate` first inject their own scripts into the
 * page (the injected script alone is about 300 KB, a long task of 80 to 130 ms at 4×), which the
 * page's long tasks would then count and its floor's would not.
 */
async function inPage<T>(cdp: CDPSession, expression: string): Promise<T> {
  const answer = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (answer.exceptionDetails) throw new Error(`in the page: ${answer.exceptionDetails.text}`);
  return answer.result.value as T;
}

/** Resolves once the page has hydrated (the document element's `data-hydrated`). */
const HYDRATED = `new Promise((resolve) => {
  const root = document.documentElement;
  if (root.hasAttribute('data-hydrated')) return resolve(true);
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    resolve(true);
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
})`;

/**
 * One load of `url` in `page`, CPU slowed 4× through `cdp` and nothing traced: the blocking time of
 * its long tasks (each task's time over 50 ms, summed, as Total Blocking Time counts it) until
 * `settleMs` after the page has hydrated (a page without scripts: after its load event), and its
 * scripts' time in long animation frames. Nothing of the bench's own runs in the page but the
 * observer set before the page's own scripts and two small evaluations (`inPage`).
 */
export async function watchLoad(
  page: Page,
  cdp: CDPSession,
  url: string,
  scripted: boolean,
  settleMs = SETTLE_MS,
): Promise<Load> {
  await page.addInitScript(OBSERVE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  if (scripted) await inPage(cdp, HYDRATED);
  await page.waitForTimeout(settleMs);
  const seen = await inPage<{ longTasks: number[]; scripts: ScriptRun[] }>(
    cdp,
    '({ longTasks: window.__longTasks, scripts: window.__frameScripts })',
  );
  return {
    blockingMs: blockingOf(seen.longTasks),
    scriptMs: seen.scripts.reduce((sum, run) => sum + run.duration, 0),
    scriptBlockingMs: scriptBlockingMs(seen.scripts),
    longestScriptTaskMs: Math.max(0, ...scriptTasks(seen.scripts)),
  };
}

/**
 * One load on the mobile profile, in a context of its own (`watchLoad`); `traced`, while the
 * browser records a trace with Lighthouse's own categories, as a Lighthouse run does.
 */
async function load(
  browser: Browser,
  url: string,
  scripted: boolean,
  traced = false,
): Promise<Load> {
  const context = await browser.newContext(MOBILE_SCREEN);
  try {
    const page = await context.newPage();
    if (traced) await browser.startTracing(page, { categories: LIGHTHOUSE_TRACE_CATEGORIES });
    try {
      return await watchLoad(page, await context.newCDPSession(page), url, scripted);
    } finally {
      if (traced) await browser.stopTracing();
    }
  } finally {
    await context.close();
  }
}

/**
 * What a phone's main thread spends, without the tracing Lighthouse runs: a shopper's browser
 * records no trace, and Lighthouse's (with a stack for each timeline event) slows the page's
 * scripts and every task. A page and its floor load alternately (a pair each time), and the
 * page's blocking time less its floor's is the median of the pairs, with their quartiles. A third
 * load of each round, the page again under Lighthouse's trace categories, shows what that trace
 * adds to the page's scripts: their longest task and their time in long frames, both ways.
 */
export async function longTasksAgainstFloor(
  label: string,
  pageUrl: string,
  floorUrl: string,
): Promise<BenchRow[]> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions('browser'), headless: true });
  try {
    const pages: Load[] = [];
    const floors: Load[] = [];
    const traced: Load[] = [];
    for (let i = 0; i < loads(); i++) {
      pages.push(await load(browser, pageUrl, true));
      floors.push(await load(browser, floorUrl, false));
      traced.push(await load(browser, pageUrl, true, true));
    }
    const diffs = pages.map((page, i) => page.blockingMs - floors[i]!.blockingMs);
    const scriptBlocking = pages.map((page) => page.scriptBlockingMs);
    const ms = (value: number) => Number(value.toFixed(0));
    const name = `long tasks' blocking time, 4× CPU, untraced`;
    return [
      { name: `${label}: ${name}`, value: ms(median(pages.map((p) => p.blockingMs))), unit: 'ms' },
      {
        name: `${label} floor (no scripts): ${name}`,
        value: ms(median(floors.map((f) => f.blockingMs))),
        unit: 'ms',
      },
      { name: `${label} - floor: ${name} (median of pairs)`, value: ms(median(diffs)), unit: 'ms' },
      {
        name: `${label} - floor: ${name}, lower quartile`,
        value: ms(quantile(diffs, 0.25)),
        unit: 'ms',
      },
      {
        name: `${label} - floor: ${name}, upper quartile`,
        value: ms(quantile(diffs, 0.75)),
        unit: 'ms',
      },
      {
        name: `${label}: script time in long animation frames, 4× CPU, untraced`,
        value: ms(median(pages.map((p) => p.scriptMs))),
        unit: 'ms',
      },
      {
        name: `${label}: script time in long animation frames, 4× CPU, traced as Lighthouse traces`,
        value: ms(median(traced.map((p) => p.scriptMs))),
        unit: 'ms',
      },
      {
        name: `${label}: its scripts' longest task, 4× CPU, untraced`,
        value: ms(median(pages.map((p) => p.longestScriptTaskMs))),
        unit: 'ms',
      },
      {
        name: `${label}: its scripts' longest task, 4× CPU, traced as Lighthouse traces`,
        value: ms(median(traced.map((p) => p.longestScriptTaskMs))),
        unit: 'ms',
      },
      {
        name: `${label}: its scripts' blocking time, 4× CPU, untraced`,
        value: ms(median(scriptBlocking)),
        unit: 'ms',
      },
      {
        name: `${label}: its scripts' blocking time, 4× CPU, untraced, lower quartile`,
        value: ms(quantile(scriptBlocking, 0.25)),
        unit: 'ms',
      },
      {
        name: `${label}: its scripts' blocking time, 4× CPU, untraced, upper quartile`,
        value: ms(quantile(scriptBlocking, 0.75)),
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
  }
}
