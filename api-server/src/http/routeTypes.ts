import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '../context.ts';
import type { components, operations } from '../generated/contract.ts';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** An implementation of one contract operation. */
export interface RouteImpl {
  handler: Handler;
  rateLimit?: RateLimitOptions;
}

/** Operation implementations by the contract's operationId. */
export type Routes = Record<string, RouteImpl | Handler>;

/** The operations of openapi/openapi.yaml, by operationId (generated: decision 0807). */
export type OperationId = keyof operations;

/**
 * A schema of openapi/openapi.yaml by name (`Schema<'Post'>`): the shape an answer is built in, so
 * what a handler returns is checked against the contract where it is made (decision 0807).
 */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

type Parameters<K extends OperationId> = operations[K]['parameters'];
/** `never` and `undefined` (an operation without that part) as an object with no keys. */
type Part<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

/** An operation's query string as ajv has validated and coerced it against the contract. */
export type QueryOf<K extends OperationId> = Part<Parameters<K>['query']>;
/** An operation's path parameters, validated and coerced. */
export type PathOf<K extends OperationId> = Part<Parameters<K>['path']>;
/**
 * An operation's header parameters, validated, by their names in lower case (as Node gives them:
 * the contract's `Idempotency-Key` is `idempotency-key`).
 */
export type HeadersOf<K extends OperationId> = LowerCaseKeys<NonNullable<Parameters<K>['header']>>;
/** `unknown` (no headers of the contract's) adds nothing to the headers Node gives. */
type LowerCaseKeys<T> = [T] extends [never]
  ? unknown
  : { [H in keyof T as Lowercase<H & string>]: T[H] };
/** An operation's request body, validated (JSON or the form's fields). */
export type BodyOf<K extends OperationId> =
  NonNullable<operations[K]['requestBody']> extends { content: infer C } ? C[keyof C] : undefined;
type Responses<K extends OperationId> = operations[K]['responses'];
/** What an operation answers with a 2xx status, as JSON. */
export type ResponseOf<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 202
    ? Responses<K>[S] extends { content: { 'application/json': infer B } }
      ? B
      : never
    : never;
}[keyof Responses<K>];

/** A request to operation K: its query, path, headers and body typed from the contract. */
export type RequestOf<K extends OperationId> = FastifyRequest<{
  Querystring: QueryOf<K>;
  Params: PathOf<K>;
  Headers: HeadersOf<K>;
  Body: BodyOf<K>;
}>;

/**
 * A handler of operation K: its request typed from the contract, and what it returns one of the
 * operation's 2xx bodies, or the reply when it has sent one itself (a status, headers, bytes).
 */
export type OperationHandler<K extends OperationId> = (
  request: RequestOf<K>,
  reply: FastifyReply,
) => Promise<ResponseOf<K> | FastifyReply>;

/** Operation implementations typed by operationId: each handler's types follow its key. */
export type TypedRoutes = {
  [K in OperationId]?:
    OperationHandler<K> | { handler: OperationHandler<K>; rateLimit?: RateLimitOptions };
};

/**
 * Route handlers typed from the contract's operations: the object's keys are operationIds, and
 * each handler's request (path, query, body) and answer are that operation's. The server registers
 * them by operationId after ajv has validated the request against the same contract, so the types
 * hold at run time (decision 0807).
 */
export const typedRoutes = (routes: TypedRoutes): Routes => routes as Routes;

/**
 * A query value the contract gives a default: ajv fills it in before the handler runs (the
 * generated type still calls it optional), so it is there; the default is written once, in the
 * contract.
 */
export function defaulted<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name}: the contract's default was not applied.`);
  return value;
}
