import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHECK_SCRIPTS,
  childrenCpuSeconds,
  exitCodeOf,
  formatSummary,
  fullPhases,
  fullSteps,
  JOURNEY_LANES,
  NODE_PROJECTS,
  QUICK_PROJECTS,
  SLOW_PROJECTS,
  SLOW_ROOTS,
  QUICK_MODULE_CACHE,
  quickPhases,
  quickSteps,
  ROOT,
  runPhases,
  summarizePlaywright,
  summarizeVitest,
  total,
  type Phase,
  type PhaseResult,
} from './testRun.ts';

const scripts = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** A phase's command without the report it asks for (what the `&&` chain ran). */
const commandLine = (phase: Phase) =>
  [phase.command, ...phase.args]
    .join(' ')
    .replace(/ (-- )?--reporter=default --reporter=json --outputFile\.json=\S+/, '');

describe('the phases', () => {
  it("npm test runs the commands of the chain it replaced, in its order, check's parts one by one", () => {
    expect(scripts.check?.split(' && ')).toEqual(CHECK_SCRIPTS.map((s) => `npm run ${s}`));
    expect(scripts.test).toBe('tsx scripts/testAll.ts');
    expect(fullPhases().map(commandLine)).toEqual([
      // npm run check && npm run test:core && vitest run --project '!core*' && npm run test:visual && npm run e2e
      'npm run typecheck',
      'npm run lint',
      'npm run lint:citations',
      'npm run format:check',
      'npm run lint:openapi',
      'npm run generate:check',
      'npm run test:core',
      'vitest run --project !core*',
      'npm run test:visual',
      // npm run e2e, as its two suites
      'npm run journeys',
      'npm run walk',
    ]);
  });

  it('after the check, every phase runs alone, the journeys in two lanes of their own', () => {
    const [, ...after] = fullSteps('/r');
    expect(after.map((step) => ('lanes' in step ? 'lanes' : step.name))).toEqual([
      'test:core',
      'vitest',
      'test:visual',
      'journeys',
      'walk',
    ]);
    const journeys = fullPhases('/r').find((p) => p.name === 'journeys');
    expect(journeys?.env).toEqual({
      PLAYWRIGHT_JSON_OUTPUT_FILE: '/r/journeys.json',
      E2E_JOURNEY_WORKERS: String(JOURNEY_LANES),
    });
    expect(JOURNEY_LANES).toBe(2);
    // Each suite starts only its own servers (e2e/playwright.config.ts), so the two never clash.
    expect(scripts.journeys).toMatch(/^E2E_SUITE=journeys playwright test .*--project=journeys$/);
    expect(scripts.walk).toMatch(/^E2E_SUITE=walk playwright test .*--project=walk$/);
  });

  it('the type check runs beside the rest of the check, each lane in the order of the chain', () => {
    const [check] = fullSteps('/r');
    expect(check && 'lanes' in check && check.lanes.map((lane) => lane.map((p) => p.name))).toEqual(
      [['typecheck'], CHECK_SCRIPTS.slice(1)],
    );
  });

  it('each Vitest and Playwright phase writes a report of its own', () => {
    const files = fullPhases('/r').flatMap((p) => (p.report ? [p.report.file] : []));
    expect(files).toEqual([
      '/r/core.json',
      '/r/vitest.json',
      '/r/visual.json',
      '/r/journeys.json',
      '/r/walk.json',
    ]);
    const visual = fullPhases('/r').find((p) => p.name === 'test:visual');
    expect(visual?.env).toEqual({ PLAYWRIGHT_JSON_OUTPUT_FILE: '/r/visual.json' });
  });

  it("the quick loop runs the type check, lint and every fast Vitest project that runs in Node, no browser's", async () => {
    type Project = {
      test?: {
        name?: string;
        browser?: { enabled?: boolean };
        include?: string[];
        exclude?: string[];
        isolate?: boolean;
      };
    };
    const config = (await import('../vitest.config.ts')).default as {
      test?: { projects?: Project[] };
    };
    const projects = config.test?.projects ?? [];
    const inNode = projects.filter((p) => !p.test?.browser?.enabled).map((p) => p.test?.name);
    expect(NODE_PROJECTS).toEqual(inNode);
    expect(projects.length).toBeGreaterThan(NODE_PROJECTS.length);
    // Decision 0804: the slow projects hold the `*.slow.test.ts` files and only those; the fast
    // ones leave them out, so a slow file runs once in npm test and never in the quick loop.
    expect(QUICK_PROJECTS).toEqual([
      'core',
      'api-client',
      'api-server',
      'ui',
      'app',
      'tools',
      'host',
    ]);
    expect(SLOW_PROJECTS).toEqual(['core-slow', 'api-server-slow', 'tools-slow', 'host-slow']);
    const named = (name: string) => projects.find((p) => p.test?.name === name)?.test ?? {};
    expect(SLOW_PROJECTS.map((slow) => named(slow).include)).toEqual(
      SLOW_PROJECTS.map((slow) =>
        slow === 'tools-slow' ? ['scripts/**/*.slow.test.ts'] : ['test/**/*.slow.test.ts'],
      ),
    );
    for (const slow of SLOW_PROJECTS)
      expect(named(slow.replace(/-slow$/, '')).exclude, slow).toContain('**/*.slow.test.ts');
    // Decision 0810: these fast projects share their workers' modules; the others, slow ones
    // included, keep a process per file.
    const shared = ['core', 'api-client', 'api-server', 'ui', 'app', 'tools', 'host'];
    expect(NODE_PROJECTS.filter((p) => named(p).isolate === false)).toEqual(shared);
    // …and a slow file elsewhere would run in no project.
    const slowFiles = execFileSync('git', ['ls-files', '*.slow.test.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(slowFiles.length).toBeGreaterThan(0);
    expect(Object.keys(SLOW_ROOTS)).toEqual(SLOW_PROJECTS);
    const roots = SLOW_PROJECTS.map((slow) => SLOW_ROOTS[slow]!);
    expect(slowFiles.filter((file) => !roots.some((root) => file.startsWith(root)))).toEqual([]);
    expect(quickPhases('/r').map(commandLine)).toEqual([
      `vitest run ${QUICK_PROJECTS.map((p) => `--project ${p}`).join(' ')} ${QUICK_MODULE_CACHE}`,
      'npm run typecheck',
      'npm run lint',
    ]);
    const [step] = quickSteps('/r');
    expect(step && 'lanes' in step && step.lanes.map((lane) => lane.map((p) => p.name))).toEqual([
      ['vitest (node)'],
      ['typecheck', 'lint'],
    ]);
    expect(scripts['test:quick']).toBe('tsx scripts/testAll.ts --quick');
    const changed = quickPhases('/r', ['--changed']).find((p) => p.name === 'vitest (node)');
    expect(changed?.args.at(-1)).toBe('--changed');
  }, 60_000);
});

describe("reading Vitest's JSON report", () => {
  it('counts by package with the stories apart; a file that did not load is a failure', () => {
    const summary = summarizeVitest(
      {
        testResults: [
          {
            name: '/repo/api-server/test/orders.test.ts',
            status: 'passed',
            assertionResults: [
              { status: 'passed', duration: 1200 },
              { status: 'passed', duration: 300 },
              { status: 'skipped', duration: null },
            ],
          },
          {
            name: '/repo/app/test/vdp.test.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', duration: 100 },
              { status: 'failed', duration: 400 },
              { status: 'todo' },
            ],
          },
          {
            name: '/repo/app/test/broken.test.ts',
            status: 'failed',
            message: 'Cannot find module x\n    at …',
            assertionResults: [],
          },
          {
            name: '/repo/ui/src/Badge/Badge.stories.tsx',
            status: 'passed',
            assertionResults: [{ status: 'passed' }, { status: 'passed' }],
          },
        ],
      },
      '/repo',
    );
    expect(summary.groups).toEqual([
      { name: 'api-server', counts: { passed: 2, failed: 0, skipped: 1, flaky: 0 }, seconds: 1.5 },
      { name: 'app', counts: { passed: 1, failed: 2, skipped: 1, flaky: 0 }, seconds: 0.5 },
      { name: 'stories', counts: { passed: 2, failed: 0, skipped: 0, flaky: 0 }, seconds: 0 },
    ]);
    expect(summary.notes).toEqual([
      'app/test/broken.test.ts failed outside its tests: Cannot find module x',
    ]);
  });

  it('an empty report counts nothing', () => {
    expect(summarizeVitest({}, '/repo')).toEqual({ groups: [], notes: [] });
  });
});

