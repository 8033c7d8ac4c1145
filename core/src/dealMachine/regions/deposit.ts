import { purchaseTracked } from '../analytics.ts';
import type { DealTransition } from '../dealEffects.ts';
import type { DealState } from '../dealTypes.ts';
import { failureMessageKey, message } from '../../tenant/index.ts';
import { mapMessage } from '../../order/index.ts';
import type { DealFailure } from '../dealTypes.ts';
import { failureMessages, vehicleTaken, withVehicleTaken } from '../failures.ts';
import { depositRefusal } from '../guards.ts';
import { settingsAsQuery } from '../quoteSettings.ts';
import { withServerOrder } from '../serverOrder.ts';
import { atStep } from '../steps.ts';
import { refused, unchanged, type EventHandlers, type EventOf } from '../transitions.ts';

// The deposit region (requirements ORDER-8, ARCH-13): the card goes to the payment provider, never
// to the API, which charges only the provider's token. The payment's stage says where it is:
// tokenising, charging, authenticating (the card issuer's 3-D Secure check; the vehicle is held for
// this order meanwhile), confirming (the API asks the provider how it stands). Paid only when the
// server says.

type PaymentStage = DealState['payment']['stage'];

/** The payment is under way at one of `stages`. */
const payingAt = (state: DealState, ...stages: PaymentStage[]) =>
  state.payment.status === 'paying' && stages.includes(state.payment.stage);

/** Keeps the hold the API has on the vehicle for this order, when it has one. */
const heldAsBefore = (state: DealState) => (state.payment.held ? { held: true } : {});

function payDeposit(state: DealState, event: EventOf<'payDeposit'>): DealTransition {
  const refusal = depositRefusal(state);
  if (refusal) return refused(state, 'payDeposit', refusal);
  // The card goes to the payment provider first; the API only ever gets the provider's token.
  return {
    state: {
      ...state,
      payment: {
        status: 'paying',
        stage: 'tokenising',
        declineMessage: null,
        ...heldAsBefore(state),
      },
    },
    effects: [{ type: 'provider.tokenise', card: event.payment }],
  };
}

function cardTokenised(state: DealState, event: EventOf<'cardTokenised'>): DealTransition {
  const { guid } = state.order;
  if (!payingAt(state, 'tokenising') || !guid) return unchanged(state);
  return {
    state: { ...state, payment: { ...state.payment, stage: 'charging' } },
    effects: [
      {
        type: 'api.payDeposit',
        guid,
        payment: { payment_method: event.token },
        returnQuery: { reserve: '', ...settingsAsQuery(state.vehicle, state.finance.own) },
      },
    ],
  };
}

/** The deposit is paid: the vehicle is reserved for this shopper and the deal complete. */
function depositPaid(state: DealState, event: EventOf<'depositPaid'>): DealTransition {
  if (!payingAt(state, 'charging', 'confirming', 'authenticating')) return unchanged(state);
  const paid = withServerOrder(state, event.order);
  // The vehicle is this shopper's now: it can no longer be ordered.
  const reserved = { ...paid, order: { ...paid.order, canOrder: false } };
  return {
    state: atStep(reserved, 'cash-order-complete', 'reserve'),
    effects: [purchaseTracked(state, event.order.guid)],
  };
}

/**
 * The payment waits: for the provider (asked again shortly) or for the shopper's 3-D Secure
 * check. Straight from the card form the shopper goes to the check at once; back from it
 * unfinished (a reload, the back button) they choose to go again or use another card.
 */
