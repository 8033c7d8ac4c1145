/**
 * A lead survives its node's death: the real server (src/main.ts) as a child process, killed with
 * SIGKILL after it committed a lead and before it sent it, or while it was sending it. After a
 * restart on the same DATA_DIR the CRM's webhook receives the lead exactly once (an interrupted
 * send comes again with the same event id, so the CRM can tell it is the same lead).
 *
 * LEADS_DISPATCH_INTERVAL_MS=0 makes a node that writes leads and never sends them (docs/leads.md,
 * "Delivery: the outbox"): here it pins the moment between the commit and the send.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableVehicles, killChildServers, startChildServer } from '../helpers/childServer.ts';
import { orderBody } from '../helpers/bodies.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhookReceiver.ts';

const SECRET = 'crash-test-secret-0123456789';
const dirs: string[] = [];
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET);
});
afterAll(async () => {
  await killChildServers();
  await receiver.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const node = (dataDir: string, env: Record<string, string> = {}) =>
  startChildServer({
    DATA_DIR: dataDir,
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: SECRET,
    LEADS_WEBHOOK_TIMEOUT_MS: '60000',
    LEADS_DISPATCH_INTERVAL_MS: '100',
    ...env,
  });

const until = async (done: () => boolean, ms = 15_000) => {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

async function createOrder(server: Awaited<ReturnType<typeof node>>, key: string) {
  const [vehicle] = await availableVehicles(server);
  const res = await server.call('POST', '/api/v2/website-orders/order', {
    json: orderBody(vehicle!),
    headers: { 'Idempotency-Key': key },
  });
  expect(res.status).toBe(201);
  return res.body.data.guid as string;
}

const forOrder = (guid: string) => receiver.requests.filter((r) => r.body.data.order_guid === guid);

describe('a lead and a kill -9', () => {
  it('committed but not yet sent when the node dies: delivered after the restart, exactly once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'showroom-leads-crash-'));
    dirs.push(dataDir);
    const first = await node(dataDir, { LEADS_DISPATCH_INTERVAL_MS: '0' });
    const guid = await createOrder(first, `crash-lead-${process.pid}-a`);
    await new Promise((r) => setTimeout(r, 300));
    expect(forOrder(guid)).toEqual([]);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await node(dataDir);
    await until(() => forOrder(guid).length > 0);
    // Time for a second delivery, were there one.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(forOrder(guid).map((r) => [r.type, r.answer])).toEqual([['order.created', 'ok']]);
    expect(receiver.badSignatures).toEqual([]);
    second.child.kill('SIGKILL');
    await second.exited;
  }, 90_000);

  it('killed while sending: sent again after the restart with the same event id, taken once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'showroom-leads-crash-'));
    dirs.push(dataDir);
    // The CRM holds the first attempt open: the node dies in the middle of the send.
    receiver.plan((_event, attempt) => (attempt === 0 ? 'hang' : 'ok'));
    const first = await node(dataDir);
    const guid = await createOrder(first, `crash-lead-${process.pid}-b`);
    await until(() => forOrder(guid).length === 1);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await node(dataDir);
    await until(() => forOrder(guid).length === 2);
    await new Promise((r) => setTimeout(r, 1_000));
    const requests = forOrder(guid);
    expect(requests.map((r) => r.answer)).toEqual(['hang', 'ok']);
    expect(requests[1]!.id).toBe(requests[0]!.id);
    expect(requests[1]!.raw).toBe(requests[0]!.raw);
    expect(receiver.badSignatures).toEqual([]);
    second.child.kill('SIGKILL');
    await second.exited;
    receiver.plan(() => 'ok');
  }, 90_000);
});
