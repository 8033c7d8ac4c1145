import {
  extendHoldDecision,
  formatMoney,
  OPEN_ORDER_STATUSES,
  PAYMENT_STATUS_REFUNDED,
  releaseDecision,
  saleDecision,
  toPounds,
  type Refusal,
} from '@showroom/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { AuditEntry, OrderStamp } from '../db/repositories.ts';
import { orderLeads } from '../leads/capture.ts';
import type { OrderRecord, OrderStatus } from '../model.ts';
import { releaseOrderHold } from '../payments/deposit.ts';
import { PROVIDER_UNAVAILABLE_MESSAGE } from '../payments/routes.ts';
import { RefundRefused, type RefundState } from '../ports.ts';
import type { ActorOf } from './routes.ts';

/** How often an operation is read and applied again when a shopper's write keeps coming first. */
const ROUNDS = 3;
/** The most audit rows one read returns. */
export const AUDIT_PAGE_MAX = 500;

export const ORDER_NOT_FOUND = 'Order not found.';
export const VEHICLE_NOT_FOUND = 'Vehicle not found.';
export const KEPT_CHANGING =
  'The order kept changing while this operation was applied: nothing was changed. Please try again.';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An operation's answer: its status and body, and what the audit keeps of it. */
interface Answer {
  status: number;
  body: Record<string, unknown>;
  outcome: AuditEntry['outcome'];
  detail?: Record<string, unknown>;
}

const stamp = (order: OrderRecord): OrderStamp => ({
  updated_at: order.updated_at,
  status: order.status,
  payment_type: order.payment_type,
});

/** `now`, or just after `previous` when the clock has not moved on: each save has its own time. */
const laterThan = (now: string, previous: string) =>
  now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();

const refused = (refusal: Refusal): Answer =>
  refusal.reason === 'invalid'
    ? {
        status: 422,
        body: { message: refusal.message, errors: { [refusal.field]: [refusal.message] } },
        outcome: 'refused',
      }
    : { status: 409, body: { message: refusal.message }, outcome: 'refused' };

const notFound = (message: string): Answer => ({
  status: 404,
  body: { message },
  outcome: 'refused',
});
const badRequest = (field: string, message: string): Answer => ({
  status: 400,
  body: { message, errors: { [field]: [message] } },
  outcome: 'refused',
});

/** What the admin answers show of an order. */
const orderView = (order: OrderRecord) => ({
  guid: order.guid,
  status: order.status,
  stock_id: order.vehicle,
  reserved_until: order.status === 'STATUS_RESERVED' ? (order.reserved_until ?? null) : null,
});

