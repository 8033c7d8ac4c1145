import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isStoreUnavailable } from '../db/unavailable.ts';
import { DISK_FULL_CODES } from '../live/startRefused.ts';

/** Seconds a client is asked to wait while the database cannot be reached (a restart takes a few). */
export const STORE_RETRY_AFTER_SECONDS = 5;
export const STORE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a few seconds.';
import { REQUEST_ID_HEADER } from './logging.ts';

/** An error a handler throws to answer with a status and the contract's MessageError or ValidationError body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** The contract's MessageError or ValidationError body of an HttpError. */
export const httpErrorBody = (error: HttpError) =>
  error.errors ? { message: error.message, errors: error.errors } : { message: error.message };

export const notFound = (what = 'Not found.') => new HttpError(404, what);
export const conflict = (message: string) => new HttpError(409, message);
export const invalid = (
  errors: Record<string, string[]>,
  message = 'The given data was invalid.',
) => new HttpError(422, message, errors);

interface AjvLikeError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A JSON Schema type as a message names it ("The price must be a number."). */
const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  integer: 'an integer',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const label = (field: string) => field.split('.').pop()!.replace(/[_-]+/g, ' ').trim();

function describe(error: AjvLikeError, field: string): string {
  const name = label(field);
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'additionalProperties':
      return `The ${name} field is not allowed.`;
    case 'format':
      return p.format === 'email'
        ? `The ${name} must be a valid email address.`
        : `The ${name} must be a valid ${String(p.format)}.`;
    case 'enum': {
      // A short list of values is named, so the client learns what to send instead.
      const allowed = Array.isArray(p.allowedValues) ? p.allowedValues.map(String) : [];
      return allowed.length > 0 && allowed.length <= 8
        ? `The selected ${name} is invalid: use ${allowed.slice(0, -1).join(', ')}${allowed.length > 1 ? ' or ' : ''}${allowed.at(-1)}.`
        : `The selected ${name} is invalid.`;
    }
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return `The selected ${name} is invalid.`;
    case 'type':
      return `The ${name} must be ${String(p.type)
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type)
        .join(' or ')}.`;
    case 'pattern':
      return `The ${name} format is invalid.`;
    case 'minimum':
      return `The ${name} must be at least ${String(p.limit)}.`;
    case 'maximum':
      return `The ${name} must not be greater than ${String(p.limit)}.`;
    case 'minLength':
      return Number(p.limit) <= 1
        ? `The ${name} field is required.`
        : `The ${name} must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `The ${name} must not be greater than ${String(p.limit)} characters.`;
    case 'minProperties':
      return 'At least one field must be given.';
    default:
      return `The ${name} ${error.message ?? 'is invalid'}.`;
  }
}

/**
 * Maps ajv errors to the contract's `errors: { field: [message] }` (dot paths for nested fields).
 * Errors inside a failed anyOf/oneOf branch collapse into one message for the field.
 */
export function fieldErrors(
  errors: AjvLikeError[],
  headerNames: Record<string, string> = {},
  context?: string,
): Record<string, string[]> {
  // No prototype: a client's field may be called `constructor` or `__proto__`.
  const out: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const unions = new Set(
    errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    if (unions.has(error.instancePath) && error.keyword !== 'anyOf' && error.keyword !== 'oneOf')
      continue;
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const extra = error.params.missingProperty ?? error.params.additionalProperty;
    if (typeof extra === 'string') segments.push(extra);
    let field = segments.join('.');
    if (context === 'headers') field = headerNames[field] ?? field;
    if (!field) field = context === 'body' || !context ? 'body' : context;
    const message = describe(error, field);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

/** Answers of these routes hold an order or a shopper's details: never kept by a cache, errors too. */
export const noStoreUrl = (url: string) => url.startsWith('/api/v2/website-orders/');

/** Fastify's own URL errors (e.g. a malformed percent-encoding), in the contract's 400 shape. */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const message = 'The request could not be read.';
  reply.header(REQUEST_ID_HEADER, request.id);
  // No hook runs for a request the router could not read: an order route's no-store is set here.
  if (noStoreUrl(request.url)) reply.header('Cache-Control', 'no-store');
  reply.status(400).send({ message, errors: { url: [error.message] } });
}

/** One shape for every failure (contract "Errors"): never a 500 for a client's mistake. */
export function errorHandler(headerNamesFor: (request: FastifyRequest) => Record<string, string>) {
  return (
    error: FastifyError & { errors?: Record<string, string[]> },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (error instanceof HttpError)
      return reply.status(error.statusCode).send(httpErrorBody(error));
    if (isStoreUnavailable(error)) {
      // The database is restarting or out of reach: nothing was done, and a retry will do. A full
      // disk waits for someone to make room: an error, for the operator's alerts.
      const err = { message: error.message, code: error.code };
      if (DISK_FULL_CODES.has(String(error.code)))
        request.log.error({ err }, 'store unavailable: the disk is full');
      else request.log.warn({ err }, 'store unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(STORE_RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-store')
        .send({ message: STORE_UNAVAILABLE_MESSAGE });
    }
    if (error.validation) {
      return reply.status(422).send({
        message: 'The given data was invalid.',
        errors: fieldErrors(
          error.validation as AjvLikeError[],
          headerNamesFor(request),
          error.validationContext,
        ),
      });
    }
    // busboy reports a broken multipart stream as a bare Error: still the client's malformed body.
    const brokenMultipart =
      error.statusCode === undefined &&
      String(request.headers['content-type'] ?? '').startsWith('multipart/') &&
      /multipart|boundary|busboy|dicer/i.test(`${error.message} ${error.stack ?? ''}`);
    const status = brokenMultipart ? 400 : (error.statusCode ?? 500);
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many requests, please try again later.' });
    }
    if (status >= 400 && status < 500) {
      // Unparseable JSON, a wrong or missing content type, a body that is too large, a broken
      // multipart stream: malformed syntax is a 400 with the ValidationError shape.
      const statusOut = status === 404 ? 404 : status === 405 ? 405 : 400;
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413
          ? 'The request body is too large.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415
            ? 'Unsupported content type.'
            : 'The request could not be read.';
      if (statusOut !== 400) return reply.status(statusOut).send({ message: error.message });
      return reply.status(400).send({
        message,
        errors: {
          body: [
            message === 'The request could not be read.'
              ? 'The request body is malformed.'
              : message,
          ],
        },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Sorry, something went wrong on our side.' });
  };
}
