import { sumPence, type Pence } from '../money/index.ts';
import { negativeEquity, partExchangeBalance, type PartExchangeValuation } from './partExchange.ts';

/** What a cash ("Pay In Full") total is made of, in pence (spec 5). */
export type CashTotalInput = {
  /** The price charged for the vehicle (core's `askingPrice`: the price on the page). */
  readonly price: Pence;
  readonly adminFee?: Pence | null;
  /** Prices of the products the shopper selected. */
  readonly products?: readonly Pence[];
  readonly valuations?: readonly PartExchangeValuation[];
};

/** The cash total, itemised for the order summary (spec 5), in pence. */
export type CashTotal = {
  readonly vehiclePrice: Pence;
  readonly adminFee: Pence;
  /** Sum of the selected products. */
  readonly products: Pence;
  /** Sum of the part-exchange valuations. */
  readonly partExchangeValue: Pence;
  /** Sum of the settlements of outstanding finance. */
  readonly settlement: Pence;
  /** partExchangeValue − settlement; negative when there is negative equity. */
  readonly partExchangeBalance: Pence;
  /** How far the balance is below zero (added to the total), else 0. */
  readonly negativeEquity: Pence;
  readonly total: Pence;
};

/**
 * The cash total (spec 5: "Cash total = price + admin fee + selected products − part-exchange
 * balance"), with each item so the UI can show the sum. The price is the one the page shows
 * (`askingPrice`; a list price is never charged) and the fee the vehicle's (`adminFeeOf`).
 * Negative equity raises the total.
 * @example cashTotal({ price: 1500000, adminFee: 9900, products: [29900], valuations: [{ price: 400000, settlement: 100000 }] }).total // 1239800
 */
export function cashTotal({
  price,
  adminFee,
  products = [],
  valuations = [],
}: CashTotalInput): CashTotal {
  const vehiclePrice = price;
  const fee = adminFee ?? 0;
  const productsTotal = sumPence(products);
  const balance = partExchangeBalance(valuations);
  return {
    vehiclePrice,
    adminFee: fee,
    products: productsTotal,
    partExchangeValue: sumPence(valuations.map((valuation) => valuation.price)),
    settlement: sumPence(valuations.map((valuation) => valuation.settlement)),
    partExchangeBalance: balance,
    negativeEquity: negativeEquity(balance),
    total: vehiclePrice + fee + productsTotal - balance,
  };
}
