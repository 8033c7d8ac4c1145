import {
  activeQuote,
  buildFormSubmitFields,
  buildOrderPayload,
  fromPounds,
  paymentTypeOf,
  type FinanceType,
  type OrderFinance,
  type PaymentMethod,
} from '@showroom/core';
import type {
  CustomerForm,
  FinanceQuote,
  FormSubmission,
  Vehicle,
  VehicleFinanceQuery,
} from '@showroom/api-client';
import type {
  CardPayment,
  CustomerDetails,
  Enquiry,
  FinanceApplicationData,
  FinanceSettings,
  TestDriveRequest,
  ValuationRequestData,
} from '@showroom/ui';
import type { DealStore } from './dealStore.ts';
import { adoptOrder, readStoredGuid, sendBuilder, sendOrder, type DealPorts } from './effects.ts';

/** Where the enquiry and test-drive submissions say they came from. */
const ENQUIRY_SOURCE = 'website-deal-builder';

/** Starts the order lifecycle once the page is in the browser (spec 4: availability on load). */
export function loadDeal(deal: DealStore, ports: DealPorts): void {
  sendOrder(
    deal,
    { type: 'load', storedGuid: readStoredGuid(ports.storage(), deal.stockId) },
    ports,
  );
}

export function choosePaymentMethod(
  deal: DealStore,
  method: PaymentMethod,
  ports: DealPorts,
): void {
  sendBuilder(deal, { type: 'selectPaymentMethod', method }, ports);
}

/** The footer's call to action: on to checkout (reserve goes through the reserve action, spec 4). */
export function continueToCheckout(deal: DealStore, vehicle: Vehicle, ports: DealPorts): void {
  if (deal.builder.paymentMethod === 'reserve') {
    sendBuilder(
      deal,
      { type: 'reserve', reservationStatus: vehicle.reservation_status, stockId: vehicle.stock_id },
      ports,
    );
    return;
  }
  ports.track('add_to_cart', { stock_id: vehicle.stock_id });
  sendBuilder(deal, { type: 'continue' }, ports);
}

/** Re-quotes finance for the settings the shopper chose (the container debounces). */
export async function requote(
  deal: DealStore,
  settings: FinanceSettings,
  ports: DealPorts,
): Promise<void> {
  deal.finance.settings = settings;
  sendBuilder(deal, { type: 'selectFinanceType', financeType: settings.financeType }, ports);
  deal.finance.loading = true;
  deal.finance.error = false;
  const query: VehicleFinanceQuery = {
    stock_ids: String(deal.stockId),
    term: settings.term,
    mileage: settings.mileage,
    deposit: settings.deposit,
    deposit_type: settings.depositType,
  };
  const result = await ports.api.getVehicleFinance(query);
  if (deal.finance.settings !== settings) return;
  deal.finance.loading = false;
  const found = result.data?.find((item) => item.stock_id === deal.stockId) ?? null;
  if (!found) {
    deal.finance.error = true;
    return;
  }
  deal.finance.quotes = found;
  void loadFinanceTerms(deal, ports);
}

/** The finance terms text of the active quote, fetched once per quote type (spec 4). */
export async function loadFinanceTerms(deal: DealStore, ports: DealPorts): Promise<void> {
  const type: FinanceType = deal.builder.financeType;
  const quote = activeQuote(deal.finance.quotes, type);
  if (!quote || type in deal.finance.terms) return;
  deal.finance.terms[type] = '';
  const result = await ports.api.getFinanceTerms(quote.QuoteReference);
  if (result.data) deal.finance.terms[type] = result.data.TermsAndConditions;
  else delete deal.finance.terms[type];
}

export function openPartExchange(deal: DealStore, ports: DealPorts): void {
  deal.partExchange = { status: 'form', error: null };
  sendBuilder(deal, { type: 'openPartExchange' }, ports);
}

export function cancelPartExchange(deal: DealStore, ports: DealPorts): void {
  deal.partExchange = { status: deal.valuations.length > 0 ? 'done' : 'idle', error: null };
  sendBuilder(deal, { type: 'back' }, ports);
}

