import type { PaymentHoldRepository } from '../repositories.ts';
import type { PaymentHold } from '../../model.ts';
import { writeLeads } from './outboxRepository.ts';
import type { PgStore } from './store.ts';

const COLUMNS =
  'order_guid, stock_id, held_at, expires_at, previous_status, intent_id, redirect_url';

export function pgHoldRepository(store: PgStore): PaymentHoldRepository {
  const one = async (sql: string, params: unknown[]) =>
    (await store.query<PaymentHold & Record<string, unknown>>(sql, params))[0] as
      PaymentHold | undefined;
  return {
    // The reservation is the same one-statement UPDATE as ever (concurrent payers queue on the
    // row's lock; exactly one updates it), with the hold recorded in its transaction.
    take: async (hold) =>
      store.transaction(async (client) => {
        const reserved = await client.query(
          `UPDATE vehicles SET reservation_status = 'Reserved', reserved = TRUE, reserved_at = $1
           WHERE stock_id = $2 AND NOT reserved AND withdrawn_at IS NULL
             AND (reservation_status IS NULL OR reservation_status IN ('Available', 'On Order'))`,
          [hold.held_at, hold.stock_id],
        );
        if (reserved.rowCount !== 1) return false;
        await client.query(
          `INSERT INTO payment_holds (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            hold.order_guid,
            hold.stock_id,
            hold.held_at,
            hold.expires_at,
            hold.previous_status,
            hold.intent_id,
            hold.redirect_url,
          ],
        );
        return true;
      }),
    get: (guid) => one(`SELECT ${COLUMNS} FROM payment_holds WHERE order_guid = $1`, [guid]),
    byIntent: (id) => one(`SELECT ${COLUMNS} FROM payment_holds WHERE intent_id = $1`, [id]),
    async setIntent(guid, intentId, redirectUrl) {
      await store.write(
        'UPDATE payment_holds SET intent_id = $1, redirect_url = $2 WHERE order_guid = $3',
        [intentId, redirectUrl, guid],
      );
    },
    release: async (hold, leads = []) =>
      store.transaction(async (client) => {
        const forgotten = await client.query(
          'DELETE FROM payment_holds WHERE order_guid = $1 AND held_at = $2',
          [hold.order_guid, hold.held_at],
        );
        if (forgotten.rowCount !== 1) return false;
        await client.query(
          `UPDATE vehicles SET reservation_status = $1, reserved = FALSE, reserved_at = NULL
           WHERE stock_id = $2 AND reserved_at = $3`,
          [hold.previous_status, hold.stock_id, hold.held_at],
        );
        await writeLeads(client, leads);
        return true;
      }),
    expiredBefore: async (before) =>
      (await store.query<PaymentHold & Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM payment_holds WHERE expires_at < $1 ORDER BY expires_at`,
        [before],
      )) as PaymentHold[],
  };
}
