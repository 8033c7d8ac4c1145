/**
 * Why the server will not start: its message is for the person starting it, whole (what is
 * wrong, where, and what to do), so a start script prints it alone, without a stack, and exits 1.
 */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

/** True for a StartRefused, also one thrown by another copy of this module (a bundle's). */
export function isStartRefused(error: unknown): error is StartRefused {
  return error instanceof Error && error.name === 'StartRefused';
}

/**
 * A start stopped by the machine around it rather than by its configuration (a full disk): its
 * message is as whole as a StartRefused's, and tools that print a refusal print it alike, but a
 * node exits 1, not 78, so a process manager starts it again and it comes back once the machine is
 * put right (decision 0706).
 */
export class StartBlocked extends StartRefused {
  readonly retry = true;
}

/** True for a StartBlocked, also one thrown by another copy of this module (a bundle's). */
export function isStartBlocked(error: unknown): error is StartBlocked {
  return isStartRefused(error) && (error as { retry?: unknown }).retry === true;
}

/**
 * A disk with no room left: the system's answer to a write (ENOSPC), SQLite's (SQLITE_FULL for the
 * database or its WAL, SQLITE_IOERR_SHMSIZE, "disk I/O error", for the WAL's shared-memory file,
 * which a database reopened on a full disk cannot grow), or PostgreSQL's disk_full (53100).
 */
export const DISK_FULL_CODES: ReadonlySet<string> = new Set([
  'ENOSPC',
  'SQLITE_FULL',
  'SQLITE_IOERR_SHMSIZE',
  '53100',
]);

/**
 * What a start or an operator's tool stopped by a full disk says, naming what it could not write.
 * It says no more: a process manager starts a node again, which comes back once there is room,
 * and a tool is run again by whoever ran it.
 */
export function diskFullMessage(what: string, code: string): string {
  return `no room for ${what}: the disk is full (${code}). Free some space there.`;
}
