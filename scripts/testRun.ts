/**
 * The phases of `npm test` and `npm run test:quick`, run one after another (scripts/testAll.ts),
 * and the table printed at the end of either: each phase's seconds and the tests it counted.
 *
 * The Vitest and Playwright phases also write a JSON report (beside their usual output, which is
 * unchanged) to `test-results/npm-test/`; the counts are read from those reports.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
/** Where the phases' JSON reports and the last summary are written (git ignores test-results/). */
export const REPORT_DIR = join(ROOT, 'test-results', 'npm-test');

export type ReportKind = 'vitest' | 'playwright';

export type Phase = {
  /** The name printed in the table (the npm script's name where there is one). */
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** The JSON report the phase writes, read for its counts. */
  report?: { kind: ReportKind; file: string };
};

export type Counts = { passed: number; failed: number; skipped: number; flaky: number };

/**
 * One group's counts and its tests' own time summed (Vitest: without the hooks, imports and
 * start-up; Playwright: each test with its hooks and fixtures).
 */
export type Group = { name: string; counts: Counts; seconds: number };

/** What a report says: the tests counted per group (a Vitest package or stories, a Playwright project). */
export type ReportSummary = {
  groups: Group[];
  /** Lines worth repeating at the end (the walk's seed and walks, errors outside any test). */
  notes: string[];
};

/**
 * What the runner runs, in order: a phase alone, or lanes side by side (each lane's phases one
 * after another; the next step starts when every lane has ended). Decision 0805.
 */
export type Step = Phase | { lanes: Phase[][] };

export type PhaseResult = {
  name: string;
  /** The phase ran beside another lane's (its lane is not the step's first). */
  beside?: boolean;
  /** null: the phase did not run (an earlier one failed). */
  seconds: number | null;
  /** The CPU seconds of the phase's processes, where the system tells (Linux). */
  cpuSeconds?: number | null;
  exitCode: number | null;
  report?: ReportSummary | null;
};

const npmRun = (script: string, extra: string[] = []): Pick<Phase, 'command' | 'args'> => ({
  command: 'npm',
  args: ['run', script, ...(extra.length > 0 ? ['--', ...extra] : [])],
});

/** Vitest's usual output, and a JSON report to `file` besides. */
const vitestReport = (file: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

/**
 * The Vitest projects that run in Node, fast and slow (decision 0804): every one but `stories`,
 * which runs in Chromium.
 */
export const NODE_PROJECTS = [
  'core',
  'core-slow',
  'api-client',
  'api-server',
  'api-server-slow',
  'ui',
  'app',
  'tools',
  'tools-slow',
  'host',
  'host-slow',
];

/**
 * The projects whose files start processes (a PostgreSQL server, host nodes built from the app,
 * nginx, the CLIs), wait on the clock or take more than about ten seconds by themselves (core's
 * model test, the tools' runs of the TypeScript compiler): named `*.slow.test.ts` (decisions 0804,
 * 0810), left out of the quick loop, run by `npm test`.
 */
export const SLOW_PROJECTS = ['core-slow', 'api-server-slow', 'tools-slow', 'host-slow'];

/** Where each slow project's files are: its package's tests, or the tools' `scripts/`. */
export const SLOW_ROOTS: Record<string, string> = {
  'core-slow': 'core/test/',
  'api-server-slow': 'api-server/test/',
  'tools-slow': 'scripts/',
  'host-slow': 'host/test/',
};

/** Vitest's cache of transformed modules on disk, which the quick loop keeps between runs. */
export const QUICK_MODULE_CACHE = '--experimental.fsModuleCache';

/** The quick loop's Vitest projects: those that run in Node, the slow ones left out. */
export const QUICK_PROJECTS = NODE_PROJECTS.filter((p) => !SLOW_PROJECTS.includes(p));

/** `npm run check`'s parts, in its order (a test holds them to the script). */
export const CHECK_SCRIPTS = [
  'typecheck',
  'lint',
  'lint:citations',
  'format:check',
  'lint:openapi',
  'generate:check',
];

/** Every phase of the steps, in order (lane by lane). */
export const phasesOf = (steps: Step[]): Phase[] =>
  steps.flatMap((step) => ('lanes' in step ? step.lanes.flat() : [step]));

/** The journeys' lanes in `npm test`: a worker and a main storefront each (decision 0814). */
export const JOURNEY_LANES = 2;

/**
 * `npm test`: the check (the type check beside its other parts, each a single process on one of
 * the machine's two CPUs), core's tests, the other Vitest projects, the pictures, the journeys in
 * two lanes of their own (e2e/playwright.config.ts) and the walk, one after another (decision
 * 0814: on two CPUs, suites side by side take each other's CPU and their tests run out of time).
 */
export function fullSteps(reportDir = REPORT_DIR): Step[] {
  const file = (name: string) => join(reportDir, `${name}.json`);
  const [typecheck, ...rest] = CHECK_SCRIPTS.map((script) => ({ name: script, ...npmRun(script) }));
  return [
    { lanes: [[typecheck!], rest] },
    {
      name: 'test:core',
      ...npmRun('test:core', vitestReport(file('core'))),
      report: { kind: 'vitest', file: file('core') },
    },
    {
      name: 'vitest',
      command: 'vitest',
      // Every project but core's two, which test:core ran (`!core*`: neither `core` nor `core-slow`).
      args: ['run', '--project', '!core*', ...vitestReport(file('vitest'))],
      report: { kind: 'vitest', file: file('vitest') },
    },
    {
      name: 'test:visual',
      ...npmRun('test:visual'),
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file('visual') },
      report: { kind: 'playwright', file: file('visual') },
    },
    {
      name: 'journeys',
      ...npmRun('journeys'),
      env: {
        PLAYWRIGHT_JSON_OUTPUT_FILE: file('journeys'),
        E2E_JOURNEY_WORKERS: String(JOURNEY_LANES),
      },
      report: { kind: 'playwright', file: file('journeys') },
    },
    {
      name: 'walk',
      ...npmRun('walk'),
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file('walk') },
      report: { kind: 'playwright', file: file('walk') },
    },
  ];
}

