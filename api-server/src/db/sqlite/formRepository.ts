import { durably, type Db } from '../connection.ts';
import type { FormRepository } from '../repositories.ts';
import { sqliteOutboxWriter } from './outboxRepository.ts';

export function sqliteFormRepository(db: Db): FormRepository {
  const insert = db.prepare(
    'INSERT INTO form_submissions (form_id, kind, data, created_at) VALUES (?, ?, ?, ?)',
  );
  const writeLeads = sqliteOutboxWriter(db);
  return {
    insert: async (s, leads = []) =>
      durably(db, () =>
        db
          .transaction(() => {
            const id = Number(
              insert.run(s.form_id, s.kind, JSON.stringify(s.data), s.created_at).lastInsertRowid,
            );
            writeLeads(leads);
            return id;
          })
          .immediate(),
      ),
    count: async () => db.prepare('SELECT COUNT(*) FROM form_submissions').pluck().get() as number,
    eraseBefore: async (before) =>
      db.prepare('DELETE FROM form_submissions WHERE created_at < ?').run(before).changes,
  };
}
