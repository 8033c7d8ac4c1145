/**
 * The retention job a server runs (on start and every few hours): after DATA_RETENTION_DAYS the
 * leads, the outbox rows and the orders' personal fields are gone; the vehicles stay.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { buildServer } from '../src/index.ts';
import type { LeadChannel } from '../src/leads/leadEvent.ts';
import { ENQUIRY_CONTACT, NOW, orderBody } from './helpers/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'showroom-retention-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A channel that never succeeds: its rows stay in the outbox until retention takes them.
const down: LeadChannel = {
  name: 'webhook',
  deliver: async () => {
    throw new Error('down');
  },
};

it('a server started after the retention period has erased the old leads and personal fields', async () => {
  const dbPath = join(dir, 'r.sqlite');
  const start = (at: Date) =>
    buildServer({
      dbPath,
      seed: true,
      now: () => at,
      dataRetentionDays: 30,
      leadChannels: [down],
      leadDispatch: { intervalMs: 0 },
    });
  const first = await start(NOW);
  const vehicle = (
    await first.inject({ method: 'GET', url: '/api/v2/vehicle-search?resultsPerPage=5' })
  ).json().data[0].stock_id as number;
  const order = await first.inject({
    method: 'POST',
    url: '/api/v2/website-orders/order',
    headers: { 'idempotency-key': 'retention-1' },
    payload: orderBody(vehicle),
  });
  expect(order.statusCode).toBe(201);
  const guid = order.json().data.guid as string;
  const form = await first.inject({
    method: 'POST',
    url: '/api/v2/form-submit',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload:
      Object.entries(ENQUIRY_CONTACT)
        .map(([k, v]) => `--x\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + '--x--\r\n',
  });
  expect(form.statusCode).toBe(201);
  await first.close();

  const db = new Database(dbPath, { readonly: true });
  const count = (table: string) =>
    db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  expect([count('form_submissions'), count('lead_outbox')]).toEqual([1, 2]);
  const vehicles = count('vehicles');

  // 29 days on: nothing is old enough.
  await (await start(new Date(NOW.getTime() + 29 * 86_400_000))).close();
  expect([count('form_submissions'), count('lead_outbox')]).toEqual([1, 2]);

  // 31 days on: the job ran on start.
  const later = await start(new Date(NOW.getTime() + 31 * 86_400_000));
  expect([count('form_submissions'), count('lead_outbox')]).toEqual([0, 0]);
  expect(count('vehicles')).toBe(vehicles);
  const erased = (
    await later.inject({ method: 'GET', url: `/api/v2/website-orders/order/${guid}` })
  ).json().data;
  expect(erased.customer).toEqual({
    customer_title: null,
    customer_first_name: '',
    customer_last_name: '',
    customer_email: '',
    customer_telephone: null,
    customer_current_address: null,
  });
  expect([erased.vehicle, erased.status]).toEqual([vehicle, 'STATUS_NEW']);
  await later.close();
  db.close();
});
