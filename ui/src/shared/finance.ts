import { fromPounds, type BrokerDisclosure } from '@showroom/core';
import type { RepresentativeExampleProps } from '../RepresentativeExample/index.ts';
import type { FinanceQuoteData } from '../types.ts';

/** RepresentativeExample props from a wire finance quote (pounds → pence). */
export function representativeExampleFromQuote(
  quote: FinanceQuoteData,
  broker: BrokerDisclosure,
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
    annualMileage: quote.key === 'PCP' ? (quote.AnnualMileage ?? undefined) : undefined,
    lender: quote.Lender,
    broker,
  };
}
