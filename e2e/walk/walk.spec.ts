import { test, type Browser, type TestInfo } from '@playwright/test';
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allCommands, KINDS } from './commands/index.ts';
import { partnerPage, startPartnerSite } from '../partner-site.ts';
import {
  PARTNER_ORIGIN,
  SECONDS_PER_COMMAND,
  STOREFRONT_ORIGIN,
  VIEWPORTS,
  walkConfig,
  type ViewportWidth,
} from './config.ts';
import { INVARIANTS } from './failures.ts';
import { initialModel, type Model } from './model.ts';
import { widgetsOfAddress } from './partner.ts';
import { search } from './selectors.ts';
import { createWorld, DOM_READY, settle, type World } from './world.ts';

/**
 * The walk (issue 24): shoppers wander the whole storefront on `npm start` (a fresh database),
 * fast-check drawing their actions (e2e/walk/commands) and Playwright performing them, at a phone's
 * 412×915 and a desktop's 1440×900. After every action the page is held to the model and the API
 * (e2e/walk/invariants.ts). A failure is shrunk to the shortest walk that still fails and printed
 * with its seed and path; its screenshots and Playwright trace are kept in e2e/walk/.failures.
 * See docs/testing.md, "The walk".
 */

const here = dirname(fileURLToPath(import.meta.url));
const FAILURES = join(here, '.failures');

type Failure = { log: string[]; message: string; screenshot: string | null; trace: string | null };

/**
 * The partner's site the shoppers may visit (commands/widget.ts): the widgets its address names,
 * on the origin the storefront's EMBED_ORIGINS allows.
 */
let partnerSite: Awaited<ReturnType<typeof startPartnerSite>> | undefined;
test.beforeAll(async () => {
  partnerSite = await startPartnerSite(
    [Number(new URL(PARTNER_ORIGIN).port)],
    STOREFRONT_ORIGIN,
    (url) =>
      partnerPage(
        STOREFRONT_ORIGIN,
        widgetsOfAddress(url).map(({ stockId, attributes }) => ({
          stockId: String(stockId),
          attributes: { ...attributes },
        })),
      ),
  );
});
test.afterAll(() => partnerSite?.close());

for (const width of walkConfig.viewports) {
  test.describe(`the walk at ${width} px`, () => {
    test.use({ viewport: VIEWPORTS[width] });

    test(`${walkConfig.runs} shoppers wander the storefront`, async ({ browser }, testInfo) => {
      const perWalk = walkConfig.commands * SECONDS_PER_COMMAND;
      test.setTimeout((walkConfig.runs * perWalk + walkConfig.shrinkSeconds + perWalk + 60) * 1000);
      await walk(browser, width, testInfo);
    });
  });
}