/** `npm test`'s phases in order. */
export const fullPhases = (reportDir = REPORT_DIR): Phase[] => phasesOf(fullSteps(reportDir));

/**
 * `npm run test:quick`: the fast Vitest projects that run in Node (their output as it comes), with
 * the type check and then lint beside them, the shorter lane on the other CPU; `vitestArgs` go to
 * Vitest (`npm run test:quick -- --changed`: only the tests that import what changed).
 */
export function quickSteps(reportDir = REPORT_DIR, vitestArgs: string[] = []): Step[] {
  const file = join(reportDir, 'quick.json');
  return [
    {
      lanes: [
        [
          {
            name: 'vitest (node)',
            command: 'vitest',
            args: [
              'run',
              ...QUICK_PROJECTS.flatMap((p) => ['--project', p]),
              // The loop is run again and again while working: each source's transform is kept
              // on disk (node_modules/.experimental-vitest-cache) and taken again while unchanged.
              QUICK_MODULE_CACHE,
              ...vitestReport(file),
              ...vitestArgs,
            ],
            report: { kind: 'vitest', file },
          },
        ],
        [
          { name: 'typecheck', ...npmRun('typecheck') },
          { name: 'lint', ...npmRun('lint') },
        ],
      ],
    },
  ];
}

/** `npm run test:quick`'s phases in order. */
export const quickPhases = (reportDir = REPORT_DIR, vitestArgs: string[] = []): Phase[] =>
  phasesOf(quickSteps(reportDir, vitestArgs));

const zero = (): Counts => ({ passed: 0, failed: 0, skipped: 0, flaky: 0 });

type Groups = Map<string, Group>;

function add(groups: Groups, name: string, key: keyof Counts | null, ms = 0) {
  const group = groups.get(name) ?? { name, counts: zero(), seconds: 0 };
  if (key) group.counts[key] += 1;
  group.seconds += ms / 1000;
  groups.set(name, group);
}

const sortedGroups = (groups: Groups) =>
  [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));

type VitestJson = {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { status: string; duration?: number | null }[];
  }[];
};

/**
 * Counts of a Vitest JSON report, grouped by package (the first folder under the root) with
 * Storybook's stories apart. A file that failed without a failing test (it did not load) counts
 * as one failure.
 */
