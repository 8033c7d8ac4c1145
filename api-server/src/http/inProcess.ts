import { channel } from 'node:diagnostics_channel';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compileContractSchema } from './ajv.ts';
import type { Operation } from './contract.ts';
import { HttpError, httpErrorBody } from './errors.ts';
import { currentRequestId } from './logging.ts';
import type { Handler } from './routeTypes.ts';

/**
 * The reads a host may ask in-process, without HTTP (`inProcessReadsOf`): the vehicle page's own
 * reads, which no two cold pages share (the vehicle, its finance quotes, its review, its 360
 * frames, the articles whose rules match it). Each handler only returns its body or throws an
 * HttpError (no reply headers, no rate limit), and `test/inProcess.test.ts` proves each answers
 * exactly as over HTTP.
 */
export const IN_PROCESS_READS: readonly string[] = [
  'getVehicleBySlug',
  'getVehicleFinance',
  'getUsedCarReview',
  'getNewVehicleReview',
  'getTurntable',
  'listPosts',
];

/** One of the contract's GET requests: its path template and the URL a client would send. */
export type InProcessRequest = { path: string; url: string };

/** The answer: what an HTTP client would read (status line and the parsed JSON body). */
export type InProcessAnswer = { status: number; statusText: string; body: unknown };

/**
 * Answers a GET in-process, or null when it must go over HTTP instead (an operation not in
 * IN_PROCESS_READS, input the contract rejects, a failure other than the handler's own 4xx): the
 * HTTP route then gives its one answer, the contract's 400 or 422 included.
 */
export type InProcessReads = (request: InProcessRequest) => Promise<InProcessAnswer | null>;

/**
 * The diagnostics channel every read answered in-process is published on, as `{ app, url }`: what
 * counts the API requests a page makes (the tests) sees these too. Free while nobody subscribes.
 */
export const IN_PROCESS_READ_CHANNEL = 'showroom.api.in-process-read';
const published = channel(IN_PROCESS_READ_CHANNEL);

type Read = {
  /** The Fastify route, e.g. /api/v2/vehicles/slug/:slug (logged as an HTTP request's is). */
  route: string;
  handler: Handler;
  params?: (value: unknown) => boolean;
  query?: (value: unknown) => boolean;
};

const registries = new WeakMap<FastifyInstance, Map<string, Read>>();

/**
 * Keeps `op`'s handler and its params and query validators (compiled by the same ajv as the
 * route's, with its coercion and defaults) when it is one of IN_PROCESS_READS.
 */
export function registerInProcessRead(app: FastifyInstance, op: Operation, handler: Handler): void {
  // A read with header parameters would need them validated too: it stays on HTTP.
  if (op.method !== 'get' || op.headers || !IN_PROCESS_READS.includes(op.operationId)) return;
  let reads = registries.get(app);
  if (!reads) registries.set(app, (reads = new Map()));
  reads.set(op.path, {
    route: op.route,
    handler,
    ...(op.params && { params: compileContractSchema(op.params, true) }),
    ...(op.querystring && { query: compileContractSchema(op.querystring, true) }),
  });
}

/** A query string as Fastify's parser gives it: a repeated name as an array, else a string. */
function parseQuery(search: string): Record<string, string | string[]> {
  const query = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = query[name];
    query[name] =
      seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

/**
 * The in-process reads of an instance built by buildServer (null for another instance): a host
 * reading its own embedded API gets the handler's answer as it is, with the route's own params and
 * query validation, and no request, JSON text or response in between.
 */
export function inProcessReadsOf(app: FastifyInstance): InProcessReads | null {
  const reads = registries.get(app);
  if (!reads) return null;
  return async ({ path, url }) => {
    const read = reads.get(path);
    if (!read) return null;
    const at = url.indexOf('?');
    const pathname = at < 0 ? url : url.slice(0, at);
    // The router's own match gives the path parameters exactly as a request's (decoded, limited).
    const route = app.findRoute({ method: 'GET', url: pathname });
    if (!route) return null;
    const params: Record<string, unknown> = { ...route.params };
    const query = parseQuery(at < 0 ? '' : url.slice(at + 1));
    if (read.params && !read.params(params)) return null;
    if (read.query && !read.query(query)) return null;
    if (published.hasSubscribers) published.publish({ app, url });
    const id = currentRequestId();
    const log = id ? app.log.child({ reqId: id }) : app.log;
    const request = {
      method: 'GET',
      url,
      params,
      query,
      headers: {},
      id,
      log,
      routeOptions: { url: read.route },
    } as unknown as FastifyRequest;
    const started = performance.now();
    let answer: InProcessAnswer;
    try {
      const body = await read.handler(request, undefined as unknown as FastifyReply);
      answer = { status: 200, statusText: STATUS_CODES[200]!, body };
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) return null;
      answer = {
        status: error.statusCode,
        statusText: STATUS_CODES[error.statusCode] ?? '',
        body: httpErrorBody(error),
      };
    }
    // One line per read, under the page's request id, as the request's own lines would have been
    // (the same safe serialisers: the route, the query's names, never their values).
    log.info(
      {
        req: request,
        res: { statusCode: answer.status },
        responseTime: performance.now() - started,
      },
      'in-process read',
    );
    return answer;
  };
}
