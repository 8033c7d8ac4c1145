import type { FinanceQuote } from '@showroom/api-client';
import type { RepresentativeExampleProps } from '@showroom/ui';
import { fromPounds } from '@showroom/core';

/** ui's RepresentativeExample props from a wire finance quote (pounds → pence). */
export function repExampleProps(
  quote: FinanceQuote,
  brokerName: string,
  headingLevel: 2 | 3 | 4,
): RepresentativeExampleProps {
  return {
    product: quote.key,
    regularPayment: fromPounds(quote.RegularPayment),
    term: quote.Term,
    totalNumberOfRegularPayments: quote.TotalNumberOfRegularPayments,
    cashPrice: fromPounds(quote.TotalPrice),
    deposit: fromPounds(quote.TotalDeposit),
    amountOfCredit: fromPounds(quote.Balance),
    chargesForCredit: fromPounds(quote.ChargesForCredit),
    totalAmountPayable: fromPounds(quote.TotalAmountPayable),
    finalPayment: fromPounds(quote.Residual),
    apr: quote.Apr,
    rateOfInterest: quote.RateOfInterest,
    ...(quote.AnnualMileage ? { annualMileage: quote.AnnualMileage } : {}),
    lender: quote.Lender,
    brokerName,
    headingLevel,
  };
}

/** The broker named in the quote's broker statement, or the retailer's name. */
export function brokerName(quote: FinanceQuote, fallback: string): string {
  const match = /^(.*?) is a credit broker/i.exec(quote.BrokerText);
  return match?.[1]?.trim() || fallback;
}
