import type { Db } from '../connection.ts';
import type { FormRepository } from '../repositories.ts';

export function sqliteFormRepository(db: Db): FormRepository {
  const insert = db.prepare(
    'INSERT INTO form_submissions (form_id, kind, data, created_at) VALUES (?, ?, ?, ?)',
  );
  return {
    insert: async (s) =>
      Number(insert.run(s.form_id, s.kind, JSON.stringify(s.data), s.created_at).lastInsertRowid),
    count: async () => db.prepare('SELECT COUNT(*) FROM form_submissions').pluck().get() as number,
  };
}