export function summarizeVitest(report: VitestJson, root = ROOT): ReportSummary {
  const groups: Groups = new Map();
  const notes: string[] = [];
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name).split('\\').join('/');
    const group = /\.stories\.[jt]sx?$/.test(path) ? 'stories' : (path.split('/')[0] ?? path);
    const tests = file.assertionResults ?? [];
    for (const test of tests) {
      const key = test.status === 'passed' || test.status === 'failed' ? test.status : 'skipped';
      add(groups, group, key, test.duration ?? 0);
    }
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      add(groups, group, 'failed');
      notes.push(`${path} failed outside its tests: ${file.message?.split('\n')[0] ?? ''}`.trim());
    }
  }
  return { groups: sortedGroups(groups), notes };
}

type PlaywrightTest = {
  projectName?: string;
  status?: string;
  annotations?: { type: string; description?: string }[];
  results?: { duration?: number; annotations?: { type: string; description?: string }[] }[];
};
type PlaywrightSuite = { specs?: { tests?: PlaywrightTest[] }[]; suites?: PlaywrightSuite[] };
type PlaywrightJson = {
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
};

/**
 * Counts of a Playwright JSON report per project (a flaky test passed on a retry: counted passed
 * and flaky), with the walk's summaries (its `walk` annotations) and any error outside a test.
 */
export function summarizePlaywright(report: PlaywrightJson): ReportSummary {
  const groups: Groups = new Map();
  const notes = new Set<string>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const group = test.projectName || 'tests';
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        if (test.status === 'expected') add(groups, group, 'passed', ms);
        else if (test.status === 'flaky') {
          add(groups, group, 'passed', ms);
          add(groups, group, 'flaky');
        } else if (test.status === 'skipped') add(groups, group, 'skipped', ms);
        else add(groups, group, 'failed', ms);
        const annotations = [
          ...(test.annotations ?? []),
          ...(test.results ?? []).flatMap((result) => result.annotations ?? []),
        ];
        for (const { type, description } of annotations)
          if (type === 'walk' && description) notes.add(`walk: ${description}`);
      }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const error of report.errors ?? [])
    notes.add(`error outside the tests: ${(error.message ?? '').split('\n')[0]}`);
  return { groups: sortedGroups(groups), notes: [...notes] };
}

/** Reads a phase's report; null when it is missing or unreadable (the phase stopped early). */
export function readReport(kind: ReportKind, file: string): ReportSummary | null {
  if (!existsSync(file)) return null;
  try {
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return kind === 'vitest'
      ? summarizeVitest(json as VitestJson)
      : summarizePlaywright(json as PlaywrightJson);
  } catch {
    return null;
  }
}

export function total(counts: Counts[]): Counts {
  return counts.reduce(
    (sum, c) => ({
      passed: sum.passed + c.passed,
      failed: sum.failed + c.failed,
      skipped: sum.skipped + c.skipped,
      flaky: sum.flaky + c.flaky,
    }),
    zero(),
  );
}

const phaseCounts = (result: PhaseResult) =>
  total((result.report?.groups ?? []).map((g) => g.counts));

function describeCounts(counts: Counts): string {
  const parts = [`${counts.passed} passed`];
  if (counts.failed) parts.push(`${counts.failed} failed`);
  if (counts.skipped) parts.push(`${counts.skipped} skipped`);
  if (counts.flaky) parts.push(`${counts.flaky} flaky`);
  return parts.join(', ');
}

/** m:ss for a glance beside the seconds. */
function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The table printed at the end of a run: a line a phase (its seconds, share of the whole, the CPU
 * seconds of its processes, and what its report counted), a line a group under it, then the
 * total and the counts of every test. CPU seconds near the wall's mean the phase kept one CPU busy;
 * this machine has two.
 */
