import { fromPounds, type BrokerDisclosure } from '@showroom/core';
import type { RepresentativeExampleProps } from '../RepresentativeExample/index.ts';
import type { WireQuote } from '@showroom/core';

/**
 * RepresentativeExample props from a wire finance quote (pounds → pence). A part exchange put
 * towards the deal (`TotalDeposit` is the cash deposit and its balance) is its own line, so the
 * deposit is the shopper's cash deposit, as the deal builder's deposit box shows it.
 */
export function representativeExampleFromQuote(
  quote: WireQuote,
  broker: BrokerDisclosure,
): RepresentativeExampleProps {
  const partExchange = fromPounds(quote.TotalDeposit) - fromPounds(quote.Deposit);
  return {
    product: quote.key,
    regularPayment: fromPounds(quote.RegularPayment),
    term: quote.Term,
    totalNumberOfRegularPayments: quote.TotalNumberOfRegularPayments,
    cashPrice: fromPounds(quote.TotalPrice),
    deposit: fromPounds(quote.Deposit),
    ...(partExchange !== 0 ? { partExchange } : {}),
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
