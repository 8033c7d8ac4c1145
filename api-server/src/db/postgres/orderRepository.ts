import {
  IdempotencyKeyLost,
  type IdempotencyEntry,
  type OrderRepository,
} from '../repositories.ts';
import type { OrderRecord, PaymentRecord, ValuationRecord } from '../../model.ts';
import { erasedOrderData } from '../../leads/retention.ts';
import { writeLeads } from './outboxRepository.ts';
import type { PgStore } from './store.ts';

type StoredOrder = Omit<OrderRecord, 'valuations' | 'payments' | 'application_draft'>;

/**
 * How long a claimed idempotency key stays in flight before another node may take it over: longer
 * than any creation takes (a reCAPTCHA check is its only outside call), so only a claim whose node
 * died is taken over. Its holder can then no longer finish (insertForKey fails): one order per key.
 */
export const IN_FLIGHT_LEASE_SECONDS = 60;

const KEY_COLUMNS = 'key, body_hash, state, order_guid';

export function stored(order: OrderRecord): unknown[] {
  const { valuations: _v, payments: _p, application_draft: draft, ...rest } = order;
  return [
    order.guid,
    order.vehicle,
    order.status,
    order.payment_type,
    JSON.stringify(rest),
    draft ? JSON.stringify(draft) : null,
    order.created_at,
    order.updated_at,
  ];
}

