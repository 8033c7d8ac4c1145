import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { sourceResolve } from './scripts/sourceCondition.ts';

/**
 * A test file that starts processes (a PostgreSQL server, host nodes, nginx, a CLI) or waits on the
 * clock is named `*.slow.test.ts` and runs in its package's `-slow` project (decision 0804): in
 * `npm test`, not in `npm run test:quick`. Every fast project leaves such files out.
 */
const SLOW = ['**/*.slow.test.ts', '**/node_modules/**'];

/*
 * The fast Node projects (core, api-client, api-server, ui, app, tools, host) set
 * `isolate: false`: they run their files one after another in the same module graph of each
 * worker, instead of a new process per file, so the sources and their dependencies load once per
 * worker, not once per file (decisions 0810, 0811). A test there leaves no state behind for the
 * next file (a mock, a timer, an environment variable, a listener). The slow projects and the
 * stories keep a process per file.
 */

export default defineConfig({
  test: {
    // Two Node files at a time on this two-CPU machine (Vitest would take one: the CPUs less one).
    // The slow projects and the stories keep to one: Vitest runs such projects' files one at a
    // time after the others (decision 0805).
    maxWorkers: 2,
    // Core's branch coverage (issue 25: at least 95%), measured when coverage is on: `npm test` runs
    // the core project with it (`npm run test:core`), which fails below the threshold.
    coverage: {
      provider: 'v8',
      include: ['core/src/**'],
      reporter: ['text-summary'],
      reportsDirectory: 'coverage/core',
      thresholds: { branches: 95 },
    },
    projects: [
      {
        ...sourceResolve(),
        test: {
          name: 'core',
          root: 'core',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [...SLOW],
          isolate: false,
        },
      },
      {
        ...sourceResolve(),
        // core's files that take more than about ten seconds by themselves (decisions 0804, 0810):
        // the deal machine's model test. npm test runs them with core's, coverage and all.
        test: {
          name: 'core-slow',
          root: 'core',
          environment: 'node',
          include: ['test/**/*.slow.test.ts'],
          maxWorkers: 1,
        },
      },
      {
        ...sourceResolve(),
        test: {
          name: 'api-client',
          root: 'api-client',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        ...sourceResolve(),
        test: {
          name: 'api-server',
          root: 'api-server',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [...SLOW],
          isolate: false,
          // A throwaway PostgreSQL server for the shared-store tests (skipped only without its binaries).
          globalSetup: ['test/helpers/postgresGlobalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceResolve(),
        // api-server's files that start processes or wait on the clock (decision 0804): npm test
        // runs them, the quick loop does not; one at a time, as they were written to run.
        test: {
          name: 'api-server-slow',
          root: 'api-server',
          environment: 'node',
          include: ['test/**/*.slow.test.ts'],
          globalSetup: ['test/helpers/postgresGlobalSetup.ts'],
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceResolve(),
        // ui's components rendered to markup in Node (react-dom/server): what they put on the page.
        test: {
          name: 'ui',
          root: 'ui',
          environment: 'node',
          include: ['test/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        ...sourceResolve(),
        test: {
          name: 'app',
          root: 'app',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceResolve(),
        // The tools beside the packages: the citation check's rules (scripts/) and the
        // benchmarks' guide writer (bench/test/).
        test: {
          name: 'tools',
          root: '.',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'bench/test/**/*.test.ts'],
          exclude: [...SLOW],
          isolate: false,
        },
      },
      {
        ...sourceResolve(),
        // The tools' files that run the TypeScript compiler over the packages (decisions 0804,
        // 0810): the README code's type check and the API reports. npm test runs them.
        test: {
          name: 'tools-slow',
          root: '.',
          environment: 'node',
          include: ['scripts/**/*.slow.test.ts'],
          maxWorkers: 1,
        },
      },
      {
        ...sourceResolve(),
        // The Node host: its pages, caches and routes over the API in-process, and nodes started
        // as `npm start` runs them (the first builds the app and the host).
        test: {
          name: 'host',
          root: 'host',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [...SLOW],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceResolve(),
        // The host's files that start nodes as `npm start` does (decision 0804): npm test runs
        // them, the quick loop does not; one at a time.
        test: {
          name: 'host-slow',
          root: 'host',
          environment: 'node',
          include: ['test/**/*.slow.test.ts'],
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceResolve(),
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'stories',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions('shell') }),
            instances: [{ browser: 'chromium', name: 'stories-chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
          // One story file at a time in Chromium, as before Vitest took two Node files at a time.
          maxWorkers: 1,
        },
      },
    ],
  },
});
