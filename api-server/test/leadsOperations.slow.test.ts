/**
 * What an operator sees of the leads' outbox (docs/operating.md, "Leads"): the gauges at /metrics
 * and, for each failed delivery attempt, a log line with its reason class and no personal data
 * (docs/decisions/0707-retention-every-copy.md).
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/server.ts';
import type { BuildServerOptions } from '../src/serverOptions.ts';
import { failureReason } from '../src/leads/failureReason.ts';
import type { LeadChannel } from '../src/leads/leadEvent.ts';
import { ENQUIRY_CONTACT, NOW } from './helpers/server.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const TOKEN = 'scrape-leads-0123456789';
/** This helper's ports (9650-9659): the API, a CRM that answers badly, an SMTP server that refuses. */
const API_PORT = 9650;
const CRM_PORT = 9651;
const SMTP_PORT = 9652;
/** Nothing listens here: a connection is refused. */
const CLOSED_PORT = 9659;

const multipart = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `--x\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('') + '--x--\r\n';

async function serverWith(options: Partial<BuildServerOptions>, clock: { at: Date }) {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-leads-ops-'));
  dirs.push(dir);
  const lines: Record<string, unknown>[] = [];
  const api = await buildApi({
    dbPath: join(dir, 'showroom.sqlite'),
    seed: true,
    now: () => clock.at,
    leadDispatch: { intervalMs: 0, random: () => 0 },
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
    ...options,
  });
  const enquire = async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/v2/form-submit',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: multipart({ ...ENQUIRY_CONTACT, postcode: 'NN1 2AJ' }),
    });
    expect(res.statusCode).toBe(201);
  };
  return { api, lines, enquire };
}

/** The value of one series in an exposition text. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('the leads at /metrics', () => {
  it('shows pending and failed leads and the oldest pending one’s age, over HTTP', async () => {
    const down: LeadChannel = {
      name: 'webhook',
      deliver: async () => {
        throw new Error('down');
      },
    };
    const clock = { at: NOW };
    const { api, enquire } = await serverWith(
      {
        leadChannels: [down],
        metrics: { token: TOKEN },
        leadDispatch: { intervalMs: 0, random: () => 0, retry: { giveUpAfterMs: 60_000 } },
      },
      clock,
    );
    await api.app.listen({ port: API_PORT, host: '127.0.0.1' });
    const scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${API_PORT}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      return [
        series(text, 'showroom_leads_pending'),
        series(text, 'showroom_leads_failed_total'),
        series(text, 'showroom_leads_oldest_pending_seconds'),
      ];
    };
    try {
      expect(await scrape()).toEqual([0, 0, 0]);

      // A lead at NOW: its first attempt fails, it waits for its retry.
      await enquire();
      clock.at = new Date(NOW.getTime() + 10_000);
      expect(await scrape()).toEqual([1, 0, 10]);
      await api.leadDispatcher.runOnce();
      expect(await scrape()).toEqual([1, 0, 10]);

      // Two minutes on: a second lead; the first is past its 60 s window and is failed.
      clock.at = new Date(NOW.getTime() + 120_000);
      await enquire();
      await api.leadDispatcher.runOnce();
      clock.at = new Date(NOW.getTime() + 200_000);
      expect(await scrape()).toEqual([1, 1, 80]);
    } finally {
      await api.app.close();
    }
  });
});

describe('a failed delivery attempt is logged with its reason class', () => {
  const SECRET = 'ops-secret-0123456789';
  let answer = 503;
  let crm: Server | null = null;
  let smtp: SMTPServer | null = null;
  afterAll(async () => {
    await new Promise((resolve) => (crm ? crm.close(resolve) : resolve(null)));
    await new Promise((resolve) => (smtp ? smtp.close(() => resolve(null)) : resolve(null)));
  });

  /** One lead, one attempt through `options`' channel; the attempt's log line. */
  async function attempt(options: Partial<BuildServerOptions>) {
    const { api, lines, enquire } = await serverWith(options, { at: NOW });
    try {
      await enquire();
      expect(await api.leadDispatcher.runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    } finally {
      await api.app.close();
    }
    const failed = lines.filter((l) => String(l.msg).startsWith('a lead delivery failed'));
    expect(failed).toHaveLength(1);
    // Nothing of the shopper: not their name, e-mail, telephone or postcode.
    const text = JSON.stringify(lines);
    for (const personal of ['Wilson', 'james.wilson', '07700 900123', 'NN1 2AJ'])
      expect(text).not.toContain(personal);
    return failed[0]!;
  }
  const webhook = (port: number, timeoutMs?: number) => ({
    leadsWebhook: {
      url: `http://127.0.0.1:${port}/leads`,
      secret: SECRET,
      ...(timeoutMs ? { timeoutMs } : {}),
    },
  });

  it('connect-refused, http-5xx, http-4xx and timeout from the webhook', async () => {
    expect(await attempt(webhook(CLOSED_PORT))).toMatchObject({
      reason: 'connect-refused',
      channel: 'webhook',
      type: 'enquiry.received',
      attempts: 1,
      msg: 'a lead delivery failed (connect-refused); it will be retried',
    });
    crm = createServer((request, response) => {
      request.resume();
      if (answer === 0) return; // never answers
      response.writeHead(answer).end('no');
    });
    await new Promise<void>((resolve) => crm!.listen(CRM_PORT, '127.0.0.1', resolve));
    expect((await attempt(webhook(CRM_PORT))).reason).toBe('http-5xx');
    answer = 400;
    expect((await attempt(webhook(CRM_PORT))).reason).toBe('http-4xx');
    answer = 0;
    expect((await attempt(webhook(CRM_PORT, 200))).reason).toBe('timeout');
  });

  it('smtp-rejected when the SMTP server refuses the branch’s address for good', async () => {
    smtp = new SMTPServer({
      hideSTARTTLS: true,
      authOptional: true,
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(SMTP_PORT, '127.0.0.1', resolve));
    const line = await attempt({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
        from: 'leads@example.com',
        publicUrl: 'https://cars.example.com',
      },
    });
    expect([line.reason, line.channel]).toEqual(['smtp-rejected', 'email']);
  });

  it('classifies errors by their type and codes, through their causes', () => {
    const wrapped = (cause: unknown) => new Error('the branch’s e-mail was not sent', { cause });
    expect(failureReason(wrapped(Object.assign(new Error('x'), { responseCode: 451 })))).toBe(
      'smtp-deferred',
    );
    expect(failureReason(wrapped(Object.assign(new Error('x'), { code: 'ENOTFOUND' })))).toBe(
      'dns',
    );
    expect(
      failureReason(wrapped(Object.assign(new Error('x'), { code: 'CERT_HAS_EXPIRED' }))),
    ).toBe('tls');
    expect(failureReason(new Error('Connection closed unexpectedly'))).toBe('other');
  });
});

