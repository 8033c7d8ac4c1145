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
