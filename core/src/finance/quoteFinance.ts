import { sumPence } from '../money/index.ts';
import { amountOfCredit } from '../deal/amountOfCredit.ts';
import { isNoQuote } from './adjustment.ts';
import type { FinanceQuoteRequest, FinanceQuoteResult } from './financeQuote.ts';
import { financePromotion } from './financePromotion.ts';
import { monthlyRate } from './monthlyRate.ts';
import { quoteApr } from './quoteApr.ts';
import { quoteDeposit } from './quoteDeposit.ts';
import { quotePcpTerms } from './quoteResidual.ts';
import { quoteTerm } from './quoteTerm.ts';
import { regularPayment } from './regularPayment.ts';
import { representativeApr } from './representativeApr.ts';

/**
 * Prices a PCP, HP or CS agreement from a rate table into a complete quote (spec 3: "Finance
 * quote"; design.md, "Finance maths"). HP and CS pay level monthly payments for the whole term;
 * PCP pays them for all but the last month, when the optional final payment (the guaranteed future
 * value) falls. The documentation fee goes with the first payment and the option-to-purchase fee
 * with the last (for PCP, the final payment); the APR counts both. A request the lender cannot
 * meet as asked (term, deposit, mileage, final payment) is adjusted, with a notification for each
 * change (spec 5) and the values used in `Used`; when no agreement is possible (vehicle too old, no
 * rate, credit below the minimum) the answer says why instead.
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
  const { product, cashPrice, rates, vehicleAgeYears, partExchangeBalance = 0 } = request;
  const productRates = rates.products[product];
  const term = quoteTerm(product, request.term, productRates, vehicleAgeYears);
  if (isNoQuote(term)) return term;
  const promoted = request.vehicle
    ? financePromotion(rates, product, request.vehicle, vehicleAgeYears, term.value)
    : null;
  const apr = promoted
    ? { value: promoted.offer.apr, notifications: [] }
    : quoteApr(product, productRates, vehicleAgeYears, cashPrice);
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
  const { mileage, residual } = pcp.value;
  const deposit = quoteDeposit({ ...request, partExchangeBalance, residual });
  if (isNoQuote(deposit)) return deposit;

  const credit = amountOfCredit({ cashPrice, deposit: deposit.value, partExchangeBalance });
  const payments = product === 'PCP' ? term.value - 1 : term.value;
  const rate = { apr: apr.value };
  const level = regularPayment({ credit, payments, rate, finalPayment: residual });
  const amounts = Array.from({ length: payments }, () => level);
  if (product === 'PCP') amounts.push(residual);
  if (apr.value === 0) amounts[amounts.length - 1]! += credit - sumPence(amounts);
  const fees = promoted ? promoted.promotion.fees : productRates.fees;
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