export function formatSummary(
  title: string,
  results: PhaseResult[],
  run: { seconds: number; cpuSeconds: number | null } | null = null,
): string {
  const ran = results.filter((r) => r.seconds !== null);
  const seconds = run?.seconds ?? ran.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
  const cpus =
    run === null
      ? ran.map((r) => r.cpuSeconds).filter((cpu): cpu is number => cpu != null)
      : [run.cpuSeconds].filter((cpu): cpu is number => cpu != null);
  const failed = results.find((r) => r.exitCode !== null && r.exitCode !== 0);
  const rows: string[][] = [['phase', 'seconds', 'm:ss', 'share', 'cpu s', 'result', 'tests']];
  for (const r of results) {
    const name = r.beside ? `∥ ${r.name}` : r.name;
    if (r.seconds === null) {
      rows.push([name, '', '', '', '', 'not run', '']);
      continue;
    }
    const share = seconds > 0 ? `${Math.round((100 * r.seconds) / seconds)}%` : '';
    const cpu = r.cpuSeconds == null ? '' : r.cpuSeconds.toFixed(0);
    const result = r.exitCode === 0 ? 'ok' : `exit ${r.exitCode}`;
    const tests =
      r.report === undefined
        ? ''
        : r.report === null
          ? 'no report'
          : describeCounts(phaseCounts(r));
    rows.push([name, r.seconds.toFixed(1), clock(r.seconds), share, cpu, result, tests]);
    const groups = r.report?.groups ?? [];
    if (groups.length > 1)
      for (const g of groups)
        rows.push([
          `  ${g.name}`,
          `~${g.seconds.toFixed(1)}`,
          '',
          '',
          '',
          '',
          describeCounts(g.counts),
        ]);
  }
  const all = total(ran.map(phaseCounts));
  const verdict = failed ? `exit ${failed.exitCode}` : 'ok';
  const cpu = cpus.length > 0 ? cpus.reduce((sum, c) => sum + c, 0).toFixed(0) : '';
  rows.push(['total', seconds.toFixed(1), clock(seconds), '', cpu, verdict, describeCounts(all)]);
  const width = Math.max(16, ...rows.map((row) => (row[0] ?? '').length + 1));
  const line = (cells: string[]) =>
    [
      (cells[0] ?? '').padEnd(width),
      (cells[1] ?? '').padStart(8),
      (cells[2] ?? '').padStart(6),
      (cells[3] ?? '').padStart(5),
      (cells[4] ?? '').padStart(6),
      ` ${(cells[5] ?? '').padEnd(8)}`,
      cells[6] ?? '',
    ]
      .join(' ')
      .trimEnd();
  const lines = rows.map(line);
  const ruleWidth = Math.max(...lines.map((l) => l.length), title.length + 6);
  const rule = '─'.repeat(ruleWidth);
  const notes = ran.flatMap((r) => (r.report?.notes ?? []).map((note) => `${r.name}: ${note}`));
  return [
    `── ${title} ${rule.slice(title.length + 4)}`,
    ...lines.slice(0, -1),
    rule,
    ...lines.slice(-1),
    failed
      ? `Stopped at ${failed.name}, which failed (exit ${failed.exitCode}).`
      : 'Every phase passed.',
    ...(results.some((r) => r.beside)
      ? ["∥ ran beside the phases above it, in a lane of its own (CPU seconds: the total's only)"]
      : []),
    ...(rows.some((row) => row[1]?.startsWith('~'))
      ? ["~ a group's tests' own time, summed (Vitest's without hooks, imports and start-up)"]
      : []),
    ...notes,
  ].join('\n');
}

/**
 * The CPU seconds (user and system) of this process's children that have ended, with theirs in
 * turn (Linux: /proc/self/stat's cutime and cstime, in clock ticks of 1/100 s); null elsewhere.
 * A phase's share is the difference across it. Processes left to run on their own (a database
 * server started as a daemon) are not counted.
 */
export function childrenCpuSeconds(stat?: string): number | null {
  let text = stat;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/self/stat', 'utf8');
    } catch {
      return null;
    }
  }
  // The fields after the command's name, which is in parentheses and may hold spaces: state is
  // field 3, cutime and cstime fields 16 and 17.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  return Number.isFinite(cutime) && Number.isFinite(cstime) ? (cutime + cstime) / 100 : null;
}

/** A child's exit code, or 128 + the signal's number when a signal ended it (as a shell says). */
export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  const number = signal ? constants.signals[signal] : undefined;
  return number ? 128 + number : 1;
}

/**
 * Runs one phase; resolves with its exit code. It writes to the terminal as it goes, or, in a
 * step's second lane or later (`buffered`), its output is kept and written whole when it ends, so
 * that two phases' lines never interleave.
 */
