import { toPounds } from '../money/index.ts';
import type { Pence } from '../money/index.ts';
import type { PaymentType } from '../builder/index.ts';
import type { FinanceProduct } from '../finance/index.ts';
import { CONTACT_METHOD, TITLES, type Title } from './formOptions.ts';
import type { VehicleCondition } from './partExchange.ts';

/** The chosen finance quote's figures, in pence inside core (requirement ORDER-3). */
export type OrderFinance = {
  type: FinanceProduct;
  residual: Pence;
  term: number;
  deposit: Pence;
  mileage: number | null;
  apr: number;
  lender: string;
  balance: Pence;
  regularPayment: Pence;
  finalPayment: Pence;
  totalCharges: Pence;
  totalPayable: Pence;
  numberOfPayments: number;
};

/** Everything the deal builder knows when it creates an order (requirements ORDER-3, ORDER-9). */
export type OrderPayloadInput = {
  stockId: number;
  customer: {
    title: string;
    firstName: string;
    lastName: string;
    email: string;
    telephone: string;
    /** The current address as the form collects it (the postcode), or null. */
    currentAddress: string | null;
  };
  termsAccepted: boolean;
  enquirySource: string;
  enquirySourceHistory: readonly string[];
  optIns: Readonly<Record<string, boolean>>;
  products: readonly number[];
  paymentType: PaymentType;
  partExchange?: { hash: string; outstandingFinance: Pence; condition: VehicleCondition } | null;
  finance?: OrderFinance | null;
  recaptchaToken?: string | null;
};

/** The finance_* fields sent when the deal is financed (requirement ORDER-3), money in pounds. */
export type OrderFinanceFields = {
  finance_type: FinanceProduct;
  finance_residual: number;
  finance_term: number;
  finance_deposit: number;
  finance_mileage: number | null;
  finance_apr: number;
  finance_lender: string;
  finance_balance: number;
  finance_regular_payment: number;
  finance_final_payment: number;
  finance_total_charges: number;
  finance_total_payable: number;
  finance_no_of_payments: number;
};

/** The POST /api/v2/website-orders/order body (requirements ORDER-3, API-6), money in pounds. */
export type OrderPayload = {
  vehicle: number;
  /** One of the contract's titles (requirement FORM-4), or null when none of them was chosen. */
  customer_title: Title | null;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_telephone: string;
  customer_current_address: string | null;
  terms_accepted: boolean;
  enquiry_source: string;
  /** The shopper's enquiry-source history as a JSON list, as the wire carries it (null when empty). */
  enquiry_source_history: string | null;
  opt_ins: Record<string, boolean>;
  has_finance: boolean;
  products: number[];
  contactMethod: string;
  has_part_ex: boolean;
  valuation_hash: string | null;
  valuation_outstanding_finance: number | null;
  valuation_condition: VehicleCondition | null;
  payment_type: PaymentType;
  'g-recaptcha-response'?: string;
} & Partial<OrderFinanceFields>;

const isTitle = (value: string): value is Title => (TITLES as readonly string[]).includes(value);

/**
 * The title as the order payload carries it: one of {@link TITLES} (requirement FORM-4), or null
 * for anything else (none chosen), as the contract's `customer_title` takes it.
 * @example titleOf('Dr') // 'Dr'
 */
export function titleOf(title: string): Title | null {
  return isTitle(title) ? title : null;
}

/**
 * The order's finance_* fields for a chosen quote (requirement ORDER-3), money in pounds.
 * @example orderFinanceFields(finance).finance_term // 48
 */
export function orderFinanceFields(finance: OrderFinance): OrderFinanceFields {
  return {
    finance_type: finance.type,
    finance_residual: toPounds(finance.residual),
    finance_term: finance.term,
    finance_deposit: toPounds(finance.deposit),
    finance_mileage: finance.mileage,
    finance_apr: finance.apr,
    finance_lender: finance.lender,
    finance_balance: toPounds(finance.balance),
    finance_regular_payment: toPounds(finance.regularPayment),
    finance_final_payment: toPounds(finance.finalPayment),
    finance_total_charges: toPounds(finance.totalCharges),
    finance_total_payable: toPounds(finance.totalPayable),
    finance_no_of_payments: finance.numberOfPayments,
  };
}

/**
 * The order payload (requirement ORDER-3): every field it names, contactMethod 'both', the
 * part-exchange fields when one is attached, and the finance_* fields only when the deal is
 * financed (payment_type FINANCE with a quote), with money converted from pence to pounds for
 * the wire (contract decisions). g-recaptcha-response only when a token is given.
 * @example buildOrderPayload({ ...input, paymentType: 'OUTRIGHT_FULL' }).has_finance // false
 */
export function buildOrderPayload(input: OrderPayloadInput): OrderPayload {
  const { customer, partExchange, finance } = input;
  const financed = input.paymentType === 'FINANCE' && Boolean(finance);
  return {
    vehicle: input.stockId,
    customer_title: titleOf(customer.title),
    customer_first_name: customer.firstName.trim(),
    customer_last_name: customer.lastName.trim(),
    customer_email: customer.email.trim(),
    customer_telephone: customer.telephone.trim(),
    customer_current_address: customer.currentAddress?.trim() || null,
    terms_accepted: input.termsAccepted,
    enquiry_source: input.enquirySource,
    enquiry_source_history:
      input.enquirySourceHistory.length > 0 ? JSON.stringify(input.enquirySourceHistory) : null,
    opt_ins: { ...input.optIns },
    has_finance: financed,
    products: [...input.products],
    contactMethod: CONTACT_METHOD,
    has_part_ex: Boolean(partExchange),
    valuation_hash: partExchange?.hash ?? null,
    valuation_outstanding_finance: partExchange ? toPounds(partExchange.outstandingFinance) : null,
    valuation_condition: partExchange?.condition ?? null,
    payment_type: input.paymentType,
    ...(input.recaptchaToken ? { 'g-recaptcha-response': input.recaptchaToken } : {}),
    ...(financed && finance ? orderFinanceFields(finance) : {}),
  };
}
