import type { FastifyReply } from 'fastify';
import type { ServerContext } from '../context.ts';
import { conflict, HttpError, invalid, notFound } from '../http/errors.ts';
import { typedRoutes, type Routes } from '../http/routeTypes.ts';
import {
  assertChangeable,
  assertOrderable,
  loadOrder,
  RESERVED_MESSAGE,
} from '../orders/guards.ts';
import { noStore, replyWithOrder } from '../orders/reply.ts';
import {
  confirmDeposit,
  depositAmount,
  type DepositOutcome,
  HOLD_EXPIRED_MESSAGE,
  NO_PAYMENT_MESSAGE,
  payDeposit,
  releaseExpiredHolds,
} from './deposit.ts';

export const TOO_MANY_MESSAGE = 'Too many requests, please try again later.';
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The payment provider could not be reached. Nothing was taken; please try again.';

/**
 * Counts a deposit attempt for the order and for the client's IP; over either limit it is a 429 with
 * Retry-After (seconds until the fuller window ends), before the vehicle is held or a card charged.
 * A paid deposit ends an order's attempts, so what the per-order count stops is a string of declines
 * (card testing on one order); the per-IP count stops the same spread over many orders.
 */
async function limitPaymentAttempts(
  ctx: ServerContext,
  ip: string,
  reply: FastifyReply,
  guid: string,
) {
  const { paymentsPerOrder, paymentsPerIp } = ctx.rateLimits;
  const counts = await Promise.all([
    ctx.countHit(`payments|order|${guid}`, paymentsPerOrder.timeWindow),
    ctx.countHit(`payments|ip|${ip}`, paymentsPerIp.timeWindow),
  ]);
  const over = counts.filter((count, i) => count.hits > [paymentsPerOrder, paymentsPerIp][i]!.max);
  if (!over.length) return;
  const seconds = Math.max(1, ...over.map((count) => Math.ceil(count.ttlMs / 1000)));
  reply.header('Retry-After', String(seconds));
  throw new HttpError(429, TOO_MANY_MESSAGE);
}

/** The provider failing (unreachable, its own error) is a 503 the shopper may retry, never a 500. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(503, PROVIDER_UNAVAILABLE_MESSAGE);
  }
}

/** The reservation deposit's routes: paying it, and confirming it after 3-D Secure. */
export function paymentRoutes(ctx: ServerContext): Routes {
  /** 201 paid; 202 waiting for the shopper's 3-D Secure check (the order says where); else refused. */
  const answerDeposit = async (reply: FastifyReply, guid: string, outcome: DepositOutcome) => {
    switch (outcome.kind) {
      case 'paid':
        return replyWithOrder(ctx, reply, await loadOrder(ctx, guid), 201);
      case 'pending':
        return replyWithOrder(ctx, reply, await loadOrder(ctx, guid), 202);
      case 'declined':
        throw new HttpError(402, outcome.message);
      case 'invalid':
        throw invalid({ payment_method: [outcome.message] });
      case 'expired':
        throw conflict(HOLD_EXPIRED_MESSAGE);
    }
  };

  return typedRoutes({
    payReservationDeposit: async (request, reply) => {
      noStore(reply);
      const order = await loadOrder(ctx, request.params.guid);
      assertChangeable(order);
      if (order.payments.length || order.status === 'STATUS_RESERVED')
        throw conflict('The reservation deposit for this order has already been paid.');
      await releaseExpiredHolds(ctx);
      const vehicle = await ctx.repos.vehicles.byId(order.vehicle);
      if (!vehicle) throw notFound('Vehicle not found.');
      // The order's own hold (a payment in progress) is not someone else's reservation.
      const hold = await ctx.repos.holds.get(order.guid);
      if (!hold || hold.held_at !== vehicle.reserved_at) assertOrderable(vehicle);
      await limitPaymentAttempts(ctx, request.ip, reply, order.guid);
      const body = request.body;
      const outcome = await providerCall(async () =>
        payDeposit(
          ctx,
          order,
          {
            paymentMethod: body.payment_method,
            returnUrl: body.return_url ?? '/',
            amount: await depositAmount(ctx),
            previousStatus: vehicle.reservation_status ?? 'Available',
          },
          ctx.paymentHoldMs,
        ),
      );
      if (outcome.kind === 'taken') throw conflict(RESERVED_MESSAGE);
      return answerDeposit(reply, order.guid, outcome);
    },
    confirmReservationDeposit: async (request, reply) => {
      noStore(reply);
      const order = await loadOrder(ctx, request.params.guid);
      if (order.payments.length) return replyWithOrder(ctx, reply, order, 200);
      assertChangeable(order);
      const outcome = await providerCall(async () =>
        confirmDeposit(ctx, order, await depositAmount(ctx)),
      );
      if (outcome.kind === 'none') throw conflict(NO_PAYMENT_MESSAGE);
      return answerDeposit(reply, order.guid, outcome);
    },
  });
}
