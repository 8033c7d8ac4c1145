import type { FastifyReply } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { OrderRecord } from '../model.ts';
import { orderVersion, toWireOrder } from './wire.ts';

/** An order's answers are the shopper's own: never kept by a cache. */
export const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * Answers with the order as the contract shows it, with its payment in progress if any, and its
 * version as the ETag; a refusal (`message`) carries the order as it stands.
 */
export async function replyWithOrder(
  ctx: ServerContext,
  reply: FastifyReply,
  order: OrderRecord,
  status = 200,
  message?: string,
) {
  noStore(reply)
    .status(status)
    .header('ETag', `"${orderVersion(order)}"`);
  const data = toWireOrder(order, await ctx.repos.holds.get(order.guid));
  return message === undefined ? { data } : { message, data };
}
