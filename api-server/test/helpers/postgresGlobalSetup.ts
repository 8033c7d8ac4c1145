/**
 * Starts one throwaway PostgreSQL server for the api-server tests (scripts/throwawayPostgres.ts);
 * each test file creates its own database on it (helpers/postgres.ts). Without PostgreSQL's
 * binaries the PostgreSQL tests are skipped with a message, unless SHOWROOM_REQUIRE_POSTGRES=1
 * (CI sets it): then the run fails.
 */
import type { TestProject } from 'vitest/node';
import { postgresBinDir, startThrowawayPostgres } from '../../scripts/throwawayPostgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { adminUrl: string } | { missing: string };
  }
}

export default async function setup(project: TestProject) {
  if (!postgresBinDir()) {
    const missing =
      'PostgreSQL binaries not found (initdb, pg_ctl): the PostgreSQL tests are skipped. Install them with `apt-get install -y postgresql`.';
    if (process.env.SHOWROOM_REQUIRE_POSTGRES === '1') throw new Error(missing);
    console.warn(missing);
    project.provide('postgres', { missing });
    return;
  }
  const server = await startThrowawayPostgres();
  project.provide('postgres', { adminUrl: server.adminUrl });
  return () => server.stop();
}
