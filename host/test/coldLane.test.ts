/**
 * Issue 27, "crawled while shoppers browse": a vehicle page not in the page cache (a crawler's) waits
 * its turn of the event loop (coldLane.ts), so a shopper's page from the cache that arrived beside
 * a crowd of cold ones is answered first, not after all of them.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ColdLane } from '../src/coldLane.ts';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/** One turn of the event loop: resolves in the next check phase. */
const turn = () => new Promise<void>((done) => setImmediate(done));

describe('the cold lane', () => {
  it('starts waiting cold pages one per turn of the event loop, in the order they came', async () => {
    const lane = new ColdLane();
    const started: string[] = [];
    for (const name of ['a', 'b', 'c']) void lane.turn({}).then(() => started.push(name));
    expect(started).toEqual([]);
    await turn();
    expect(started).toEqual(['a']);
    await turn();
    expect(started).toEqual(['a', 'b']);
    await turn();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(lane.waiting).toBe(0);
  });

  it('while shoppers’ requests arrive, waits the gap after the last cold step started', async () => {
    let now = 1_000;
    const lane = new ColdLane({ gapMs: 30, now: () => now });
    const started: string[] = [];
    void lane.turn({}).then(() => started.push('first'));
    await turn();
    expect(started).toEqual(['first']);
    // A second cold page asks to start, then a shopper's request arrives.
    void lane.turn({}).then(() => started.push('second'));
    lane.arrived({});
    await turn();
    await turn();
    expect(started).toEqual(['first']);
    expect(lane.waiting).toBe(1);
    // Once the gap has passed it starts, busy or not.
    now += 30;
    await new Promise((done) => setTimeout(done, 60));
    expect(started).toEqual(['first', 'second']);
  });

  it('a cold page’s own arrival is not a shopper’s: the next cold page does not wait for it', async () => {
    const now = 1_000;
    const lane = new ColdLane({ gapMs: 60_000, now: () => now });
    const started: string[] = [];
    void lane.turn({}).then(() => started.push('first'));
    await turn();
    // A crawler's request arrives and, handled in the same turn, turns out cold.
    const second = {};
    lane.arrived(second);
    void lane.turn(second).then(() => started.push('second'));
    await turn();
    expect(started).toEqual(['first', 'second']);
  });

  it('a cold page’s render is a step of its own, after the steps asked before it', async () => {
    const waits: number[] = [];
    const lane = new ColdLane({ onStart: (waited) => waits.push(waited) });
    const steps: string[] = [];
    const a = {};
    const b = {};
    void lane.turn(a).then(() => {
      steps.push('a data');
      // Its data read, page a asks to render; page b asked meanwhile.
      void lane.turn(a).then(() => steps.push('a render'));
    });
    void lane.turn(b).then(() => steps.push('b data'));
    for (let i = 0; i < 3; i++) await turn();
    expect(steps).toEqual(['a data', 'b data', 'a render']);
    expect(lane.isCold(a)).toBe(true);
    expect(lane.isCold({})).toBe(false);
    // A page's wait is counted once, at its first step.
    expect(waits).toHaveLength(2);
  });
});

describe('cold pages beside a shopper’s page, over real sockets', () => {
  let host: TestHost;
  let port: number;
  let slugs: string[];

  beforeAll(async () => {
    host = await startHost();
    await host.app.listen({ port: 0, host: '127.0.0.1' });
    port = (host.app.server.address() as AddressInfo).port;
    slugs = (await searchVehicles(host.app)).map((vehicle) => vehicle.slug);
    expect(slugs.length).toBeGreaterThan(9);
  });
  afterAll(() => host?.close());

  /** Opens a connection and resolves once it is connected. */
  const open = () =>
    new Promise<Socket>((done, fail) => {
      const socket = connect(port, '127.0.0.1', () => done(socket));
      socket.once('error', fail);
    });

  it('the page from the cache is answered before the cold pages that arrived with it', async () => {
    const cached = `/vehicle-search/${slugs[0]}`;
    expect((await host.view(cached)).status).toBe(200);
    const cold = slugs.slice(1, 9).map((slug) => `/vehicle-search/${slug}`);
    const paths = [...cold, cached];
    // Connected, and accepted by the server (it accepts one connection per turn of its loop).
    let accepted = 0;
    const count = () => accepted++;
    host.app.server.on('connection', count);
    const sockets = await Promise.all(paths.map(open));
    while (accepted < paths.length) await turn();
    host.app.server.off('connection', count);
    const finished: string[] = [];
    const answers = sockets.map(
      (socket, i) =>
        new Promise<string>((done) => {
          let text = '';
          socket.setEncoding('latin1');
          socket.on('data', (chunk) => (text += chunk));
          socket.on('end', () => {
            finished.push(paths[i]!);
            done(text);
          });
        }),
    );
    // The cold pages first, then the shopper's; all of them in the server's socket buffers before
    // it reads any (this thread, which is the server's too, sleeps while they arrive).
    sockets.forEach((socket, i) =>
      socket.write(`GET ${paths[i]} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    const texts = await Promise.all(answers);
    for (const text of texts) expect(text.slice(0, 15)).toBe('HTTP/1.1 200 OK');
    // Every cold page was answered, after the shopper's.
    expect(finished[0]).toBe(cached);
    expect(new Set(finished.slice(1))).toEqual(new Set(cold));
  });
});
