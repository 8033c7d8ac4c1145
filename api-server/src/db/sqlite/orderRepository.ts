import { durably, type Db } from '../connection.ts';
import type { IdempotencyEntry, OrderRepository, OrderStamp } from '../repositories.ts';
import type { OrderRecord, PaymentRecord, ValuationRecord } from '../../model.ts';
import { erasedOrderData } from '../../leads/retention.ts';
import { sqliteOutboxWriter } from './outboxRepository.ts';

type StoredOrder = Omit<OrderRecord, 'valuations' | 'payments' | 'application_draft'>;

/** An order as its row's named parameters. */
export const stored = (order: OrderRecord) => {
  const { valuations: _v, payments: _p, application_draft: draft, ...rest } = order;
  return {
    guid: order.guid,
    vehicle: order.vehicle,
    status: order.status,
    payment_type: order.payment_type,
    data: JSON.stringify(rest),
    application_draft: draft ? JSON.stringify(draft) : null,
    created_at: order.created_at,
    updated_at: order.updated_at,
  };
};

/** Saves an order only while it is still as read (docs/decisions/0203): its named parameters. */
export const UPDATE_ORDER_IF_UNCHANGED = `UPDATE orders SET status = @status, payment_type = @payment_type, data = @data,
       application_draft = @application_draft, updated_at = @updated_at
     WHERE guid = @guid AND updated_at = @was_updated_at AND status = @was_status
       AND payment_type = @was_payment_type`;

