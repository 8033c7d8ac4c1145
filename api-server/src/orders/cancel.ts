import {
  cancellationOutcome,
  PAYMENT_STATUS_REFUNDED,
  type CancellationOutcome,
} from '@showroom/core';
import type { ServerContext } from '../context.ts';
import type { OrderRecord, Pence } from '../model.ts';
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

/** What a shopper's cancellation refunded, and why a refund it asked for was not made. */
export interface CancellationRefund extends CancellationOutcome {
  /** The deposit taken (every payment asked to be refunded), in pence. */
  amount: Pence;
  /** The provider's answer for each payment it did not refund. */
  failures: { payment: string; reason: string }[];
}

/**
 * Refunds the taken deposits a shopper's cancellation refunds (core's cancellationDecision names
 * them, by the rule a release uses) through the payment port, under the release's key
 * (`refund-{payment}`), so a retry, a repeated cancellation or a later release refunds once
 * (docs/decisions/0624-shopper-cancellation-refunds.md). A refund the provider refuses, or cannot
 * be asked for, is left owed: its payment stays taken and the release refunds it later. The
 * order's payments are marked as core's cancellationOutcome says; the caller stores them.
 */
export async function refundCancellation(
  ctx: ServerContext,
  order: OrderRecord,
  refund: readonly string[],
): Promise<CancellationRefund> {
  const made: string[] = [];
  const failures: CancellationRefund['failures'] = [];
  let amount = 0;
  for (const id of refund) {
    const payment = order.payments.find((p) => p.id === id)!;
    amount += payment.amount;
    try {
      await ctx.payment.refund(id, {
        amount: payment.amount,
        idempotencyKey: `refund-${id}`,
        reference: order.guid,
      });
      made.push(id);
    } catch (error) {
      failures.push({
        payment: id,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const outcome = cancellationOutcome(refund, made);
  order.payments = order.payments.map((p) =>
    outcome.refunded.includes(p.id) ? { ...p, status: PAYMENT_STATUS_REFUNDED } : p,
  );
  return { ...outcome, amount, failures };
}
