import type { FormRepository } from '../repositories.ts';
import { writeLeads } from './outboxRepository.ts';
import type { PgStore } from './store.ts';

export function pgFormRepository(store: PgStore): FormRepository {
  return {
    async insert(s, leads = []) {
      const [row] = await store.transaction(async (client) => {
        const result = await client.query<{ id: number }>(
          'INSERT INTO form_submissions (form_id, kind, data, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
          [s.form_id, s.kind, JSON.stringify(s.data), s.created_at],
        );
        await writeLeads(client, leads);
        return result.rows;
      });
      return row!.id;
    },
    count: async () =>
      (await store.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM form_submissions'))[0]!.n,
    eraseBefore: (before) =>
      store.write('DELETE FROM form_submissions WHERE created_at < $1', [before]),
  };
}
