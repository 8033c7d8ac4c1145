import { durably, type Db } from '../connection.ts';
import type { AdminRepository, AdminVehicle, AuditEntry } from '../repositories.ts';
import { sqliteOutboxWriter } from './outboxRepository.ts';
import { stored, UPDATE_ORDER_IF_UNCHANGED } from './orderRepository.ts';

export function sqliteAdminRepository(db: Db): AdminRepository {
  const vehicle = db.prepare(
    'SELECT stock_id, withdrawn_at, reserved_at FROM vehicles WHERE stock_id = ?',
  );
  const saveOrder = db.prepare(UPDATE_ORDER_IF_UNCHANGED);
  const paymentStatus = db.prepare('UPDATE payments SET status = ? WHERE id = ?');
  const release = db.prepare(
    `UPDATE vehicles SET reservation_status = 'Available', reserved = 0, reserved_at = NULL
     WHERE stock_id = ? AND reserved_at = ?`,
  );
  const withdraw = db.prepare(
    'UPDATE vehicles SET withdrawn_at = ? WHERE stock_id = ? AND withdrawn_at IS NULL',
  );
  const insertAudit = db.prepare(
    `INSERT INTO admin_audit (at, actor, operation, target, outcome, detail)
     VALUES (@at, @actor, @operation, @target, @outcome, @detail)`,
  );
  const selectAudit = db.prepare(
    'SELECT id, at, actor, operation, target, outcome, detail FROM admin_audit ORDER BY id DESC LIMIT ?',
  );
  const writeLeads = sqliteOutboxWriter(db);
  const audit = (entry: AuditEntry) =>
    insertAudit.run({ ...entry, detail: JSON.stringify(entry.detail) });

  return {
    vehicle: async (stockId) => vehicle.get(stockId) as AdminVehicle | undefined,
    async orderGuidsOf(stockId, statuses) {
      if (!statuses.length) return [];
      return db
        .prepare(
          `SELECT guid FROM orders WHERE stock_id = ? AND status IN (${statuses.map(() => '?').join(', ')})
           ORDER BY created_at, guid`,
        )
        .pluck()
        .all(stockId, ...statuses) as string[];
    },
    apply: async (change) =>
      durably(db, () => {
        const run = db.transaction(() => {
          for (const { order, expected } of change.orders) {
            const written = saveOrder.run({
              ...stored(order),
              was_updated_at: expected.updated_at,
              was_status: expected.status,
              was_payment_type: expected.payment_type,
            });
            // Another write came first: throwing rolls the whole change back.
            if (written.changes !== 1) throw STALE;
          }
          for (const payment of change.payments ?? [])
            paymentStatus.run(payment.status, payment.id);
          if (change.release) release.run(change.release.stockId, change.release.at);
          if (change.withdraw) withdraw.run(change.withdraw.at, change.withdraw.stockId);
          writeLeads(change.leads ?? []);
          audit(change.audit);
        });
        try {
          run.immediate();
          return true;
        } catch (error) {
          if (error === STALE) return false;
          throw error;
        }
      }),
    async record(entry) {
      audit(entry);
    },
    audit: async (limit) =>
      (
        selectAudit.all(limit) as (Omit<AuditEntry, 'detail'> & { id: number; detail: string })[]
      ).map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> })),
  };
}

const STALE = new Error('The order changed since it was read');
