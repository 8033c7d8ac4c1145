import type { FastifyReply } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { Schema } from '../http/routeTypes.ts';
import type { OrderRecord } from '../model.ts';
import { orderVersion, toWireOrder } from './wire.ts';

/** An order's answers are the shopper's own: never kept by a cache. */
export const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * Answers with the order as the contract shows it (WebsiteOrder), with its payment in progress if
 * any, and its version as the ETag.
 */
export async function replyWithOrder(
  ctx: ServerContext,
  reply: FastifyReply,
  order: OrderRecord,
  status: 200 | 201 | 202 = 200,
): Promise<{ data: Schema<'WebsiteOrder'> }> {
  noStore(reply)
    .status(status)
    .header('ETag', `"${orderVersion(order)}"`);
  return { data: toWireOrder(order, await ctx.repos.holds.get(order.guid)) };
}

/**
 * Refuses a change with 409 and the order as it stands (contract OrderConflictError), its version
 * as the ETag: the reply is sent here, as a refusal is no operation's 2xx answer.
 */
export async function refuseWithOrder(
  ctx: ServerContext,
  reply: FastifyReply,
  order: OrderRecord,
  message: string,
): Promise<FastifyReply> {
  const { data } = await replyWithOrder(ctx, reply, order);
  const body: Schema<'OrderConflictError'> = { message, data };
  return reply.status(409).send(body);
}