export function sqliteOrderRepository(db: Db): OrderRepository {
  const selectOrder = db.prepare(
    'SELECT data, status, application_draft FROM orders WHERE guid = ?',
  );
  const selectValuations = db.prepare(
    `SELECT v.data FROM order_valuations ov JOIN valuations v ON v.hash = ov.hash
     WHERE ov.order_guid = ? ORDER BY ov.position`,
  );
  const selectPayments = db.prepare(
    'SELECT id, amount, status, created_at FROM payments WHERE order_guid = ? ORDER BY created_at, id',
  );
  const insertOrder = db.prepare(
    `INSERT INTO orders (guid, stock_id, status, payment_type, data, application_draft, created_at, updated_at)
     VALUES (@guid, @vehicle, @status, @payment_type, @data, @application_draft, @created_at, @updated_at)`,
  );
  const updateOrder = db.prepare(
    `UPDATE orders SET status = @status, payment_type = @payment_type, data = @data,
       application_draft = @application_draft, updated_at = @updated_at WHERE guid = @guid`,
  );
  const updateIfUnchanged = db.prepare(UPDATE_ORDER_IF_UNCHANGED);
  const claim = db.prepare(
    `INSERT INTO idempotency_keys (key, body_hash, state, created_at) VALUES (?, ?, 'in_flight', ?)
     ON CONFLICT (key) DO NOTHING`,
  );
  const findKey = db.prepare(
    'SELECT key, body_hash, state, order_guid FROM idempotency_keys WHERE key = ?',
  );
  const finishKey = db.prepare(
    "UPDATE idempotency_keys SET state = 'done', order_guid = ? WHERE key = ?",
  );
  const attach = db.prepare(
    'INSERT INTO order_valuations (order_guid, hash, position) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const releaseKey = db.prepare(
    "DELETE FROM idempotency_keys WHERE key = ? AND state = 'in_flight'",
  );

  const writeLeads = sqliteOutboxWriter(db);

  const insert = (order: OrderRecord) => {
    insertOrder.run(stored(order));
  };
  const setPaymentStatus = db.prepare(
    'UPDATE payments SET status = ? WHERE id = ? AND order_guid = ?',
  );
  const save = (
    order: OrderRecord,
    leads: Parameters<typeof writeLeads>[0],
    expected: OrderStamp | undefined,
    payments: readonly { id: string; status: string }[],
  ) =>
    durably(db, () =>
      db
        .transaction(() => {
          const written = expected
            ? updateIfUnchanged.run({
                ...stored(order),
                was_updated_at: expected.updated_at,
                was_status: expected.status,
                was_payment_type: expected.payment_type,
              }).changes === 1
            : (updateOrder.run(stored(order)), true);
          if (written) {
            for (const p of payments) setPaymentStatus.run(p.status, p.id, order.guid);
            writeLeads(leads);
          }
          return written;
        })
        .immediate(),
    );

  return {
    async get(guid) {
      const row = selectOrder.get(guid) as
        | { data: string; status: OrderRecord['status']; application_draft: string | null }
        | undefined;
      if (!row) return undefined;
      const order = JSON.parse(row.data) as StoredOrder;
      const application_draft = row.application_draft
        ? (JSON.parse(row.application_draft) as OrderRecord['application_draft'])
        : null;
      const valuations = (selectValuations.all(guid) as { data: string }[]).map(
        (r) => JSON.parse(r.data) as ValuationRecord,
      );
      const payments = selectPayments.all(guid) as PaymentRecord[];
      return { ...order, status: row.status, application_draft, valuations, payments };
    },
    insert: async (order) => durably(db, () => insert(order)),
    update: async (order, leads = [], expected, payments = []) =>
      save(order, leads, expected, payments),
    async setStatus(guid, status, at) {
      durably(db, () =>
        db
          .prepare('UPDATE orders SET status = ?, updated_at = ? WHERE guid = ?')
          .run(status, at, guid),
      );
    },
    count: async () => db.prepare('SELECT COUNT(*) FROM orders').pluck().get() as number,
    async attachValuation(guid, hash) {
      db.prepare(
        `INSERT INTO order_valuations (order_guid, hash, position)
         VALUES (?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM order_valuations WHERE order_guid = ?))
         ON CONFLICT DO NOTHING`,
      ).run(guid, hash, guid);
    },
    detachValuation: async (guid, hash) =>
      db.prepare('DELETE FROM order_valuations WHERE order_guid = ? AND hash = ?').run(guid, hash)
        .changes === 1,
    recordPayment: async (order, payment: PaymentRecord, cardLast4, leads = []) =>
      durably(db, () =>
        db
          .transaction(() => {
            const inserted = db
              .prepare(
                `INSERT INTO payments (id, order_guid, amount, status, card_last4, created_at)
                 VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
              )
              .run(
                payment.id,
                order.guid,
                payment.amount,
                payment.status,
                cardLast4,
                payment.created_at,
              );
            if (inserted.changes !== 1) return false;
            updateOrder.run(stored(order));
            // The vehicle stays reserved (its reserved_at is the hold's): now by the payment.
            db.prepare('DELETE FROM payment_holds WHERE order_guid = ?').run(order.guid);
            writeLeads(leads);
            return true;
          })
          .immediate(),
      ),
    async claimKey(key, bodyHash, at) {
      if (durably(db, () => claim.run(key, bodyHash, at)).changes === 1) return undefined;
      return findKey.get(key) as IdempotencyEntry;
    },
    findKey: async (key) => findKey.get(key) as IdempotencyEntry | undefined,
    async insertForKey(key, order, leads = []) {
      durably(db, () =>
        db
          .transaction(() => {
            insert(order);
            order.valuations.forEach((v, i) => attach.run(order.guid, v.hash, i + 1));
            finishKey.run(order.guid, key);
            writeLeads(leads);
          })
          .immediate(),
      );
    },
    async releaseKey(key) {
      releaseKey.run(key);
    },
    releaseAbandonedKeys: async () =>
      db.prepare("DELETE FROM idempotency_keys WHERE state = 'in_flight'").run().changes,
    async erasePersonalDataBefore(before, at) {
      return durably(db, () =>
        db
          .transaction(() => {
            const rows = db
              .prepare(
                `SELECT guid, data FROM orders WHERE updated_at < ?
                   AND json_extract(data, '$.meta.personal_data_erased_at') IS NULL`,
              )
              .all(before) as { guid: string; data: string }[];
            const erase = db.prepare(
              'UPDATE orders SET data = ?, application_draft = NULL WHERE guid = ?',
            );
            for (const row of rows)
              erase.run(
                JSON.stringify(
                  erasedOrderData(JSON.parse(row.data) as Record<string, unknown>, at),
                ),
                row.guid,
              );
            return rows.length;
          })
          .immediate(),
      );
    },
  };
}
