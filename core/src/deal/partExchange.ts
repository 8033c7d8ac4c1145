import { sumPence, type Pence } from '../money/index.ts';

/**
 * A part-exchange valuation on an order (requirement PX-1: valuations with price and settlement),
 * in pence.
 */
export type PartExchangeValuation = {
  /** What the retailer offers for the shopper's vehicle. */
  readonly price: Pence;
  /** Outstanding finance the retailer settles. */
  readonly settlement: Pence;
};

/**
 * The part-exchange balance (requirement PX-2: the sum of valuation price minus
 * settlement). Negative when the settlements exceed the valuations (negative equity), which is
 * carried into the deal, never hidden.
 * @example partExchangeBalance([{ price: 500000, settlement: 200000 }]) // 300000
 * @example partExchangeBalance([{ price: 300000, settlement: 450000 }]) // -150000
 */
export function partExchangeBalance(valuations: readonly PartExchangeValuation[]): Pence {
  return sumPence(valuations.map(({ price, settlement }) => price - settlement));
}

/**
 * The negative equity in a part-exchange balance: how far it is below zero, else 0 (requirement
 * PX-2).
 * @example negativeEquity(-150000) // 150000
 * @example negativeEquity(300000) // 0
 */
export function negativeEquity(balance: Pence): Pence {
  return balance < 0 ? 0 - balance : 0;
}
