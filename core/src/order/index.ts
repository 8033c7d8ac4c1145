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
