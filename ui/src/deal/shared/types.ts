/*
 * Money convention of the deal components: every money prop is in POUNDS, exactly as the
 * /api/v2 wire sends it (FinanceQuote, Valuation, OrderProduct, OrderConfig). Components convert
 * with core's fromPounds and do all arithmetic in pence through core's rules.
 */

/** Part-exchange condition (openapi VehicleCondition): core's, the same list the rules use. */
export { VEHICLE_CONDITIONS, type VehicleCondition } from '@showroom/core';

/** An optional product that can be added to a deal, as on the wire (price in pounds). */
export interface OrderProductData {
  id: number;
  name: string;
  price: number;
  description?: string | null;
}

/** The state of a form that is sent to the server. */
export type SendStatus = 'idle' | 'sending' | 'success' | 'failure';
