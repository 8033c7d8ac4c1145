import { startFailure } from '../http/logging.ts';
import { isStartRefused } from '../live/startRefused.ts';
import { sqlitePathFromEnv } from './connection.ts';
import { postgresRepositories } from './postgres/index.ts';
import type { Repositories } from './repositories.ts';
import { sqliteRepositories } from './sqlite/index.ts';

/** What an operator's tool says of the database it works on, in its messages. */
export function toolTarget(env: NodeJS.ProcessEnv): string {
  return env.DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : sqlitePathFromEnv(env);
}

/**
 * What an operator's tool says when the database it works on cannot be used, as a node's start
 * names it (decision 0706): DATA_DIR a file or not writable, a file that is not SQLite, a schema
 * newer than this code, a full disk, a PostgreSQL server that is down or refuses the user.
 * Undefined for any other error, a fault of the code, which the tool lets throw with its stack.
 */
export function toolRefusal(error: unknown, env: NodeJS.ProcessEnv): string | undefined {
  return isStartRefused(error) ? error.message : startFailure(error, env)?.message;
}

/**
 * Opens the database an operator's tool works on (`npm run stock`, `leads`, `seed`, `doctor`):
 * DATABASE_URL's, else DATA_DIR's SQLite file. One that cannot be used (toolRefusal) is named on
 * standard error, and the tool exits 1 with nothing changed.
 */
export async function openToolDatabase(env: NodeJS.ProcessEnv): Promise<Repositories> {
  try {
    return env.DATABASE_URL
      ? await postgresRepositories(env.DATABASE_URL)
      : sqliteRepositories(sqlitePathFromEnv(env));
  } catch (error) {
    const message = toolRefusal(error, env);
    if (message === undefined) throw error;
    console.error(message);
    return process.exit(1);
  }
}
