import { durably, type Db } from '../connection.ts';
import type {
  ClaimedDelivery,
  LeadOutboxRepository,
  OutboxMessage,
  OutboxRow,
} from '../repositories.ts';
import type { LeadEvent } from '../../leads/leadEvent.ts';

/** Writes outbox rows; called inside the transaction of the lead's own row. */
export function sqliteOutboxWriter(db: Db): (messages: readonly OutboxMessage[]) => void {
  const insert = db.prepare(
    `INSERT INTO lead_outbox (event_id, channel, type, event, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  return (messages) => {
    for (const { event, channel } of messages)
      insert.run(
        event.id,
        channel,
        event.type,
        JSON.stringify(event),
        event.occurred_at,
        event.occurred_at,
      );
  };
}

interface Row {
  event: string;
  channel: ClaimedDelivery['channel'];
  attempts: number;
  created_at: string;
}

/** One process uses the file: claims only guard against the dispatcher overlapping itself. */
export function sqliteOutboxRepository(db: Db): LeadOutboxRepository {
  const write = sqliteOutboxWriter(db);
  const claim = db.prepare(
    `UPDATE lead_outbox SET claim = @claim, claimed_until = @until
     WHERE rowid IN (
       SELECT rowid FROM lead_outbox
       WHERE state = 'pending' AND next_attempt_at <= @now
         AND (claimed_until IS NULL OR claimed_until <= @now)
         AND channel IN (SELECT value FROM json_each(@channels))
       ORDER BY next_attempt_at LIMIT @limit)
     RETURNING event, channel, attempts, created_at`,
  );
  const delivered = db.prepare(
    `UPDATE lead_outbox SET state = 'delivered', attempts = attempts + 1, finished_at = ?,
       claim = NULL, claimed_until = NULL, last_error = NULL
     WHERE event_id = ? AND channel = ? AND claim = ?`,
  );
  const retry = db.prepare(
    `UPDATE lead_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?,
       claim = NULL, claimed_until = NULL
     WHERE event_id = ? AND channel = ? AND claim = ?`,
  );
  const failed = db.prepare(
    `UPDATE lead_outbox SET state = 'failed', attempts = attempts + 1, finished_at = ?,
       last_error = ?, claim = NULL, claimed_until = NULL
     WHERE event_id = ? AND channel = ? AND claim = ?`,
  );
  const counts = db.prepare('SELECT state, COUNT(*) AS n FROM lead_outbox GROUP BY state');
  return {
    async enqueue(messages) {
      durably(db, () => db.transaction(() => write(messages)).immediate());
    },
    async claimDue({ now, until, claim: token, limit, channels }) {
      const rows = claim.all({
        claim: token,
        until,
        now,
        limit,
        channels: JSON.stringify(channels),
      }) as Row[];
      return rows.map((row) => ({
        event: JSON.parse(row.event) as LeadEvent,
        channel: row.channel,
        attempts: row.attempts,
        created_at: row.created_at,
        claim: token,
      }));
    },
    delivered: async (row, at) =>
      delivered.run(at, row.event.id, row.channel, row.claim).changes === 1,
    attemptFailed: async (row, next, error, at) =>
      (next === null
        ? failed.run(at, error, row.event.id, row.channel, row.claim)
        : retry.run(next, error, row.event.id, row.channel, row.claim)
      ).changes === 1,
    releaseAbandonedClaims: async () =>
      db
        .prepare(
          'UPDATE lead_outbox SET claim = NULL, claimed_until = NULL WHERE claim IS NOT NULL',
        )
        .run().changes,
    async counts() {
      const result = { pending: 0, delivered: 0, failed: 0 };
      for (const { state, n } of counts.all() as { state: keyof typeof result; n: number }[])
        result[state] = n;
      return result;
    },
    list: async ({ failedOnly }) =>
      db
        .prepare(
          `SELECT event_id, channel, type, state, attempts, created_at, next_attempt_at,
             finished_at, last_error
           FROM lead_outbox ${failedOnly ? "WHERE state = 'failed'" : ''}
           ORDER BY created_at, event_id, channel`,
        )
        .all() as OutboxRow[],
    retryFailed: async ({ eventId, now }) =>
      db
        .prepare(
          `UPDATE lead_outbox SET state = 'pending', next_attempt_at = ?, finished_at = NULL,
             claim = NULL, claimed_until = NULL
           WHERE state = 'failed' AND (? IS NULL OR event_id = ?)`,
        )
        .run(now, eventId ?? null, eventId ?? null).changes,
    backfill: async ({ channel, since, now }) =>
      db
        .prepare(
          `INSERT INTO lead_outbox (event_id, channel, type, event, created_at, next_attempt_at)
           SELECT event_id, @channel, type, event, created_at, @now FROM lead_outbox o
           WHERE created_at >= @since AND channel <> @channel
             AND NOT EXISTS (SELECT 1 FROM lead_outbox x
                             WHERE x.event_id = o.event_id AND x.channel = @channel)
           ON CONFLICT DO NOTHING`,
        )
        .run({ channel, since, now }).changes,
    oldestPendingAt: async () =>
      (db
        .prepare("SELECT MIN(created_at) FROM lead_outbox WHERE state = 'pending'")
        .pluck()
        .get() as string | null) ?? null,
    eraseBefore: async (before) =>
      db.prepare('DELETE FROM lead_outbox WHERE created_at < ?').run(before).changes,
  };
}
