/**
 * `npm test` and `npm run test:quick`: runs their phases one after another (scripts/testRun.ts),
 * stops at the first that fails with its exit code, and prints at the end, passed or failed, each
 * phase's seconds and the tests and stories it counted. The table is kept in
 * test-results/npm-test/ (summary.txt, quick-summary.txt).
 *
 *   npx tsx scripts/testAll.ts                    # npm test
 *   npx tsx scripts/testAll.ts --quick [args…]    # npm run test:quick [-- args for Vitest]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatSummary, fullSteps, quickSteps, REPORT_DIR, runPhases } from './testRun.ts';

const [mode, ...rest] = process.argv.slice(2);
const quick = mode === '--quick';
if (!quick && process.argv.length > 2) {
  console.error(
    `npm test runs every phase and takes no arguments (given: ${process.argv.slice(2).join(' ')}).`,
  );
  process.exit(2);
}
const title = quick ? 'npm run test:quick' : 'npm test';
const { results, exitCode, seconds, cpuSeconds } = await runPhases(
  quick ? quickSteps(REPORT_DIR, rest) : fullSteps(),
);
const summary = formatSummary(`${title}: where the time went`, results, { seconds, cpuSeconds });
console.log(`\n${summary}`);
mkdirSync(REPORT_DIR, { recursive: true });
writeFileSync(join(REPORT_DIR, quick ? 'quick-summary.txt' : 'summary.txt'), `${summary}\n`);
process.exitCode = exitCode;
