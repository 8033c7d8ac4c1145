export type {
  OrderEffect,
  OrderEvent,
  OrderFacts,
  OrderState,
  OrderStatus,
  OrderSubmission,
  OrderTransition,
} from './orderTypes.ts';
export {
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_COMPLETED,
  ORDER_STATUS_SUBMITTED,
  canCreateOrder,
  initialOrderState,
  orderReservesVehicle,
  orderTransition,
} from './orderTransition.ts';
export { flattenErrors } from './flattenErrors.ts';
export { applyMessageMapping, mapMessage } from './applyMessageMapping.ts';
