/**
 * The deal builder's presentational components (props in, events out). Money props are in
 * POUNDS as on the /api/v2 wire; the components convert with core's fromPounds.
 */
export { PaymentTabs } from './PaymentTabs/index.ts';
export type { PaymentTabsProps } from './PaymentTabs/index.ts';
export { FinanceCalculator } from './FinanceCalculator/index.ts';
export type { FinanceCalculatorProps } from './FinanceCalculator/index.ts';
export { PartExchange } from './PartExchange/index.ts';
export type { PartExchangeFormStatus, PartExchangeProps } from './PartExchange/index.ts';
export { OrderSummary } from './OrderSummary/index.ts';
export type { OrderSummaryProps } from './OrderSummary/index.ts';
export { CustomerDetailsForm } from './CustomerDetailsForm/index.ts';
export type {
  CustomerDetails,
  CustomerDetailsFormProps,
  CustomerOptIns,
} from './CustomerDetailsForm/index.ts';
export { FinanceApplicationForm } from './FinanceApplicationForm/index.ts';
export type {
  AddressData,
  EmploymentData,
  FinanceApplicationData,
  FinanceApplicationFormProps,
  SaveStatus,
} from './FinanceApplicationForm/index.ts';
export { CardPaymentForm, groupCardNumber } from './CardPaymentForm/index.ts';
export type {
  CardPayment,
  CardPaymentFormProps,
  CardPaymentStatus,
  HostedCardFields,
  HostedCardPayment,
  HostedFieldsStatus,
} from './CardPaymentForm/index.ts';
export { EnquiryForm } from './EnquiryForm/index.ts';
export type { Enquiry, EnquiryFormProps } from './EnquiryForm/index.ts';
export { TestDriveForm } from './TestDriveForm/index.ts';
export type {
  TestDriveBranchData,
  TestDriveFormProps,
  TestDriveRequest,
} from './TestDriveForm/index.ts';
export { Confirmation } from './Confirmation/index.ts';
export type { ConfirmationProps, ConfirmationVariant } from './Confirmation/index.ts';
export { DealPanel, StickyDealBanner } from './DealPanel/index.ts';
export type { DealPanelProps, StickyDealBannerProps } from './DealPanel/index.ts';
export { ReservedNotice } from './ReservedNotice/index.ts';
export type { ReservedNoticeProps } from './ReservedNotice/index.ts';
export { VEHICLE_CONDITIONS } from './shared/types.ts';
export type { OrderProductData, SendStatus, VehicleCondition } from './shared/types.ts';
