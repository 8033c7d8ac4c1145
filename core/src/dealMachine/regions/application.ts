import { paymentTypeOf } from '../../builder/index.ts';
import { buildFormSubmitFields } from '../../forms/index.ts';
import { MESSAGES } from '../../tenant/index.ts';
import { mapMessage } from '../../order/index.ts';
import { purchaseTracked } from '../analytics.ts';
import { DRAFT_DEBOUNCE_MS } from '../dealState.ts';
import type { DealEffect, DealTransition } from '../dealEffects.ts';
import type { DealApplication, DealOrderState, DealState } from '../dealTypes.ts';
import { failureMessages } from '../failures.ts';
import { typedValuesOf } from '../keptDeal.ts';
import { applicationEditable, applicationSendable } from '../guards.ts';
import { methodChanges } from '../orderChanges.ts';
import { backoffDelayMs, mayResend, resendDelayMs, worthSendingAgain } from '../retryPolicy.ts';
import { withServerOrder } from '../serverOrder.ts';
import { dealCompleted } from '../steps.ts';
import { refused, unchanged, type EventHandlers, type EventOf } from '../transitions.ts';
import { recaptchaFor } from '../recaptcha.ts';

// The finance application region (requirements FORM-2, DEAL-8): a draft saved while the shopper
// types (never with bank details), then "Send my application" as one PUT of the order, kept while
// its answer is awaited so a lost answer sends the same body again; once sent, exactly one
// form-submit tells the dealer, resent (the server keeps one per order) until it is answered.

/**
 * The sent application's form-submit (requirement FORM-5). The server keeps one per order, so
 * sending it again (a lost answer, a reload that finds it missing) never makes a second.
 */
export function applicationSubmission(state: DealState, guid: string, delayMs = 0): DealEffect {
  const customer = state.customer;
  const fields = buildFormSubmitFields({
    formId: state.config.enquiryFormId,
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? '',
    telephone: customer?.telephone ?? '',
    postcode: customer?.postcode ?? null,
    vehicle: state.vehicle,
    // Accepted on the customer details form, before the order the application is for.
    termsAccepted: customer?.termsAccepted ?? false,
    enquirySource: state.config.enquirySource,
    enquirySourceHistory: state.sourceHistory,
    enquiryType: 'Finance application',
    application: { guid },
  });
  return {
    type: 'api.submitForm',
    purpose: 'application',
    fields,
    delayMs,
    ...recaptchaFor(state, 'formSubmit'),
  };
}

/**
 * An application as the order's customer_form holds it (contract CustomerForm): the form's
 * customer_* fields go on the order itself.
 */
function applicationForm(application: DealApplication): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(application).filter(([key]) => !key.startsWith('customer_')),
  );
}

/** The customer_* fields the application form changed, as the order's update takes them. */
function applicationCustomer(application: DealApplication): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(application).filter(
      ([key, value]) =>
        key.startsWith('customer_') && typeof value === 'string' && value.trim() !== '',
    ),
  );
}

/** A draft never holds bank details (contract ApplicationDraft). */
function withoutBankDetails(application: DealApplication): DealApplication {
  const { bank_account: _bank, ...rest } = applicationForm(application);
  return rest;
}

/** The form changed: the draft is saved once the shopper pauses. */
function applicationChanged(
  state: DealState,
  event: EventOf<'applicationChanged'>,
): DealTransition {
  if (!applicationEditable(state))
    return refused(
      state,
      'applicationChanged',
      'The application form is not open: it is typed into at the finance checkout of an existing order, until it is sent.',
    );
  const draftSeq = state.application.draftSeq + 1;
  return {
    state: {
      ...state,
      application: { ...state.application, draft: withoutBankDetails(event.application), draftSeq },
      // Its contact details are not in the draft: the deal keeps them as typed (decision 0301).
      forms: { ...state.forms, application: typedValuesOf('application', event.application) },
    },
    effects: [{ type: 'timer', ms: DRAFT_DEBOUNCE_MS, event: { type: 'draftDue', seq: draftSeq } }],
  };
}

/** The pause is over: the latest draft is saved, unless the shopper typed again or sent it. */
function draftDue(state: DealState, event: EventOf<'draftDue'>): DealTransition {
  const { application, order } = state;
  if (
    event.seq !== application.draftSeq ||
    !order.guid ||
    application.sending ||
    !application.draft
  )
    return unchanged(state);
  if (state.builder.currentStep !== 'step-2') return unchanged(state);
  return {
    state: { ...state, application: { ...application, saveStatus: 'saving' } },
    effects: [
      { type: 'api.saveDraft', guid: order.guid, seq: event.seq, draft: application.draft },
    ],
  };
}

