import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import Database from 'better-sqlite3';

/**
 * Counters of writes rather than data (decision 0712): they move whenever a car's reservation
 * columns change, also when a request holds a car and gives it back before it answers (a declined
 * deposit), so the pages that show the car are read again. Nothing is kept in them.
 */
const WRITE_COUNTERS = new Set(['data_changes', 'vehicle_state_changes']);

/**
 * A read-only fingerprint of the whole database: every table's row count and a SHA-256 of its rows
 * (in rowid order). Equal fingerprints mean no data was written (the
 * write counters are left out).
 */
export function dbFingerprint(reader: Database.Database): Record<string, string> {
  const tables = reader
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  const out: Record<string, string> = {};
  for (const table of tables) {
    if (WRITE_COUNTERS.has(table)) continue;
    const hash = createHash('sha256');
    let rows = 0;
    for (const row of reader.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().iterate()) {
      hash.update(JSON.stringify(row));
      hash.update('\n');
      rows++;
    }
    out[table] = `${rows}:${hash.digest('hex').slice(0, 16)}`;
  }
  return out;
}

export interface RawResponse {
  status: number;
  contentType: string | null;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One HTTP request with full control over the bytes (node:http, not fetch: no URL normalisation,
 * any path bytes, a body on any method, any content type). A fresh connection each time: the
 * server may drop a connection after a malformed request.
 */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers:
          body === undefined
            ? headers
            : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: (res.headers['content-type'] as string | undefined) ?? null,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Percent-encodes any string for a URL, lone surrogates included (sent as invalid UTF-8 bytes). */
export function encodeAny(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += encodeURIComponent(value.slice(i, i + 2));
        i++;
        continue;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      // A lone surrogate: its (invalid) CESU-style UTF-8 bytes.
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
      continue;
    }
    out += encodeURIComponent(value[i]!);
  }
  return out;
}

/** A header value Node will send (it refuses control characters and code points above U+00FF). */
export const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

/** Strings that have broken servers before. */
export const EVIL_STRINGS: string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '1; SELECT * FROM vehicles',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '${{7*7}}',
  '{{7*7}}',
  '#{7*7}',
  '${jndi:ldap://x/a}',
  '__proto__',
  'constructor',
  'prototype',
  '\u0000',
  'a\u0000b',
  '\r\nX-Injected: 1',
  '😀🚗💷',
  '‮rtl‬ العربية עברית',
  '\ud800',
  '\udfff lone',
  'ﷺ𒐫𒈙',
  'Z̸̢̛̩͖̀a̷l̵g̶o̴',
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '-0',
  '9'.repeat(40),
  '0x1F',
  'true',
  '[]',
  '{}',
  '{"category":{"toString":1,"valueOf":1}}',
  '{"constructor":"x","__proto__":{"a":1},"tag":["offers"]}',
];