/** Values the shopper's car; attached to the order when one exists, else kept for the payload. */
export async function valuePartExchange(
  deal: DealStore,
  request: ValuationRequestData,
  ports: DealPorts,
): Promise<void> {
  deal.partExchange = { status: 'valuing', error: null };
  const valued = await ports.api.createValuation(request);
  if (valued.error) {
    deal.partExchange = { status: 'error', error: valued.error.message };
    return;
  }
  const valuation = valued.data;
  deal.outstandingFinance[valuation.hash] = request.outstanding_finance;
  const guid = deal.order.guid;
  if (guid) {
    const attached = await ports.api.attachValuation(guid, valuation.hash);
    if (attached.error) {
      deal.partExchange = { status: 'error', error: attached.error.message };
      return;
    }
    adoptOrder(deal, attached.data, ports);
  } else {
    deal.valuations = [
      {
        hash: valuation.hash,
        price: valuation.price,
        settlement: valuation.settlement,
        condition: valuation.condition,
        mileage: valuation.mileage,
        vehicle: { ...valuation.vehicle },
      },
    ];
    sendBuilder(deal, { type: 'valuationsChanged', valuations: deal.valuations }, ports);
  }
  deal.partExchange = { status: 'done', error: null };
}

export async function removePartExchange(
  deal: DealStore,
  hash: string,
  ports: DealPorts,
): Promise<void> {
  const guid = deal.order.guid;
  if (guid) {
    const removed = await ports.api.removeValuation(guid, hash);
    if (removed.error) {
      deal.partExchange = { status: 'error', error: removed.error.message };
      return;
    }
    adoptOrder(deal, removed.data, ports);
  } else {
    deal.valuations = deal.valuations.filter((valuation) => valuation.hash !== hash);
    sendBuilder(deal, { type: 'valuationsChanged', valuations: deal.valuations }, ports);
  }
  deal.partExchange = { status: deal.valuations.length > 0 ? 'done' : 'idle', error: null };
}

export function toggleProduct(deal: DealStore, id: number, ports: DealPorts): void {
  deal.products = deal.products.includes(id)
    ? deal.products.filter((product) => product !== id)
    : [...deal.products, id];
  const guid = deal.order.guid;
  if (guid) void ports.api.updateOrder(guid, { products: [...deal.products] });
}

function orderFinance(quote: FinanceQuote): OrderFinance {
  return {
    type: quote.key,
    residual: fromPounds(quote.Residual),
    term: quote.Term,
    deposit: fromPounds(quote.Deposit),
    mileage: quote.AnnualMileage,
    apr: quote.Apr,
    lender: quote.Lender,
    balance: fromPounds(quote.Balance),
    regularPayment: fromPounds(quote.RegularPayment),
    finalPayment: fromPounds(quote.Residual),
    totalCharges: fromPounds(quote.ChargesForCredit),
    totalPayable: fromPounds(quote.TotalAmountPayable),
    numberOfPayments: quote.TotalNumberOfRegularPayments,
  };
}

/** The customer details were submitted: accept the terms and create the order once (spec 5). */
export function submitCustomerDetails(
  deal: DealStore,
  details: CustomerDetails,
  ports: DealPorts,
): void {
  deal.customer = details;
  deal.recaptchaFailed = false;
  const method = deal.builder.paymentMethod;
  const quote = activeQuote(deal.finance.quotes, deal.builder.financeType);
  const px = deal.valuations[0];
  const payload = buildOrderPayload({
    stockId: deal.stockId,
    customer: {
      title: details.title,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      telephone: details.telephone,
      currentAddress: null,
    },
    termsAccepted: details.termsAccepted,
    enquirySource: ENQUIRY_SOURCE,
    enquirySourceHistory: [],
    optIns: {},
    products: deal.products,
    paymentType: paymentTypeOf(method),
    partExchange: px
      ? {
          hash: px.hash,
          outstandingFinance: fromPounds(deal.outstandingFinance[px.hash] ?? px.settlement),
          condition: px.condition,
        }
      : null,
    finance: method === 'finance' && quote ? orderFinance(quote) : null,
  });
  sendOrder(deal, { type: 'acceptTerms', accepted: details.termsAccepted }, ports);
  sendOrder(deal, { type: 'submit', payload }, ports);
}

