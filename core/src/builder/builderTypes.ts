/** The deal-builder steps (spec 2 "Deal builder steps"). */
export type BuilderStep =
  | 'step-1'
  | 'step-1-part-ex'
  | 'step-2'
  | 'step-enquiry-form'
  | 'step-test-drive-form'
  | 'cash-order-complete'
  | 'finance-application-complete';

/** Payment tabs (spec 2, 4): finance ('Pay Monthly'), cash ('Pay In Full') and reserve. */
export type PaymentMethod = 'finance' | 'cash' | 'reserve';

/** Wire payment_type of each method (spec 3 "Customer form", spec 4). */
export type PaymentType = 'FINANCE' | 'OUTRIGHT_FULL' | 'OUTRIGHT_DEPOSIT';

/**
 * Where the shopper is with a part exchange (spec 3, 4): idle; form (step-1-part-ex); valuing (the
 * registration lookup or the valuation in flight); details (the lookup does not know the car: the
 * shopper is asked for make, model, year and fuel); error; done (the deal has a valuation).
 */
export type PartExchangeStatus = 'idle' | 'form' | 'valuing' | 'details' | 'error' | 'done';

/** Where the deal-builder panel is (spec 3 "Order state items"): its step and payment method. */
export type BuilderState = {
  readonly currentStep: BuilderStep;
  readonly paymentMethod: PaymentMethod;
  /** Payment methods this vehicle and tenant offer, in tab order. */
  readonly availableMethods: readonly PaymentMethod[];
};
