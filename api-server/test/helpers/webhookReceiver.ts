import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { verifySignature } from '../../src/leads/webhook.ts';

/** How the receiver answers one request: 200, 500, or never (the sender's timeout). */
export type Answer = 'ok' | 'error' | 'hang';

export interface ReceivedEvent {
  id: string;
  type: string;
  /** The parsed body (`{ id, type, created, data }`). */
  body: { id: string; type: string; created: string; data: Record<string, unknown> };
  raw: string;
  headers: IncomingMessage['headers'];
  answer: Answer;
}

export interface WebhookReceiver {
  url: string;
  /** Every request, in order of arrival, whatever it was answered. */
  requests: ReceivedEvent[];
  /** The events answered 200: what the CRM has taken. */
  accepted(): ReceivedEvent[];
  /** Requests whose Showroom-Signature did not verify (must stay empty). */
  badSignatures: string[];
  /** Decides the answer to the nth request (0-based) of an event id. */
  plan(fn: (event: { id: string; type: string }, attempt: number) => Answer): void;
  close(): Promise<void>;
}

/**
 * A CRM's webhook endpoint on a real HTTP port: checks every request's signature with the shared
 * secret (against `now`, the sender's clock) and answers as planned (200 by default).
 */
export async function startWebhookReceiver(
  secret: string,
  now: () => Date = () => new Date(),
): Promise<WebhookReceiver> {
  const requests: ReceivedEvent[] = [];
  const badSignatures: string[] = [];
  const sockets = new Set<Socket>();
  const attempts = new Map<string, number>();
  let decide: (event: { id: string; type: string }, attempt: number) => Answer = () => 'ok';
  const hanging: ServerResponse[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (!verifySignature(secret, req.headers['showroom-signature'] as string, raw, now()))
        badSignatures.push(raw);
      const body = JSON.parse(raw) as ReceivedEvent['body'];
      const attempt = attempts.get(body.id) ?? 0;
      attempts.set(body.id, attempt + 1);
      const answer = decide(body, attempt);
      requests.push({ id: body.id, type: body.type, body, raw, headers: req.headers, answer });
      if (answer === 'hang') {
        hanging.push(res);
        return;
      }
      res.writeHead(answer === 'ok' ? 200 : 500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ received: answer === 'ok' }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks/showroom`,
    requests,
    accepted: () => requests.filter((r) => r.answer === 'ok'),
    badSignatures,
    plan(fn) {
      decide = fn;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
