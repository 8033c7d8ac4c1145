/** The deal-builder steps (requirement DEAL-1). */
export type BuilderStep =
  | 'step-1'
  | 'step-1-part-ex'
  | 'step-2'
  | 'step-enquiry-form'
  | 'step-test-drive-form'
  | 'cash-order-complete'
  | 'finance-application-complete';

/** Payment tabs (requirement DEAL-2): finance ('Pay Monthly'), cash ('Pay In Full') and reserve. */
export type PaymentMethod = 'finance' | 'cash' | 'reserve';

/** Wire payment_type of each method (requirement DEAL-4). */
export type PaymentType = 'FINANCE' | 'OUTRIGHT_FULL' | 'OUTRIGHT_DEPOSIT';

/**
 * Where the shopper is with a part exchange (requirements DEAL-5, PX-3): idle; form
 * (step-1-part-ex); valuing (the registration lookup or the valuation in flight); details (the
 * lookup does not know the car: the shopper is asked for make, model, year and fuel); error; done
 * (the deal has a valuation).
 */
export type PartExchangeStatus = 'idle' | 'form' | 'valuing' | 'details' | 'error' | 'done';

/** Where the deal-builder panel is (requirement DEAL-5): its step and payment method. */
export type BuilderState = {
  readonly currentStep: BuilderStep;
  readonly paymentMethod: PaymentMethod;
  /** Payment methods this vehicle and tenant offer, in tab order. */
  readonly availableMethods: readonly PaymentMethod[];
};
