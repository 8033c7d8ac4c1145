import {
  buildOrderPayload,
  dealTransition,
  initialDealState,
  normaliseQuoteSettings,
  type DealCustomer,
  type LeadContact,
  type PartExchangeRequest,
  type DealEffect,
  type DealEvent,
  type DealOrder,
  type DealState,
  type DealValuation,
  type DealVehicle,
  type OrderPayload,
  type QuoteSettings,
  type WireQuotes,
} from '../../src/index.ts';

/** The deal machine tests' car: a £12,000 used Ford Focus (on the Commercial VAT scheme if asked). */
export function testVehicle(commercial = false): DealVehicle {
  return {
    stock_id: 7,
    price: 12000,
    price_excluding_vat: 10000,
    vat_scheme: commercial ? 'Commercial' : null,
    make: 'Ford',
    model: 'Focus',
    range: 'Focus',
    derivative: '1.0 Titanium',
    advert_classification: 'USED',
    site: { name: 'Leeds' },
    reservation_status: 'Available',
  };
}

/** The deal machine tests' finance settings: PCP, 10% deposit, 48 months, 8,000 miles. */
export function testQuoteSettings(vehicle: DealVehicle): QuoteSettings {
  return normaliseQuoteSettings(vehicle, {
    financeType: 'PCP',
    depositType: 'percent',
    deposit: 10,
    term: 48,
    mileage: 8000,
  });
}

/** A deal as the page starts it for `vehicle`, with the page's quotes (if any) for `quotesFor`. */
export function startingDeal(
  vehicle: DealVehicle,
  quotes: WireQuotes | null,
  quotesFor: QuoteSettings | null,
): DealState {
  return initialDealState({
    vehicle,
    config: {
      enquiryFormId: '3',
      testDriveFormId: '9',
      customErrorMessages: {},
      enquirySource: 'test',
    },
    financeDeposit: 10,
    quotes,
    quotesFor,
  });
}

/** The deal machine tests' shopper's contact, as an enquiry or test-drive form sends it. */
export const testContact: LeadContact = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  telephone: '07700 900123',
  postcode: 'LS1 4AP',
  termsAccepted: true,
};

/** The deal machine tests' shopper, as the customer details form sends them. */
export const testCustomer: DealCustomer = { title: 'Ms', ...testContact };

/** The events applied in turn: the state at the end and every effect asked for on the way. */
export function runEvents(
  state: DealState,
  events: readonly DealEvent[],
): { state: DealState; effects: DealEffect[] } {
  const effects: DealEffect[] = [];
  for (const event of events) {
    const next = dealTransition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

/** A deal on the tests' car with no quotes yet, as the page starts it. */
export function freshDeal(): DealState {
  const vehicle = testVehicle();
  return startingDeal(vehicle, null, testQuoteSettings(vehicle));
}

/** An order as the API answers for the deal machine tests' car. */
export function wireOrder(change: Partial<DealOrder> = {}): DealOrder {
  return {
    guid: 'g-1',
    status: 'STATUS_NEW',
    payment_type: 'OUTRIGHT_DEPOSIT',
    products: [],
    valuations: [],
    payments: [],
    finance: null,
    application_draft: null,
    application_form_submitted: false,
    ...change,
  };
}

/** A valuation of the shopper's Honda Jazz, as the API answers it. */
export const testValuation: DealValuation = {
  hash: 'v_1',
  price: 2450,
  settlement: 500,
  condition: 'fair',
  mileage: 61000,
  vehicle: { plate: 'KX65 TRE', make: 'Honda', model: 'Jazz', vrm: 'KX65TRE' },
};

/** The shopper's car as they describe it to the part-exchange form (the API's request). */
export const describedPartExchange: PartExchangeRequest = {
  registration: 'KX65 TRE',
  mileage: 61000,
  condition: 'fair',
  outstanding_finance: 700,
  vehicle: { make: 'Honda', model: 'Jazz', year: 2015, fuel_type: 'Petrol' },
};

/** An order payload as core built it and a browser kept it while its creation was in flight. */
export function keptPayload(vehicle: number): OrderPayload {
  return buildOrderPayload({
    stockId: vehicle,
    customer: {
      title: 'Ms',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      telephone: '',
      currentAddress: null,
    },
    termsAccepted: true,
    enquirySource: 'test',
    enquirySourceHistory: [],
    optIns: {},
    products: [],
    paymentType: 'OUTRIGHT_FULL',
  });
}