function runPhase(
  phase: Phase,
  env: NodeJS.ProcessEnv,
  buffered: boolean,
  log: (line: string) => void,
): Promise<number> {
  return new Promise((done) => {
    const child = spawn(phase.command, phase.args, {
      cwd: ROOT,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...phase.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    // A stop asked of the runner (a CI timeout, Ctrl-C) goes to the phase too; the runner then
    // prints what it has and ends with the phase's code.
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
    const onInt = forward('SIGINT');
    const onTerm = forward('SIGTERM');
    process.on('SIGINT', onInt).on('SIGTERM', onTerm);
    let finished = false;
    const finish = (code: number) => {
      if (finished) return;
      finished = true;
      process.off('SIGINT', onInt).off('SIGTERM', onTerm);
      if (buffered) {
        const text = Buffer.concat(output).toString('utf8').trimEnd();
        log(`\n◀ ${phase.name} (exit ${code})${text ? `\n${text}` : ''}`);
      }
      done(code);
    };
    child.once('error', (error) => {
      console.error(`${phase.name}: ${phase.command} could not start: ${error.message}`);
      finish(127);
    });
    child.once('close', (code, signal) => finish(exitCodeOf(code, signal)));
  });
}

export type RunOptions = {
  log?: (line: string) => void;
  now?: () => number;
  cpu?: () => number | null;
};

/**
 * Runs the steps in order: a phase alone, or lanes side by side. A lane stops at its first
 * failure, the other lanes start no phase after it, and no later step runs. Resolves with every
 * phase's result (those not run: seconds null), the exit code to end with (0, or the code of the
 * first failed phase in order), and the whole run's seconds on the clock and CPU seconds.
 */
export async function runPhases(
  steps: Step[],
  options: RunOptions = {},
): Promise<{
  results: PhaseResult[];
  exitCode: number;
  seconds: number;
  cpuSeconds: number | null;
}> {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? (() => performance.now());
  const cpu = options.cpu ?? (() => childrenCpuSeconds());
  // node_modules/.bin first, as under npm, so `vitest` is the repository's own.
  const env = {
    ...process.env,
    PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter),
  };
  const lanesOf = (step: Step) => ('lanes' in step ? step.lanes : [[step]]);
  const results: PhaseResult[] = [];
  const resultOf = new Map<Phase, PhaseResult>();
  for (const step of steps)
    for (const [lane, phases] of lanesOf(step).entries())
      for (const phase of phases) {
        const result: PhaseResult = { name: phase.name, seconds: null, exitCode: null };
        if (lane > 0) result.beside = true;
        results.push(result);
        resultOf.set(phase, result);
      }
  const runStarted = now();
  const cpuAtStart = cpu();
  let failed = false;
  // Beside other lanes, the first lane writes to the terminal as it goes and the others keep
  // their output until each phase ends; no phase's CPU seconds are told apart (only the step's,
  // in the total).
  const runLane = async (phases: Phase[], buffered: boolean, alone: boolean) => {
    for (const phase of phases) {
      if (failed) return;
      const result = resultOf.get(phase)!;
      if (phase.report) {
        mkdirSync(join(phase.report.file, '..'), { recursive: true });
        rmSync(phase.report.file, { force: true });
      }
      log(`\n▶ ${phase.name}: ${[phase.command, ...phase.args].join(' ')}`);
      const started = now();
      const cpuBefore = alone ? cpu() : null;
      result.exitCode = await runPhase(phase, env, buffered, log);
      result.seconds = (now() - started) / 1000;
      const cpuAfter = alone ? cpu() : null;
      result.cpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      if (phase.report) result.report = readReport(phase.report.kind, phase.report.file);
      if (result.exitCode !== 0) {
        failed = true;
        return;
      }
    }
  };
  for (const step of steps) {
    const lanes = lanesOf(step);
    await Promise.all(lanes.map((phases, lane) => runLane(phases, lane > 0, lanes.length === 1)));
    if (failed) break;
  }
  const cpuAtEnd = cpu();
  const firstFailed = results.find((r) => r.exitCode !== null && r.exitCode !== 0);
  return {
    results,
    exitCode: firstFailed?.exitCode ?? 0,
    seconds: (now() - runStarted) / 1000,
    cpuSeconds: cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart,
  };
}
