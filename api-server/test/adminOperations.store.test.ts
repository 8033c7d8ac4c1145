/**
 * The admin operations' writes in each store (AdminRepository): SQLite and PostgreSQL apply an
 * operation's change with its audit row in one transaction, write nothing when an order changed
 * since it was read, and read the audit back alike. What adminOperations.test.ts sees over HTTP
 * rests on this.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry, OutboxMessage, Repositories } from '../src/db/repositories.ts';
import type { LeadEvent } from '../src/leads/leadEvent.ts';
import type { OrderRecord } from '../src/model.ts';
import { demoVehicles } from '../src/seed/vehicles.ts';
import { storeBackends } from './helpers/stores.ts';
import { NOW } from './helpers/server.ts';

const backends = storeBackends('admin');

const STOCK = demoVehicles(8).filter((v) => !v.reserved && v.reservation_status === 'Available');
const AT = NOW.toISOString();
const LATER = new Date(NOW.getTime() + 60_000).toISOString();
const car = STOCK[0]!.stock_id;
const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const order = (n: number, status: OrderRecord['status'] = 'STATUS_NEW'): OrderRecord => ({
  guid: guid(n),
  status,
  vehicle: car,
  payment_type: 'OUTRIGHT_FULL',
  products: [],
  customer: {
    customer_title: null,
    customer_first_name: 'Ada',
    customer_last_name: 'Lovelace',
    customer_email: 'ada@example.co.uk',
    customer_telephone: null,
    customer_current_address: null,
  },
  finance: null,
  customer_form: null,
  application_draft: null,
  meta: {},
  reserved_at: null,
  valuations: [],
  payments: [],
  created_at: AT,
  updated_at: AT,
});
const audit = (outcome: AuditEntry['outcome'], more: Partial<AuditEntry> = {}): AuditEntry => ({
  at: LATER,
  actor: 'dms',
  operation: 'release_reservation',
  target: `order:${guid(1)}`,
  outcome,
  detail: { refunds: [{ refund: 're_1', amount: 99 }] },
  ...more,
});
const lead = (id: string): OutboxMessage => ({
  channel: 'webhook',
  event: {
    id,
    type: 'deposit.released',
    occurred_at: LATER,
    order_guid: guid(1),
    vehicle: null,
    branch: null,
    customer: {
      title: null,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      telephone: null,
      preferred_contact: null,
    },
    deal: null,
    deposit: { amount: 9900, card_last4: null, held_until: null },
  } satisfies LeadEvent,
});
const stampOf = (o: OrderRecord) => ({
  updated_at: o.updated_at,
  status: o.status,
  payment_type: o.payment_type,
});

describe.each(backends)('admin operations’ store: $name', (backend) => {
  let repos: Repositories;
  let dispose: () => Promise<void> = async () => undefined;
  afterEach(async () => {
    await dispose();
    dispose = async () => undefined;
  });
  /** A store whose first car is reserved by order 1's taken deposit; order 2 is new. */
  const open = async () => {
    ({ repos, dispose } = await backend.open());
    await repos.vehicles.replaceAll(STOCK, () => null);
    await repos.orders.insert(order(1));
    await repos.orders.insert(order(2));
    expect(await repos.vehicles.reserve(car, AT)).toBe(true);
    await repos.orders.recordPayment(
      { ...order(1, 'STATUS_RESERVED'), reserved_at: AT, payment_type: 'OUTRIGHT_DEPOSIT' },
      { id: 'pi_1', amount: 9900, status: 'succeeded', created_at: AT },
      '4242',
    );
    return (await repos.orders.get(guid(1)))!;
  };

  it.skipIf(backend.skip)(
    'a shopper’s cancellation saves the order, its refunded payment and its lead in one step (docs/decisions/0624)',
    async () => {
      const reserved = await open();
      const cancelled = { ...reserved, status: 'STATUS_CANCELLED' as const, updated_at: LATER };
      const refunded = [{ id: 'pi_1', status: 'refunded' }];
      // A copy read before the order changed writes nothing: the payment stays taken.
      const stale = { ...stampOf(reserved), updated_at: AT.replace('12:00', '11:59') };
      expect(await repos.orders.update(cancelled, [lead('l-stale')], stale, refunded)).toBe(false);
      expect((await repos.orders.get(guid(1)))!.payments[0]!.status).toBe('succeeded');
      expect(await repos.orders.update(cancelled, [lead('l-1')], stampOf(reserved), refunded)).toBe(
        true,
      );
      const read = (await repos.orders.get(guid(1)))!;
      expect(read.status).toBe('STATUS_CANCELLED');
      expect(read.payments).toEqual([expect.objectContaining({ id: 'pi_1', status: 'refunded' })]);
      expect((await repos.outbox.counts()).pending).toBe(1);
    },
  );

  it.skipIf(backend.skip)(
    'applies a release in one step: order, payment, car, lead and audit row',
    async () => {
      const reserved = await open();
      const released = {
        ...reserved,
        status: 'STATUS_CANCELLED' as const,
        updated_at: LATER,
      };
      expect(
        await repos.admin.apply({
          orders: [{ order: released, expected: stampOf(reserved) }],
          payments: [{ id: 'pi_1', status: 'refunded' }],
          release: { stockId: car, at: AT },
          leads: [lead('11111111-1111-4111-8111-111111111111')],
          audit: audit('changed'),
        }),
      ).toBe(true);
      const stored = await repos.orders.get(guid(1));
      expect([stored?.status, stored?.payments.map((p) => p.status)]).toEqual([
        'STATUS_CANCELLED',
        ['refunded'],
      ]);
      expect(await repos.vehicles.byId(car)).toMatchObject({
        reservation_status: 'Available',
        reserved: false,
        reserved_at: null,
      });
      expect((await repos.outbox.counts()).pending).toBe(1);
      expect(await repos.admin.audit(10)).toEqual([
        { id: expect.any(Number), ...audit('changed') },
      ]);
    },
  );

  it.skipIf(backend.skip)(
    'writes nothing, audit row included, when an order changed since it was read',
    async () => {
      const reserved = await open();
      const stale = { ...stampOf(reserved), updated_at: '2020-01-01T00:00:00.000Z' };
      expect(
        await repos.admin.apply({
          orders: [{ order: { ...reserved, status: 'STATUS_CANCELLED' }, expected: stale }],
          payments: [{ id: 'pi_1', status: 'refunded' }],
          release: { stockId: car, at: AT },
          leads: [lead('22222222-2222-4222-8222-222222222222')],
          audit: audit('changed'),
        }),
      ).toBe(false);
      const stored = await repos.orders.get(guid(1));
      expect([stored?.status, stored?.payments.map((p) => p.status)]).toEqual([
        'STATUS_RESERVED',
        ['succeeded'],
      ]);
      expect((await repos.vehicles.byId(car))?.reservation_status).toBe('Reserved');
      expect((await repos.outbox.counts()).pending).toBe(0);
      expect(await repos.admin.audit(10)).toEqual([]);
    },
  );

  it.skipIf(backend.skip)(
    'a sale closes orders and withdraws the car; the car and its orders are still found',
    async () => {
      const reserved = await open();
      expect(await repos.admin.orderGuidsOf(car, ['STATUS_NEW', 'STATUS_RESERVED'])).toEqual([
        guid(1),
        guid(2),
      ]);
      expect(await repos.admin.orderGuidsOf(car, ['STATUS_NEW'])).toEqual([guid(2)]);
      expect(await repos.admin.orderGuidsOf(car, [])).toEqual([]);
      const waiting = (await repos.orders.get(guid(2)))!;
      expect(
        await repos.admin.apply({
          orders: [
            {
              order: { ...reserved, status: 'STATUS_COMPLETED', updated_at: LATER },
              expected: stampOf(reserved),
            },
            {
              order: { ...waiting, status: 'STATUS_CANCELLED', updated_at: LATER },
              expected: stampOf(waiting),
            },
          ],
          withdraw: { stockId: car, at: LATER },
          audit: audit('changed', { operation: 'mark_sold', target: `vehicle:${car}` }),
        }),
      ).toBe(true);
      expect(await repos.vehicles.byId(car)).toBeUndefined();
      expect(await repos.admin.vehicle(car)).toEqual({
        stock_id: car,
        withdrawn_at: LATER,
        reserved_at: AT,
      });
      expect(await repos.admin.vehicle(987_654)).toBeUndefined();
      expect(
        await repos.admin.orderGuidsOf(car, ['STATUS_NEW', 'STATUS_SUBMITTED', 'STATUS_RESERVED']),
      ).toEqual([]);
      expect((await repos.orders.get(guid(1)))?.status).toBe('STATUS_COMPLETED');
      expect((await repos.orders.get(guid(2)))?.status).toBe('STATUS_CANCELLED');
    },
  );

  it.skipIf(backend.skip)('records rows on their own and reads them newest first', async () => {
    await open();
    await repos.admin.record(audit('refused', { actor: 'jo.smith', detail: { status: 409 } }));
    await repos.admin.record(audit('unchanged', { detail: { status: 200 } }));
    const rows = await repos.admin.audit(10);
    expect(rows.map((row) => [row.actor, row.outcome, row.detail])).toEqual([
      ['dms', 'unchanged', { status: 200 }],
      ['jo.smith', 'refused', { status: 409 }],
    ]);
    expect(await repos.admin.audit(1)).toHaveLength(1);
  });
});
