import { sumPence, type Pence } from '../money/index.ts';
import { amountOfCredit } from '../deal/amountOfCredit.ts';
import { isNoQuote, type Adjusted } from './adjustment.ts';
import type { FinanceQuoteRequest, FinanceQuoteResult, NoFinanceQuote } from './financeQuote.ts';
import { financePromotion, type AppliedPromotion } from './financePromotion.ts';
import { monthlyRate } from './monthlyRate.ts';
import { quoteApr } from './quoteApr.ts';
import { depositLimits, depositWithin, quoteDeposit, type DepositLimits } from './quoteDeposit.ts';
import { quotePcpTerms, type PcpTerms } from './quoteResidual.ts';
import { quoteTerm } from './quoteTerm.ts';
import { levelPayment, paymentFactors, type PaymentFactors } from './regularPayment.ts';
import { representativeApr } from './representativeApr.ts';

/**
 * Everything a quote's level monthly payment depends on except the cash deposit: the term, rate and
 * PCP terms the lender uses for the vehicle, the deposits it accepts and the payment factors. One
 * model prices any deposit (`monthlyPaymentWith`), so a search by monthly budget can price every
 * vehicle at a shopper's own deposit without working the rest out again.
 */
export type MonthlyPaymentModel = {
  readonly cashPrice: Pence;
  readonly partExchangeBalance: Pence;
  readonly term: Adjusted<number>;
  readonly apr: number;
  /** The manufacturer-subsidised offer the quote is priced under (its APR and fees), or null. */
  readonly promoted: AppliedPromotion | null;
  readonly pcp: Adjusted<PcpTerms>;
  readonly limits: DepositLimits;
  readonly payments: number;
  readonly factors: PaymentFactors;
};

/**
 * The deposit-free part of `quoteFinance` (term, rate, PCP terms, deposit limits, payment factors)
 * for a request; no quote when `quoteFinance` would give none for any deposit.
 * @example monthlyPaymentModel({ product: 'HP', cashPrice: 1500000, term: 48, annualMileage: 8000, rates: DEFAULT_RATE_TABLE, vehicleAgeYears: 2 })
 */
export function monthlyPaymentModel(
  request: Omit<FinanceQuoteRequest, 'deposit'>,
): MonthlyPaymentModel | NoFinanceQuote {
  const { product, cashPrice, rates, vehicleAgeYears, partExchangeBalance = 0 } = request;
  const productRates = rates.products[product];
  const term = quoteTerm(product, request.term, productRates, vehicleAgeYears);
  if (isNoQuote(term)) return term;
  const promoted = request.vehicle
    ? financePromotion(rates, product, request.vehicle, vehicleAgeYears, term.value)
    : null;
  const apr = promoted
    ? { value: promoted.offer.apr, notifications: [] }
    : quoteApr(product, productRates, vehicleAgeYears, cashPrice, term.value);
  if (isNoQuote(apr)) return apr;
  const pcp =
    product === 'PCP'
      ? quotePcpTerms(rates.products.PCP, {
          cashPrice,
          annualMileage: request.annualMileage,
          ageAtEndYears: vehicleAgeYears + term.value / 12,
          residual: request.residual,
        })
      : { value: { mileage: request.annualMileage, residual: 0 }, notifications: [] };
  if (isNoQuote(pcp)) return pcp;
  const { residual } = pcp.value;
  const limits = depositLimits({ cashPrice, partExchangeBalance, residual, rates });
  if (!limits) {
    return quoteDeposit({
      product,
      cashPrice,
      deposit: 0,
      partExchangeBalance,
      residual,
      rates,
    }) as NoFinanceQuote;
  }
  const payments = product === 'PCP' ? term.value - 1 : term.value;
  const factors = paymentFactors({ payments, rate: { apr: apr.value }, finalPayment: residual });
  return {
    cashPrice,
    partExchangeBalance,
    term,
    apr: apr.value,
    promoted,
    pcp,
    limits,
    payments,
    factors,
  };
}

/**
 * The level monthly payment `quoteFinance` quotes for the model's request at this cash deposit
 * (pence; kept within the lender's limits as `quoteDeposit` keeps it).
 * @example monthlyPaymentWith(model, 150000) // 34493 for the HP example above
 */
export function monthlyPaymentWith(
  model: Pick<MonthlyPaymentModel, 'cashPrice' | 'partExchangeBalance' | 'limits' | 'factors'>,
  deposit: Pence,
): Pence {
  const credit = amountOfCredit({
    cashPrice: model.cashPrice,
    deposit: depositWithin(model.limits, deposit),
    partExchangeBalance: model.partExchangeBalance,
  });
  return levelPayment(credit, model.factors);
}

