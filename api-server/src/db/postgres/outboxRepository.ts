import type { ClientBase } from 'pg';
import type {
  ClaimedDelivery,
  LeadOutboxRepository,
  OutboxMessage,
  OutboxRow,
} from '../repositories.ts';
import type { LeadEvent } from '../../leads/leadEvent.ts';
import type { PgStore } from './store.ts';

/** Writes outbox rows on the transaction's connection (the lead's own transaction). */
export async function writeLeads(
  client: ClientBase,
  messages: readonly OutboxMessage[],
): Promise<void> {
  for (const { event, channel } of messages)
    await client.query(
      `INSERT INTO lead_outbox (event_id, channel, type, event, created_at, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT DO NOTHING`,
      [event.id, channel, event.type, JSON.stringify(event), event.occurred_at],
    );
}

/**
 * Any number of nodes dispatch the same outbox: a claim locks the due rows it takes with
 * FOR UPDATE SKIP LOCKED (another node's claim passes them over rather than waiting) and writes a
 * lease into them, so until the lease ends no other node takes them, even after the claim's
 * transaction committed. A node that dies while sending leaves its rows to the next claim after
 * the lease.
 */
export function pgOutboxRepository(store: PgStore): LeadOutboxRepository {
  const finish = async (sql: string, params: unknown[]) => (await store.write(sql, params)) === 1;
  return {
    async enqueue(messages) {
      await store.transaction((client) => writeLeads(client, messages));
    },
    async claimDue({ now, until, claim, limit, channels }) {
      const rows = await store.query<{
        event: LeadEvent;
        channel: ClaimedDelivery['channel'];
        attempts: number;
        created_at: string;
      }>(
        `UPDATE lead_outbox o SET claim = $1, claimed_until = $2
         FROM (
           SELECT event_id, channel FROM lead_outbox
           WHERE state = 'pending' AND next_attempt_at <= $3
             AND (claimed_until IS NULL OR claimed_until <= $3)
             AND channel = ANY($4::text[])
           ORDER BY next_attempt_at LIMIT $5
           FOR UPDATE SKIP LOCKED
         ) due
         WHERE o.event_id = due.event_id AND o.channel = due.channel
         RETURNING o.event, o.channel, o.attempts, o.created_at`,
        [claim, until, now, channels, limit],
      );
      return rows.map((row) => ({ ...row, claim }));
    },
    delivered: (row, at) =>
      finish(
        `UPDATE lead_outbox SET state = 'delivered', attempts = attempts + 1, finished_at = $1,
           claim = NULL, claimed_until = NULL, last_error = NULL
         WHERE event_id = $2 AND channel = $3 AND claim = $4`,
        [at, row.event.id, row.channel, row.claim],
      ),
    attemptFailed: (row, next, error, at) =>
      next === null
        ? finish(
            `UPDATE lead_outbox SET state = 'failed', attempts = attempts + 1, finished_at = $1,
               last_error = $2, claim = NULL, claimed_until = NULL
             WHERE event_id = $3 AND channel = $4 AND claim = $5`,
            [at, error, row.event.id, row.channel, row.claim],
          )
        : finish(
            `UPDATE lead_outbox SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2,
               claim = NULL, claimed_until = NULL
             WHERE event_id = $3 AND channel = $4 AND claim = $5`,
            [next, error, row.event.id, row.channel, row.claim],
          ),
    // Other nodes may be sending right now: a claim ends with its lease, never by another's start.
    releaseAbandonedClaims: async () => 0,
    async counts() {
      const result = { pending: 0, delivered: 0, failed: 0 };
      for (const { state, n } of await store.query<{ state: keyof typeof result; n: number }>(
        'SELECT state, COUNT(*)::int AS n FROM lead_outbox GROUP BY state',
      ))
        result[state] = n;
      return result;
    },
    list: ({ failedOnly }) =>
      store.query<OutboxRow>(
        `SELECT event_id, channel, type, state, attempts, created_at, next_attempt_at,
           finished_at, last_error
         FROM lead_outbox ${failedOnly ? "WHERE state = 'failed'" : ''}
         ORDER BY created_at, event_id, channel`,
      ),
    retryFailed: ({ eventId, now }) =>
      store.write(
        `UPDATE lead_outbox SET state = 'pending', next_attempt_at = $1, finished_at = NULL,
           claim = NULL, claimed_until = NULL
         WHERE state = 'failed' AND ($2::text IS NULL OR event_id = $2)`,
        [now, eventId ?? null],
      ),
    backfill: ({ channel, since, now }) =>
      store.write(
        `INSERT INTO lead_outbox (event_id, channel, type, event, created_at, next_attempt_at)
         SELECT DISTINCT ON (event_id) event_id, $1, type, event, created_at, $3 FROM lead_outbox o
         WHERE created_at >= $2 AND channel <> $1
           AND NOT EXISTS (SELECT 1 FROM lead_outbox x WHERE x.event_id = o.event_id AND x.channel = $1)
         ON CONFLICT DO NOTHING`,
        [channel, since, now],
      ),
    oldestPendingAt: async () =>
      (
        await store.query<{ at: string | null }>(
          "SELECT MIN(created_at) AS at FROM lead_outbox WHERE state = 'pending'",
        )
      )[0]?.at ?? null,
    eraseBefore: (before) => store.write('DELETE FROM lead_outbox WHERE created_at < $1', [before]),
  };
}
