import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { ServerContext } from '../context.ts';
import { IdempotencyKeyLost, type IdempotencyEntry } from '../db/repositories.ts';
import { isStoreUnavailable } from '../db/unavailable.ts';
import { RECAPTCHA_ACTIONS } from '@showroom/core';
import { assertRecaptcha } from '../forms/recaptcha.ts';
import { conflict, invalid } from '../http/errors.ts';
import { orderLeads } from '../leads/capture.ts';
import { releaseExpiredHolds } from '../payments/deposit.ts';
import { bodyFingerprint } from './canonical.ts';
import { assertOrderable, loadOrder } from './guards.ts';
import type { RequestOf } from '../http/routeTypes.ts';
import { newOrderRecord } from './record.ts';
import { noStore, replyWithOrder } from './reply.ts';
import { validateCreate } from './validation.ts';

const IN_FLIGHT_MESSAGE =
  'A request with this Idempotency-Key is already being processed. Please retry shortly.';

/**
 * An earlier request with the same Idempotency-Key: its order when it finished with the same body;
 * 422 for a different body, 409 while it is still being processed.
 */
async function replayOrReject(ctx: ServerContext, entry: IdempotencyEntry, fingerprint: string) {
  if (entry.body_hash !== fingerprint) {
    throw invalid({
      'Idempotency-Key': ['This Idempotency-Key was already used with a different request body.'],
    });
  }
  if (entry.state === 'in_flight' || !entry.order_guid) {
    throw conflict(IN_FLIGHT_MESSAGE);
  }
  const order = await ctx.repos.orders.get(entry.order_guid);
  if (!order) throw conflict(IN_FLIGHT_MESSAGE);
  return order;
}

/** How often, and for how long, a claim is let go of again while the database is unreachable. */
const RELEASE_RETRY_MS = 250;
const RELEASE_RETRY_FOR_MS = 30_000;

/**
 * Lets go of this request's claim on its key. While the database is unreachable (the claim may
 * have been committed just before it went) the claim is let go of as soon as it is back, so the
 * client's retry under the same key makes the order instead of meeting "in progress" until the
 * claim's lease runs out. Letting go of a claim is always safe: an order is only stored by the
 * holder of a claim still in flight (insertForKey), so a key never makes two orders.
 */
async function releaseClaim(ctx: ServerContext, key: string, cause: unknown): Promise<void> {
  if (!isStoreUnavailable(cause)) return ctx.repos.orders.releaseKey(key);
  const until = Date.now() + RELEASE_RETRY_FOR_MS;
  const attempt = () => {
    ctx.repos.orders.releaseKey(key).catch((error: unknown) => {
      if (isStoreUnavailable(error) && Date.now() < until)
        setTimeout(attempt, RELEASE_RETRY_MS).unref();
    });
  };
  attempt();
}

/**
 * `createOrder`, idempotent: the key is claimed in the database before anything is written, so a
 * replay answers with the first order (200), a different body with the same key is a 422 and a
 * concurrent duplicate a 409, on any number of nodes.
 */
export function createOrderHandler(ctx: ServerContext) {
  return async (request: RequestOf<'createOrder'>, reply: FastifyReply) => {
    noStore(reply);
    const body = request.body;
    const key = request.headers['idempotency-key'];
    // The reCAPTCHA token is single use: a retry of the same order under the same key carries a
    // new one, so the token is no part of what makes two bodies the same.
    const { 'g-recaptcha-response': _token, ...fingerprinted } = body;
    const fingerprint = bodyFingerprint(fingerprinted);
    await releaseExpiredHolds(ctx);
    const existing = await ctx.repos.orders.findKey(key);
    if (existing)
      return replyWithOrder(ctx, reply, await replayOrReject(ctx, existing, fingerprint), 200);

    const { vehicle, valuations } = await validateCreate(ctx, body);
    assertOrderable(vehicle);
    const at = ctx.now().toISOString();
    let held: IdempotencyEntry | undefined;
    try {
      held = await ctx.repos.orders.claimKey(key, fingerprint, at);
    } catch (error) {
      // The claim may have been committed as the database went away: let go of it once it is back.
      if (isStoreUnavailable(error)) await releaseClaim(ctx, key, error);
      throw error;
    }
    if (held) return replyWithOrder(ctx, reply, await replayOrReject(ctx, held, fingerprint), 200);
    try {
      await assertRecaptcha(
        ctx,
        body['g-recaptcha-response'],
        RECAPTCHA_ACTIONS.createOrder,
        request.ip,
      );
      // Re-read: the vehicle may have been reserved while the token was being verified.
      assertOrderable((await ctx.repos.vehicles.byId(vehicle.stock_id)) ?? vehicle);
      const order = newOrderRecord(body, vehicle, valuations, randomUUID(), at);
      // The lead is written with the order: delivered even if this process dies right after.
      const leads = await orderLeads(ctx, 'order.created', order, at);
      // Throws IdempotencyKeyLost when another node took the key over (this claim outlived its lease).
      await ctx.repos.orders.insertForKey(key, order, leads);
      reply.header('Location', `/api/v2/website-orders/order/${order.guid}`);
      return replyWithOrder(ctx, reply, await loadOrder(ctx, order.guid), 201);
    } catch (error) {
      // A lost claim is the other node's to finish: its key stays.
      if (!(error instanceof IdempotencyKeyLost)) await releaseClaim(ctx, key, error);
      throw error instanceof IdempotencyKeyLost ? conflict(IN_FLIGHT_MESSAGE) : error;
    }
  };
}
