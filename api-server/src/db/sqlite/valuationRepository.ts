import type { Db } from '../connection.ts';
import type { ValuationRepository } from '../repositories.ts';
import type { ValuationRecord } from '../../model.ts';

export function sqliteValuationRepository(db: Db): ValuationRepository {
  const select = db.prepare('SELECT data FROM valuations WHERE hash = ?').pluck();
  const upsert = db.prepare(
    `INSERT INTO valuations (hash, registration, data, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (hash) DO UPDATE SET data = excluded.data`,
  );
  return {
    async get(hash) {
      const data = select.get(hash) as string | undefined;
      return data === undefined ? undefined : (JSON.parse(data) as ValuationRecord);
    },
    async save(v) {
      upsert.run(v.hash, v.registration, JSON.stringify(v), v.created_at);
    },
    eraseBefore: async (before) =>
      db
        .prepare(
          `UPDATE valuations SET registration = '', data = json_set(data, '$.registration', '')
           WHERE created_at < ? AND registration <> ''`,
        )
        .run(before).changes,
  };
}