function customerForm(application: FinanceApplicationData): CustomerForm {
  const {
    customer_title: _title,
    customer_first_name: _first,
    customer_last_name: _last,
    customer_email: _email,
    customer_telephone: _telephone,
    ...form
  } = application;
  return form as CustomerForm;
}

function formFields(
  vehicle: Vehicle,
  formId: string,
  person: { firstName: string; lastName: string; email: string; telephone: string },
  extra: Partial<Parameters<typeof buildFormSubmitFields>[0]> = {},
): FormSubmission {
  return buildFormSubmitFields({
    formId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    telephone: person.telephone,
    vehicle,
    termsAccepted: true,
    enquirySource: ENQUIRY_SOURCE,
    ...extra,
  }) as FormSubmission;
}

const formId = (deal: DealStore): string => String(deal.orderConfig?.enquiry_form.form_id ?? 1);

/** Saves the application as the shopper goes (the container debounces): PUT and form-submit. */
export async function saveApplication(
  deal: DealStore,
  vehicle: Vehicle,
  application: FinanceApplicationData,
  ports: DealPorts,
): Promise<void> {
  const guid = deal.order.guid;
  if (!guid || deal.application.submitting) return;
  deal.application.saveStatus = 'saving';
  const saved = await ports.api.saveCustomerForm(guid, customerForm(application));
  deal.application.saveStatus = saved.error ? 'error' : 'saved';
  const person = {
    firstName: application.customer_first_name ?? deal.customer?.firstName ?? '',
    lastName: application.customer_last_name ?? deal.customer?.lastName ?? '',
    email: application.customer_email ?? deal.customer?.email ?? '',
    telephone: application.customer_telephone ?? deal.customer?.telephone ?? '',
  };
  if (person.firstName && person.lastName && person.email) {
    void ports.api.submitForm(
      formFields(vehicle, formId(deal), person, {
        application: { guid, incomplete: true },
        enquiryType: 'Finance application',
      }),
    );
  }
}

/** The complete application: PUT on the order through the lifecycle; success completes (spec 4). */
export function submitApplication(
  deal: DealStore,
  application: FinanceApplicationData,
  ports: DealPorts,
): void {
  deal.application.submitting = true;
  sendOrder(deal, { type: 'update', changes: { customer_form: customerForm(application) } }, ports);
  if (deal.order.status !== 'updating') deal.application.submitting = false;
}

/** Pays the reservation deposit; success reserves the vehicle (spec 4: canOrder false). */
export async function payDeposit(
  deal: DealStore,
  payment: CardPayment,
  ports: DealPorts,
): Promise<void> {
  const guid = deal.order.guid;
  if (!guid) return;
  deal.payment = { status: 'paying', declineMessage: null };
  const paid = await ports.api.payReservationDeposit(guid, payment);
  if (paid.error) {
    deal.payment = { status: 'declined', declineMessage: paid.error.message };
    return;
  }
  adoptOrder(deal, paid.data, ports);
  sendOrder(deal, { type: 'reserve' }, ports);
  ports.track('purchase', { stock_id: deal.stockId, transaction_id: guid });
}

export async function sendEnquiry(
  deal: DealStore,
  vehicle: Vehicle,
  enquiry: Enquiry,
  ports: DealPorts,
): Promise<void> {
  deal.enquiry = 'sending';
  const sent = await ports.api.submitForm(
    formFields(vehicle, formId(deal), enquiry, {
      message: enquiry.message,
      enquiryType: enquiry.enquiryType,
    }),
  );
  deal.recaptchaFailed = Boolean(sent.error && isRecaptcha(sent.error.message));
  deal.enquiry = sent.error ? 'failure' : 'success';
}

export async function sendTestDrive(
  deal: DealStore,
  vehicle: Vehicle,
  request: TestDriveRequest,
  ports: DealPorts,
): Promise<void> {
  deal.testDrive = 'sending';
  const sent = await ports.api.submitForm(
    formFields(vehicle, formId(deal), request, {
      enquiryType: 'Test drive',
      preferredDate: request.preferredDate,
      preferredTime: request.preferredTime,
    }),
  );
  deal.recaptchaFailed = Boolean(sent.error && isRecaptcha(sent.error.message));
  deal.testDrive = sent.error ? 'failure' : 'success';
}

const isRecaptcha = (text: string) => /recaptcha/i.test(text);
