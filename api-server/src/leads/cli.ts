import { parseArgs } from 'node:util';
import { leadsFromEnv } from '../config.ts';
import type { OutboxRow } from '../db/repositories.ts';
import { openToolDatabase, toolRefusal, toolTarget } from '../db/toolDatabase.ts';

/**
 * `npm run leads -- list [--failed]`, `retry ID|--all-failed` and `--backfill SINCE`: the leads'
 * outbox (docs/leads.md, "The outbox by hand") in the database of DATABASE_URL, else DATA_DIR's
 * SQLite file. A running server's dispatcher sends what this makes pending at its next run.
 * Bad arguments: the reason and the usage on stderr, exit 2; nothing to do: exit 1.
 */
const USAGE = `Usage: npm run leads -- list [--failed]
       npm run leads -- retry ID|--all-failed
       npm run leads -- --backfill SINCE
  list          every lead delivery (one per lead and channel), oldest first; --failed: the failed ones
  retry ID      sends the lead ID's failed deliveries again (ID: the event id, as list shows it)
  --all-failed  with retry: sends every failed delivery again
  --backfill    sends the leads made since SINCE (a date, 2026-11-01, or an ISO time) through
                the channels configured now (e-mail; the webhook with LEADS_WEBHOOK_URL) that
                were not configured when the lead was made`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      failed: { type: 'boolean', default: false },
      'all-failed': { type: 'boolean', default: false },
      backfill: { type: 'string' },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
const { values, positionals } = parsed;
const [command, ...rest] = positionals;

type Action =
  | { kind: 'list'; failedOnly: boolean }
  | { kind: 'retry'; eventId?: string }
  | { kind: 'backfill'; since: string };

function actionOf(): Action {
  if (values.backfill !== undefined) {
    if (command !== undefined || values.failed || values['all-failed'])
      fail(`--backfill SINCE takes nothing else.\n${USAGE}`, 2);
    const since = values.backfill;
    const at = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(since)
      ? Date.parse(since)
      : NaN;
    if (Number.isNaN(at))
      fail(`--backfill needs a date such as 2026-11-01 or an ISO time (it is "${since}").`, 2);
    if (at > Date.now()) fail(`--backfill ${since} is in the future: no lead was made since.`, 2);
    return { kind: 'backfill', since: new Date(at).toISOString() };
  }
  if (command === 'list') {
    if (rest.length || values['all-failed']) fail(`list takes only --failed.\n${USAGE}`, 2);
    return { kind: 'list', failedOnly: values.failed };
  }
  if (command === 'retry') {
    if (values.failed) fail(`retry takes an ID or --all-failed, not --failed.\n${USAGE}`, 2);
    if (values['all-failed'] && rest.length === 0) return { kind: 'retry' };
    if (!values['all-failed'] && rest.length === 1) return { kind: 'retry', eventId: rest[0]! };
    fail(`retry takes one lead's ID, or --all-failed.\n${USAGE}`, 2);
  }
  fail(command ? `Unknown command "${command}".\n${USAGE}` : USAGE, 2);
}

const action = actionOf();

// Which channels a server started with this environment sends through: e-mail always (over
// SMTP_URL, else as .eml files), the webhook with LEADS_WEBHOOK_URL.
let channels: ('email' | 'webhook')[] = ['email'];
if (action.kind === 'backfill') {
  try {
    if (leadsFromEnv(process.env).leadsWebhook) channels = ['email', 'webhook'];
  } catch (error) {
    fail(`${(error as Error).message}\nNothing was written.`);
  }
}

const target = toolTarget(process.env);
const repos = await openToolDatabase(process.env);

const line = (row: OutboxRow) =>
  [
    row.event_id,
    row.channel.padEnd(7),
    row.type.padEnd(17),
    row.state.padEnd(9),
    `${row.attempts} attempt${row.attempts === 1 ? '' : 's'}`.padEnd(11),
    row.created_at,
    row.state === 'pending' ? `next ${row.next_attempt_at}` : `finished ${row.finished_at}`,
    ...(row.last_error && row.state !== 'delivered' ? [`(${row.last_error})`] : []),
  ].join('  ');

let code = 0;
try {
  const now = new Date().toISOString();
  if (action.kind === 'list') {
    const rows = await repos.outbox.list({ failedOnly: action.failedOnly });
    if (rows.length) console.log(rows.map(line).join('\n'));
    console.log(
      `${rows.length} ${action.failedOnly ? 'failed ' : ''}lead deliver${rows.length === 1 ? 'y' : 'ies'} in ${target}.`,
    );
  } else if (action.kind === 'retry') {
    const n = await repos.outbox.retryFailed({ ...action, now });
    if (n === 0) {
      console.error(
        action.eventId
          ? `No failed delivery of a lead ${action.eventId} in ${target} (npm run leads -- list --failed shows them).`
          : `No failed lead delivery in ${target}: nothing to retry.`,
      );
      code = 1;
    } else
      console.log(
        `${n} failed deliver${n === 1 ? 'y is' : 'ies are'} pending again: the server's dispatcher sends ${n === 1 ? 'it' : 'them'} at its next run.`,
      );
  } else {
    const counts: string[] = [];
    for (const channel of channels) {
      const n = await repos.outbox.backfill({ channel, since: action.since, now });
      counts.push(`${n} to the ${channel === 'email' ? 'e-mail' : 'webhook'} channel`);
    }
    console.log(
      `Leads made since ${action.since} queued: ${counts.join(', ')}. The server's dispatcher sends them at its next run.`,
    );
  }
} catch (error) {
  // A disk that fills or a database that goes away meanwhile: named as a start names it.
  const refusal = toolRefusal(error, process.env);
  if (refusal === undefined) throw error;
  console.error(refusal);
  code = 1;
} finally {
  await repos.close().catch(() => undefined);
}
process.exit(code);