const INSERT_ORDER = `INSERT INTO orders (guid, stock_id, status, payment_type, data, application_draft, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;
const UPDATE_ORDER = `UPDATE orders SET status = $2, payment_type = $3, data = $4,
  application_draft = $5, updated_at = $6 WHERE guid = $1`;
/** UPDATE_ORDER only while the stored order is the one read ($7-$9: its stamp then). */
export const UPDATE_ORDER_IF_UNCHANGED = `${UPDATE_ORDER} AND updated_at = $7 AND status = $8 AND payment_type = $9`;
export const updated = (order: OrderRecord) => {
  const [guid, , status, paymentType, data, draft, , updatedAt] = stored(order);
  return [guid, status, paymentType, data, draft, updatedAt];
};

export function pgOrderRepository(store: PgStore): OrderRepository {
  // A claim older than the lease is abandoned: as if absent, so the next claim takes it over.
  const findKey = async (key: string) =>
    (
      await store.query<IdempotencyEntry>(
        `SELECT ${KEY_COLUMNS} FROM idempotency_keys WHERE key = $1
           AND NOT (state = 'in_flight' AND claimed_at < now() - make_interval(secs => ${IN_FLIGHT_LEASE_SECONDS}))`,
        [key],
      )
    )[0];
  return {
    async get(guid) {
      const [orderRows, valuationRows, payments] = await Promise.all([
        store.query<{
          data: StoredOrder;
          status: OrderRecord['status'];
          application_draft: OrderRecord['application_draft'];
        }>('SELECT data, status, application_draft FROM orders WHERE guid = $1', [guid]),
        store.query<{ data: ValuationRecord }>(
          `SELECT v.data FROM order_valuations ov JOIN valuations v ON v.hash = ov.hash
           WHERE ov.order_guid = $1 ORDER BY ov.position`,
          [guid],
        ),
        store.query<PaymentRecord>(
          'SELECT id, amount, status, created_at FROM payments WHERE order_guid = $1 ORDER BY created_at, id',
          [guid],
        ),
      ]);
      const row = orderRows[0];
      if (!row) return undefined;
      return {
        ...row.data,
        status: row.status,
        application_draft: row.application_draft,
        valuations: valuationRows.map((r) => r.data),
        payments,
      };
    },
    async insert(order) {
      await store.write(INSERT_ORDER, stored(order));
    },
    async update(order, leads = [], expected, payments = []) {
      const [sql, params] = expected
        ? [
            UPDATE_ORDER_IF_UNCHANGED,
            [...updated(order), expected.updated_at, expected.status, expected.payment_type],
          ]
        : [UPDATE_ORDER, updated(order)];
      if (!leads.length && !payments.length)
        return (await store.write(sql, params)) === 1 || !expected;
      return store.transaction(async (client) => {
        const written = ((await client.query(sql, params)).rowCount ?? 0) === 1 || !expected;
        if (!written) return false;
        for (const p of payments)
          await client.query('UPDATE payments SET status = $1 WHERE id = $2 AND order_guid = $3', [
            p.status,
            p.id,
            order.guid,
          ]);
        await writeLeads(client, leads);
        return written;
      });
    },
    async setStatus(guid, status, at) {
      await store.write('UPDATE orders SET status = $1, updated_at = $2 WHERE guid = $3', [
        status,
        at,
        guid,
      ]);
    },
    count: async () =>
      (await store.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders'))[0]!.n,
    async attachValuation(guid, hash) {
      await store.write(
        `INSERT INTO order_valuations (order_guid, hash, position)
         VALUES ($1, $2, (SELECT COALESCE(MAX(position), 0) + 1 FROM order_valuations WHERE order_guid = $1))
         ON CONFLICT DO NOTHING`,
        [guid, hash],
      );
    },
    detachValuation: async (guid, hash) =>
      (await store.write('DELETE FROM order_valuations WHERE order_guid = $1 AND hash = $2', [
        guid,
        hash,
      ])) === 1,
    recordPayment: async (order, payment, cardLast4, leads = []) =>
      store.transaction(async (client) => {
        const inserted = await client.query(
          `INSERT INTO payments (id, order_guid, amount, status, card_last4, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [payment.id, order.guid, payment.amount, payment.status, cardLast4, payment.created_at],
        );
        if (inserted.rowCount !== 1) return false;
        await client.query(UPDATE_ORDER, updated(order));
        // The vehicle stays reserved (its reserved_at is the hold's): now by the payment.
        await client.query('DELETE FROM payment_holds WHERE order_guid = $1', [order.guid]);
        await writeLeads(client, leads);
        return true;
      }),
    async claimKey(key, bodyHash, at) {
      // The primary key decides between nodes: the INSERT that lands claims the key. A key left in
      // flight past the lease (its node died) is taken over in the same statement.
      for (let attempt = 0; attempt < 3; attempt++) {
        const claimed = await store.write(
          `INSERT INTO idempotency_keys (key, body_hash, state, created_at, claimed_at)
           VALUES ($1, $2, 'in_flight', $3, now())
           ON CONFLICT (key) DO UPDATE SET body_hash = EXCLUDED.body_hash,
             created_at = EXCLUDED.created_at, claimed_at = now()
           WHERE idempotency_keys.state = 'in_flight'
             AND idempotency_keys.claimed_at < now() - make_interval(secs => ${IN_FLIGHT_LEASE_SECONDS})`,
          [key, bodyHash, at],
        );
        if (claimed === 1) return undefined;
        const held = await findKey(key);
        if (held) return held;
        // Released between the two statements: try to claim it again.
      }
      throw new Error(`idempotency key ${key} could not be claimed`);
    },
    findKey,
    async insertForKey(key, order, leads = []) {
      await store.transaction(async (client) => {
        // Finish the claim first: the key's row lock is held to the commit, and a claim taken over
        // by another node makes this fail before the order exists.
        const finished = await client.query(
          `UPDATE idempotency_keys SET state = 'done', order_guid = NULL
           WHERE key = $1 AND state = 'in_flight'`,
          [key],
        );
        if (finished.rowCount !== 1) throw new IdempotencyKeyLost(key);
        await client.query(INSERT_ORDER, stored(order));
        for (const [i, v] of order.valuations.entries()) {
          await client.query(
            'INSERT INTO order_valuations (order_guid, hash, position) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
            [order.guid, v.hash, i + 1],
          );
        }
        await client.query('UPDATE idempotency_keys SET order_guid = $1 WHERE key = $2', [
          order.guid,
          key,
        ]);
        await writeLeads(client, leads);
      });
    },
    async releaseKey(key) {
      await store.write("DELETE FROM idempotency_keys WHERE key = $1 AND state = 'in_flight'", [
        key,
      ]);
    },
    erasePersonalDataBefore: (before, at) =>
      store.transaction(async (client) => {
        const { rows } = await client.query<{ guid: string; data: Record<string, unknown> }>(
          `SELECT guid, data FROM orders WHERE updated_at < $1
             AND (data -> 'meta' ->> 'personal_data_erased_at') IS NULL
           FOR UPDATE`,
          [before],
        );
        for (const row of rows)
          await client.query(
            'UPDATE orders SET data = $1, application_draft = NULL WHERE guid = $2',
            [JSON.stringify(erasedOrderData(row.data, at)), row.guid],
          );
        return rows.length;
      }),
    // Other nodes are running: only claims older than the lease are abandoned.
    releaseAbandonedKeys: () =>
      store.write(
        `DELETE FROM idempotency_keys WHERE state = 'in_flight'
           AND claimed_at < now() - make_interval(secs => ${IN_FLIGHT_LEASE_SECONDS})`,
      ),
  };
}