describe('a lead carries the postcode and the vehicle’s absolute address', () => {
  it('in the webhook’s payload and the branch’s e-mail', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const received: { data: Record<string, any> }[] = [];
    const crm = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => crm.listen(9653, '127.0.0.1', resolve));
    const clock = { at: NOW };
    const { api, enquire } = await serverWith(
      {
        leadsWebhook: { url: 'http://127.0.0.1:9653/leads', secret: 'postcode-secret-0123' },
        mail: { publicUrl: 'https://cars.example.com/' },
      },
      clock,
    );
    try {
      const car = (
        await api.app.inject({ method: 'GET', url: '/api/v2/vehicle-search?resultsPerPage=1' })
      ).json().data[0];
      const form = await api.app.inject({
        method: 'POST',
        url: '/api/v2/form-submit',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: multipart({
          ...ENQUIRY_CONTACT,
          postcode: 'mk9 3bn',
          vehicle_id: String(car.stock_id),
        }),
      });
      expect(form.statusCode).toBe(201);
      await enquire(); // without a car: no vehicle, the postcode NN1 2AJ
      expect(await api.leadDispatcher.runOnce()).toEqual({ delivered: 4, retried: 0, failed: 0 });
    } finally {
      await api.app.close();
      await new Promise((resolve) => crm.close(resolve));
    }
    const withCar = received.find((r) => r.data.vehicle !== null)!.data;
    expect(withCar.vehicle.url).toBe(
      `https://cars.example.com/vehicle-search/${withCar.vehicle.path.split('/').at(-1)}`,
    );
    expect(withCar.vehicle.path).toMatch(/^\/vehicle-search\/[^/]+$/);
    expect(received.map((r) => r.data.customer.postcode).sort()).toEqual(['MK9 3BN', 'NN1 2AJ']);
    const dir = dirs.at(-1)!;
    const branchMails = readdirSync(join(dir, 'outbox-mail'))
      .filter((f) => f.includes('-branch-'))
      .map((f) => readFileSync(join(dir, 'outbox-mail', f), 'utf8'));
    expect(branchMails).toHaveLength(2);
    expect(branchMails.filter((m) => /Postcode:? *MK9 3BN/.test(m))).toHaveLength(1);
    expect(branchMails.filter((m) => /Postcode:? *NN1 2AJ/.test(m))).toHaveLength(1);
  });
});