function depositPending(state: DealState, event: EventOf<'depositPending'>): DealTransition {
  const guid = state.order.guid;
  if (!payingAt(state, 'charging', 'confirming')) return unchanged(state);
  const pending = event.order.pending_payment;
  if (!guid || !pending) return unchanged(state);
  const url = pending.redirect_url ?? null;
  if (!url) {
    return {
      state: { ...state, payment: { ...state.payment, stage: 'confirming', held: true } },
      effects: [{ type: 'api.confirmDeposit', guid, delayMs: 2000 }],
    };
  }
  const payment = {
    status: 'paying' as const,
    stage: 'authenticating' as const,
    declineMessage: null,
    challengeUrl: url,
    held: true,
  };
  return {
    state: { ...state, payment },
    effects: state.payment.stage === 'charging' ? [{ type: 'navigate', url }] : [],
  };
}

/**
 * How a payment that did not go through stands: `declined` when the card was refused, `failed`
 * when the provider or the API could not be reached or failed (a network failure, a timeout, a
 * 5xx, a limit): told in the catalogue's words and never called a decline (decision 0714). "Nothing
 * was taken" is added only where it is certain (`nothingTaken`): no token was ever made, or the
 * API refused the attempt before any card was charged (429); an answer lost on the way from the
 * API is not such a certainty.
 */
function notPaid(state: DealState, error: DealFailure, nothingTaken: boolean) {
  const unreachable = failureMessageKey(error) !== null;
  const texts = failureMessages(state, error);
  return {
    status: unreachable ? ('failed' as const) : ('declined' as const),
    declineMessage: (unreachable && nothingTaken
      ? [...texts, mapMessage(message('paymentNotTaken'), state.config.customErrorMessages)]
      : texts
    ).join(' '),
  };
}

/** A refused payment gives back the vehicle it held: whether it can be ordered is asked again. */
function depositFailed(state: DealState, event: EventOf<'depositFailed'>): DealTransition {
  if (!payingAt(state, 'charging', 'confirming')) return unchanged(state);
  // Someone else paid first: nothing was charged, and the card form gives way to similar cars.
  if (vehicleTaken(event.error)) return unchanged(withVehicleTaken(state));
  const failed = {
    ...state,
    payment: { ...notPaid(state, event.error, event.error.kind === 'rate-limited'), stage: null },
  };
  if (!state.payment.held) return unchanged(failed);
  return {
    state: failed,
    effects: [{ type: 'api.checkAvailability', stockId: state.vehicle.stock_id }],
  };
}

/** The deposit region's events. */
export const depositEvents: EventHandlers<
  | 'payDeposit'
  | 'cardTokenised'
  | 'tokeniseFailed'
  | 'depositPaid'
  | 'depositPending'
  | 'depositFailed'
  | 'resumeAuthentication'
  | 'useAnotherCard'
> = {
  payDeposit,
  cardTokenised,
  // No token, so nothing was charged: the provider refused the card (a decline, in its words), or
  // could not be reached or failed (decision 0714: never a decline); either way the card form is
  // there to try again, and the order is as it was.
  tokeniseFailed: (state, event) =>
    payingAt(state, 'tokenising')
      ? unchanged({
          ...state,
          payment: {
            ...(event.error
              ? notPaid(state, event.error, true)
              : { status: 'declined' as const, declineMessage: event.message }),
            stage: null,
            ...heldAsBefore(state),
          },
        })
      : unchanged(state),
  depositPaid,
  depositPending,
  depositFailed,
  resumeAuthentication: (state) =>
    state.payment.stage === 'authenticating' && state.payment.challengeUrl
      ? { state, effects: [{ type: 'navigate', url: state.payment.challengeUrl }] }
      : refused(state, 'resumeAuthentication', 'No 3-D Secure check is waiting for the shopper.'),
  // The vehicle stays held for this order until the next card is paid or refused.
  useAnotherCard: (state) =>
    state.payment.stage !== 'authenticating'
      ? refused(
          state,
          'useAnotherCard',
          'No 3-D Secure check is waiting: the card form is as it is.',
        )
      : unchanged({
          ...state,
          payment: {
            status: 'idle',
            stage: null,
            declineMessage: null,
            challengeUrl: null,
            held: true,
          },
        }),
};
