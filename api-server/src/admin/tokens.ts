import { StartRefused } from '../live/startRefused.ts';

/**
 * The admin operations' bearer tokens, each with the name of the one who holds it: the audit
 * (docs/decisions/0622-named-admin-tokens.md) records that name with every operation.
 *
 * `ADMIN_TOKENS=name:token,name2:token2`: a name is letters, digits, `.`, `_` or `-` (up to 40); a
 * token is at least 16 characters with no space or comma. `ADMIN_TOKEN=token` alone is one token
 * named `admin`, as before; with both, `admin` is one more name, not to be used twice.
 */
export interface AdminToken {
  name: string;
  token: string;
}

/** The name `ADMIN_TOKEN` alone is known by. */
export const SINGLE_TOKEN_NAME = 'admin';
/** The shortest token `ADMIN_TOKENS` accepts: a guesser at 10 tries a minute never gets there. */
export const MIN_TOKEN_LENGTH = 16;

const NAME = /^[A-Za-z0-9._-]{1,40}$/;

/** A problem with the admin tokens' settings: the start stops, printing its message alone. */
export class AdminTokensInvalid extends StartRefused {}

/**
 * The tokens `ADMIN_TOKENS` and `ADMIN_TOKEN` name (none: the admin operations are not served).
 * Throws AdminTokensInvalid naming the entry (by position, never its token) and what is wrong.
 */
export function adminTokensFromEnv(env: {
  ADMIN_TOKENS?: string | undefined;
  ADMIN_TOKEN?: string | undefined;
}): AdminToken[] {
  const tokens: AdminToken[] = [];
  const fail = (problem: string) => {
    throw new AdminTokensInvalid(
      `ADMIN_TOKENS must list name:token pairs, comma-separated (such as dms:9f2c…,jo.smith:41be…): ${problem}`,
    );
  };
  const list = env.ADMIN_TOKENS?.trim() ?? '';
  if (list) {
    list.split(',').forEach((raw, index) => {
      const entry = raw.trim();
      const place = `entry ${index + 1}`;
      if (!entry) fail(`${place} is empty.`);
      const colon = entry.indexOf(':');
      if (colon < 0) fail(`${place} has no ":" between its name and its token.`);
      const name = entry.slice(0, colon).trim();
      const token = entry.slice(colon + 1).trim();
      if (!NAME.test(name))
        fail(
          `${place}'s name ${JSON.stringify(name)} must be 1 to 40 letters, digits, ".", "_" or "-".`,
        );
      if (token.length < MIN_TOKEN_LENGTH || /\s/.test(token))
        fail(
          `the token of "${name}" must be at least ${MIN_TOKEN_LENGTH} characters with no spaces.`,
        );
      tokens.push({ name, token });
    });
  }
  const single = env.ADMIN_TOKEN?.trim();
  if (single) tokens.push({ name: SINGLE_TOKEN_NAME, token: single });
  const names = new Set<string>();
  const values = new Set<string>();
  for (const { name, token } of tokens) {
    if (names.has(name))
      fail(
        name === SINGLE_TOKEN_NAME && single
          ? `"${name}" is the name ADMIN_TOKEN is known by; name that entry otherwise.`
          : `the name "${name}" is given twice.`,
      );
    if (values.has(token)) fail(`"${name}" has a token another name has too.`);
    names.add(name);
    values.add(token);
  }
  return tokens;
}