/**
 * Only the level monthly payment `quoteFinance` would quote for the same request (its
 * `RegularPayment`), without the schedule and APR: what a search by monthly budget compares every
 * candidate vehicle on (requirement FIN-5: search filter overrides), at a fraction of a full
 * quote's cost. No quote when `quoteFinance` would give none, for the same reason.
 * @example
 * const result = quoteMonthlyPayment({ product: 'HP', cashPrice: 1500000, deposit: 150000, term: 48,
 *   annualMileage: 8000, rates: DEFAULT_RATE_TABLE, vehicleAgeYears: 2 });
 * if (result.ok) result.regularPayment; // 34493
 */
export function quoteMonthlyPayment(
  request: FinanceQuoteRequest,
): { readonly ok: true; readonly regularPayment: Pence } | NoFinanceQuote {
  const model = monthlyPaymentModel(request);
  return isNoQuote(model)
    ? model
    : { ok: true, regularPayment: monthlyPaymentWith(model, request.deposit) };
}

/**
 * Prices a PCP, HP or CS agreement from a rate table into a complete quote (requirement FIN-1;
 * requirement ARCH-11). HP and CS pay level monthly payments for the whole term;
 * PCP pays them for all but the last month, when the optional final payment (the guaranteed future
 * value) falls. The documentation fee goes with the first payment and the option-to-purchase fee
 * with the last (for PCP, the final payment); the APR counts both. A request the lender cannot
 * meet as asked (term, deposit, mileage, final payment) is adjusted, with a notification for each
 * change (requirement FIN-6) and the values used in `Used`; when no agreement is possible (vehicle
 * too old, no rate, credit below the minimum) the answer says why instead.
 * A manufacturer-subsidised offer of the rate table (`promotions`) that fits the `vehicle`, product
 * and term prices the quote at its own APR and fees and names itself in `Promotion`; at 0% APR the
 * pennies the level payment is rounded by go with the last payment (for PCP, the final payment), so
 * the charges for credit are exactly nothing.
 * @example
 * const result = quoteFinance({ product: 'HP', cashPrice: 1500000, deposit: 150000, term: 48,
 *   annualMileage: 8000, rates: DEFAULT_RATE_TABLE, vehicleAgeYears: 2 });
 * if (result.ok) result.quote.RegularPayment; // 34493 (£344.93 a month at 10.9% APR)
 */
export function quoteFinance(request: FinanceQuoteRequest): FinanceQuoteResult {
  const model = monthlyPaymentModel(request);
  if (isNoQuote(model)) return model;
  const { product, cashPrice, rates, partExchangeBalance = 0 } = request;
  const { term, pcp, payments, promoted } = model;
  const { mileage, residual } = pcp.value;
  const deposit = quoteDeposit({
    product,
    cashPrice,
    deposit: request.deposit,
    partExchangeBalance,
    residual,
    rates,
  });
  if (isNoQuote(deposit)) return deposit;
  const credit = amountOfCredit({ cashPrice, deposit: deposit.value, partExchangeBalance });
  const level = levelPayment(credit, model.factors);
  const rate = { apr: model.apr };
  const amounts = Array.from({ length: payments }, () => level);
  if (product === 'PCP') amounts.push(residual);
  if (model.apr === 0) amounts[amounts.length - 1]! += credit - sumPence(amounts);
  const fees = promoted ? promoted.promotion.fees : rates.products[product].fees;
  amounts[0]! += fees.documentation;
  amounts[amounts.length - 1]! += fees.optionToPurchase;
  const totalDeposit = deposit.value + partExchangeBalance;
  const totalPayable = totalDeposit + sumPence(amounts);

  return {
    ok: true,
    quote: {
      key: product,
      Lender: rates.lender,
      RegularPayment: level,
      TotalPrice: cashPrice,
      TotalDeposit: totalDeposit,
      Deposit: deposit.value,
      Term: term.value,
      AnnualMileage: mileage,
      Residual: product === 'PCP' ? amounts[amounts.length - 1]! - fees.optionToPurchase : 0,
      Apr: representativeApr({
        credit,
        schedule: amounts.map((amount, index) => ({ month: index + 1, amount })),
      }),
      RateOfInterest: Math.round(monthlyRate(rate) * 12 * 10000) / 100,
      Balance: credit,
      ChargesForCredit: totalPayable - cashPrice,
      TotalAmountPayable: totalPayable,
      TotalNumberOfRegularPayments: payments,
      Payments: amounts,
      Fees: fees,
      Notifications: [...term.notifications, ...pcp.notifications, ...deposit.notifications],
      Used: { term: term.value, deposit: deposit.value, mileage },
      Promotion: promoted ? promoted.promotion.name : null,
    },
  };
}
