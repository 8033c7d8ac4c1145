import { StartRefused } from '@showroom/api-server';
/**
 * IMAGE_ORIGINS: the hosts a retailer's vehicle photos come from (an image host or CDN), which the
 * pages' Content-Security-Policy lets images load from beside the site's own (decision 0603). A
 * list of https origins separated by commas or spaces; one may start with `*.` for every
 * subdomain (`https://*.imgix.net`). Anything else stops the start, naming the entry: a photo
 * host the policy silently dropped would leave every gallery blank.
 * @example imageOriginsFromEnv('https://images.dealer-cdn.co.uk, https://*.imgix.net') // ['https://images.dealer-cdn.co.uk', 'https://*.imgix.net']
 */
export function imageOriginsFromEnv(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const problems: string[] = [];
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = originOf(entry);
    if (origin === null)
      problems.push(
        `"${entry}" is not an https origin such as https://images.example.com or https://*.example-cdn.com (no path, no query)`,
      );
    else if (!origins.includes(origin)) origins.push(origin);
  }
  if (problems.length) throw new StartRefused(`IMAGE_ORIGINS: ${problems.join('; ')}`);
  return origins;
}

/** The entry as a CSP source (`https://host[:port]`, lower case), or null when it is not one. */
function originOf(entry: string): string | null {
  const wildcard = entry.startsWith('https://*.');
  const rest = entry.slice(wildcard ? 'https://*.'.length : 'https://'.length).replace(/\/$/, '');
  if (!entry.startsWith('https://') || /[/?#@\\]/.test(rest)) return null;
  let url: URL;
  try {
    url = new URL(`https://${rest}`);
  } catch {
    return null;
  }
  if (!/^([a-z0-9-]+\.)+[a-z0-9-]+$/.test(url.hostname)) return null;
  return `https://${wildcard ? '*.' : ''}${url.host}`;
}
