import { randomUUID } from 'node:crypto';
import { fromPounds, reservationHeldUntil } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import type { OrderRecord, PaymentHold, Pence } from '../model.ts';
import { orderLeads } from '../leads/capture.ts';
import { orderConfig } from '../orders/orderConfig.ts';
import type { PaymentEvent, PaymentState } from '../ports.ts';

/** How long a vehicle is held for a payment in progress, by default (PAYMENT_HOLD_SECONDS). */
export const DEFAULT_PAYMENT_HOLD_MS = 15 * 60_000;
/**
 * A confirmation is refused once the hold has expired; the vehicle is given back only this long
 * after that, so that a capture that started just before the expiry can finish and be recorded
 * before anyone else may take the vehicle.
 */
export const HOLD_RELEASE_GRACE_MS = 60_000;

export const HOLD_EXPIRED_MESSAGE =
  'The time to confirm your payment ran out and the car is no longer held for you. You have not been charged.';
export const NO_PAYMENT_MESSAGE = 'There is no payment waiting to be confirmed for this order.';

/** How a deposit attempt or confirmation ended, for the route to answer. */
export type DepositOutcome =
  | { kind: 'paid' }
  /** 3-D Secure (or the provider still deciding): the vehicle stays held; the order says where to go. */
  | { kind: 'pending' }
  | { kind: 'declined'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'expired' };

/** The reservation deposit an order pays, in pence (order config reservation_form.deposit_amount). */
export async function depositAmount(ctx: ServerContext): Promise<Pence> {
  return fromPounds((await orderConfig(ctx)).reservation_form.deposit_amount);
}

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * Gives back every vehicle whose hold expired (past the grace) unconfirmed, and lets its payment go
 * at the provider (an authorised deposit is never captured afterwards). Returns how many.
 */
export async function releaseExpiredHolds(ctx: ServerContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - HOLD_RELEASE_GRACE_MS).toISOString();
  let released = 0;
  for (const hold of await ctx.repos.holds.expiredBefore(before)) {
    if (hold.intent_id) await ctx.payment.cancel(hold.intent_id).catch(() => undefined);
    // The shopper left without confirming: the branch and the shopper are told the car went back.
    const order = await ctx.repos.orders.get(hold.order_guid);
    const leads = order
      ? await orderLeads(ctx, 'deposit.released', order, ctx.now().toISOString(), {
          amount: await depositAmount(ctx),
          card_last4: null,
          held_until: null,
          charged: false,
        })
      : [];
    if (await ctx.repos.holds.release(hold, leads)) released++;
  }
  return released;
}

/** Lets the hold go: the payment is cancelled at the provider and the vehicle given back. */
async function giveBack(ctx: ServerContext, hold: PaymentHold): Promise<void> {
  if (hold.intent_id) await ctx.payment.cancel(hold.intent_id).catch(() => undefined);
  await ctx.repos.holds.release(hold);
}

/** Lets the order's payment in progress go, if it has one (the order was cancelled). */
export async function releaseOrderHold(ctx: ServerContext, orderGuid: string): Promise<void> {
  const hold = await ctx.repos.holds.get(orderGuid);
  if (hold) await giveBack(ctx, hold);
}

/**
 * Acts on what the provider says of the hold's payment: an authorised deposit is captured and
 * recorded (while the hold is still live), a refused one gives the vehicle back at once, one still
 * waiting for the shopper keeps the hold.
 */
export async function settle(
  ctx: ServerContext,
  order: OrderRecord,
  hold: PaymentHold,
  state: PaymentState,
  amount: Pence,
): Promise<DepositOutcome> {
  switch (state.status) {
    case 'requires_action':
      if (hold.intent_id !== state.id || hold.redirect_url !== state.redirectUrl)
        await ctx.repos.holds.setIntent(order.guid, state.id, state.redirectUrl);
      return { kind: 'pending' };
    case 'processing':
      if (hold.intent_id !== state.id) await ctx.repos.holds.setIntent(order.guid, state.id, null);
      return { kind: 'pending' };
    case 'declined':
    case 'canceled':
    case 'invalid':
      await giveBack(ctx, hold);
      if (state.status === 'invalid') return { kind: 'invalid', message: state.message };
      return {
        kind: 'declined',
        message: state.status === 'declined' ? state.message : 'The payment was cancelled.',
      };
    case 'requires_capture':
    case 'succeeded': {
      if (ctx.now().toISOString() >= hold.expires_at) {
        // Too late: someone else may have the car by the time it is taken. Never charge for it.
        await giveBack(ctx, hold);
        return { kind: 'expired' };
      }
      const taken = state.status === 'succeeded' ? state : await ctx.payment.capture(state.id);
      if (taken.status !== 'succeeded') return settle(ctx, order, hold, taken, amount);
      const at = ctx.now().toISOString();
      const { hold_hours } = (await orderConfig(ctx)).reservation_form;
      const reserved: OrderRecord = {
        ...order,
        status: 'STATUS_RESERVED',
        payment_type: 'OUTRIGHT_DEPOSIT',
        reserved_at: hold.held_at,
        reserved_until: reservationHeldUntil(at, hold_hours),
        updated_at: at,
      };
      const leads = await orderLeads(ctx, 'deposit.taken', reserved, at, {
        amount,
        card_last4: taken.last4,
        held_until: reserved.reserved_until ?? null,
      });
      await ctx.repos.orders.recordPayment(
        reserved,
        { id: taken.id, amount, status: 'succeeded', created_at: at },
        taken.last4,
        leads,
      );
      return { kind: 'paid' };
    }
  }
}