async function walk(browser: Browser, width: ViewportWidth, testInfo: TestInfo) {
  const phone = width < 1024;
  const dir = join(FAILURES, `seed-${walkConfig.seed}-${width}px`);
  const stats = { walks: 0, commands: 0 };
  let walkNumber = 0;
  let firstFailureAt: number | null = null;
  const failures: { first: Failure | null; last: Failure | null } = { first: null, last: null };

  const property = fc.asyncProperty(
    // Drawn long and without fast-check's bias to short values in the first runs: actions whose
    // precondition fails at their turn are left out, and a walk stops once it has run
    // WALK_COMMANDS of them, so most walks run that many.
    fc.noBias(
      fc.commands(allCommands(walkConfig.skip, walkConfig.only), {
        maxCommands: walkConfig.commands * 6,
        size: 'max',
        replayPath: walkConfig.replayPath,
      }),
    ),
    async (commands) => {
      // Shrinking tries walk after walk; past its time the rest are skipped and the smallest
      // failing walk found so far is the one reported.
      if (
        firstFailureAt !== null &&
        performance.now() - firstFailureAt > walkConfig.shrinkSeconds * 1000
      )
        fc.pre(false);
      const number = ++walkNumber;
      const log: string[] = [];
      // Each walk is a new shopper: a fresh browser context, and its own address for the API's
      // per-client limits (the server trusts X-Forwarded-For from this machine, see the config).
      const address = shopperAddress(width, number);
      const context = await browser.newContext({
        viewport: VIEWPORTS[width],
        extraHTTPHeaders: { 'x-forwarded-for': address },
      });
      // A trace's screenshots and snapshots cost nearly as much as the walk itself, so by default
      // only the walks tried after a failure (the shrinking) are traced (WALK_TRACE, config.ts).
      const traced =
        walkConfig.trace === 'on' || (walkConfig.trace === 'failures' && firstFailureAt !== null);
      if (traced) await context.tracing.start({ screenshots: true, snapshots: true });
      const world = await createWorld(context, phone, log, address);
      const model = initialModel(phone, walkConfig.commands);
      try {
        await arrive(world, model);
        await fc.asyncModelRun(() => ({ model, real: world }), commands);
        if (traced) await context.tracing.stop();
        if (firstFailureAt === null) {
          stats.walks += 1;
          stats.commands += world.ran;
        }
      } catch (error) {
        if (firstFailureAt === null) stats.commands += world.ran;
        firstFailureAt ??= performance.now();
        const failure = await keep(world, error, dir, failures.first ? 'shrunk' : 'first', traced);
        failures.first ??= failure;
        failures.last = failure;
        throw error;
      } finally {
        await context.close();
      }
    },
  );

  const details = await fc.check(property, {
    seed: viewportSeed(walkConfig.seed, width),
    numRuns: walkConfig.runs,
    path: walkConfig.path,
    endOnFailure: walkConfig.shrinkSeconds === 0,
  });

  const summary = `seed ${walkConfig.seed}${walkConfig.seedGiven ? '' : ' (new)'}: ${stats.walks} walk(s) passed, ${stats.commands} commands run${details.failed ? ' (with the failing walk)' : ''}, at ${width} px`;
  console.log(`[walk] ${summary}`);
  testInfo.annotations.push({ type: 'walk', description: summary });
  if (!details.failed) return;

  const { first, last } = failures;
  const report = failureReport(width, details, first, last, dir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.txt'), report);
  await testInfo.attach('walk-report', { body: report, contentType: 'text/plain' });
  for (const failure of new Set([first, last]))
    if (failure?.trace)
      await testInfo.attach(relative(dir, failure.trace), { path: failure.trace });
  throw new Error(report);
}

/** The phone walks from the seed, the desktop from the next one: the two see different walks. */
function viewportSeed(seed: number, width: ViewportWidth): number {
  return width === 412 ? seed : (seed + 1) | 0;
}

/** A new shopper lands on the search page. */
async function arrive(world: World, model: Model) {
  await world.page.goto('/vehicle-search', DOM_READY);
  model.location = { page: 'search', url: world.page.url() };
  model.history = [model.location];
  await settle(world, model);
  await search.heading(world.page).waitFor();
}

/** 10.{viewport}.{walk}: one address per walk. */
function shopperAddress(width: ViewportWidth, walk: number): string {
  return `10.${width === 412 ? 41 : 144}.${(walk >> 8) & 255}.${walk & 255}`;
}

/** Screenshots and the trace of a failing walk, in .failures (the first, then each smaller one). */
async function keep(
  world: World,
  error: unknown,
  dir: string,
  name: string,
  traced: boolean,
): Promise<Failure> {
  mkdirSync(dir, { recursive: true });
  const screenshot = join(dir, `${name}.png`);
  const trace = join(dir, `${name}-trace.zip`);
  let shot: string | null = screenshot;
  await world.page.screenshot({ path: screenshot, fullPage: true, timeout: 10_000 }).catch(() => {
    shot = null;
  });
  await world.page
    .screenshot({ path: join(dir, `${name}-viewport.png`), timeout: 10_000 })
    .catch(() => undefined);
  let tracePath: string | null = null;
  if (traced) {
    tracePath = await world.context.tracing
      .stop({ path: trace })
      .then(() => trace)
      .catch(() => null);
  }
  const message = error instanceof Error ? error.message : String(error);
  return { log: [...world.log], message, screenshot: shot, trace: tracePath };
}

function failureReport(
  width: ViewportWidth,
  details: {
    counterexample: unknown;
    counterexamplePath: string | null;
    numRuns: number;
    numShrinks: number;
    interrupted: boolean;
    errorInstance: unknown;
  },
  first: Failure | null,
  last: Failure | null,
  dir: string,
): string {
  const shown = last ?? first;
  const commands = Array.isArray(details.counterexample)
    ? String(details.counterexample[0])
    : '(none)';
  const replayPath = /replayPath="([^"]*)"/.exec(commands)?.[1];
  const replay = `WALK_SEED=${walkConfig.seed} WALK_PATH="${details.counterexamplePath}"${
    replayPath ? ` WALK_REPLAY="${replayPath}"` : ''
  } WALK_RUNS=${walkConfig.runs} WALK_COMMANDS=${walkConfig.commands} WALK_VIEWPORTS=${width}${
    walkConfig.skip.length ? ` WALK_SKIP=${walkConfig.skip.join(',')}` : ''
  }${walkConfig.only.length ? ` WALK_ONLY=${walkConfig.only.join(',')}` : ''}${
    walkConfig.ignore.length ? ` WALK_IGNORE=${walkConfig.ignore.join(',')}` : ''
  } npm run walk`;
  return [
    `The walk at ${width} px failed (seed ${walkConfig.seed}, path ${details.counterexamplePath}, after ${details.numRuns} walk(s), ${details.numShrinks} shrink(s)${details.interrupted ? ', shrinking stopped at its time limit' : ''}).`,
    '',
    shown?.message ?? details.errorInstance?.toString() ?? '(no message)',
    '',
    'The shrunk walk, as the shopper did it:',
    ...(shown?.log ?? []).map((line) => `  ${line}`),
    '',
    `fast-check's counterexample: ${commands}`,
    `Replay it: ${replay}`,
    `Screenshots and trace: ${relative(process.cwd(), dir)}/${
      shown?.trace
        ? ` (npx playwright show-trace ${relative(process.cwd(), shown.trace)})`
        : ' (no trace of this walk: replay it with WALK_TRACE=on for one)'
    }`,
    '',
    `Invariants: ${Object.entries(INVARIANTS)
      .map(([n, text]) => `${n}. ${text}`)
      .join('; ')}. Command kinds: ${KINDS.join(', ')}.`,
  ].join('\n');
}
