import { RESERVED_STATUS, partExchangeStatus, paymentMethodOf } from '../builder/index.ts';
import { isFinanceProduct } from '../finance/index.ts';
import { orderHasPayments } from '../order/index.ts';
import type { DealOrder, DealState, QuoteSettings } from './dealTypes.ts';
import { withValuationsShown } from './steps.ts';

// The order as the server holds it, read into the deal. Every answer that carries the order (a
// read, a creation, an update, a valuation, a paid deposit) goes through `withServerOrder`, so the
// deal's valuations, products and payment always say what the server says.

/**
 * The server's order taken as the truth: valuations (a valuation leaves the part-exchange step),
 * products and payments (a paid deposit reserves the vehicle and stops ordering).
 */
export function withServerOrder(state: DealState, order: DealOrder): DealState {
  const valuations = [...(order.valuations ?? [])];
  const paid = orderHasPayments(order);
  const pxStatus = state.partExchange.status;
  return {
    ...withValuationsShown(state, valuations),
    serverOrder: order,
    order: paid ? { ...state.order, canOrder: false } : state.order,
    products: [...(order.products ?? state.products)],
    partExchange: {
      ...state.partExchange,
      valuations,
      // The shopper's open form stays open; otherwise the valuations say whether it is done.
      status:
        pxStatus === 'form' || pxStatus === 'details' ? pxStatus : partExchangeStatus(valuations),
      error: null,
    },
    payment: paid ? { status: 'success', stage: null, declineMessage: null } : state.payment,
    vehicle: paid
      ? { ...state.vehicle, reservation_status: RESERVED_STATUS, reserved: true }
      : state.vehicle,
  };
}

/** A finite number from the order's JSON, or null. */
const finiteOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A string from the order's JSON, or the empty string. */
const stringOrEmpty = (value: unknown) => (typeof value === 'string' ? value : '');

/** The settings an order recorded, so the calculator shows what the order holds after a reload. */
export function recordedSettings(state: DealState, order: DealOrder): QuoteSettings | null {
  const finance = order.finance;
  if (!finance || paymentMethodOf(order.payment_type) !== 'finance') return null;
  const type = finance.finance_type;
  const term = finiteOrNull(finance.finance_term);
  const deposit = finiteOrNull(finance.finance_deposit);
  if (!isFinanceProduct(type) || term === null || deposit === null) return null;
  return {
    financeType: type,
    depositType: 'amount',
    deposit,
    term,
    mileage: finiteOrNull(finance.finance_mileage) ?? state.finance.settings.mileage,
  };
}

/** The shopper's details as a stored order holds them, so a reload fills the forms again. */
export function customerOf(order: DealOrder): DealState['customer'] {
  const customer = order.customer;
  if (!customer) return null;
  return {
    title: stringOrEmpty(customer.customer_title),
    firstName: stringOrEmpty(customer.customer_first_name),
    lastName: stringOrEmpty(customer.customer_last_name),
    email: stringOrEmpty(customer.customer_email),
    telephone: stringOrEmpty(customer.customer_telephone),
    postcode: stringOrEmpty(customer.customer_current_address),
    termsAccepted: true,
  };
}
