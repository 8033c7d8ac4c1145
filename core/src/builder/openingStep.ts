import type { BuilderState, PaymentMethod } from './builderTypes.ts';

/**
 * The reservation_status of a vehicle someone has reserved: Reserve then opens the enquiry form
 * (requirement DEAL-9).
 * @example RESERVED_STATUS // 'Reserved'
 */
export const RESERVED_STATUS = 'Reserved';

/** Query parameters that choose the initial step (requirement VDP-2). */
export type BuilderQuery = Readonly<Record<string, string | readonly string[] | null | undefined>>;

const DEFAULT_METHODS: readonly PaymentMethod[] = ['finance', 'cash', 'reserve'];

/**
 * The payment method the panel starts on, and returns to when the shopper leaves a reservation
 * (requirement DEAL-6): the first offered that is not reserve, else reserve itself, else finance.
 * @example firstMethod(['reserve', 'cash']) // 'cash'
 * @example firstMethod(['reserve']) // 'reserve'
 */
export function firstMethod(methods: readonly PaymentMethod[]): PaymentMethod {
  return methods.find((method) => method !== 'reserve') ?? methods[0] ?? 'finance';
}

/**
 * Where the deal-builder panel opens for the page's query (requirement VDP-2): `enquiry`
 * opens the enquiry form, `reserve` the reservation checkout (step-2, method reserve) when
 * reserving is offered, `addpx` the part-exchange step; otherwise step-1 with the first method.
 * @example initialBuilderState({ addpx: '' }).currentStep // 'step-1-part-ex'
 */
export function initialBuilderState(
  query: BuilderQuery = {},
  availableMethods: readonly PaymentMethod[] = DEFAULT_METHODS,
): BuilderState {
  const base: BuilderState = {
    currentStep: 'step-1',
    paymentMethod: firstMethod(availableMethods),
    availableMethods: [...availableMethods],
  };
  const has = (name: string) => query[name] !== undefined && query[name] !== null;
  if (has('enquiry')) return { ...base, currentStep: 'step-enquiry-form' };
  if (has('reserve') && availableMethods.includes('reserve'))
    return { ...base, currentStep: 'step-2', paymentMethod: 'reserve' };
  if (has('addpx')) return { ...base, currentStep: 'step-1-part-ex' };
  return base;
}
