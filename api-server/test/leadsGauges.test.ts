/**
 * The leads' gauges at /metrics read the outbox once per freshness window, never once per gauge or
 * per scrape, and a scrape never waits long on a store that does not answer
 * (docs/decisions/0707-retention-every-copy.md): a scrape during a pool exhaustion must not queue
 * reads ahead of the shoppers' queries.
 */
import { describe, expect, it, vi } from 'vitest';
import { LEADS_GAUGES_WAIT_MS, ServerMetrics, type LeadsGauges } from '../src/http/metrics.ts';

const series = (text: string, name: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${name} `))
      ?.slice(name.length + 1),
  );

describe('the leads’ gauges', () => {
  it('read the outbox once for the three gauges, and again only when the last read is stale', async () => {
    const metrics = new ServerMetrics();
    const clock = { at: Date.parse('2026-11-30T09:00:00Z') };
    let reads = 0;
    let gauges: LeadsGauges = { pending: 2, failed: 1, oldestPendingSeconds: 30 };
    metrics.watchLeads(
      async () => {
        reads += 1;
        return gauges;
      },
      () => new Date(clock.at),
    );
    const scrape = async () => {
      const text = await metrics.registry.metrics();
      return [
        series(text, 'showroom_leads_pending'),
        series(text, 'showroom_leads_failed_total'),
        series(text, 'showroom_leads_oldest_pending_seconds'),
      ];
    };
    expect(await scrape()).toEqual([2, 1, 30]);
    expect(reads).toBe(1);
    gauges = { pending: 3, failed: 1, oldestPendingSeconds: 31 };
    clock.at += 1_000;
    expect(await scrape()).toEqual([2, 1, 30]);
    expect(reads).toBe(1);
    clock.at += 10_000;
    expect(await scrape()).toEqual([3, 1, 31]);
    expect(reads).toBe(2);
  });

  it('answer with the last values while the store does not answer, with one read waiting', async () => {
    const metrics = new ServerMetrics();
    const clock = { at: Date.parse('2026-11-30T09:00:00Z') };
    let reads = 0;
    let hang = false;
    metrics.watchLeads(
      () => {
        reads += 1;
        return hang
          ? new Promise<LeadsGauges>(() => {})
          : Promise.resolve({ pending: 1, failed: 0, oldestPendingSeconds: 5 });
      },
      () => new Date(clock.at),
    );
    await metrics.registry.metrics();
    hang = true;
    // Each scrape's wait for the hanging read runs on the test's timers, not the wall clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (let i = 0; i < 3; i++) {
        clock.at += 60_000;
        let text: string | undefined;
        const scrape = metrics.registry.metrics().then((answer) => (text = answer));
        await vi.advanceTimersByTimeAsync(LEADS_GAUGES_WAIT_MS - 1);
        // Not before the wait is over.
        expect(text).toBeUndefined();
        await vi.advanceTimersByTimeAsync(1);
        await scrape;
        expect(series(text ?? '', 'showroom_leads_pending')).toBe(1);
      }
    } finally {
      vi.useRealTimers();
    }
    // One read hangs; no scrape starts another behind it.
    expect(reads).toBe(2);
  });
});
