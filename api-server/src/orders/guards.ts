import { isReserved } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { OrderRecord, VehicleRecord } from '../model.ts';

export const RESERVED_MESSAGE = 'This vehicle is currently reserved';

/** A reserved vehicle cannot be ordered or paid for (409). */
export function assertOrderable(vehicle: VehicleRecord) {
  if (isReserved(vehicle)) throw conflict(RESERVED_MESSAGE);
}

/** A cancelled or completed order takes no more changes (409). */
export function assertChangeable(order: OrderRecord) {
  if (order.status === 'STATUS_CANCELLED') throw conflict('This order has been cancelled.');
  if (order.status === 'STATUS_COMPLETED')
    throw conflict('This order has been completed and cannot be changed.');
}

/** The order by its guid, else a 404. */
export async function loadOrder(ctx: ServerContext, guid: string): Promise<OrderRecord> {
  const order = await ctx.repos.orders.get(guid);
  if (!order) throw notFound('Order not found.');
  return order;
}
