/**
 * `npm run contract:check` (src/contractKit, decision 0911) against implementations of the
 * contract: the reference API (every check passes, writes too) and Stoplight Prism's static mock
 * of openapi/openapi.yaml (an implementation nobody here wrote), and against one that breaks it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPlatform, formatReport, type CheckResult } from '../src/contractKit/check.ts';
import { main } from '../src/contractKit/cli.ts';
import { CONTRACT_URL } from '../src/http/contract.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/** Prism's port: this suite's own (9440-9449). */
const PRISM_PORT = 9441;
const ROOT = new URL('../../', import.meta.url).pathname;

const failures = (results: CheckResult[]) =>
  results.filter((r) => r.outcome === 'fail').map((r) => `${r.name}: ${r.why.join('; ')}`);
const outcomeOf = (results: CheckResult[], name: string) =>
  results.find((r) => r.name === name || r.name.startsWith(`${name} `))?.outcome;

describe('contract:check against the reference API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('passes every read, each with parameters from the API’s own answers', async () => {
    const results = await checkPlatform(server.base);
    expect(failures(results)).toEqual([]);
    for (const name of [
      'searchVehicles',
      'getVehicleBySlug',
      'getFinanceTerms',
      'getTurntable',
      'getPost',
      'listFeaturedTabs',
      'contract: responses as tight as the requests they feed',
    ])
      expect(outcomeOf(results, name), name).toBe('pass');
    expect(outcomeOf(results, 'createOrder')).toBe('skip');
  });

  it('passes the writes with --writes: an order and a valuation, read back', async () => {
    const results = await checkPlatform(server.base, { writes: true });
    expect(failures(results)).toEqual([]);
    for (const name of ['createOrder', 'getOrder', 'createValuation', 'getValuation'])
      expect(outcomeOf(results, name), name).toBe('pass');
  });

  it('the command prints a report per operation and exits 0', async () => {
    const lines: string[] = [];
    const code = await main([server.base], (line) => lines.push(line));
    expect(code).toBe(0);
    expect(lines.join('\n')).toMatch(/^PASS {2}getVehicleById$/m);
    expect(lines.join('\n')).toMatch(/\d+ passed, 0 failed, \d+ skipped$/);
  });
});

describe('contract:check against a platform that breaks the contract', () => {
  let platform: Server;
  let base: string;
  beforeAll(async () => {
    const reference = await startServer();
    // The reference API's answers, with a vehicle slug no page can be asked for.
    platform = createServer(async (req, res) => {
      const answer = await fetch(new URL(req.url!, reference.base), { method: req.method });
      let text = await answer.text();
      if (req.url!.startsWith('/api/v2/vehicle-search'))
        text = text.replace(/"slug":"([^"]+)"/, '"slug":"$1 (new)"');
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
      res.end(req.method === 'HEAD' ? undefined : text);
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const address = platform.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    platform.once('close', () => void reference.close());
  });
  afterAll(() => new Promise<void>((resolve) => platform.close(() => resolve())));

  it('fails the search and the slug it cannot be asked for, and the command exits 1', async () => {
    const results = await checkPlatform(base);
    const failed = failures(results);
    expect(failed.find((f) => f.startsWith('searchVehicles:'))).toMatch(
      /body\/data\/0\/slug must match pattern/,
    );
    expect(failed.find((f) => f.startsWith('getVehicleBySlug'))).toMatch(
      /1 Vehicle\.slug would be refused as getVehicleBySlug's slug/,
    );
    const { ok } = formatReport(results);
    expect(ok).toBe(false);
    expect(await main([base], () => {})).toBe(1);
  });
});

describe('contract:check usage', () => {
  it.each([
    [[], /Usage: npm run contract:check -- https:\/\/platform\.example/],
    [['platform.example'], /"platform\.example" is not a URL/],
    [['ftp://platform.example'], /not an http\(s\) URL/],
    [['https://platform.example/api/v2'], /has a path: give the origin only/],
    [['http://127.0.0.1:9449'], /Nothing answers at http:\/\/127\.0\.0\.1:9449/],
  ])('%j: a clear message and exit 2', async (args, message) => {
    const errors: string[] = [];
    const code = await main(
      args as string[],
      () => {},
      (line) => errors.push(line),
    );
    expect(code).toBe(2);
    expect(errors.join('\n')).toMatch(message);
  });
});

describe('contract:check against Prism’s static mock of the contract', () => {
  let prism: ChildProcess;
  let output = '';
  beforeAll(async () => {
    prism = spawn(
      process.execPath,
      [
        `${ROOT}node_modules/@stoplight/prism-cli/dist/index.js`,
        'mock',
        '--host',
        '127.0.0.1',
        '--port',
        String(PRISM_PORT),
        CONTRACT_URL.pathname,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prism.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    prism.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const deadline = Date.now() + 50_000;
    while (!/Prism is listening/.test(output)) {
      if (Date.now() > deadline || prism.exitCode !== null)
        throw new Error(`Prism did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);
  afterAll(() => {
    prism.kill();
  });

  it('passes: the contract’s own examples conform to it', async () => {
    const results = await checkPlatform(`http://127.0.0.1:${PRISM_PORT}`);
    expect(failures(results)).toEqual([]);
    expect(outcomeOf(results, 'getVehicleBySlug')).toBe('pass');
    expect(outcomeOf(results, 'getTurntable')).toBe('pass');
  });
});
