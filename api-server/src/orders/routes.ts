import { cancellationDecision, isReserved, PAYMENT_STATUS_REFUNDED } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import { conflict, notFound } from '../http/errors.ts';
import { typedRoutes, type Routes } from '../http/routeTypes.ts';
import { orderLeads } from '../leads/capture.ts';
import { releaseExpiredHolds } from '../payments/deposit.ts';
import { cancelOrder, refundCancellation, type CancellationRefund } from './cancel.ts';
import { createOrderHandler } from './create.ts';
import { assertChangeable, loadOrder, RESERVED_MESSAGE } from './guards.ts';
import { orderConfig } from './orderConfig.ts';
import { applyOrderUpdate, type UpdateBody } from './record.ts';
import { noStore, refuseWithOrder, replyWithOrder } from './reply.ts';
import { orderVersion } from './wire.ts';
import type { OrderRecord } from '../model.ts';
import { validateUpdate } from './validation.ts';

export const STALE_COPY_MESSAGE =
  'This order has changed since this copy of it was read: nothing was changed.';
export const PAYMENT_TYPE_LOCKED_MESSAGE =
  'This vehicle is reserved on this order: its payment type cannot change.';

/** How often an update is read and saved again when other writes keep coming first. */
const SAVE_ROUNDS = 3;

/**
 * Why an update sent with `If-Match` comes from a stale copy (docs/decisions/0203): the header
 * names no version the order has now (`*` names any); null when it does or was not sent.
 */
function staleCopy(order: OrderRecord, ifMatch: string | undefined): string | null {
  if (ifMatch === undefined) return null;
  const named = ifMatch.split(',').map((tag) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1'),
  );
  if (named.includes('*') || named.includes(orderVersion(order))) return null;
  return STALE_COPY_MESSAGE;
}

/** A reserved (paid) order keeps how it is paid: an update that would change it is refused. */
function paymentTypeLocked(order: OrderRecord, body: UpdateBody): string | null {
  const paid = order.payments.some((p) => p.status === 'succeeded');
  const changes = body.payment_type !== undefined && body.payment_type !== order.payment_type;
  return paid && changes ? PAYMENT_TYPE_LOCKED_MESSAGE : null;
}

/** `now`, or just after `previous` when the clock has not moved on: each save has its own time. */
function laterThan(now: string, previous: string): string {
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}

/**
 * The order's routes (requirements API-5 to API-9, ORDER-9): availability, config, create, read,
 * update, part-exchange valuations.
 */
export function orderRoutes(ctx: ServerContext): Routes {
  return typedRoutes({
    checkOrderAvailability: async (request, reply) => {
      noStore(reply);
      // A hold that expired unconfirmed no longer stands in anyone's way.
      await releaseExpiredHolds(ctx);
      const vehicle = await ctx.repos.vehicles.byId(request.params.stock_id);
      if (!vehicle) throw notFound('Vehicle not found.');
      // A reserved vehicle is an answer, not an error (docs/decisions/0204).
      if (isReserved(vehicle)) return { data: { canOrder: false, message: RESERVED_MESSAGE } };
      return { data: { canOrder: true } };
    },
    getOrderConfig: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { data: await orderConfig(ctx) };
    },
    createOrder: { handler: createOrderHandler(ctx), rateLimit: ctx.rateLimits.orders },
    getOrder: async (request, reply) =>
      replyWithOrder(ctx, reply, await loadOrder(ctx, request.params.guid)),
    updateOrder: async (request, reply) => {
      const { guid } = request.params;
      const body = request.body;
      const ifMatch = request.headers['if-match'];
      // Another write between this one's read and its save (a payment, a draft typed) sends the
      // update round again from a fresh read, so it is checked against the order as it stands.
      for (let round = 1; ; round++) {
        const order = await loadOrder(ctx, guid);
        assertChangeable(order);
        const refused = staleCopy(order, ifMatch) ?? paymentTypeLocked(order, body);
        if (refused) return refuseWithOrder(ctx, reply, order, refused);
        await validateUpdate(ctx, body);
        const read = {
          updated_at: order.updated_at,
          status: order.status,
          payment_type: order.payment_type,
        };
        // The order's own time moves on with every save; its leads are due now, as the clock says.
        const now = ctx.now().toISOString();
        const at = laterThan(now, order.updated_at);
        const before = order.status;
        // The shopper's own cancellation refunds a reserved order's deposit by the rule a release
        // uses (docs/decisions/0624); the order is changeable, so it is never refused here.
        const cancellation =
          body.status === 'STATUS_CANCELLED' ? cancellationDecision(order) : null;
        if (cancellation?.kind === 'refused') throw conflict(cancellation.message);
        applyOrderUpdate(order, body, at);
        let refund: CancellationRefund | null = null;
        if (cancellation) {
          refund = await refundCancellation(ctx, order, cancellation.refund);
          for (const failure of refund.failures)
            request.log.warn(
              { order: order.guid, ...failure },
              'deposit refund not made on cancellation: owed to the shopper',
            );
          await cancelOrder(ctx, order);
        }
        // The application sent (first time only), or a taken deposit let go with its order:
        // refunded, or owed when the provider did not refund it.
        const leads =
          before === 'STATUS_NEW' && order.status === 'STATUS_SUBMITTED'
            ? await orderLeads(ctx, 'application.sent', order, now)
            : refund?.deposit
              ? await orderLeads(ctx, 'deposit.released', order, now, {
                  amount: refund.amount,
                  card_last4: null,
                  held_until: null,
                  refunded: refund.deposit === 'refunded',
                })
              : [];
        const payments = (refund?.refunded ?? []).map((id) => ({
          id,
          status: PAYMENT_STATUS_REFUNDED,
        }));
        if (await ctx.repos.orders.update(order, leads, read, payments)) {
          return replyWithOrder(ctx, reply, await loadOrder(ctx, order.guid));
        }
        if (round >= SAVE_ROUNDS) {
          const current = await loadOrder(ctx, guid);
          return refuseWithOrder(ctx, reply, current, STALE_COPY_MESSAGE);
        }
      }
    },
    attachValuation: async (request, reply) => {
      const order = await loadOrder(ctx, request.params.guid);
      const { hash } = request.body;
      if (!(await ctx.repos.valuations.get(hash))) throw notFound('Valuation not found.');
      assertChangeable(order);
      await ctx.repos.orders.attachValuation(order.guid, hash);
      return replyWithOrder(ctx, reply, await loadOrder(ctx, order.guid));
    },
    removeValuation: async (request, reply) => {
      const { guid, hash } = request.params;
      const order = await loadOrder(ctx, guid);
      if (!order.valuations.some((v) => v.hash === hash))
        throw notFound('Valuation not found on this order.');
      assertChangeable(order);
      await ctx.repos.orders.detachValuation(guid, hash);
      return replyWithOrder(ctx, reply, await loadOrder(ctx, guid));
    },
  });
}
