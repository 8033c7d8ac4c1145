import type { DealEffect } from './dealEffects.ts';
import type { DealState } from './dealTypes.ts';

// The deal's analytics events (requirements VDP-21, DEAL-9: dataLayer), one definition each.

/**
 * A finished deal: an order paid in full, an application sent, a deposit paid.
 * @example purchaseTracked(state, 'abc').params // { stock_id: 42, transaction_id: 'abc' }
 */
export function purchaseTracked(state: DealState, guid: string): DealEffect {
  return {
    type: 'analytics.track',
    event: 'purchase',
    params: { stock_id: state.vehicle.stock_id, transaction_id: guid },
  };
}

/**
 * The shopper went on to the checkout with a payment method chosen.
 * @example addToCartTracked(state).event // 'add_to_cart'
 */
export function addToCartTracked(state: DealState): DealEffect {
  return {
    type: 'analytics.track',
    event: 'add_to_cart',
    params: { stock_id: state.vehicle.stock_id },
  };
}

/**
 * The vehicle's page loaded with its deal (requirement VDP-21: once per vehicle load).
 * @example viewItemTracked(state).event // 'view_item'
 */
export function viewItemTracked(state: DealState): DealEffect {
  return {
    type: 'analytics.track',
    event: 'view_item',
    params: { stock_id: state.vehicle.stock_id },
  };
}
