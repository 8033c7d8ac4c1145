import type { ContentRepository } from '../repositories.ts';
import type { PgStore } from './store.ts';

/** A stored document is written by replaceAll in its contract schema (ContentSeed). */
export function pgContentRepository(store: PgStore): ContentRepository {
  const first = async <T>(sql: string, params: unknown[]) =>
    (await store.query<{ data: T }>(sql, params))[0]?.data;
  const all = async <T>(sql: string) => (await store.query<{ data: T }>(sql)).map((r) => r.data);
  return {
    page: (url) => first('SELECT data FROM content_pages WHERE url = $1', [url]),
    posts: () => all('SELECT data FROM posts ORDER BY id'),
    post: (id) => first('SELECT data FROM posts WHERE id = $1', [id]),
    featuredTabs: () => all('SELECT data FROM featured_tabs ORDER BY position'),
    review: (kind, slug) =>
      first('SELECT data FROM reviews WHERE kind = $1 AND lower(slug) = lower($2) LIMIT 1', [
        kind,
        slug,
      ]),
    financeTerms: async (quoteType) =>
      (
        await store.query<{ text: string }>(
          'SELECT text FROM finance_terms WHERE quote_type = $1',
          [quoteType],
        )
      )[0]?.text,
    async setting<T>(name: string) {
      return await first<T>('SELECT data FROM settings WHERE name = $1', [name]);
    },
    async replaceAll(content) {
      const json = (value: unknown) => JSON.stringify(value);
      await store.transaction(async (client) => {
        await client.query(
          'TRUNCATE content_pages, posts, featured_tabs, reviews, finance_terms, settings',
        );
        await client.query(
          `INSERT INTO content_pages (url, data)
           SELECT e->>'url', e->'data' FROM json_array_elements($1::json) e`,
          [json(content.pages)],
        );
        await client.query(
          `INSERT INTO posts (id, slug, data)
           SELECT (e->>'id')::int, e->>'slug', e->'data' FROM json_array_elements($1::json) e`,
          [json(content.posts)],
        );
        await client.query(
          `INSERT INTO featured_tabs (position, data)
           SELECT (i - 1)::int, e FROM json_array_elements($1::json) WITH ORDINALITY AS t(e, i)`,
          [json(content.featuredTabs)],
        );
        await client.query(
          `INSERT INTO reviews (kind, slug, data)
           SELECT e->>'kind', e->>'slug', e->'data' FROM json_array_elements($1::json) e`,
          [json(content.reviews)],
        );
        await client.query(
          `INSERT INTO finance_terms (quote_type, text) SELECT key, value FROM json_each_text($1::json)`,
          [json(content.financeTerms)],
        );
        await client.query(
          `INSERT INTO settings (name, data) SELECT key, value FROM json_each($1::json)`,
          [json(content.settings)],
        );
      });
    },
  };
}
