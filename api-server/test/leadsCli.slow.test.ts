/**
 * `npm run leads` as an operator runs it, as a process on DATA_DIR's SQLite file: list the
 * outbox (or its failed deliveries), retry one lead or every failed one, backfill the leads made
 * before a channel was configured; bad arguments say what is wrong and exit non-zero.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteRepositories } from '../src/db/sqlite/index.ts';
import { ensureBuilt } from '../../host/src/build/stamp.js';
import { npmScript, scriptCommand, type CliRun } from './helpers/cli.ts';
import { leadEvent } from './helpers/leadEvents.ts';

const dir = mkdtempSync(join(tmpdir(), 'showroom-leads-cli-'));
const dbPath = join(dir, 'showroom.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const WEBHOOK_ENV = {
  LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks/showroom',
  LEADS_WEBHOOK_SECRET: 'cli-secret-0123456789',
};

/**
 * Runs the CLI on the test's DATA_DIR; its exit code and output. The first call goes through
 * `npm run leads --` as the operator types it, the others run the script's command directly
 * (helpers/cli.ts).
 */
let throughNpm = true;
function leads(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const options = {
    env: {
      DATA_DIR: dir,
      DATABASE_URL: '',
      LEADS_WEBHOOK_URL: '',
      LEADS_WEBHOOK_SECRET: '',
      ...env,
    },
  };
  const run = throughNpm
    ? npmScript('leads', args, options)
    : scriptCommand('leads', args, options);
  throughNpm = false;
  return run;
}

const rows = async () => {
  const repos = sqliteRepositories(dbPath);
  try {
    return (await repos.outbox.list({ failedOnly: false })).map(
      (r) => `${r.event_id.slice(-1)} ${r.channel} ${r.state}`,
    );
  } finally {
    await repos.close();
  }
};

// The tool runs compiled, from the build (decision 0816): built once, before the first call.
beforeAll(() => void ensureBuilt({ log: () => undefined }), 300_000);
beforeAll(async () => {
  // Lead A (1 November) went to e-mail and failed; lead B (20 November) was e-mailed. No webhook
  // was configured then.
  const repos = sqliteRepositories(dbPath);
  await repos.outbox.enqueue([
    {
      channel: 'email',
      event: leadEvent('enquiry.received', { id: A, occurred_at: '2026-11-01T09:00:00.000Z' }),
    },
    {
      channel: 'email',
      event: leadEvent('order.created', { id: B, occurred_at: '2026-11-20T09:00:00.000Z' }),
    },
  ]);
  const claimed = await repos.outbox.claimDue({
    now: '2026-11-21T00:00:00.000Z',
    until: '2026-11-21T00:02:00.000Z',
    claim: 'test',
    limit: 10,
    channels: ['email'],
  });
  for (const row of claimed)
    if (row.event.id === A)
      await repos.outbox.attemptFailed(
        row,
        null,
        'connect ECONNREFUSED',
        '2026-11-21T00:00:00.000Z',
      );
    else await repos.outbox.delivered(row, '2026-11-21T00:00:00.000Z');
  await repos.close();
});

// Each run is a tsx process: seconds to start on a busy machine.
describe('npm run leads', { timeout: 600_000 }, () => {
  it('lists every delivery, or the failed ones', async () => {
    const all = await leads(['list']);
    expect([all.code, all.stderr]).toEqual([0, '']);
    const lines = all.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`^${A}  email +enquiry.received +failed +1 attempt `));
    expect(lines[0]).toContain('(connect ECONNREFUSED)');
    expect(lines[1]).toMatch(new RegExp(`^${B}  email +order.created +delivered `));
    expect(lines[2]).toBe(`2 lead deliveries in ${dbPath}.`);
    const failed = await leads(['list', '--failed']);
    expect(failed.code).toBe(0);
    const failedLines = failed.stdout.trim().split('\n');
    expect(failedLines).toHaveLength(2);
    expect(failedLines[0]).toMatch(new RegExp(`^${A}  email +enquiry.received +failed `));
    expect(failedLines[1]).toBe(`1 failed lead delivery in ${dbPath}.`);
  });

  it('refuses bad arguments with a reason and the usage, exit 2', async () => {
    const cases = [
      [[], 'Usage: npm run leads -- list [--failed]'],
      [['send'], 'Unknown command "send".'],
      [['list', 'extra'], 'list takes only --failed.'],
      [['retry'], "retry takes one lead's ID, or --all-failed."],
      [['retry', A, '--all-failed'], "retry takes one lead's ID, or --all-failed."],
      [['retry', '--failed'], 'retry takes an ID or --all-failed, not --failed.'],
      [
        ['--backfill', 'last week'],
        '--backfill needs a date such as 2026-11-01 or an ISO time (it is "last week").',
      ],
      [['--backfill'], "Option '--backfill <value>' argument missing"],
      [['list', '--bogus'], "Unknown option '--bogus'"],
    ] as const;
    // Each a process of its own (tsx starting takes seconds): all at once.
    const runs = await Promise.all(cases.map(([args]) => leads([...args])));
    for (const [i, [args, reason]] of cases.entries()) {
      expect([args, runs[i]!.code, runs[i]!.stdout]).toEqual([args, 2, '']);
      expect(runs[i]!.stderr).toContain(reason);
    }
    // Nothing was changed.
    expect(await rows()).toEqual(['a email failed', 'b email delivered']);
  });

  it('retries one lead, then has nothing left to retry (exit 1)', async () => {
    const unknown = await leads(['retry', 'no-such-lead']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No failed delivery of a lead no-such-lead');
    const retried = await leads(['retry', A]);
    expect([retried.code, retried.stdout.trim()]).toEqual([
      0,
      "1 failed delivery is pending again: the server's dispatcher sends it at its next run.",
    ]);
    expect(await rows()).toEqual(['a email pending', 'b email delivered']);
    const none = await leads(['retry', '--all-failed']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('No failed lead delivery in');
  });

  it('backfills the leads made since a date through a channel configured since', async () => {
    // Without LEADS_WEBHOOK_URL only e-mail is configured: it has every lead already.
    const nothing = await leads(['--backfill', '2026-11-10']);
    expect([nothing.code, nothing.stdout.trim()]).toEqual([
      0,
      "Leads made since 2026-11-10T00:00:00.000Z queued: 0 to the e-mail channel. The server's dispatcher sends them at its next run.",
    ]);
    const queued = await leads(['--backfill', '2026-11-10'], WEBHOOK_ENV);
    expect(queued.stdout).toContain('0 to the e-mail channel, 1 to the webhook channel');
    // B (20 November) is sent to the webhook; A (1 November) is older than SINCE.
    expect(await rows()).toEqual(['a email pending', 'b email delivered', 'b webhook pending']);
    // Again: nothing more.
    expect((await leads(['--backfill', '2026-11-10'], WEBHOOK_ENV)).stdout).toContain(
      '0 to the e-mail channel, 0 to the webhook channel',
    );
  });
});
