import type { AdminRepository, AdminVehicle, AuditEntry } from '../repositories.ts';
import { writeLeads } from './outboxRepository.ts';
import { UPDATE_ORDER_IF_UNCHANGED, updated } from './orderRepository.ts';
import type { PgStore } from './store.ts';

const INSERT_AUDIT = `INSERT INTO admin_audit (at, actor, operation, target, outcome, detail)
  VALUES ($1, $2, $3, $4, $5, $6)`;
const auditRow = (entry: AuditEntry) => [
  entry.at,
  entry.actor,
  entry.operation,
  entry.target,
  entry.outcome,
  JSON.stringify(entry.detail),
];

/** Thrown inside the change's transaction when an order changed since it was read: rolls it back. */
class Stale extends Error {}

export function pgAdminRepository(store: PgStore): AdminRepository {
  return {
    vehicle: async (stockId) =>
      (
        await store.query<AdminVehicle>(
          'SELECT stock_id, withdrawn_at, reserved_at FROM vehicles WHERE stock_id = $1',
          [stockId],
        )
      )[0],
    async orderGuidsOf(stockId, statuses) {
      const rows = await store.query<{ guid: string }>(
        'SELECT guid FROM orders WHERE stock_id = $1 AND status = ANY($2) ORDER BY created_at, guid',
        [stockId, [...statuses]],
      );
      return rows.map((row) => row.guid);
    },
    async apply(change) {
      try {
        await store.transaction(async (client) => {
          for (const { order, expected } of change.orders) {
            const written = await client.query(UPDATE_ORDER_IF_UNCHANGED, [
              ...updated(order),
              expected.updated_at,
              expected.status,
              expected.payment_type,
            ]);
            if (written.rowCount !== 1) throw new Stale();
          }
          for (const payment of change.payments ?? [])
            await client.query('UPDATE payments SET status = $1 WHERE id = $2', [
              payment.status,
              payment.id,
            ]);
          if (change.release)
            await client.query(
              `UPDATE vehicles SET reservation_status = 'Available', reserved = FALSE, reserved_at = NULL
               WHERE stock_id = $1 AND reserved_at = $2`,
              [change.release.stockId, change.release.at],
            );
          if (change.withdraw)
            await client.query(
              'UPDATE vehicles SET withdrawn_at = $1 WHERE stock_id = $2 AND withdrawn_at IS NULL',
              [change.withdraw.at, change.withdraw.stockId],
            );
          await writeLeads(client, change.leads ?? []);
          await client.query(INSERT_AUDIT, auditRow(change.audit));
        });
        return true;
      } catch (error) {
        if (error instanceof Stale) return false;
        throw error;
      }
    },
    async record(entry) {
      await store.write(INSERT_AUDIT, auditRow(entry));
    },
    audit: async (limit) =>
      store.query<AuditEntry & { id: number }>(
        'SELECT id, at, actor, operation, target, outcome, detail FROM admin_audit ORDER BY id DESC LIMIT $1',
        [limit],
      ),
  };
}
