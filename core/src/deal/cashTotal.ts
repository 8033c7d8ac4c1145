import { formatMoney, sumPence, type Pence } from '../money/index.ts';
import { message, type TenantConfig } from '../tenant/index.ts';
import { negativeEquity, partExchangeBalance, type PartExchangeValuation } from './partExchange.ts';

/** What a cash ("Pay In Full") total is made of, in pence (requirement ORDER-10). */
export type CashTotalInput = {
  /** The price charged for the vehicle (core's `askingPrice`: the price on the page). */
  readonly price: Pence;
  readonly adminFee?: Pence | null;
  /** Prices of the products the shopper selected. */
  readonly products?: readonly Pence[];
  readonly valuations?: readonly PartExchangeValuation[];
};

/** The cash total, itemised for the order summary (requirement ORDER-10), in pence. */
export type CashTotal = {
  readonly vehiclePrice: Pence;
  readonly adminFee: Pence;
  /** Sum of the selected products. */
  readonly products: Pence;
  /** Sum of the part-exchange valuations. */
  readonly partExchangeValue: Pence;
  /** Sum of the settlements of outstanding finance. */
  readonly settlement: Pence;
  /** partExchangeValue − settlement; negative when there is negative equity. */
  readonly partExchangeBalance: Pence;
  /** How far the balance is below zero (added to the total), else 0. */
  readonly negativeEquity: Pence;
  /** The sum: price + admin fee + products − part-exchange balance; below zero when we owe the shopper. */
  readonly total: Pence;
  /** How far the total is below zero: what the retailer owes the shopper, else 0. */
  readonly owedToShopper: Pence;
};

/**
 * The cash total (requirement ORDER-10: price + admin fee + selected products − part-exchange
 * balance), with each item so the UI can show the sum. The price is the one the page shows
 * (`askingPrice`; a list price is never charged) and the fee the vehicle's (`adminFeeOf`).
 * Negative equity raises the total; a part exchange worth more than the deal takes it below zero,
 * which the page says as money owed to the shopper (cashTotalShown).
 * @example cashTotal({ price: 1500000, adminFee: 9900, products: [29900], valuations: [{ price: 400000, settlement: 100000 }] }).total // 1239800
 */
export function cashTotal({
  price,
  adminFee,
  products = [],
  valuations = [],
}: CashTotalInput): CashTotal {
  const vehiclePrice = price;
  const fee = adminFee ?? 0;
  const productsTotal = sumPence(products);
  const balance = partExchangeBalance(valuations);
  const total = vehiclePrice + fee + productsTotal - balance;
  return {
    vehiclePrice,
    adminFee: fee,
    products: productsTotal,
    partExchangeValue: sumPence(valuations.map((valuation) => valuation.price)),
    settlement: sumPence(valuations.map((valuation) => valuation.settlement)),
    partExchangeBalance: balance,
    negativeEquity: negativeEquity(balance),
    total,
    owedToShopper: Math.max(0, -total),
  };
}

type Messages = Pick<TenantConfig, 'messages'>;

/**
 * How the order summary says the cash total (docs/decisions/0402): the sum to pay, or, when the
 * part exchange is worth more than the deal, what the retailer owes the shopper with a note on
 * how they get it. Never a negative total.
 * @example cashTotalShown(cashTotal({ price: 100000 })) // { label: 'Cash total', amount: 100000, note: null }
 */
export function cashTotalShown(
  total: Pick<CashTotal, 'total' | 'owedToShopper'>,
  tenant?: Messages,
): { label: string; amount: Pence; note: string | null } {
  if (total.owedToShopper === 0)
    return { label: message('cashTotalLabel', {}, tenant), amount: total.total, note: null };
  return {
    label: message('cashTotalOwedLabel', {}, tenant),
    amount: total.owedToShopper,
    note: message('cashTotalOwedNote', { amount: formatMoney(total.owedToShopper) }, tenant),
  };
}

/**
 * What happens next after a cash order (the confirmation's steps): the sales team calls to take
 * payment, or, when the retailer owes the shopper (docs/decisions/0402), to refund the difference
 * or take it off another purchase.
 * @example cashOrderSteps(cashTotal({ price: 100000 }))[1] // 'Our sales team will call you within one working day to arrange payment and collection or delivery.'
 */
export function cashOrderSteps(
  total: Pick<CashTotal, 'owedToShopper'>,
  tenant?: Messages,
): string[] {
  return [
    message('cashOrderEmailed', {}, tenant),
    total.owedToShopper > 0
      ? message('cashOrderOwed', { amount: formatMoney(total.owedToShopper) }, tenant)
      : message('cashOrderPayment', {}, tenant),
    message('cashOrderCollect', {}, tenant),
  ];
}

/** One line of a deal stated in full: its label and its amount, formatted. */
export type DealLine = { readonly label: string; readonly amount: string };

/**
 * The deal a paid reservation confirms, line by line (the reservation's confirmation): the price,
 * the admin fee and products, the part exchange, the deposit paid, then the balance due, or what
 * we owe the shopper when the deposit and part exchange cover more than the deal.
 * @example reservedDealLines(cashTotal({ price: 100000 }), 9900).at(-1) // { label: 'Balance due', amount: '£901.00' }
 */
export function reservedDealLines(total: CashTotal, deposit: Pence, tenant?: Messages): DealLine[] {
  const money = (amount: Pence) => formatMoney(amount, { pence: 'always' });
  const line = (key: Parameters<typeof message>[0], amount: string): DealLine => ({
    label: message(key, {}, tenant),
    amount,
  });
  const balance = total.total - deposit;
  return [
    line('dealVehiclePrice', money(total.vehiclePrice)),
    ...(total.adminFee > 0 ? [line('dealAdminFee', money(total.adminFee))] : []),
    ...(total.products > 0 ? [line('dealProducts', money(total.products))] : []),
    ...(total.partExchangeValue > 0
      ? [line('dealPartExchange', money(-total.partExchangeValue))]
      : []),
    ...(total.settlement > 0 ? [line('dealSettlement', `+${money(total.settlement)}`)] : []),
    line('dealDepositPaid', money(-deposit)),
    balance >= 0
      ? line('dealBalanceDue', money(balance))
      : line('cashTotalOwedLabel', money(-balance)),
  ];
}
