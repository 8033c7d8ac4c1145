/**
 * Stripe on a local port, for browsers and servers that cannot reach it: api.stripe.com (`/v1/…`),
 * js.stripe.com (Stripe.js at `/v3` or `/<release>/stripe.js`, and the Payment Element's frame at
 * `/fake/…`) and hooks.stripe.com (`/3d_secure_2/hosted`), told apart by path. Tests read what
 * reached it at `GET /__fake/requests` and forget everything with `POST /__fake/reset`.
 *
 * With a webhook endpoint, it sends Stripe's signed `payment_intent.*` events there as intents
 * change (FAKE_STRIPE_WEBHOOK_URL, FAKE_STRIPE_WEBHOOK_SECRET: the endpoint's whsec_… secret).
 *
 *   FAKE_STRIPE_PORT=12111 HOST=127.0.0.1 tsx e2e/fake-stripe/server.ts
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  fakeStripe,
  signedEvent,
  type FakeStripe,
} from '../../api-server/test/helpers/fakeStripe.ts';
import { PAYMENT_ELEMENT_HTML } from './paymentElementPage.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** js.stripe.com's files: Stripe.js and the Payment Element's frame. */
const STATIC: Record<string, { file: string; type: string } | { body: string; type: string }> = {
  '/v3': { file: 'stripe.js', type: 'application/javascript; charset=utf-8' },
  '/v3/': { file: 'stripe.js', type: 'application/javascript; charset=utf-8' },
  '/fake/payment-element.html': { body: PAYMENT_ELEMENT_HTML, type: 'text/html; charset=utf-8' },
  '/fake/payment-element.css': { file: 'payment-element.css', type: 'text/css; charset=utf-8' },
  '/fake/payment-element.js': {
    file: 'payment-element.js',
    type: 'application/javascript; charset=utf-8',
  },
};

/** The frame's own policy: its script and style only, and its one call to api.stripe.com. */
const FRAME_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src https://api.stripe.com; frame-ancestors *";

export interface FakeStripeServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** The in-memory Stripe behind it (its recorded requests, intents, `authenticate`). */
  stripe: FakeStripe;
  /** The events sent to the webhook endpoint, in order, with the status it answered (0: none). */
  webhooks: { type: string; intent: string; status: number }[];
  close(): Promise<void>;
}

export interface FakeStripeServerOptions {
  /** Where Stripe would send its events (e.g. the API's /payment-webhooks/stripe). */
  webhookUrl?: string;
  /** The endpoint's signing secret (whsec_…). */
  webhookSecret?: string;
}

function staticFile(path: string) {
  // Any release name Stripe.js is served under (/basil/stripe.js, /clover/stripe.js, …).
  const entry = /^\/[a-z]+\/stripe\.js$/.test(path)
    ? { file: 'stripe.js', type: 'application/javascript; charset=utf-8' }
    : STATIC[path];
  if (!entry) return undefined;
  return { body: 'body' in entry ? entry.body : readFileSync(here(entry.file)), type: entry.type };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer = '',
) {
  response.writeHead(status, { 'cache-control': 'no-store', ...headers });
  response.end(body);
}

export async function startFakeStripe(
  port = 12111,
  host = '127.0.0.1',
  options: FakeStripeServerOptions = {},
): Promise<FakeStripeServer> {
  const webhooks: FakeStripeServer['webhooks'] = [];
  let delivering = Promise.resolve();
  const { webhookUrl, webhookSecret } = options;
  const stripe = fakeStripe({
    onEvent:
      webhookUrl && webhookSecret
        ? (type, intent) => {
            // One at a time, in the order the intent changed.
            delivering = delivering.then(async () => {
              const { payload, header } = signedEvent(
                webhookSecret,
                type,
                intent,
                Math.floor(Date.now() / 1000),
              );
              const delivery = { type, intent: intent.id, status: 0 };
              webhooks.push(delivery);
              try {
                const response = await fetch(webhookUrl, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', 'stripe-signature': header },
                  body: payload,
                });
                delivery.status = response.status;
              } catch {
                // Unreachable endpoint: Stripe would retry later; the API also asks Stripe itself.
              }
            });
          }
        : undefined,
  });
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', `http://${host}`);
      const method = request.method ?? 'GET';
      const path = url.pathname;
      if (path === '/health') return send(response, 200, { 'content-type': 'text/plain' }, 'ok');
      if (path === '/__fake/requests' && method === 'GET') {
        const recorded = stripe.requests.map((r) => ({ ...r, body: Object.fromEntries(r.body) }));
        return send(
          response,
          200,
          { 'content-type': 'application/json' },
          JSON.stringify(recorded),
        );
      }
      if (path === '/__fake/webhooks' && method === 'GET')
        return send(
          response,
          200,
          { 'content-type': 'application/json' },
          JSON.stringify(webhooks),
        );
      if (path === '/__fake/reset' && method === 'POST') {
        webhooks.length = 0;
        stripe.reset();
        return send(response, 204, {});
      }
      const file = method === 'GET' || method === 'HEAD' ? staticFile(path) : undefined;
      if (file) {
        stripe.requests.push({
          method,
          path,
          body: new URLSearchParams(url.search),
          idempotencyKey: null,
          apiKey: null,
        });
        return send(
          response,
          200,
          {
            'content-type': file.type,
            'access-control-allow-origin': '*',
            ...(path.endsWith('.html') ? { 'content-security-policy': FRAME_CSP } : {}),
          },
          method === 'HEAD' ? '' : file.body,
        );
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers.set(name, value);
      const answer = stripe.handle({ method, url, headers, body: await readBody(request) });
      send(response, answer.status, answer.headers, answer.body);
    } catch (error) {
      send(response, 500, { 'content-type': 'text/plain' }, String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${bound}`,
    port: bound,
    stripe,
    webhooks,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = await startFakeStripe(
    Number(process.env.FAKE_STRIPE_PORT ?? 12111),
    process.env.HOST ?? '127.0.0.1',
    {
      webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
      webhookSecret: process.env.FAKE_STRIPE_WEBHOOK_SECRET,
    },
  );
  console.log(`Fake Stripe on ${started.origin}`);
  const stop = () => void started.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