/** The draft's save answered: its status shows, unless a newer draft or the send came since. */
function draftAnswered(
  state: DealState,
  event: EventOf<'draftSaved' | 'draftFailed'>,
): DealTransition {
  if (event.seq !== state.application.draftSeq || state.application.sending)
    return unchanged(state);
  return unchanged({
    ...state,
    application: {
      ...state.application,
      saveStatus: event.type === 'draftSaved' ? 'saved' : 'error',
    },
  });
}

/** The order may take an update: it exists and no call to it is in flight (requirement ORDER-7). */
function orderUpdatable(order: DealOrderState): order is DealOrderState & { guid: string } {
  return (
    order.guid !== null &&
    (order.status === 'created' || order.status === 'completed' || order.status === 'UPDATE_ERROR')
  );
}

/** "Send my application": the order records it with the quote on screen, in one PUT. */
function sendApplication(state: DealState, event: EventOf<'sendApplication'>): DealTransition {
  const { order } = state;
  if (!applicationSendable(state) || !orderUpdatable(order))
    return refused(
      state,
      'sendApplication',
      applicationEditable(state)
        ? 'The application waits: a call to the order is in flight, or the quote on screen is not current.'
        : 'The application is sent from the finance checkout of an existing order, once.',
    );
  const changes = {
    ...applicationCustomer(event.application),
    customer_form: {
      ...applicationForm(event.application),
      payment_type: paymentTypeOf('finance'),
    },
    ...methodChanges(state),
  };
  // Kept while the answer is awaited: a lost answer sends this same body again.
  const sending: DealState = {
    ...state,
    order: { ...order, status: 'updating', errors: [] },
    application: {
      ...state.application,
      sending: true,
      tries: 0,
      sent: changes,
      draftSeq: state.application.draftSeq + 1,
    },
  };
  return {
    state: sending,
    effects: [{ type: 'api.updateOrder', guid: order.guid, purpose: 'application', changes }],
  };
}

/**
 * The application's PUT answered. A lost answer sends the same body again (the PUT is
 * idempotent); a refusal, or a connection that never came back, is said so (nothing is lost, send
 * again); success completes the deal and tells the dealer with the form-submit.
 */
export function applicationUpdated(
  state: DealState,
  event: EventOf<'orderUpdated' | 'orderUpdateFailed'>,
): DealTransition {
  if (!state.application.sending) return unchanged(state);
  if (event.type === 'orderUpdateFailed') {
    const { error } = event;
    if (error.kind === 'network' && mayResend(state.application.tries)) {
      const tries = state.application.tries + 1;
      return {
        state: { ...state, application: { ...state.application, tries } },
        effects: [
          {
            type: 'api.updateOrder',
            guid: state.order.guid ?? '',
            purpose: 'application',
            changes: state.application.sent ?? {},
            delayMs: resendDelayMs(tries),
          },
        ],
      };
    }
    // Nothing is lost: the shopper is told why (or that the connection dropped) and sends again.
    const errors =
      error.kind === 'network'
        ? [mapMessage(MESSAGES.connectionLost, state.config.customErrorMessages)]
        : failureMessages(state, error);
    const application = { ...state.application, sending: false, sent: null };
    const order =
      state.order.status === 'updating'
        ? { ...state.order, status: 'UPDATE_ERROR' as const, errors }
        : state.order;
    return unchanged({ ...state, order, application });
  }
  const { order } = event;
  const updated =
    state.order.status === 'updating'
      ? { ...state.order, status: 'completed' as const, errors: [] }
      : state.order;
  const next = {
    ...withServerOrder({ ...state, order: updated }, order),
    application: {
      ...state.application,
      sending: false,
      sent: null,
      draft: null,
      saveStatus: 'idle' as const,
    },
  };
  return {
    state: dealCompleted(next),
    effects: [applicationSubmission(state, order.guid), purchaseTracked(next, order.guid)],
  };
}

/**
 * The form-submit answered. Until it is answered the dealer has not heard of the application: it
 * goes again, ever more slowly, while the page is open (a reload sends it too if still missing).
 */
export function applicationFormAnswered(
  state: DealState,
  event: EventOf<'formSent' | 'formFailed'>,
): DealTransition {
  const { formTries } = state.application;
  const again = event.type === 'formFailed' && worthSendingAgain(event.error);
  if (!again || !state.order.guid) return unchanged(state);
  return {
    state: { ...state, application: { ...state.application, formTries: formTries + 1 } },
    effects: [applicationSubmission(state, state.order.guid, backoffDelayMs(formTries + 1))],
  };
}

/** The application region's own events (its answers come through the order and form events). */
export const applicationEvents: EventHandlers<
  'applicationChanged' | 'draftDue' | 'draftSaved' | 'draftFailed' | 'sendApplication'
> = {
  applicationChanged,
  draftDue,
  draftSaved: draftAnswered,
  draftFailed: draftAnswered,
  sendApplication,
};
