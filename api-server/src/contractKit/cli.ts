import { checkPlatform, formatReport } from './check.ts';

/**
 * `npm run contract:check -- https://platform.example [--writes]`: the contract's checks against a
 * live /api/v2 (decision 0911). Exit 0 when every check passes, 1 when one fails, 2 on bad usage.
 */
export async function main(
  args: string[],
  out = console.log,
  err = console.error,
): Promise<number> {
  const writes = args.includes('--writes');
  const rest = args.filter((a) => a !== '--writes');
  const usage = 'Usage: npm run contract:check -- https://platform.example [--writes]';
  if (rest.length !== 1) {
    err(
      `${usage}\n  The platform's origin (its /api/v2 lives under it) is required, and nothing else.`,
    );
    return 2;
  }
  let base: URL;
  try {
    base = new URL(rest[0]!);
  } catch {
    err(
      `"${rest[0]}" is not a URL: give the platform's origin, e.g. https://platform.example.\n${usage}`,
    );
    return 2;
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    err(
      `"${rest[0]}" is not an http(s) URL: give the platform's origin, e.g. https://platform.example.\n${usage}`,
    );
    return 2;
  }
  if (base.pathname.replace(/\/+$/, '') !== '' || base.search || base.hash) {
    err(`"${rest[0]}" has a path: give the origin only (the check adds /api/v2/...).\n${usage}`);
    return 2;
  }
  try {
    await fetch(new URL('/api/v2/health', base.origin), { signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    err(`Nothing answers at ${base.origin} (${cause}): is the URL right, and the platform up?`);
    return 2;
  }
  out(`Checking ${base.origin} against openapi/openapi.yaml${writes ? ' (with writes)' : ''}\n`);
  const { text, ok } = formatReport(await checkPlatform(base.origin, { writes }));
  out(text);
  return ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = await main(process.argv.slice(2));
