import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '../context.ts';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** An implementation of one contract operation. */
export interface RouteImpl {
  handler: Handler;
  rateLimit?: RateLimitOptions;
}

/** Operation implementations by the contract's operationId. */
export type Routes = Record<string, RouteImpl | Handler>;

export type Query = Record<string, unknown>;
export const query = (request: FastifyRequest) => request.query as Query;
/** Path parameters of the contract, already validated and coerced by ajv. */
export interface PathParams {
  stock_id: number;
  index: number;
  id: number;
  size: string;
  slug: string;
  guid: string;
  hash: string;
  url: string;
  icon: string;
  vrm: string;
  file: string;
  QuoteReference: string;
}
export const params = (request: FastifyRequest) => request.params as PathParams;
