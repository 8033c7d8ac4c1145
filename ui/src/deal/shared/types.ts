import type { VehicleCondition } from '@showroom/core';
import type { FinanceQuoteData } from '../../types.ts';

/*
 * Money convention of the deal components: every money prop is in POUNDS, exactly as the
 * /api/v2 wire sends it (FinanceQuote, Valuation, OrderProduct, OrderConfig). Components convert
 * with core's fromPounds and do all arithmetic in pence through core's rules.
 */

/** A finance quote as on the /api/v2 wire (pounds; PascalCase), with the fields the deal builder reads. */
export interface DealQuote extends FinanceQuoteData {
  /** Why the requested term, deposit or mileage were changed (spec 5); empty when quoted as asked. */
  Notifications?: readonly string[] | null;
  QuoteReference?: string | null;
}

/** The quotes for one vehicle as GET /api/v2/vehicle-finance returns them; null when unavailable. */
export interface DealQuotes {
  pcpQuote?: DealQuote | null;
  hpQuote?: DealQuote | null;
  csQuote?: DealQuote | null;
}

/** Part-exchange condition (openapi VehicleCondition): core's, the same list the rules use. */
export { VEHICLE_CONDITIONS, type VehicleCondition } from '@showroom/core';

/** A part-exchange valuation as on the wire (pounds): `price − settlement` is the balance. */
export interface ValuationData {
  hash: string;
  price: number;
  settlement: number;
  condition?: VehicleCondition | null;
  mileage?: number | null;
  vehicle: { plate: string; make: string; model: string; vrm?: string | null };
}

/** An optional product that can be added to a deal, as on the wire (price in pounds). */
export interface OrderProductData {
  id: number;
  name: string;
  price: number;
  description?: string | null;
}

/** The state of a form that is sent to the server. */
export type SendStatus = 'idle' | 'sending' | 'success' | 'failure';
