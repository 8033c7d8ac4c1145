/**
 * deploy/nginx-tls.conf, the TLS example (docs/operating.md, "TLS"), run by Debian's nginx as
 * written (only the ports, the certificate's paths and the access log's path filled in) with a
 * self-signed certificate this test makes with openssl, in front of a stand-in node:
 *
 * - http answers nothing but a redirect to the same address over https, without HSTS;
 * - every https answer carries HSTS: a node's 200, 404 and 503 (passed through, decision 0705)
 *   and nginx's own 502 when no node answers;
 * - no answer names nginx's version (`server_tokens off`);
 * - the access log holds no client address, no query string and no car registration.
 *
 * Skipped without nginx or openssl, except where SHOWROOM_REQUIRE_POSTGRES=1 (CI).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from './helpers/hostNode.ts';
import { nginxBinary, startNginxTls, type Nginx } from './helpers/nginx.ts';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const required = process.env.SHOWROOM_REQUIRE_POSTGRES === '1';
const skipped =
  required || (nginxBinary() !== null && hasOpenssl)
    ? ''
    : 'nginx or openssl not found: install them with `apt-get install -y nginx openssl`';

const HSTS = 'max-age=63072000; includeSubDomains';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let dir = '';
let certificate = '';
let nginx: (Nginx & { accessLog(): string }) | undefined;
let node: Server | undefined;
let ports: number[] = [];

/** A GET over https to nginx, trusting only the test's certificate. */
function httpsGet(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: ports[1],
        path,
        ca: readFileSync(certificate),
        headers: { host: 'shop.example' },
        agent: false,
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A GET over plain http to nginx (node:http: fetch may not set Host). */
function httpGet(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: ports[0], path, headers: { host: 'shop.example' }, agent: false },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

afterAll(async () => {
  await nginx?.stop();
  await new Promise((r) => (node?.listening ? node.close(r) : r(null)));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(skipped !== '')(
  `the TLS example, deploy/nginx-tls.conf${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    beforeAll(async () => {
      ports = await freePorts(3, 4);
      dir = mkdtempSync(join(tmpdir(), 'showroom-tls-'));
      certificate = join(dir, 'cert.pem');
      const key = join(dir, 'key.pem');
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
          ...['-keyout', key, '-out', certificate, '-subj', '/CN=shop.example'],
          ...['-addext', 'subjectAltName=DNS:shop.example,IP:127.0.0.1'],
        ],
        { stdio: 'pipe' },
      );
      // A stand-in node: a 503 with Retry-After (as while the database is away), a 404, else 200.
      node = createServer((req, res) => {
        if (req.url === '/unavailable') {
          res.writeHead(503, { 'retry-after': '5', 'content-type': 'application/json' });
          res.end('{"message":"temporarily unavailable"}');
        } else if (req.url?.startsWith('/nowhere')) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('not found');
        } else {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end(`proto ${String(req.headers['x-forwarded-proto'])}`);
        }
      });
      await new Promise<void>((r) => node!.listen(ports[2], '127.0.0.1', r));
      nginx = await startNginxTls({
        http: ports[0]!,
        https: ports[1]!,
        upstreams: [ports[2]!, ports[2]!],
        certificate,
        key,
      });
    });

    it('http only redirects to https, without HSTS', async () => {
      const answer = await httpGet('/vehicle-search?make=Ford');
      expect([answer.status, answer.headers.location]).toEqual([
        301,
        'https://shop.example/vehicle-search?make=Ford',
      ]);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(answer.headers.server).toBe('nginx');
    });

    it('HSTS on every https answer, the node’s 503 passed through, no version anywhere', async () => {
      const ok = await httpsGet('/vehicle-search');
      const missing = await httpsGet('/nowhere');
      const unavailable = await httpsGet('/unavailable');
      expect([ok.status, ok.body]).toEqual([200, 'proto https']);
      expect(missing.status).toBe(404);
      expect([unavailable.status, unavailable.headers['retry-after']]).toEqual([503, '5']);
      for (const answer of [ok, missing, unavailable]) {
        expect(answer.headers['strict-transport-security']).toBe(HSTS);
        expect(answer.headers.server).toBe('nginx');
      }
      // No node answers: nginx's own 502 page carries HSTS too, and no version.
      await new Promise((r) => node!.close(r));
      const down = await httpsGet('/vehicle-search');
      expect(down.status).toBe(502);
      expect(down.headers['strict-transport-security']).toBe(HSTS);
      expect(down.headers.server).toBe('nginx');
      expect(down.body).not.toMatch(/nginx\/\d/);
    });

    it('the access log holds no client address, query string or registration', async () => {
      await httpGet('/vehicle-search?email=jane.doe%40example.com&postcode=NN1%201AA');
      await httpsGet('/vehicle-search?email=jane.doe%40example.com&postcode=NN1%201AA');
      await httpsGet('/api/v2/part-exchange/registrations/AB12CDE?mileage=41234');
      // nginx writes a request's line once it has finished with it, which can be just after the
      // client has its answer: read until the last request's line is there (or 5 s have passed).
      const last = '"GET /api/v2/part-exchange/registrations/:registration HTTP/1.1"';
      const deadline = Date.now() + 5_000;
      while (!nginx!.accessLog().includes(last) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      const lines = nginx!.accessLog().trim().split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(3);
      const log = lines.join('\n');
      for (const kept of ['jane', 'NN1', 'email', 'postcode', '?', '127.0.0.1', 'AB12CDE', '41234'])
        expect(log, kept).not.toContain(kept);
      expect(log).toContain('"GET /vehicle-search HTTP/1.1" 301');
      expect(log).toContain(last);
    });
  },
);
