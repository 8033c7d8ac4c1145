import { randomUUID } from 'node:crypto';
import type { ClaimedDelivery, LeadOutboxRepository } from '../db/repositories.ts';
import { failureReason, type FailureReason } from './failureReason.ts';
import type { LeadChannel } from './leadEvent.ts';

/** How a failed delivery is tried again (LEADS_RETRY_BASE_MS, …). */
export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it (default 30 s). */
  baseMs: number;
  /** The longest wait between two attempts (default 1 hour). */
  maxMs: number;
  /** How long after the lead a delivery is still tried; then it is failed (default 24 hours). */
  giveUpAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  baseMs: 30_000,
  maxMs: 3_600_000,
  giveUpAfterMs: 24 * 3_600_000,
};

/**
 * The wait before attempt `failures + 1`: exponential (base × 2^(failures−1), at most max) with
 * "equal jitter" (between half and all of it), so that the deliveries failed by one outage do not
 * all come back at once. `random` is in [0, 1).
 */
export function retryDelay(failures: number, policy: RetryPolicy, random: number): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * When the row is tried next after its `failures`th failed attempt at `now`, or null: the retry
 * window (giveUpAfterMs from the lead) is over and the row is failed. The last attempt is made at
 * the window's end.
 */
export function nextAttempt(
  createdAt: string,
  failures: number,
  now: Date,
  policy: RetryPolicy,
  random: number,
): string | null {
  const deadline = Date.parse(createdAt) + policy.giveUpAfterMs;
  if (now.getTime() >= deadline) return null;
  const next = now.getTime() + retryDelay(failures, policy, random);
  return new Date(Math.min(next, deadline)).toISOString();
}

export interface DispatcherOptions {
  outbox: LeadOutboxRepository;
  channels: readonly LeadChannel[];
  /** The clock every decision reads (what is due, when to retry, when to give up). */
  now: () => Date;
  /** Jitter's source, in [0, 1) (Math.random by default; tests pin it). */
  random?: () => number;
  retry?: Partial<RetryPolicy>;
  /**
   * How long a claimed row is this dispatcher's alone (default 2 minutes): longer than a channel's
   * timeout, so a row is sent by one node at a time; a node that died gives it up after this.
   */
  leaseMs?: number;
  /** Rows claimed at a time (default 20). */
  batchSize?: number;
  /**
   * Told of a row given up; never given personal data (the event id, type, channel and the
   * failure's reason class, docs/decisions/0707-retention-every-copy.md).
   */
  onFailed?: (info: {
    event_id: string;
    type: string;
    channel: string;
    attempts: number;
    reason: FailureReason;
  }) => void;
  /** Told when a run could not read or write the outbox (the database down): the next run retries. */
  onError?: (error: unknown) => void;
  /** Told of an attempt that failed and will be retried (same, and the error's message). */
  onRetry?: (info: {
    event_id: string;
    type: string;
    channel: string;
    attempts: number;
    reason: FailureReason;
    next_attempt_at: string;
    error: string;
  }) => void;
}

export interface DispatchResult {
  delivered: number;
  retried: number;
  failed: number;
}

export interface Dispatcher {
  /** Claims what is due now and delivers it; resolves when every claimed row is finished. */
  runOnce(): Promise<DispatchResult>;
  /** Runs every `intervalMs` (never two runs at once) until stop(). */
  start(intervalMs: number): void;
  /** Stops the interval and waits for a run in progress. */
  stop(): Promise<void>;
}

/** A channel's error as recorded: its message only, short (never the event it was sending). */
const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * Delivers the outbox: each due row through its channel, then marks it delivered; a failure is
 * retried with exponential backoff and jitter for up to 24 hours, then the row is failed (counted
 * by `outbox.counts().failed`). The event's id travels with every attempt (the webhook's event id,
 * the e-mail's Message-ID), so a row sent again after a crash is recognisably the same message.
 */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const random = options.random ?? Math.random;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 20;
  const byName = new Map(options.channels.map((c) => [c.name, c]));
  const channels = [...byName.keys()];

  const deliver = async (row: ClaimedDelivery, result: DispatchResult) => {
    const channel = byName.get(row.channel)!;
    try {
      await channel.deliver(row.event);
    } catch (error) {
      const at = options.now();
      const failures = row.attempts + 1;
      const next = nextAttempt(row.created_at, failures, at, policy, random());
      const info = {
        event_id: row.event.id,
        type: row.event.type,
        channel: row.channel,
        attempts: failures,
        reason: failureReason(error),
      };
      await options.outbox.attemptFailed(row, next, describe(error), at.toISOString());
      if (next === null) {
        result.failed++;
        options.onFailed?.(info);
      } else {
        result.retried++;
        options.onRetry?.({ ...info, next_attempt_at: next, error: describe(error) });
      }
      return;
    }
    await options.outbox.delivered(row, options.now().toISOString());
    result.delivered++;
  };

  const runOnce = async (): Promise<DispatchResult> => {
    const result: DispatchResult = { delivered: 0, retried: 0, failed: 0 };
    if (!channels.length) return result;
    for (;;) {
      const now = options.now();
      const rows = await options.outbox.claimDue({
        now: now.toISOString(),
        until: new Date(now.getTime() + leaseMs).toISOString(),
        claim: randomUUID(),
        limit: batchSize,
        channels,
      });
      await Promise.all(rows.map((row) => deliver(row, result)));
      if (rows.length < batchSize) return result;
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  return {
    runOnce,
    start(intervalMs) {
      timer = setInterval(() => {
        if (running) return;
        running = runOnce()
          .catch((error: unknown) => options.onError?.(error))
          .finally(() => {
            running = null;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