/** An operation's JSON body: an object, or none. Null when it is not one (a 400). */
function jsonBody(request: FastifyRequest): Record<string, unknown> | null {
  const raw = request.body;
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Releases the order's reservation: refunds its taken deposit through the payment provider, then
 * in one transaction cancels the order, frees its car, marks the payment refunded, writes the
 * `deposit.released` lead and the audit row. The refund is asked for under a key of its payment, so
 * a retry (after a crash, a lost answer or a shopper's write in between) refunds once.
 */
async function releaseReservation(
  ctx: ServerContext,
  guid: string,
  actor: string,
): Promise<Answer> {
  for (let round = 1; round <= ROUNDS; round++) {
    const order = await ctx.repos.orders.get(guid);
    if (!order) return notFound(ORDER_NOT_FOUND);
    const decision = releaseDecision(order);
    if (decision.kind === 'refused') return refused(decision);
    if (decision.kind === 'unchanged')
      return {
        status: 200,
        body: {
          data: { changed: false, message: decision.message, order: orderView(order), refunds: [] },
        },
        outcome: 'unchanged',
      };
    const refunds: { payment: string; refund: RefundState }[] = [];
    for (const id of decision.refund) {
      const payment = order.payments.find((p) => p.id === id)!;
      try {
        refunds.push({
          payment: id,
          refund: await ctx.payment.refund(id, {
            amount: payment.amount,
            idempotencyKey: `refund-${id}`,
            reference: order.guid,
          }),
        });
      } catch (error) {
        if (error instanceof RefundRefused)
          return {
            status: 502,
            body: {
              message: `The payment provider refused the refund: ${error.message} Nothing was changed.`,
            },
            outcome: 'failed',
            detail: { payment: id, provider: error.message },
          };
        return {
          status: 503,
          body: {
            message: `${PROVIDER_UNAVAILABLE_MESSAGE.split('.')[0]}: nothing was refunded or changed. Please try again.`,
          },
          outcome: 'failed',
          detail: { payment: id, provider: 'unreachable' },
        };
      }
    }
    const at = ctx.now().toISOString();
    const refunded = new Set(decision.refund);
    const next: OrderRecord = {
      ...order,
      status: decision.cancel ? 'STATUS_CANCELLED' : order.status,
      payments: order.payments.map((p) =>
        refunded.has(p.id) ? { ...p, status: PAYMENT_STATUS_REFUNDED } : p,
      ),
      updated_at: laterThan(at, order.updated_at),
    };
    const amount = refunds.reduce((sum, r) => sum + r.refund.amount, 0);
    // The branch and the shopper are told the car went back and the deposit is refunded; an order
    // the shopper cancelled before was told so then.
    const leads = decision.cancel
      ? await orderLeads(ctx, 'deposit.released', next, at, {
          amount,
          card_last4: null,
          held_until: null,
          refunded: true,
        })
      : [];
    const refundsView = refunds.map((r) => ({
      payment: r.payment,
      refund: r.refund.id,
      amount: toPounds(r.refund.amount),
      status: r.refund.status,
    }));
    const message = decision.cancel
      ? `The reservation is released: the car is available again and the deposit of ${formatMoney(amount)} is refunded.`
      : `The deposit of ${formatMoney(amount)} is refunded (the order was cancelled before).`;
    const applied = await ctx.repos.admin.apply({
      orders: [{ order: next, expected: stamp(order) }],
      payments: [...refunded].map((id) => ({ id, status: PAYMENT_STATUS_REFUNDED })),
      ...(decision.cancel && order.reserved_at
        ? { release: { stockId: order.vehicle, at: order.reserved_at } }
        : {}),
      leads,
      audit: {
        at,
        actor,
        operation: 'release_reservation',
        target: `order:${guid}`,
        outcome: 'changed',
        detail: { message, refunds: refundsView, cancelled: decision.cancel },
      },
    });
    if (applied)
      return {
        status: 200,
        body: { data: { changed: true, message, order: orderView(next), refunds: refundsView } },
        outcome: 'changed',
      };
  }
  return { status: 409, body: { message: KEPT_CHANGING }, outcome: 'refused' };
}

/** Moves a reserved order's hold to a later end (core's extendHoldDecision says which). */
async function extendHold(
  ctx: ServerContext,
  guid: string,
  requested: unknown,
  actor: string,
): Promise<Answer> {
  for (let round = 1; round <= ROUNDS; round++) {
    const order = await ctx.repos.orders.get(guid);
    if (!order) return notFound(ORDER_NOT_FOUND);
    const decision = extendHoldDecision(order, requested, ctx.now());
    if (decision.kind === 'refused') return refused(decision);
    if (decision.kind === 'unchanged')
      return {
        status: 200,
        body: { data: { changed: false, message: decision.message, order: orderView(order) } },
        outcome: 'unchanged',
      };
    const at = ctx.now().toISOString();
    const next: OrderRecord = {
      ...order,
      reserved_until: decision.reservedUntil,
      updated_at: laterThan(at, order.updated_at),
    };
    const message = `The hold is extended: the car is held until ${decision.reservedUntil}.`;
    const applied = await ctx.repos.admin.apply({
      orders: [{ order: next, expected: stamp(order) }],
      audit: {
        at,
        actor,
        operation: 'extend_hold',
        target: `order:${guid}`,
        outcome: 'changed',
        detail: { message, from: order.reserved_until ?? null, to: decision.reservedUntil },
      },
    });
    if (applied)
      return {
        status: 200,
        body: { data: { changed: true, message, order: orderView(next) } },
        outcome: 'changed',
      };
  }
  return { status: 409, body: { message: KEPT_CHANGING }, outcome: 'refused' };
}

/**
 * Marks the car sold: it leaves the stock as a withdrawn car does (docs/decisions/0601: the sold
 * answer, out of search and the sitemaps) and its open orders close as core's saleDecision says,
 * in one transaction with the audit row; a payment still in progress on a cancelled order is let go.
 */
async function markSold(ctx: ServerContext, stockId: number, actor: string): Promise<Answer> {
  for (let round = 1; round <= ROUNDS; round++) {
    const car = await ctx.repos.admin.vehicle(stockId);
    if (!car) return notFound(VEHICLE_NOT_FOUND);
    const guids = await ctx.repos.admin.orderGuidsOf(stockId, OPEN_ORDER_STATUSES);
    const orders = (await Promise.all(guids.map((guid) => ctx.repos.orders.get(guid)))).filter(
      (order): order is OrderRecord => order !== undefined,
    );
    const decision = saleDecision(car.withdrawn_at !== null, orders);
    if (decision.kind === 'unchanged')
      return {
        status: 200,
        body: {
          data: { changed: false, message: decision.message, stock_id: stockId, closed_orders: [] },
        },
        outcome: 'unchanged',
      };
    const at = ctx.now().toISOString();
    const byGuid = new Map(orders.map((order) => [order.guid, order]));
    const closed = decision.close.map(({ guid, status }) => {
      const order = byGuid.get(guid)!;
      return {
        order: {
          ...order,
          status: status as OrderStatus,
          updated_at: laterThan(at, order.updated_at),
        },
        expected: stamp(order),
      };
    });
    const closedView = decision.close.map(({ guid, status }) => ({ guid, status }));
    const message = `The car is marked sold${decision.withdraw ? ' and out of stock' : ''}: ${
      closedView.length === 1 ? '1 open order' : `${closedView.length} open orders`
    } closed.`;
    const applied = await ctx.repos.admin.apply({
      orders: closed,
      ...(decision.withdraw ? { withdraw: { stockId, at } } : {}),
      audit: {
        at,
        actor,
        operation: 'mark_sold',
        target: `vehicle:${stockId}`,
        outcome: 'changed',
        detail: { message, withdrawn: decision.withdraw, closed_orders: closedView },
      },
    });
    if (!applied) continue;
    // A deposit still being paid on an order now cancelled is let go at the provider.
    for (const { guid, status } of decision.close)
      if (status === 'STATUS_CANCELLED') await releaseOrderHold(ctx, guid).catch(() => undefined);
    return {
      status: 200,
      body: { data: { changed: true, message, stock_id: stockId, closed_orders: closedView } },
      outcome: 'changed',
    };
  }
  return { status: 409, body: { message: KEPT_CHANGING }, outcome: 'refused' };
}

/**
 * The retailer's operations on reservations and cars (openapi/admin.yaml): release a reservation
 * with its deposit refunded, extend a hold, mark a car sold, and read the audit. Each is
 * idempotent (done before: 200, `changed: false`) and each call, refused ones too, is written to
 * the audit under the name of the token that made it.
 */
export function operationRoutes(ctx: ServerContext, app: FastifyInstance, actorOf: ActorOf) {
  const run =
    (
      operation: string,
      target: (request: FastifyRequest) => string,
      act: (request: FastifyRequest, actor: string) => Promise<Answer>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = actorOf(request);
      const answer = await act(request, actor);
      // A change's own row was written with it.
      if (answer.outcome !== 'changed')
        await ctx.repos.admin.record({
          at: ctx.now().toISOString(),
          actor,
          operation,
          target: target(request),
          outcome: answer.outcome,
          detail: {
            status: answer.status,
            message:
              (answer.body.message as string | undefined) ??
              (answer.body.data as { message?: string } | undefined)?.message ??
              null,
            ...answer.detail,
          },
        });
      return reply.status(answer.status).send(answer.body);
    };
  const guidOf = (request: FastifyRequest) => (request.params as { guid: string }).guid;
  const orderTarget = (request: FastifyRequest) => `order:${guidOf(request)}`;

  app.post(
    '/orders/:guid/release',
    run('release_reservation', orderTarget, async (request, actor) =>
      GUID.test(guidOf(request))
        ? releaseReservation(ctx, guidOf(request), actor)
        : notFound(ORDER_NOT_FOUND),
    ),
  );
  app.post(
    '/orders/:guid/hold',
    run('extend_hold', orderTarget, async (request, actor) => {
      const body = jsonBody(request);
      if (!body)
        return badRequest(
          'body',
          'The body must be a JSON object such as {"reserved_until": "2026-12-02T17:00:00Z"}.',
        );
      if (!GUID.test(guidOf(request))) return notFound(ORDER_NOT_FOUND);
      return extendHold(ctx, guidOf(request), body.reserved_until, actor);
    }),
  );
  app.post(
    '/vehicles/:stock_id/sold',
    run(
      'mark_sold',
      (request) => `vehicle:${(request.params as { stock_id: string }).stock_id}`,
      async (request, actor) => {
        const raw = (request.params as { stock_id: string }).stock_id;
        if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647)
          return badRequest('stock_id', `stock_id must be a positive whole number, not "${raw}".`);
        return markSold(ctx, Number(raw), actor);
      },
    ),
  );
  app.get('/audit', async (request, reply) => {
    const raw = (request.query as { limit?: string }).limit ?? '50';
    const limit = Number(raw);
    if (!/^\d+$/.test(raw) || limit < 1 || limit > AUDIT_PAGE_MAX)
      return reply.status(400).send({
        message: `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}.`,
        errors: { limit: [`limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}.`] },
      });
    return { data: await ctx.repos.admin.audit(limit) };
  });
}