describe("reading Playwright's JSON report", () => {
  const test = (projectName: string, status: string, walk?: string) => ({
    projectName,
    status,
    annotations: walk ? [{ type: 'walk', description: walk }] : [],
    results: [{ duration: 2000, annotations: walk ? [{ type: 'walk', description: walk }] : [] }],
  });

  it('counts by project through nested suites, a flaky test as passed and flaky', () => {
    const summary = summarizePlaywright({
      suites: [
        {
          specs: [{ tests: [test('journeys', 'expected'), test('journeys', 'flaky')] }],
          suites: [{ specs: [{ tests: [test('journeys', 'skipped')] }] }],
        },
        {
          suites: [
            {
              specs: [
                { tests: [test('walk', 'expected', 'seed 7 (new): 6 walk(s) passed, at 412 px')] },
                {
                  tests: [test('walk', 'unexpected', 'seed 7 (new): 0 walk(s) passed, at 1440 px')],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: Timed out waiting 180000ms from config.webServer.\nmore' }],
    });
    expect(summary.groups).toEqual([
      { name: 'journeys', counts: { passed: 2, failed: 0, skipped: 1, flaky: 1 }, seconds: 6 },
      { name: 'walk', counts: { passed: 1, failed: 1, skipped: 0, flaky: 0 }, seconds: 4 },
    ]);
    expect(summary.notes).toEqual([
      'walk: seed 7 (new): 6 walk(s) passed, at 412 px',
      'walk: seed 7 (new): 0 walk(s) passed, at 1440 px',
      'error outside the tests: Error: Timed out waiting 180000ms from config.webServer.',
    ]);
  });

  it('a test without a project counts under "tests"', () => {
    expect(
      summarizePlaywright({ suites: [{ specs: [{ tests: [{ status: 'expected' }] }] }] }),
    ).toEqual({
      groups: [
        { name: 'tests', counts: { passed: 1, failed: 0, skipped: 0, flaky: 0 }, seconds: 0 },
      ],
      notes: [],
    });
  });
});

describe('the table', () => {
  const counts = (passed: number, failed = 0, skipped = 0, flaky = 0) => ({
    passed,
    failed,
    skipped,
    flaky,
  });

  it('sums the counts', () => {
    expect(total([counts(1, 2, 3, 4), counts(10, 20, 30, 40)])).toEqual(counts(11, 22, 33, 44));
    expect(total([])).toEqual(counts(0));
  });

  it("prints each phase's seconds, its share, its counts by group, and the total", () => {
    const results: PhaseResult[] = [
      { name: 'typecheck', seconds: 80.04, cpuSeconds: 75.2, exitCode: 0 },
      { name: 'lint', seconds: 60, exitCode: 0 },
      {
        name: 'vitest',
        seconds: 300,
        cpuSeconds: 512.6,
        exitCode: 0,
        report: {
          groups: [
            { name: 'api-server', counts: counts(700, 0, 2), seconds: 150.04 },
            { name: 'stories', counts: counts(230), seconds: 99 },
          ],
          notes: [],
        },
      },
      {
        name: 'e2e',
        seconds: 660,
        cpuSeconds: 1100.4,
        exitCode: 1,
        report: {
          groups: [
            { name: 'journeys', counts: counts(221, 0, 0, 1), seconds: 400 },
            { name: 'walk', counts: counts(0, 2), seconds: 230 },
          ],
          notes: ['walk: seed 7 (new): 0 walk(s) passed, at 412 px'],
        },
      },
      { name: 'test:visual', seconds: 12, exitCode: 0, report: null },
      { name: 'later', seconds: null, exitCode: null },
    ];
    expect(formatSummary('npm test: where the time went', results)).toBe(
      [
        '── npm test: where the time went ────────────────────────────────────────────────────────────────',
        'phase             seconds   m:ss share  cpu s  result   tests',
        'typecheck            80.0   1:20    7%     75  ok',
        'lint                 60.0   1:00    5%         ok',
        'vitest              300.0   5:00   27%    513  ok       930 passed, 2 skipped',
        '  api-server       ~150.0                               700 passed, 2 skipped',
        '  stories           ~99.0                               230 passed',
        'e2e                 660.0  11:00   59%   1100  exit 1   221 passed, 2 failed, 1 flaky',
        '  journeys         ~400.0                               221 passed, 1 flaky',
        '  walk             ~230.0                               0 passed, 2 failed',
        'test:visual          12.0   0:12    1%         ok       no report',
        'later                                          not run',
        '─────────────────────────────────────────────────────────────────────────────────────────────────',
        'total              1112.0  18:32         1688  exit 1   1151 passed, 2 failed, 2 skipped, 1 flaky',
        'Stopped at e2e, which failed (exit 1).',
        "~ a group's tests' own time, summed (Vitest's without hooks, imports and start-up)",
        'e2e: walk: seed 7 (new): 0 walk(s) passed, at 412 px',
      ].join('\n'),
    );
  });

  it('marks the phases run beside others and takes the total from the clock', () => {
    const results: PhaseResult[] = [
      { name: 'typecheck', seconds: 60, exitCode: 0 },
      { name: 'lint', seconds: 20, exitCode: 0, beside: true },
      { name: 'format:check', seconds: 30, exitCode: 0, beside: true },
    ];
    expect(formatSummary('t', results, { seconds: 60, cpuSeconds: 105.2 })).toBe(
      [
        '── t ───────────────────────────────────────────────────────────',
        'phase             seconds   m:ss share  cpu s  result   tests',
        'typecheck            60.0   1:00  100%         ok',
        '∥ lint               20.0   0:20   33%         ok',
        '∥ format:check       30.0   0:30   50%         ok',
        '────────────────────────────────────────────────────────────────',
        'total                60.0   1:00          105  ok       0 passed',
        'Every phase passed.',
        "∥ ran beside the phases above it, in a lane of its own (CPU seconds: the total's only)",
      ].join('\n'),
    );
  });

  it("reads the ended children's CPU seconds from /proc/self/stat, a name with spaces and all", () => {
    const stat = '4242 (node (tsx) x) S 1 4242 4242 0 -1 4194304 100 200 0 0 31 7 1234 567 20 0 11';
    expect(childrenCpuSeconds(stat)).toBe(18.01);
    expect(childrenCpuSeconds('garbage')).toBeNull();
    const here = childrenCpuSeconds();
    expect(here === null || here >= 0).toBe(true);
  });

  it('an exit by a signal is 128 and its number, as a shell says', () => {
    expect(exitCodeOf(0, null)).toBe(0);
    expect(exitCodeOf(3, null)).toBe(3);
    expect(exitCodeOf(null, 'SIGTERM')).toBe(143);
    expect(exitCodeOf(null, 'SIGINT')).toBe(130);
  });
});

describe('running the phases', () => {
  const node = (name: string, script: string, report?: Phase['report']): Phase => ({
    name,
    command: process.execPath,
    args: ['-e', script],
    ...(report ? { report } : {}),
  });

  it('runs them in order, reads their reports, and stops at the first failure with its code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-run-'));
    const file = join(dir, 'unit.json');
    const report = JSON.stringify({
      testResults: [
        { name: join(ROOT, 'core/test/a.test.ts'), assertionResults: [{ status: 'passed' }] },
      ],
    });
    const lines: string[] = [];
    let clock = 0;
    let cpu = 0;
    const { results, exitCode } = await runPhases(
      [
        node('check', 'process.exit(0)'),
        node('unit', `require('fs').writeFileSync(${JSON.stringify(file)}, process.argv[1])`, {
          kind: 'vitest',
          file,
        }),
        node('journeys', 'process.exit(3)'),
        node('never', 'process.exit(0)'),
      ].map((phase, i) => (i === 1 ? { ...phase, args: [...phase.args, report] } : phase)),
      {
        log: (line) => lines.push(line),
        now: () => (clock += 1500),
        cpu: () => (cpu += 0.25),
      },
    );
    expect(exitCode).toBe(3);
    expect(results.map((r) => [r.name, r.exitCode, r.seconds, r.cpuSeconds])).toEqual([
      ['check', 0, 1.5, 0.25],
      ['unit', 0, 1.5, 0.25],
      ['journeys', 3, 1.5, 0.25],
      ['never', null, null, undefined],
    ]);
    expect(results[1]?.report?.groups).toEqual([
      { name: 'core', counts: { passed: 1, failed: 0, skipped: 0, flaky: 0 }, seconds: 0 },
    ]);
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      '\n▶ check',
      '\n▶ unit',
      '\n▶ journeys',
    ]);
  }, 60_000);

  it('runs lanes side by side, each stopping at its failure, the others starting nothing after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-run-'));
    const mark = (name: string) => join(dir, name);
    const touch = (name: string, code = 0) =>
      node(
        name,
        `require('fs').writeFileSync(${JSON.stringify(mark(name))}, ''); process.exit(${code})`,
      );
    // `slow` waits until the runner has seen `fails` end, so `after` sees the failure and does
    // not start.
    const slow = node(
      'slow',
      `const fs = require('fs'); const t = setInterval(() => { if (fs.existsSync(${JSON.stringify(
        mark('seen'),
      )})) { clearInterval(t); console.log('slow done'); } }, 20);`,
    );
    const lines: string[] = [];
    const log = (line: string) => {
      lines.push(line);
      if (line.startsWith('\n◀ fails')) writeFileSync(mark('seen'), '');
    };
    const run = await runPhases(
      [
        touch('first'),
        {
          lanes: [
            [slow, node('after', 'process.exit(0)')],
            [touch('fails', 4), touch('never')],
          ],
        },
        touch('later'),
      ],
      { log, cpu: () => null },
    );
    expect(run.exitCode).toBe(4);
    expect(run.cpuSeconds).toBeNull();
    expect(run.results.map((r) => [r.name, r.exitCode, r.beside ?? false])).toEqual([
      ['first', 0, false],
      ['slow', 0, false],
      ['after', null, false],
      ['fails', 4, true],
      ['never', null, true],
      ['later', null, false],
    ]);
    // The first lane writes as it goes; the second's output is written whole when a phase ends.
    expect(lines.filter((line) => line.startsWith('\n◀'))).toEqual(['\n◀ fails (exit 4)']);
    expect(run.seconds).toBeGreaterThanOrEqual(run.results[1]?.seconds ?? Infinity);
  }, 60_000);

  it('a command that cannot start fails its phase with 127', async () => {
    const { results, exitCode } = await runPhases(
      [{ name: 'missing', command: 'no-such-command-anywhere', args: [] }],
      { log: () => undefined },
    );
    expect(exitCode).toBe(127);
    expect(results[0]?.exitCode).toBe(127);
  });
});
