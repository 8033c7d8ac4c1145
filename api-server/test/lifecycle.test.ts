import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_DRAIN_TIMEOUT_MS,
  drainTimeoutFromEnv,
  Lifecycle,
  shutdownOnSignals,
} from '../src/http/lifecycle.ts';

/** A server whose /slow/{ms} answers after that long, every other path at once. */
async function serve(lifecycle: Lifecycle): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const ms = Number(/^\/slow\/(\d+)/.exec(req.url ?? '')?.[1] ?? 0);
    setTimeout(() => res.end(`done ${req.url}`), ms);
  });
  lifecycle.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { server, url: `http://127.0.0.1:${port}` };
}

type Answer = { status: number | null; connection: string | null; body: string; error: string };

function get(agent: Agent, url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? null,
          connection: res.headers.connection ?? null,
          body,
          error: '',
        }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: null, connection: null, body: '', error: error.code ?? error.message }),
    );
    req.end();
  });
}

const servers: Server[] = [];
const agents: Agent[] = [];
const keepAlive = () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  agents.push(agent);
  return agent;
};
afterEach(() => {
  agents.splice(0).forEach((agent) => agent.destroy());
  servers.splice(0).forEach((server) => server.closeAllConnections());
});

describe('DRAIN_TIMEOUT_MS', () => {
  it('is read as whole milliseconds, the default when unset', () => {
    const warn = vi.fn();
    expect(drainTimeoutFromEnv(undefined, warn)).toBe(10_000);
    expect(drainTimeoutFromEnv(' ', warn)).toBe(DEFAULT_DRAIN_TIMEOUT_MS);
    expect(drainTimeoutFromEnv('2500', warn)).toBe(2500);
    expect(drainTimeoutFromEnv('0', warn)).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the default with a warning naming the bad value', () => {
    for (const bad of ['ten', '-1', '1.5', '10s']) {
      const warn = vi.fn();
      expect(drainTimeoutFromEnv(bad, warn)).toBe(DEFAULT_DRAIN_TIMEOUT_MS);
      expect(warn).toHaveBeenCalledWith(
        { DRAIN_TIMEOUT_MS: bad, default: DEFAULT_DRAIN_TIMEOUT_MS },
        expect.stringContaining('DRAIN_TIMEOUT_MS'),
      );
    }
  });
});

describe('Lifecycle.drain', () => {
  it('turns draining on at once, stops listening, and lets requests in flight finish', async () => {
    const lifecycle = new Lifecycle({ drainTimeoutMs: 5_000, idleGraceMs: 200 });
    const { server, url } = await serve(lifecycle);
    const agent = keepAlive();
    const slow = get(agent, `${url}/slow/400`);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(lifecycle.draining).toBe(false);
    const drained = lifecycle.drain();
    expect(lifecycle.draining).toBe(true);
    expect(server.listening).toBe(false);
    // A new connection is refused.
    expect((await get(new Agent(), `${url}/`)).error).toBe('ECONNREFUSED');

    // The request in flight is answered whole, and told the connection closes.
    expect(await slow).toEqual({
      status: 200,
      connection: 'close',
      body: 'done /slow/400',
      error: '',
    });
    const result = await drained;
    expect(result.forced).toBe(0);
    expect(lifecycle.connections).toBe(0);
  });

  it('answers a request sent on an open keep-alive connection during the drain, with Connection: close', async () => {
    const lifecycle = new Lifecycle({ drainTimeoutMs: 5_000, idleGraceMs: 500 });
    const { url } = await serve(lifecycle);
    const agent = keepAlive();
    expect((await get(agent, `${url}/first`)).connection).toBe('keep-alive');

    const drained = lifecycle.drain();
    // The connection is idle but younger than the grace: it still carries a request.
    const during = await get(agent, `${url}/second`);
    expect(during).toEqual({ status: 200, connection: 'close', body: 'done /second', error: '' });
    expect((await drained).forced).toBe(0);
  });

  it('closes a keep-alive connection left idle for the grace, and finishes then', async () => {
    const lifecycle = new Lifecycle({ drainTimeoutMs: 5_000, idleGraceMs: 150 });
    const { url } = await serve(lifecycle);
    const agent = keepAlive();
    await get(agent, `${url}/`);
    expect(lifecycle.connections).toBe(1);

    // Closed by the idle grace, not at the deadline: nothing had to be destroyed.
    const { forced, ms } = await lifecycle.drain();
    expect(forced).toBe(0);
    expect(ms).toBeGreaterThanOrEqual(100);
    expect(lifecycle.connections).toBe(0);
  });

  it('destroys connections still busy at the deadline, counting them', async () => {
    const lifecycle = new Lifecycle({ drainTimeoutMs: 300, idleGraceMs: 100 });
    const { url } = await serve(lifecycle);
    const stuck = get(keepAlive(), `${url}/slow/60000`);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const { forced, ms } = await lifecycle.drain();
    expect(forced).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect((await stuck).error).toBe('ECONNRESET');
  });

  it('is one drain however often it is asked for, and forceNow ends it at once', async () => {
    const lifecycle = new Lifecycle({ drainTimeoutMs: 60_000, idleGraceMs: 100 });
    const { url } = await serve(lifecycle);
    void get(keepAlive(), `${url}/slow/60000`);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const first = lifecycle.drain();
    expect(lifecycle.drain()).toBe(first);
    lifecycle.forceNow();
    expect((await first).forced).toBe(1);
  });
});

describe('shutdownOnSignals', () => {
  it('drains, then closes the app, then exits 0', async () => {
    const lifecycle = new Lifecycle({ drainTimeoutMs: 1_000, idleGraceMs: 50 });
    const { url } = await serve(lifecycle);
    const steps: string[] = [];
    const slow = get(keepAlive(), `${url}/slow/200`).then((answer) => {
      steps.push(`answered ${answer.status}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const exited = new Promise<number>((resolve) => {
      shutdownOnSignals({
        lifecycle,
        close: async () => {
          steps.push('closed');
        },
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        exit: resolve,
        signals: ['SIGUSR2'],
      });
    });
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(lifecycle.draining).toBe(true);
    expect(await exited).toBe(0);
    await slow;
    expect(steps).toEqual(['answered 200', 'closed']);
    process.removeAllListeners('SIGUSR2');
  });
});
