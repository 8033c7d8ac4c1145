import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerContext } from '../context.ts';
import { compileContractSchema } from './ajv.ts';
import { loadContract, type Operation } from './contract.ts';
import { sharedRateLimitStore } from './sharedRateLimitStore.ts';
import { registerEmbedCors } from './embedCors.ts';
import { registerInProcessRead } from './inProcess.ts';
import { errorHandler, frameworkErrorHandler, HttpError, noStoreUrl } from './errors.ts';
import { echoRequestId, REQUEST_ID_OPTIONS, safeLogger } from './logging.ts';
import { COUNTED_OPERATIONS, instrument } from './metrics.ts';
import type { RouteImpl, Routes } from './routeTypes.ts';

export const BODY_LIMIT = 1024 * 1024;

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The charset parameter of a Content-Type, lower case and unquoted; null when there is none. */
export function charsetOf(header: string | undefined): string | null {
  for (const parameter of (header ?? '').split(';').slice(1)) {
    const [name, ...value] = parameter.split('=');
    if (name!.trim().toLowerCase() === 'charset')
      return value
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
  }
  return null;
}

/** The longest path parameter the router accepts (the contract's longest pattern is 200 characters). */
export const MAX_PARAM_LENGTH = 256;

/** What the Fastify app is made of: the API's context and routes, and the host's settings. */
export interface AppOptions {
  ctx: ServerContext;
  /** Each operation's implementation, by operationId. */
  routes: Routes;
  /** Off by default. */
  logger?: FastifyServerOptions['logger'];
  /** The host's own plugins whose hooks must reach the API's routes, registered before them. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Whose X-Forwarded-For is believed; off by default. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The origins whose pages may read across origins (CORS); none by default. */
  embedOrigins?: readonly string[];
}

/**
 * The Fastify app: every operation of openapi.yaml registered with its request schemas (validated
 * by ajv against the contract) and bound to its implementation by operationId.
 */
export async function createApp({
  ctx,
  routes,
  logger = false,
  beforeRoutes,
  trustProxy = false,
  embedOrigins = [],
}: AppOptions): Promise<FastifyInstance> {
  const contract = loadContract();
  const app = Fastify({
    // JSON lines with the request's id and no personal data (logging.ts).
    logger: safeLogger(logger),
    ...REQUEST_ID_OPTIONS,
    bodyLimit: BODY_LIMIT,
    // Behind a load balancer: whose X-Forwarded-For to believe, so limits count per shopper.
    trustProxy,
    frameworkErrors: frameworkErrorHandler,
    // find-my-way's default (100) answered 404 for parameters the contract allows (review slugs).
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });

  echoRequestId(app);
  instrument(app, ctx.metrics, ctx.metricsExposure);

  const operationByRoute = new Map<string, Operation>();
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const text =
      httpPart !== 'body' || Boolean((schema as Record<string, unknown>)['x-text-fields']);
    return compileContractSchema(schema, text);
  });
  app.setErrorHandler(
    errorHandler(
      (request) =>
        operationByRoute.get(`${request.method} ${request.routeOptions.url}`)?.headerNames ?? {},
    ),
  );
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` }),
  );
  // Only JSON and multipart bodies are understood; anything else is a 400 (contract "Errors").
  app.removeContentTypeParser('text/plain');
  // Set first, so every answer of an order route carries it (a handler may still choose otherwise).
  app.addHook('onRequest', async (request, reply) => {
    if (noStoreUrl(request.url)) reply.header('Cache-Control', 'no-store');
  });

  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(rateLimit, {
    global: false,
    // With a shared store (PostgreSQL) the limits hold across nodes; else they count in this process.
    ...(ctx.repos.rateLimitHit && {
      store: sharedRateLimitStore(ctx.repos.rateLimitHit.bind(ctx.repos)),
    }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: 'Too many requests, please try again later.',
      retryAfter: context.after,
    }),
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: 200_000, fields: 60, files: 5, fileSize: 1024 * 1024, parts: 70 },
  });
  // The host's own plugins whose hooks must reach the API's routes (e.g. @fastify/compress adds
  // its hook to routes as they are declared, so it has to be there before them).
  await beforeRoutes?.(app);
  // The finance widget's read-only calls from the retailer's partner sites (EMBED_ORIGINS).
  registerEmbedCors(app, contract.operations, embedOrigins);

  const hasHead = new Set(
    contract.operations.filter((o) => o.method === 'head').map((o) => o.path),
  );
  const missing: string[] = [];
  for (const op of contract.operations) {
    const impl = routes[op.operationId];
    if (!impl) {
      missing.push(op.operationId);
      continue;
    }
    const { handler, rateLimit: limit } =
      typeof impl === 'function' ? ({ handler: impl } as RouteImpl) : impl;
    const method = op.method.toUpperCase() as 'GET';
    operationByRoute.set(`${method} ${op.route}`, op);
    // Rate-limited routes are never asked in-process: their limit counts requests.
    if (!limit) registerInProcessRead(app, op, handler);
    const multipartBody = op.bodyContentType === 'multipart/form-data';
    const counted = COUNTED_OPERATIONS[op.operationId];
    app.route({
      method,
      url: op.route,
      exposeHeadRoute: op.method === 'get' && !hasHead.has(op.path),
      schema: {
        ...(op.params && { params: op.params }),
        ...(op.querystring && { querystring: op.querystring }),
        ...(op.headers && { headers: op.headers }),
        ...(op.body && { body: multipartBody ? { ...op.body, 'x-text-fields': true } : op.body }),
      },
      config: limit ? { rateLimit: { max: limit.max, timeWindow: limit.timeWindow } } : {},
      preValidation: op.bodyContentType
        ? async (request) => {
            const type = mediaType(request.headers['content-type']);
            const charset = charsetOf(request.headers['content-type']);
            if (type !== op.bodyContentType) {
              const message = `The request body must be sent as ${op.bodyContentType}.`;
              throw new HttpError(400, 'Unsupported content type.', { body: [message] });
            }
            // JSON is UTF-8 (RFC 8259); a body declared in another charset would be misread.
            if (type === 'application/json' && charset !== null && !/^utf-?8$/.test(charset)) {
              throw new HttpError(400, 'Unsupported content type.', {
                body: ['The request body must be sent as application/json in UTF-8.'],
              });
            }
          }
        : undefined,
      handler,
      // Orders, payments and forms are counted by outcome, the rate limiter's 429s included.
      ...(counted && {
        onResponse: async (_request, reply) => ctx.metrics.countOutcome(counted, reply.statusCode),
      }),
    });
  }
  if (missing.length) app.log.warn({ missing }, 'contract operations without an implementation');
  return app;
}
