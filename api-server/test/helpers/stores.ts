import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Repositories } from '../../src/db/repositories.ts';
import { postgresRepositories } from '../../src/db/postgres/index.ts';
import { sqliteRepositories } from '../../src/db/sqlite/index.ts';
import { createDatabase, hasPostgres, postgresMissing } from './postgres.ts';

/** One store a test runs against: a fresh SQLite file, or a fresh PostgreSQL database. */
export interface StoreBackend {
  name: string;
  skip: boolean;
  open(): Promise<{ repos: Repositories; dispose(): Promise<void> }>;
}

/** Both stores, each opened fresh and empty; `name` names the file and the database. */
export function storeBackends(name: string): StoreBackend[] {
  return [
    {
      name: 'SQLite',
      skip: false,
      async open() {
        const dir = mkdtempSync(join(tmpdir(), `showroom-${name}-store-`));
        const repos = sqliteRepositories(join(dir, `${name}.sqlite`));
        return {
          repos,
          async dispose() {
            await repos.close();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
    {
      name: hasPostgres ? 'PostgreSQL' : `PostgreSQL (skipped: ${postgresMissing})`,
      skip: !hasPostgres,
      async open() {
        const repos = await postgresRepositories(await createDatabase(`showroom_${name}`));
        return { repos, dispose: () => repos.close() };
      },
    },
  ];
}
