import type { Db } from '../connection.ts';
import type { ContentRepository } from '../repositories.ts';

/** A stored document: written by replaceAll in its contract schema (ContentSeed). */
const parse = <T>(row: unknown): T | undefined =>
  row === undefined ? undefined : (JSON.parse(row as string) as T);
const parseAll = <T>(rows: unknown[]): T[] => rows.map((row) => JSON.parse(row as string) as T);

export function sqliteContentRepository(db: Db): ContentRepository {
  // Prepared once: the storefront reads the page, tabs, review and settings on every page load.
  const pageData = db.prepare('SELECT data FROM content_pages WHERE url = ?').pluck();
  const postsData = db.prepare('SELECT data FROM posts ORDER BY id').pluck();
  const postData = db.prepare('SELECT data FROM posts WHERE id = ?').pluck();
  const tabsData = db.prepare('SELECT data FROM featured_tabs ORDER BY position').pluck();
  const reviewData = db
    .prepare('SELECT data FROM reviews WHERE kind = ? AND slug = ? COLLATE NOCASE')
    .pluck();
  const termsText = db.prepare('SELECT text FROM finance_terms WHERE quote_type = ?').pluck();
  const settingData = db.prepare('SELECT data FROM settings WHERE name = ?').pluck();
  return {
    page: async (url) => parse(pageData.get(url)),
    posts: async () => parseAll(postsData.all()),
    post: async (id) => parse(postData.get(id)),
    featuredTabs: async () => parseAll(tabsData.all()),
    review: async (kind, slug) => parse(reviewData.get(kind, slug)),
    financeTerms: async (quoteType) => termsText.get(quoteType) as string | undefined,
    async setting<T>(name: string) {
      const data = settingData.get(name) as string | undefined;
      return data === undefined ? undefined : (JSON.parse(data) as T);
    },
    async replaceAll(content) {
      db.transaction(() => {
        db.exec(
          'DELETE FROM content_pages; DELETE FROM posts; DELETE FROM featured_tabs; DELETE FROM reviews; DELETE FROM finance_terms; DELETE FROM settings;',
        );
        const page = db.prepare('INSERT INTO content_pages (url, data) VALUES (?, ?)');
        for (const p of content.pages) page.run(p.url, JSON.stringify(p.data));
        const post = db.prepare('INSERT INTO posts (id, slug, data) VALUES (?, ?, ?)');
        for (const p of content.posts) post.run(p.id, p.slug, JSON.stringify(p.data));
        const tab = db.prepare('INSERT INTO featured_tabs (position, data) VALUES (?, ?)');
        content.featuredTabs.forEach((t, i) => tab.run(i, JSON.stringify(t)));
        const review = db.prepare('INSERT INTO reviews (kind, slug, data) VALUES (?, ?, ?)');
        for (const r of content.reviews) review.run(r.kind, r.slug, JSON.stringify(r.data));
        const terms = db.prepare('INSERT INTO finance_terms (quote_type, text) VALUES (?, ?)');
        for (const [k, text] of Object.entries(content.financeTerms)) terms.run(k, text);
        const setting = db.prepare('INSERT INTO settings (name, data) VALUES (?, ?)');
        for (const [k, v] of Object.entries(content.settings)) setting.run(k, JSON.stringify(v));
      })();
    },
  };
}
