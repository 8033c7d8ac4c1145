import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeLogger } from '@showroom/api-server';

/**
 * A shopper's browser that leaves before an answer is sent (a closed tab, an image load cancelled,
 * a page left mid-way) is no fault of the node's: the log says so at info ("stream closed
 * prematurely"), once, and never at error, where an operator looks for the node's own failures.
 * The compression plugin reports the same event again as an error ("premature close"); the
 * node's logger (safeLogger, as the host builds it) keeps that one at debug.
 */

type Line = { level: number; msg: string; reqId?: string; err?: { message?: string } };

describe('a client that leaves before the compressed answer is sent', () => {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = Fastify({ logger: safeLogger({ level: 'debug', stream }) });
    await app.register(compress, { global: true, threshold: 1024, globalDecompression: false });
    // An answer that is still being written when the client leaves: one chunk, then nothing until
    // the stream is destroyed.
    app.get('/slow', async (_request, reply) => {
      const body = new Readable({ read() {} });
      body.push('x'.repeat(64 * 1024));
      return reply.type('application/json').send(body);
    });
    app.get('/fails', async (_request, reply) => {
      reply.log.error(new Error('the database is gone'));
      return reply.code(503).send({ message: 'unavailable' });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  const leaveAfterFirstBytes = () =>
    new Promise<string>((resolve, reject) => {
      const asked = request(
        { host: '127.0.0.1', port, path: '/slow', headers: { 'accept-encoding': 'gzip' } },
        (answer) => {
          expect(answer.headers['content-encoding']).toBe('gzip');
          answer.once('data', () => {
            asked.destroy();
            resolve(String(answer.headers['x-request-id'] ?? ''));
          });
        },
      );
      asked.on('error', (error) => {
        if (!asked.destroyed) reject(error);
      });
      asked.end();
    });

  const settled = async (predicate: () => boolean) => {
    for (let i = 0; i < 100 && !predicate(); i++) await new Promise((r) => setTimeout(r, 20));
  };

  it('logs it at info once and never at error', async () => {
    const before = lines.length;
    await leaveAfterFirstBytes();
    await settled(() => lines.slice(before).some((l) => /premature/i.test(l.msg)));
    await settled(() => lines.slice(before).filter((l) => /premature/i.test(l.msg)).length >= 2);
    const mine = lines.slice(before).filter((l) => l.msg !== 'incoming request');
    expect(mine.filter((l) => l.level >= 50)).toEqual([]);
    expect(mine.filter((l) => l.level === 30 && /premature/i.test(l.msg))).toHaveLength(1);
    // The plugin's own report is kept for whoever debugs, with the same request id.
    const debug = mine.filter((l) => l.level === 20 && l.err?.message === 'premature close');
    expect(debug).toHaveLength(1);
    expect(debug[0]!.reqId).toBe(mine[0]!.reqId);
  });

  it("still logs the node's own errors at error", async () => {
    const before = lines.length;
    const answer = await app.inject({ method: 'GET', url: '/fails' });
    expect(answer.statusCode).toBe(503);
    const errors = lines.slice(before).filter((l) => l.level === 50);
    expect(errors.map((l) => l.err?.message)).toEqual(['the database is gone']);
  });
});
