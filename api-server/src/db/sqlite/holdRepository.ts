import { durably, type Db } from '../connection.ts';
import type { PaymentHoldRepository } from '../repositories.ts';
import type { PaymentHold } from '../../model.ts';
import { sqliteOutboxWriter } from './outboxRepository.ts';

export function sqliteHoldRepository(db: Db): PaymentHoldRepository {
  const reserve = db.prepare(
    `UPDATE vehicles SET reservation_status = 'Reserved', reserved = 1, reserved_at = ?
     WHERE stock_id = ? AND reserved = 0 AND withdrawn_at IS NULL AND (reservation_status IS NULL OR reservation_status IN ('Available', 'On Order'))`,
  );
  const insert = db.prepare(
    `INSERT INTO payment_holds (order_guid, stock_id, held_at, expires_at, previous_status, intent_id, redirect_url)
     VALUES (@order_guid, @stock_id, @held_at, @expires_at, @previous_status, @intent_id, @redirect_url)`,
  );
  const columns =
    'order_guid, stock_id, held_at, expires_at, previous_status, intent_id, redirect_url';
  const get = db.prepare(`SELECT ${columns} FROM payment_holds WHERE order_guid = ?`);
  const byIntent = db.prepare(`SELECT ${columns} FROM payment_holds WHERE intent_id = ?`);
  const expired = db.prepare(
    `SELECT ${columns} FROM payment_holds WHERE expires_at < ? ORDER BY expires_at`,
  );
  const setIntent = db.prepare(
    'UPDATE payment_holds SET intent_id = ?, redirect_url = ? WHERE order_guid = ?',
  );
  const unreserve = db.prepare(
    `UPDATE vehicles SET reservation_status = ?, reserved = 0, reserved_at = NULL
     WHERE stock_id = ? AND reserved_at = ?`,
  );
  const forget = db.prepare('DELETE FROM payment_holds WHERE order_guid = ? AND held_at = ?');
  const writeLeads = sqliteOutboxWriter(db);

  return {
    take: async (hold) =>
      durably(db, () =>
        db
          .transaction(() => {
            if (reserve.run(hold.held_at, hold.stock_id).changes !== 1) return false;
            insert.run(hold);
            return true;
          })
          .immediate(),
      ),
    get: async (guid) => get.get(guid) as PaymentHold | undefined,
    byIntent: async (id) => byIntent.get(id) as PaymentHold | undefined,
    async setIntent(guid, intentId, redirectUrl) {
      durably(db, () => setIntent.run(intentId, redirectUrl, guid));
    },
    release: async (hold, leads = []) =>
      durably(db, () =>
        db
          .transaction(() => {
            if (forget.run(hold.order_guid, hold.held_at).changes !== 1) return false;
            unreserve.run(hold.previous_status, hold.stock_id, hold.held_at);
            writeLeads(leads);
            return true;
          })
          .immediate(),
      ),
    expiredBefore: async (before) => expired.all(before) as PaymentHold[],
  };
}
