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

/** Finance product keys (spec 3, 9). */
export type FinanceType = 'PCP' | 'HP' | 'CS';

/** Part exchange status (spec 3, 4): done when valuations exist. */
export type PartExchangeStatus = 'idle' | 'done';

/** The deal-builder state (spec 3 "Order state items"). */
export type BuilderState = {
  currentStep: BuilderStep;
  paymentMethod: PaymentMethod;
  financeType: FinanceType;
  /** Payment methods this vehicle and tenant offer, in tab order. */
  availableMethods: PaymentMethod[];
  partExchangeStatus: PartExchangeStatus;
};

/** Events the deal-builder panel feeds its machine (spec 4). */
export type BuilderEvent =
  | { type: 'selectPaymentMethod'; method: PaymentMethod }
  | { type: 'selectFinanceType'; financeType: FinanceType }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'leaveContent' }
  | { type: 'reserve'; reservationStatus: string | null | undefined; stockId?: number }
  | { type: 'openEnquiry' }
  | { type: 'openTestDrive' }
  | { type: 'openPartExchange' }
  | { type: 'valuationsChanged'; valuations: readonly unknown[] | null | undefined }
  | { type: 'complete' };

/** Effects of the deal-builder machine, as plain data (design.md "Core conventions"). */
export type BuilderEffect =
  | { type: 'analytics.track'; event: string; params: Record<string, unknown> }
  | { type: 'ui.scrollToDeal' };

/** What {@link builderTransition} returns. */
export type BuilderTransition = { state: BuilderState; effects: BuilderEffect[] };
