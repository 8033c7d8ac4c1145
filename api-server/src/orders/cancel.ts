import type { ServerContext } from '../context.ts';
import type { OrderRecord } from '../model.ts';
import { releaseOrderHold } from '../payments/deposit.ts';

/**
 * Cancels the order: a reservation it holds frees the vehicle again, and so does a payment in
 * progress (its authorisation is let go). The caller stores the order.
 */
export async function cancelOrder(ctx: ServerContext, order: OrderRecord): Promise<void> {
  order.status = 'STATUS_CANCELLED';
  if (order.reserved_at) await ctx.repos.vehicles.release(order.vehicle, order.reserved_at);
  await releaseOrderHold(ctx, order.guid);
}
