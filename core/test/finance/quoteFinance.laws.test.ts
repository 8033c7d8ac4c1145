import { describe, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_RATE_TABLE,
  quoteFinance,
  type FinanceQuote,
  type FinanceQuoteRequest,
} from '../../src/index.ts';
import { productArb, quoteRequestArb } from './arbitraries.ts';

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** Checks a law on every request that can be quoted. */
const forEveryQuote = (law: (quote: FinanceQuote, request: FinanceQuoteRequest) => boolean) =>
  fc.assert(
    fc.property(quoteRequestArb, (request) => {
      const result = quoteFinance(request);
      return !result.ok || law(result.quote, request);
    }),
  );

describe('quoteFinance laws', () => {
  it('total payable = deposit + Σ payments + final payment', () => {
    forEveryQuote((q) => {
      const fees = q.Fees.documentation + q.Fees.optionToPurchase;
      const regular = q.RegularPayment * q.TotalNumberOfRegularPayments;
      return q.TotalAmountPayable === q.Deposit + regular + q.Residual + fees;
    });
  });

  it('total payable = deposit + the sum of the Payments list', () => {
    forEveryQuote((q) => q.TotalAmountPayable === q.Deposit + sum(q.Payments));
  });

  it('charges for credit = total payable − cash price', () => {
    forEveryQuote((q) => q.ChargesForCredit === q.TotalAmountPayable - q.TotalPrice);
  });

  it('the amount of credit is the cash price less the deposit', () => {
    forEveryQuote((q) => q.Balance === q.TotalPrice - q.TotalDeposit);
  });

  it('the Payments list holds one payment a month for the term', () => {
    forEveryQuote((q) => q.Payments.length === q.Term);
  });

  it('a quote keeps within the lender limits', () => {
    forEveryQuote((q) => {
      const rates = DEFAULT_RATE_TABLE.products[q.key];
      const credit = q.Balance - q.Residual;
      return (
        q.Term >= rates.minTerm &&
        q.Term <= rates.maxTerm &&
        credit >= DEFAULT_RATE_TABLE.minCredit &&
        q.Deposit >= 0
      );
    });
  });

  it('the values used are the values quoted', () => {
    forEveryQuote(
      (q) =>
        q.Used.term === q.Term &&
        q.Used.deposit === q.Deposit &&
        q.Used.mileage === q.AnnualMileage,
    );
  });

  it('a quote that changed the term or deposit says so', () => {
    forEveryQuote((q, request) => {
      const changed = q.Term !== request.term || q.Deposit !== request.deposit;
      return !changed || q.Notifications.length > 0;
    });
  });

  it('the quoted payment falls as the deposit rises', () => {
    fc.assert(
      fc.property(
        productArb,
        fc.integer({ min: 1_000_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 100, max: 200_000 }),
        (product, cashPrice, deposit, extra) => {
          const request = {
            product,
            cashPrice,
            term: 36,
            annualMileage: 8000,
            rates: DEFAULT_RATE_TABLE,
            vehicleAgeYears: 1,
          };
          const smaller = quoteFinance({ ...request, deposit });
          const larger = quoteFinance({ ...request, deposit: deposit + extra });
          return (
            smaller.ok && larger.ok && larger.quote.RegularPayment < smaller.quote.RegularPayment
          );
        },
      ),
    );
  });
});
