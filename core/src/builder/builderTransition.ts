import type {
  BuilderEffect,
  BuilderEvent,
  BuilderState,
  BuilderTransition,
  PaymentMethod,
} from './builderTypes.ts';
import { partExchangeStatus } from './partExchangeStatus.ts';

/**
 * The reservation_status that sends the Reserve action to the enquiry form (spec 4).
 * @example RESERVED_STATUS // 'Reserved'
 */
export const RESERVED_STATUS = 'Reserved';

/** Query parameters that choose the initial step (spec 2). */
export type BuilderQuery = Readonly<Record<string, string | readonly string[] | null | undefined>>;

/** Options for a new deal builder. */
export type BuilderOptions = {
  availableMethods?: readonly PaymentMethod[];
  financeType?: BuilderState['financeType'];
  valuations?: readonly unknown[] | null;
};

const DEFAULT_METHODS: readonly PaymentMethod[] = ['finance', 'cash', 'reserve'];

const firstMethod = (methods: readonly PaymentMethod[]): PaymentMethod =>
  methods.find((method) => method !== 'reserve') ?? methods[0] ?? 'finance';

/**
 * A new deal builder at the step its query asks for (spec 2 query parameters): `enquiry` opens
 * the enquiry form, `reserve` opens step-2 with method reserve, `addpx` opens the part-exchange
 * step and scrolls to the deal; otherwise step-1 with the first available payment method.
 * @example initialBuilderState({ addpx: '' }).effects // [{ type: 'ui.scrollToDeal' }]
 */
export function initialBuilderState(
  query: BuilderQuery = {},
  options: BuilderOptions = {},
): BuilderTransition {
  const availableMethods = [...(options.availableMethods ?? DEFAULT_METHODS)];
  const base: BuilderState = {
    currentStep: 'step-1',
    paymentMethod: firstMethod(availableMethods),
    financeType: options.financeType ?? 'PCP',
    availableMethods,
    partExchangeStatus: partExchangeStatus(options.valuations),
  };
  const has = (name: string) => query[name] !== undefined && query[name] !== null;
  if (has('enquiry')) return { state: { ...base, currentStep: 'step-enquiry-form' }, effects: [] };
  if (has('reserve') && availableMethods.includes('reserve')) {
    return { state: { ...base, currentStep: 'step-2', paymentMethod: 'reserve' }, effects: [] };
  }
  if (has('addpx')) {
    return {
      state: { ...base, currentStep: 'step-1-part-ex' },
      effects: [{ type: 'ui.scrollToDeal' }],
    };
  }
  return { state: base, effects: [] };
}

const to = (state: BuilderState, patch: Partial<BuilderState>, effects: BuilderEffect[] = []) => ({
  state: { ...state, ...patch },
  effects,
});

/**
 * The deal-builder navigation machine (spec 2 "Deal builder steps", spec 4 "States and
 * transitions"): pure `transition(state, event) → { state, effects }`.
 * - continue: step-1 → step-2 for the chosen method; back / leaveContent → step-1, and going
 *   back from reserve switches to the first available payment method.
 * - reserve: 'Reserved' vehicles open the enquiry form; otherwise step-2 with method reserve and
 *   an add_to_cart analytics effect.
 * - complete: cash (and a paid reservation) → cash-order-complete, finance →
 *   finance-application-complete.
 * - valuationsChanged: part exchange done when valuations exist, back to step-1 from the part-ex step.
 * @example builderTransition(initialBuilderState().state, { type: 'continue' }).state.currentStep // 'step-2'
 */
export function builderTransition(state: BuilderState, event: BuilderEvent): BuilderTransition {
  switch (event.type) {
    case 'selectPaymentMethod':
      return state.availableMethods.includes(event.method)
        ? to(state, { paymentMethod: event.method })
        : { state, effects: [] };
    case 'selectFinanceType':
      return to(state, { financeType: event.financeType });
    case 'continue':
      return state.currentStep === 'step-1'
        ? to(state, { currentStep: 'step-2' })
        : { state, effects: [] };
    case 'back':
    case 'leaveContent': {
      const paymentMethod =
        state.paymentMethod === 'reserve'
          ? firstMethod(state.availableMethods)
          : state.paymentMethod;
      return to(state, { currentStep: 'step-1', paymentMethod });
    }
    case 'reserve':
      if (event.reservationStatus === RESERVED_STATUS)
        return to(state, { currentStep: 'step-enquiry-form' });
      return to(state, { currentStep: 'step-2', paymentMethod: 'reserve' }, [
        {
          type: 'analytics.track',
          event: 'add_to_cart',
          params: { stock_id: event.stockId ?? null },
        },
      ]);
    case 'openEnquiry':
      return to(state, { currentStep: 'step-enquiry-form' });
    case 'openTestDrive':
      return to(state, { currentStep: 'step-test-drive-form' });
    case 'openPartExchange':
      return to(state, { currentStep: 'step-1-part-ex' });
    case 'valuationsChanged': {
      const status = partExchangeStatus(event.valuations);
      const leave = status === 'done' && state.currentStep === 'step-1-part-ex';
      return to(state, {
        partExchangeStatus: status,
        ...(leave ? { currentStep: 'step-1' as const } : {}),
      });
    }
    case 'complete':
      return to(state, {
        currentStep:
          state.paymentMethod === 'finance'
            ? 'finance-application-complete'
            : 'cash-order-complete',
      });
  }
}
