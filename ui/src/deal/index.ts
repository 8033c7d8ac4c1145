/**
 * The deal builder's presentational components (props in, events out). Money props are in
 * POUNDS as on the /api/v2 wire; the components convert with core's fromPounds.
 */
export * from './PaymentTabs/index.ts';
export * from './FinanceCalculator/index.ts';
export * from './PartExchange/index.ts';
export * from './OrderSummary/index.ts';
export * from './CustomerDetailsForm/index.ts';
export * from './FinanceApplicationForm/index.ts';
export * from './CardPaymentForm/index.ts';
export * from './EnquiryForm/index.ts';
export * from './TestDriveForm/index.ts';
export * from './Confirmation/index.ts';
export * from './DealPanel/index.ts';
export * from './DealStepOne/index.ts';
export * from './ReservedNotice/index.ts';
export { VEHICLE_CONDITIONS } from './shared/types.ts';
export type { OrderProductData, SendStatus, VehicleCondition } from './shared/types.ts';
