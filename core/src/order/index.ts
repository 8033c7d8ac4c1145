export type { OrderFacts, OrderStatus, OrderSubmission } from './orderTypes.ts';
export {
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_COMPLETED,
  ORDER_STATUS_SUBMITTED,
  applicationSentStatus,
  orderHasPayments,
  orderPayloadComplete,
  orderReservesVehicle,
} from './orderStatus.ts';
export { flattenErrors } from './flattenErrors.ts';
export { applyMessageMapping, mapMessage } from './applyMessageMapping.ts';
export {
  DEFAULT_RESERVATION_HOLD_HOURS,
  MAX_RESERVATION_HOLD_HOURS,
  reservationHeldText,
  reservationHeldUntil,
} from './reservationHold.ts';
export {
  OPEN_ORDER_STATUSES,
  ORDER_STATUS_NEW,
  ORDER_STATUS_RESERVED,
  PAYMENT_STATUS_REFUNDED,
  PAYMENT_STATUS_SUCCEEDED,
  cancellationDecision,
  cancellationOutcome,
  extendHoldDecision,
  releaseDecision,
  saleDecision,
} from './retailerOperations.ts';
export type {
  CancellationDecision,
  CancellationOutcome,
  DepositRefund,
  HoldExtensionDecision,
  OperationOrder,
  Refusal,
  ReleaseDecision,
  SaleClosure,
  SaleDecision,
  Unchanged,
} from './retailerOperations.ts';
