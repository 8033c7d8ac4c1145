import type { BrokerDisclosure } from '../tenant/tenantConfig.ts';
import { brokerStatement } from '../finance/brokerName.ts';
import type { FinanceProduct } from '../finance/product.ts';
import { formatMoney, fromPounds, type Pence } from '../money/index.ts';
import { formatNumber } from '../text/numbers.ts';
import type { WireQuote } from './dealTypes.ts';

// The representative example (FCA CONC 3.5.5R) as every channel shows it: the storefront's
// RepresentativeExample component, the print view and the embeddable finance widget read the same
// figures, rows and small print from here, so a figure cannot be laid out two ways.

/** A quote's representative example in pence, with the broker who discloses it. */
export type RepresentativeExample = {
  product: FinanceProduct;
  /** Amount of each regular monthly repayment. */
  regularPayment: Pence;
  /** Duration of the agreement in months. */
  term: number;
  totalNumberOfRegularPayments: number;
  cashPrice: Pence;
  /** The cash deposit (with a part exchange, without it). */
  deposit: Pence;
  /**
   * A part exchange's balance put towards the deal (its valuation less the finance owed on it;
   * negative for negative equity), listed after the deposit; none when absent or 0.
   */
  partExchange?: Pence;
  amountOfCredit: Pence;
  chargesForCredit: Pence;
  totalAmountPayable: Pence;
  /** PCP optional final payment; 0 or absent for HP and CS. */
  finalPayment?: Pence;
  /** Representative APR, one decimal place. */
  apr: number;
  /** Fixed rate of interest, per annum. */
  rateOfInterest: number;
  /** PCP: miles per annum. */
  annualMileage?: number;
  /** PCP: pence per mile over the annual mileage. */
  excessMileageCharge?: Pence;
  lender: string;
  /** The retailer as a credit broker: FCA registered name, firm reference number, commission. */
  broker: BrokerDisclosure;
  /** The quote's "subject to status" statement; the small print says the plain one without it. */
  subjectToStatus?: string;
};

/** One line of the representative example: what it is and the figure, as the shopper reads it. */
export type RepresentativeExampleRow = {
  readonly key:
    | 'apr'
    | 'monthlyPayment'
    | 'duration'
    | 'agreement'
    | 'cashPrice'
    | 'deposit'
    | 'partExchange'
    | 'credit'
    | 'charges'
    | 'finalPayment'
    | 'totalPayable'
    | 'interest'
    | 'mileage'
    | 'excessMileage';
  readonly term: string;
  readonly value: string;
};

/**
 * A wire quote's representative example (pounds → pence). A part exchange put towards the deal
 * (`TotalDeposit` is the cash deposit and its balance) is its own line, so the deposit is the
 * shopper's cash deposit, as the deal builder's deposit box shows it.
 * @example representativeExampleOf(quote, DEFAULT_TENANT_CONFIG.broker).regularPayment // 28706 for £287.06
 */
export function representativeExampleOf(
  quote: WireQuote,
  broker: BrokerDisclosure,
): RepresentativeExample {
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
    ...(quote.key === 'PCP' && quote.AnnualMileage != null
      ? { annualMileage: quote.AnnualMileage }
      : {}),
    lender: quote.Lender,
    broker,
    ...(quote.SubjectToStatus?.trim() ? { subjectToStatus: quote.SubjectToStatus.trim() } : {}),
  };
}

/**
 * Money in a representative example: pounds and pence, always.
 * @example exampleMoney(28706) // '£287.06'
 */
export const exampleMoney = (amount: Pence): string => formatMoney(amount, { pence: 'always' });

const perMile = (amount: Pence) =>
  amount < 100 ? `${amount}p per mile` : `${exampleMoney(amount)} per mile`;

/**
 * The representative example's lines in CONC 3.5.5R's order, as the vehicle page lists them: the
 * APR first, then the monthly payment, duration, agreement length, cash price, deposit, part
 * exchange (when one is on the deal), credit, charges, PCP's optional final payment, the total
 * payable, the fixed rate, and PCP's annual mileage and excess mileage charge when known.
 * @example representativeExampleRows(example)[0] // { key: 'apr', term: 'Representative APR', value: '9.9% APR' }
 */
export function representativeExampleRows(
  example: RepresentativeExample,
): RepresentativeExampleRow[] {
  const rows: RepresentativeExampleRow[] = [
    { key: 'apr', term: 'Representative APR', value: `${example.apr.toFixed(1)}% APR` },
    { key: 'monthlyPayment', term: 'Monthly payment', value: exampleMoney(example.regularPayment) },
    {
      key: 'duration',
      term: 'Duration',
      value: `${example.totalNumberOfRegularPayments} monthly payments of ${exampleMoney(example.regularPayment)}`,
    },
    { key: 'agreement', term: 'Length of agreement', value: `${example.term} months` },
    { key: 'cashPrice', term: 'Cash price', value: exampleMoney(example.cashPrice) },
    { key: 'deposit', term: 'Deposit', value: exampleMoney(example.deposit) },
  ];
  if (example.partExchange) {
    const px = example.partExchange;
    rows.push({
      key: 'partExchange',
      term: 'Part exchange',
      value: px < 0 ? `−${exampleMoney(-px)}` : exampleMoney(px),
    });
  }
  rows.push(
    { key: 'credit', term: 'Total amount of credit', value: exampleMoney(example.amountOfCredit) },
    { key: 'charges', term: 'Charges for credit', value: exampleMoney(example.chargesForCredit) },
  );
  if (example.product === 'PCP' && (example.finalPayment ?? 0) > 0)
    rows.push({
      key: 'finalPayment',
      term: 'Optional final payment',
      value: exampleMoney(example.finalPayment ?? 0),
    });
  rows.push(
    {
      key: 'totalPayable',
      term: 'Total amount payable',
      value: exampleMoney(example.totalAmountPayable),
    },
    {
      key: 'interest',
      term: 'Fixed rate of interest',
      value: `${example.rateOfInterest.toFixed(2)}% p.a.`,
    },
  );
  if (example.annualMileage !== undefined)
    rows.push({
      key: 'mileage',
      term: 'Annual mileage',
      value: `${formatNumber(example.annualMileage)} miles`,
    });
  if (example.excessMileageCharge !== undefined)
    rows.push({
      key: 'excessMileage',
      term: 'Excess mileage charge',
      value: perMile(example.excessMileageCharge),
    });
  return rows;
}

/** The status statement of an example whose quote carries none of its own. */
const PLAIN_SUBJECT_TO_STATUS = 'Finance subject to status.';

/**
 * The small print under every representative example: the broker disclosure (FCA CONC 2.5.10,
 * 4.5: registered name, firm reference number, credit broker not lender, the lender, the
 * commission) and the quote's "subject to status" statement (the API's, so the retailer's own
 * reaches every channel), "Finance subject to status." when it has none.
 * @example representativeExampleSmallPrint(example) // 'Showroom Motors Ltd (FCA firm reference number 987654) is a credit broker, … Finance subject to status.'
 */
export function representativeExampleSmallPrint(
  example: Pick<RepresentativeExample, 'broker' | 'lender' | 'subjectToStatus'>,
): string {
  return `${brokerStatement(example.broker, example.lender)} ${
    example.subjectToStatus ?? PLAIN_SUBJECT_TO_STATUS
  }`;
}
