import type { ValuationRepository } from '../repositories.ts';
import type { ValuationRecord } from '../../model.ts';
import type { PgStore } from './store.ts';

export function pgValuationRepository(store: PgStore): ValuationRepository {
  return {
    get: async (hash) =>
      (
        await store.query<{ data: ValuationRecord }>(
          'SELECT data FROM valuations WHERE hash = $1',
          [hash],
        )
      )[0]?.data,
    async save(v) {
      await store.write(
        `INSERT INTO valuations (hash, registration, data, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (hash) DO UPDATE SET data = EXCLUDED.data`,
        [v.hash, v.registration, JSON.stringify(v), v.created_at],
      );
    },
    eraseBefore: (before) =>
      store.write(
        `UPDATE valuations SET registration = '', data = jsonb_set(data::jsonb, '{registration}', '""')::json
         WHERE created_at < $1 AND registration <> ''`,
        [before],
      ),
  };
}
