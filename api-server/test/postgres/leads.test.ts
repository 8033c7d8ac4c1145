/**
 * Two nodes dispatching one PostgreSQL outbox: each claims due rows with FOR UPDATE SKIP LOCKED and a
 * lease, so every lead reaches every channel exactly once, whichever node took it and whichever
 * node sent it. Both dispatchers run on their own short interval while leads keep arriving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { postgresRepositories } from '../../src/db/postgres/index.ts';
import type { LeadChannel, LeadEvent } from '../../src/leads/leadEvent.ts';
import { createDatabase, hasPostgres, postgresMissing, sql } from '../helpers/postgres.ts';
import { ENQUIRY_CONTACT, NOW, startNode } from '../helpers/server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhookReceiver.ts';

type Node = Awaited<ReturnType<typeof startNode>>;
const SECRET = 'two-nodes-secret-0123456789';
const N = 60;

/** An e-mail channel that records which node sent what (a little slow, as SMTP is). */
function recordingChannel(node: string, sent: { id: string; node: string }[]): LeadChannel {
  return {
    name: 'email',
    async deliver(event: LeadEvent) {
      await new Promise((r) => setTimeout(r, Math.random() * 20));
      sent.push({ id: event.id, node });
    },
  };
}

describe.skipIf(!hasPostgres)(
  `two nodes, one outbox${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    let url: string;
    let nodes: Node[] = [];
    let receiver: WebhookReceiver;
    const emails: { id: string; node: string }[] = [];

    beforeAll(async () => {
      url = await createDatabase();
      receiver = await startWebhookReceiver(SECRET, () => NOW);
      nodes = await Promise.all(
        ['a', 'b'].map((name) =>
          startNode(url, {
            rateLimits: { forms: { max: 1_000_000 } },
            leadChannels: [recordingChannel(name, emails)],
            leadsWebhook: { url: receiver.url, secret: SECRET },
            leadDispatch: { intervalMs: 10 },
          }),
        ),
      );
    });
    afterAll(async () => {
      await Promise.all(nodes.map((n) => n.app.close()));
      await receiver?.close();
    });

    it('sends every lead through every channel exactly once', async () => {
      // Leads arrive at both nodes while both dispatch.
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          nodes[i % 2]!.call('POST', '/api/v2/form-submit', {
            form: { ...ENQUIRY_CONTACT, message: `Lead ${i}` },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(N).fill(201));
      const deadline = Date.now() + 20_000;
      while ((receiver.requests.length < N || emails.length < N) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      // Time for a second delivery, were there one.
      await new Promise((r) => setTimeout(r, 500));

      const messages = receiver.requests.map((r) => r.body.data.message).sort();
      expect(messages).toEqual(Array.from({ length: N }, (_, i) => `Lead ${i}`).sort());
      expect(new Set(receiver.requests.map((r) => r.id)).size).toBe(N);
      expect(receiver.badSignatures).toEqual([]);
      expect(emails).toHaveLength(N);
      expect(new Set(emails.map((e) => e.id))).toEqual(new Set(receiver.requests.map((r) => r.id)));
      const rows = await sql<{ state: string; attempts: number; n: number }>(
        url,
        'SELECT state, attempts, COUNT(*)::int AS n FROM lead_outbox GROUP BY state, attempts',
      );
      expect(rows).toEqual([{ state: 'delivered', attempts: 1, n: 2 * N }]);
    });

    it('two claims at the same moment take disjoint rows, and together all of them', async () => {
      // A database of its own: no node's dispatcher claims there.
      const own = await createDatabase();
      const a = await postgresRepositories(own);
      const b = await postgresRepositories(own);
      try {
        const events = Array.from({ length: 40 }, (_, i) => ({
          event: {
            id: randomUUID(),
            type: 'enquiry.received' as const,
            occurred_at: '2026-11-25T12:00:00.000Z',
            order_guid: null,
            vehicle: null,
            branch: null,
            customer: {
              title: null,
              first_name: `Claim${i}`,
              last_name: 'Test',
              email: 'claim@example.co.uk',
              telephone: null,
              preferred_contact: null,
            },
            deal: null,
          },
          channel: 'webhook' as const,
        }));
        await a.outbox.enqueue(events);
        const claim = (repos: typeof a, token: string) =>
          repos.outbox.claimDue({
            now: '2026-11-25T12:00:00.000Z',
            until: '2026-11-25T12:02:00.000Z',
            claim: token,
            limit: 40,
            channels: ['webhook'],
          });
        const rounds = await Promise.all([
          claim(a, 'a'),
          claim(b, 'b'),
          claim(a, 'c'),
          claim(b, 'd'),
        ]);
        const ids = rounds.flat().map((r) => r.event.id);
        expect(ids).toHaveLength(40);
        expect(new Set(ids)).toEqual(new Set(events.map((e) => e.event.id)));
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });
  },
);
