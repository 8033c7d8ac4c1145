import {
  brokerStatement,
  FINANCE_PRODUCT_NAMES,
  formatMoney,
  formatNumber,
  type BrokerDisclosure,
  type FinanceProduct,
  type Pence,
} from '@showroom/core';

/**
 * The finance quote an order recorded, laid out as the vehicle page's representative example
 * (ui RepresentativeExample: the same rows, in the same order, with core's formatters), for the
 * branch's e-mail. The order keeps the quote's figures (finance_* fields, money in pence); the
 * cash price and the part exchange's share follow from them by the quote's own invariants
 * (ChargesForCredit = TotalAmountPayable − TotalPrice; Balance = TotalPrice − TotalDeposit).
 */
export interface RepresentativeExampleText {
  /** 'Personal Contract Purchase'. */
  productName: string;
  rows: [label: string, value: string][];
  /** The broker statement every finance figure carries. */
  smallPrint: string;
}

const PRODUCTS = Object.keys(FINANCE_PRODUCT_NAMES) as FinanceProduct[];

const money = (amount: Pence) => formatMoney(amount, { pence: 'always' });
const signed = (amount: Pence) => (amount < 0 ? `−${money(-amount)}` : money(amount));

/** A finite number field of the record, else null (the snapshot is the order's JSON). */
const num = (finance: Record<string, unknown>, field: string): number | null => {
  const value = finance[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * The representative example of an order's quote; null when the record is not a quote (no
 * product, monthly payment or term). Rows whose figure the record lacks are left out.
 */
export function representativeExampleText(
  finance: Record<string, unknown> | null,
  broker: BrokerDisclosure,
): RepresentativeExampleText | null {
  if (!finance) return null;
  const product = PRODUCTS.find((key) => key === finance.finance_type);
  const regular = num(finance, 'finance_regular_payment');
  const term = num(finance, 'finance_term');
  if (!product || regular === null || term === null) return null;
  const apr = num(finance, 'finance_apr');
  const payments = num(finance, 'finance_no_of_payments');
  const deposit = num(finance, 'finance_deposit');
  const credit = num(finance, 'finance_balance');
  const charges = num(finance, 'finance_total_charges');
  const payable = num(finance, 'finance_total_payable');
  const finalPayment = num(finance, 'finance_final_payment') ?? num(finance, 'finance_residual');
  const rate = num(finance, 'finance_rate_of_interest');
  const mileage = num(finance, 'finance_mileage');
  const cashPrice =
    num(finance, 'finance_cash_price') ??
    (payable !== null && charges !== null ? payable - charges : null);
  const partExchange =
    cashPrice !== null && credit !== null && deposit !== null ? cashPrice - credit - deposit : 0;
  const lender = typeof finance.finance_lender === 'string' ? finance.finance_lender : 'the lender';

  const rows: [string, string | null][] = [
    ['Representative APR', apr === null ? null : `${apr.toFixed(1)}% APR`],
    ['Monthly payment', money(regular)],
    ['Duration', payments === null ? null : `${payments} monthly payments of ${money(regular)}`],
    ['Length of agreement', `${term} months`],
    ['Cash price', cashPrice === null ? null : money(cashPrice)],
    ['Deposit', deposit === null ? null : money(deposit)],
    ['Part exchange', partExchange !== 0 ? signed(partExchange) : null],
    ['Total amount of credit', credit === null ? null : money(credit)],
    ['Charges for credit', charges === null ? null : money(charges)],
    [
      'Optional final payment',
      product === 'PCP' && (finalPayment ?? 0) > 0 ? money(finalPayment ?? 0) : null,
    ],
    ['Total amount payable', payable === null ? null : money(payable)],
    ['Fixed rate of interest', rate === null ? null : `${rate.toFixed(2)}% p.a.`],
    [
      'Annual mileage',
      product === 'PCP' && mileage !== null ? `${formatNumber(mileage)} miles` : null,
    ],
  ];
  return {
    productName: FINANCE_PRODUCT_NAMES[product],
    rows: rows.filter((row): row is [string, string] => row[1] !== null),
    smallPrint: `${brokerStatement(broker, lender)} Finance subject to status.`,
  };
}
