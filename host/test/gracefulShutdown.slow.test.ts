import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startNode, type Exit, type RunningNode } from './helpers/node.ts';

/**
 * Issue 27 §3: a single node on SQLite, the compiled build started as a real process, under
 * continuous load from keep-alive connections, sent SIGTERM: every request it had accepted is
 * answered 200, no socket is reset, nothing answers 5xx, /readyz says 503 while it drains, and the
 * process exits 0 within DRAIN_TIMEOUT_MS.
 */

const DRAIN_TIMEOUT_MS = 10_000;

type Outcome = {
  path: string;
  /** When the request was fully written to its connection (null: never written). */
  writtenAt: number | null;
  answeredAt: number | null;
  status: number | null;
  connection: string | null;
  body: string;
  error: string | null;
};

function get(agent: Agent, url: string, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = {
      path,
      writtenAt: null,
      answeredAt: null,
      status: null,
      connection: null,
      body: '',
      error: null,
    };
    const req = request(`${url}${path}`, { agent, headers: { 'accept-encoding': 'gzip, br' } });
    req.on('finish', () => (outcome.writtenAt = performance.now()));
    // An answer that never comes fails the test instead of hanging it.
    req.setTimeout(15_000, () => req.destroy(Object.assign(new Error(), { code: 'TIMEOUT' })));
    req.on('response', (response) => {
      outcome.status = response.statusCode ?? null;
      outcome.connection = response.headers.connection ?? null;
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (outcome.body += chunk));
      response.on('end', () => {
        outcome.answeredAt = performance.now();
        resolve(outcome);
      });
      response.on('error', (error: NodeJS.ErrnoException) => {
        outcome.error = error.code ?? error.message;
        resolve(outcome);
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      outcome.error = error.code ?? error.message;
      resolve(outcome);
    });
    req.end();
  });
}

describe('a node sent SIGTERM under load', () => {
  let node: RunningNode;
  let pages: string[] = [];
  const agents: Agent[] = [];
  const keepAlive = (maxSockets: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets });
    agents.push(agent);
    return agent;
  };

  beforeAll(async () => {
    // The first start in a checkout builds app/dist and host/dist (a minute or two on a busy machine).
    node = await startNode({
      port: await freePort(),
      env: { DRAIN_TIMEOUT_MS: String(DRAIN_TIMEOUT_MS), LOG_LEVEL: 'warn' },
    });
    const sitemap = await (await fetch(`${node.url}/sitemaps/vehicles-1.xml`)).text();
    pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  }, 300_000);

  afterAll(async () => {
    for (const agent of agents) agent.destroy();
    await node?.stop('SIGKILL');
  });

  it('answers every request it accepted, resets no socket, answers no 5xx and exits 0 in time', async () => {
    expect(pages.length).toBeGreaterThan(100);
    const outcomes: Outcome[] = [];
    let signalAt = Infinity;
    let stopped = false;

    // Continuous load: 4 keep-alive connections reading vehicle pages (cold and cached), the
    // search page and the API, each sending its next request as soon as it has its answer.
    const loadAgent = keepAlive(4);
    const loadPaths = [
      '/vehicle-search',
      '/api/v2/vehicle-search?resultsPerPage=12',
      ...pages.slice(0, 40),
    ];
    let next = 0;
    const worker = async () => {
      while (!stopped) {
        const outcome = await get(loadAgent, node.url, loadPaths[next++ % loadPaths.length]!);
        outcomes.push(outcome);
        // After the drain began, a new connection is refused: this client has nowhere to go.
        if (outcome.error) return;
      }
    };
    const workers = Array.from({ length: 4 }, worker);

    // Six more connections, opened before the signal, carry cold vehicle pages (20–50 ms of CPU
    // each) written just before it: requests certainly in flight when it arrives.
    const burstAgent = keepAlive(6);
    const probeAgent = keepAlive(1);
    await Promise.all(Array.from({ length: 6 }, () => get(burstAgent, node.url, '/healthz')));
    // Load for a while: at least 1.5 s and 24 answers (a busy machine is slower).
    const loadFrom = performance.now();
    while (performance.now() - loadFrom < 1_500 || outcomes.length < 24)
      await new Promise((resolve) => setTimeout(resolve, 50));

    const readyBefore = await get(probeAgent, node.url, '/readyz');
    const burstPages = pages.slice(60, 66);
    const burst = burstPages.map((path) => get(burstAgent, node.url, path));
    await new Promise((resolve) => setTimeout(resolve, 5));
    signalAt = performance.now();
    const exited: Promise<Exit & { at: number }> = node
      .stop('SIGTERM')
      .then((exit) => ({ ...exit, at: performance.now() }));
    // The probe's connection was open before the signal and is kept busy: still answered, ready
    // until the node has taken the signal (it may read the probe first), then not.
    const probes: Outcome[] = [];
    do probes.push(await get(probeAgent, node.url, '/readyz'));
    while (probes.at(-1)!.status === 200 && probes.length < 200);
    const readyDuring = probes.at(-1)!;

    const burstOutcomes = await Promise.all(burst);
    // A node that never exits fails the test below instead of hanging it.
    const exit = await Promise.race([
      exited,
      new Promise<Exit & { at: number }>((resolve) =>
        setTimeout(
          () => resolve({ code: null, signal: null, at: Infinity }),
          DRAIN_TIMEOUT_MS + 5_000,
        ),
      ),
    ]);
    stopped = true;
    await Promise.all(workers);
    outcomes.push(...burstOutcomes, readyBefore, ...probes);

    const summary = (o: Outcome) => `${o.path} ${o.status ?? o.error}`;
    // The burst was in flight at the signal, and every one of its pages was served whole.
    expect(burstOutcomes.filter((o) => o.answeredAt! > signalAt).length).toBeGreaterThan(0);
    expect(burstOutcomes.map(summary)).toEqual(burstPages.map((path) => `${path} 200`));
    // Every request written before the signal: 200.
    const accepted = outcomes.filter((o) => o.writtenAt !== null && o.writtenAt < signalAt);
    expect(accepted.length).toBeGreaterThanOrEqual(24 + burstPages.length + 1);
    expect(accepted.filter((o) => o.status !== 200).map(summary)).toEqual([]);
    // No 5xx at all; the only failure is a refused new connection after the signal.
    expect(
      outcomes.filter((o) => (o.status ?? 0) >= 500 && o !== readyDuring).map(summary),
    ).toEqual([]);
    expect(outcomes.filter((o) => o.error && o.error !== 'ECONNREFUSED').map(summary)).toEqual([]);
    // /readyz said ready before the signal, then not ready, naming the drain.
    expect(readyBefore.status).toBe(200);
    expect({ status: readyDuring.status, body: readyDuring.body }).toEqual({
      status: 503,
      body: JSON.stringify({ status: 'not ready', failed: ['draining'] }),
    });
    // Once the node answers that it is draining, its answers tell the client the connection closes.
    const drainingAt = readyDuring.answeredAt!;
    const afterSignal = outcomes.filter((o) => o.status !== null && o.writtenAt! >= drainingAt);
    expect(afterSignal.filter((o) => o.connection !== 'close').map(summary)).toEqual([]);
    // The process exits 0 within the drain timeout.
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(exit.at - signalAt).toBeLessThan(DRAIN_TIMEOUT_MS);
  }, 60_000);
});
