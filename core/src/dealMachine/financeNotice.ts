import type { FinanceProduct } from '../finance/index.ts';
import { partExchangeBalance } from '../deal/partExchange.ts';
import { fromPounds, type Pence } from '../money/index.ts';
import { shownQuote } from './dealState.ts';
import type { DealState } from './dealTypes.ts';
import { offeredProducts, sameQuoteSettings } from './quoteSettings.ts';

/** Product names in the calculator's words. */
const PRODUCT_NAMES: Readonly<Record<FinanceProduct, string>> = {
  PCP: 'PCP',
  HP: 'Hire Purchase',
  CS: 'Conditional Sale',
};

/**
 * The part exchange's balance put towards the deal, in pence (valuations less their
 * settlements, as the order summary works it out): the quote's amount of credit is reduced by it.
 * @example partExchangeOnDeal(initialDealState(init)) // 0
 */
export function partExchangeOnDeal(state: Pick<DealState, 'partExchange'>): Pence {
  return partExchangeBalance(
    state.partExchange.valuations.map((valuation) => ({
      price: fromPounds(valuation.price),
      settlement: fromPounds(valuation.settlement),
    })),
  );
}

/**
 * What the calculator says about the finance on screen when it is not what the shopper chose
 * (design decision, docs/product.md, "Finance on the page"): the product they chose cannot be
 * quoted (a part exchange leaves too little to borrow on it, or the car is not offered with it), so
 * the quote is for the first product still possible; or a part exchange rules out every product; or
 * no product can be quoted for the choices on screen.
 * Null when the quote on screen is the shopper's own choice, or while a quote is awaited.
 * @example financeNotice(state) // 'PCP is not available with your part exchange, so this quote is for Hire Purchase.'
 */
export function financeNotice(state: DealState): string | null {
  const { finance } = state;
  if (finance.status !== 'current' || !sameQuoteSettings(finance.settings, finance.quotesFor))
    return null;
  const px = partExchangeOnDeal(state);
  const chosen = finance.own.financeType;
  const shown = finance.settings.financeType;
  if (shownQuote(state)) {
    if (chosen === shown) return null;
    const why =
      px !== 0 && finance.offeredAlone.includes(chosen)
        ? 'with your part exchange'
        : 'for this car';
    return `${PRODUCT_NAMES[chosen]} is not available ${why}, so this quote is for ${PRODUCT_NAMES[shown]}.`;
  }
  if (offeredProducts(finance.quotes).length > 0) return null;
  // No finance type can be quoted for these choices, without a part exchange to blame.
  if (px === 0)
    return 'Finance is not available for this car with these choices. Try another deposit or term, or choose another way to pay.';
  if (finance.offeredAlone.length === 0) return null;
  return px > 0
    ? 'Finance is not available with your part exchange: it leaves too little to borrow. Remove it to see finance, or pay another way.'
    : 'Finance is not available with your part exchange. Remove it to see finance, or pay another way.';
}
