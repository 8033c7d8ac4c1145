import { paymentTypeOf } from '../builder/index.ts';
import { orderFinanceFields, type OrderFinance } from '../forms/index.ts';
import { fromPounds } from '../money/index.ts';
import { shownQuote } from './dealState.ts';
import type { DealState, WireQuote } from './dealTypes.ts';

// What the order records of the deal on screen: its payment type and the quote shown. The order's
// creation, the checkout's update and the sent application all record it the same way.

/** A quote's figures as the order payload takes them, in pence (requirement ORDER-3). */
export function orderFinanceOf(quote: WireQuote): OrderFinance {
  return {
    type: quote.key,
    residual: fromPounds(quote.Residual ?? 0),
    term: quote.Term,
    deposit: fromPounds(quote.Deposit),
    mileage: quote.AnnualMileage ?? null,
    apr: quote.Apr,
    lender: quote.Lender,
    balance: fromPounds(quote.Balance),
    regularPayment: fromPounds(quote.RegularPayment),
    finalPayment: fromPounds(quote.Residual ?? 0),
    totalCharges: fromPounds(quote.ChargesForCredit),
    totalPayable: fromPounds(quote.TotalAmountPayable),
    numberOfPayments: quote.TotalNumberOfRegularPayments,
  };
}

/** What the order must record for the chosen method: its payment type and the quote on screen. */
export function methodChanges(state: DealState): Record<string, unknown> {
  const method = state.builder.paymentMethod;
  const quote = shownQuote(state);
  const financed = method === 'finance' && quote !== null;
  return {
    payment_type: paymentTypeOf(method),
    has_finance: financed,
    ...(financed && quote ? orderFinanceFields(orderFinanceOf(quote)) : {}),
  };
}