/**
 * Holds the vehicle for the order and pays its deposit with the provider's payment-method token.
 * An order that already holds its vehicle (the shopper trying another card, say after a failed
 * 3-D Secure check) keeps that hold: its earlier payment is settled first if it went through,
 * else let go. 'taken' when another shopper holds the vehicle (nothing was charged).
 */
export async function payDeposit(
  ctx: ServerContext,
  order: OrderRecord,
  request: { paymentMethod: string; returnUrl: string; amount: Pence; previousStatus: string },
  holdMs: number,
): Promise<DepositOutcome | { kind: 'taken' }> {
  let hold = await ctx.repos.holds.get(order.guid);
  if (hold && ctx.now().toISOString() >= hold.expires_at) {
    await giveBack(ctx, hold);
    hold = undefined;
  }
  if (hold?.intent_id) {
    const earlier = await ctx.payment.retrieve(hold.intent_id);
    if (earlier.status === 'requires_capture' || earlier.status === 'succeeded')
      return settle(ctx, order, hold, earlier, request.amount);
    await ctx.payment.cancel(hold.intent_id).catch(() => undefined);
    await ctx.repos.holds.setIntent(order.guid, null, null);
    hold = { ...hold, intent_id: null, redirect_url: null };
  }
  if (!hold) {
    const at = ctx.now().toISOString();
    hold = {
      order_guid: order.guid,
      stock_id: order.vehicle,
      held_at: at,
      expires_at: later(at, holdMs),
      previous_status: (request.previousStatus === 'On Order'
        ? 'On Order'
        : 'Available') as PaymentHold['previous_status'],
      intent_id: null,
      redirect_url: null,
    };
    // One atomic step decides who holds the vehicle; the others never reach the provider.
    if (!(await ctx.repos.holds.take(hold))) return { kind: 'taken' };
  }
  let state: PaymentState;
  try {
    state = await ctx.payment.authorise({
      amount: request.amount,
      paymentMethod: request.paymentMethod,
      reference: order.guid,
      idempotencyKey: `deposit-${order.guid}-${randomUUID()}`,
      returnUrl: request.returnUrl,
    });
  } catch (error) {
    // The provider did not answer: nothing is known to be taken; the vehicle goes back.
    await ctx.repos.holds.release(hold);
    throw error;
  }
  if ('id' in state && state.id && state.status !== 'requires_action')
    await ctx.repos.holds.setIntent(order.guid, state.id, null);
  return settle(
    ctx,
    order,
    { ...hold, intent_id: 'id' in state ? state.id : null },
    state,
    request.amount,
  );
}

/**
 * The shopper is back from 3-D Secure (or the page asks how the payment stands): the provider is
 * asked, never the browser, and the payment settled.
 */
export async function confirmDeposit(
  ctx: ServerContext,
  order: OrderRecord,
  amount: Pence,
): Promise<DepositOutcome | { kind: 'none' }> {
  const hold = await ctx.repos.holds.get(order.guid);
  if (!hold) return { kind: 'none' };
  if (ctx.now().toISOString() >= hold.expires_at) {
    await giveBack(ctx, hold);
    return { kind: 'expired' };
  }
  if (!hold.intent_id) return { kind: 'pending' };
  return settle(ctx, order, hold, await ctx.payment.retrieve(hold.intent_id), amount);
}

/**
 * A verified webhook from the provider: a payment authorised or refused while the shopper's
 * browser was away (closed during 3-D Secure) is settled all the same. Only the intent id is taken
 * from the event; its state is retrieved from the provider. A replay finds nothing left to do.
 */
export async function paymentEvent(ctx: ServerContext, event: PaymentEvent): Promise<void> {
  if (event.kind === 'other' || !event.intentId) return;
  const hold = await ctx.repos.holds.byIntent(event.intentId);
  if (!hold) return;
  const order = await ctx.repos.orders.get(hold.order_guid);
  if (!order) return;
  if (ctx.now().toISOString() >= hold.expires_at) {
    await giveBack(ctx, hold);
    return;
  }
  await settle(
    ctx,
    order,
    hold,
    await ctx.payment.retrieve(event.intentId),
    await depositAmount(ctx),
  );
}
