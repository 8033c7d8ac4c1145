import { depositPounds } from '@showroom/core';
import type { FinanceProduct } from './api.ts';
import type { PartnerWidget } from './partner.ts';

/**
 * What the shopper should see, kept beside the browser: the walk's model. Commands change it as
 * they act; invariants compare the page with it (and with the API). Where the product decides
 * something the shopper did not (the lender's adjustments, a deal brought back by a reload), the
 * model learns it from the page or the API and says so in the walk's log.
 */

export type DepositUnit = 'percent' | 'amount';

/** The calculator's settings, as its controls show them. */
export type FinanceSettings = {
  product: FinanceProduct;
  unit: DepositUnit;
  /** Percent or pounds, as in the deposit box. */
  deposit: number;
  term: number;
  mileage: number;
};

/** What a car's page shows of its deal builder. */
export type DealStep =
  | 'build'
  | 'part-exchange'
  | 'checkout'
  | 'enquiry'
  | 'test-drive'
  | 'reserved'
  | 'complete'
  | 'unavailable';

export type PaymentMethod = 'finance' | 'cash' | 'reserve';

export type PartExchange = {
  plate: string;
  /** The API's valuation and the finance owed on the car, pounds. */
  price: number;
  settlement: number;
};

/** A car the shopper has met, as the API described it. */
export type Car = {
  stockId: number;
  slug: string;
  name: string;
  price: number;
  priceExcludingVat: number | null;
  commercial: boolean;
  /** Reserved, on order or held by someone: not this shopper's to reserve. */
  takenByOthers: boolean;
};

/**
 * The deposit in pounds a figure in the deposit box asks for, by the written rule (core's
 * depositPounds, as the API quotes it): a van's percentage under 50 is of its price excluding VAT,
 * at least 20; 50 or more is of the full price.
 */
export function boxDeposit(car: Car, unit: 'percent' | 'amount', value: number): number {
  return depositPounds(
    {
      price: car.price,
      price_excluding_vat: car.priceExcludingVat,
      vat_scheme: car.commercial ? 'Commercial' : null,
    },
    { financeType: 'PCP', depositType: unit, deposit: value, term: 0, mileage: 0 },
  );
}

export type Location =
  | { page: 'search'; url: string }
  | { page: 'saved' }
  | { page: 'compare' }
  | { page: 'vehicle'; stockId: number }
  /** A partner's page embedding the finance widget, one per car (e2e/walk/partner.ts). */
  | { page: 'partner'; widgets: PartnerWidget[] }
  | { page: 'elsewhere' };

/** The deal on the car page the shopper is looking at. */
export type VehicleDeal = {
  step: DealStep;
  /** The tabs offered ("How would you like to pay?"). */
  methods: PaymentMethod[];
  method: PaymentMethod | null;
  /** The settings the shopper chose; null while the model has not read them (before the panel shows). */
  own: FinanceSettings | null;
  /** The lender changed the shopper's deposit because of the part exchange (raised it for a
   * negative equity, or lowered it so that enough is still borrowed). */
  changedByPartExchange: boolean;
  /** The shopper's own settings when the part exchange was valued. */
  ownBeforePartExchange: FinanceSettings | null;
  partExchange: PartExchange | null;
  /** On a phone: the deal builder's dialog is open. */
  dialogOpen: boolean;
  /** Forms sent since the page loaded: they then show their thanks, not the form again. */
  sent: ('enquiry' | 'test-drive')[];
  /**
   * The shopper's deposit in pounds, as quoted when they last set it (typed it, switched its
   * unit) or first saw it: what the example's cash deposit must show unless a lender's note says
   * it changed it. Null until the calculator has shown.
   */
  depositPounds: number | null;
  /** The shopper changed something in the deal (a setting, a tab, a part exchange) on this page. */
  changed: boolean;
};

export type Model = {
  phone: boolean;
  location: Location;
  /** Pages the browser's Back would return to, oldest first (the current one last). */
  history: Location[];
  cars: Record<number, Car>;
  /** Saved cars and the compare list, in the order the shopper added them. */
  favourites: number[];
  compare: number[];
  /** Cars this shopper reserved (deposit paid), and orders made per car. */
  reservations: number[];
  orders: Record<number, string>;
  /** Deposit attempts per car and in all (the API limits both). */
  paymentAttempts: Record<number, number>;
  paymentAttemptsTotal: number;
  enquiries: number;
  testDrives: number;
  deal: VehicleDeal | null;
  /**
   * The deal of each car page the shopper left (by stock id): what a reload, the browser's Back or
   * a return from the bank must bring back, compared, never learnt again.
   */
  dealsByCar: Record<number, VehicleDeal>;
  /** Actions the walk may still run (fast-check draws more than that; the rest are left out). */
  commandsLeft: number;
};

export const COMPARE_MAX = 3;
/** The API allows 5 deposit attempts per order and 10 per client an hour (api-server README). */
export const PAYMENT_ATTEMPTS_PER_CAR = 4;
export const PAYMENT_ATTEMPTS_PER_SHOPPER = 9;

export function initialModel(phone: boolean, commands: number): Model {
  const location: Location = { page: 'elsewhere' };
  return {
    phone,
    location,
    history: [location],
    cars: {},
    favourites: [],
    compare: [],
    reservations: [],
    orders: {},
    paymentAttempts: {},
    paymentAttemptsTotal: 0,
    enquiries: 0,
    testDrives: 0,
    deal: null,
    dealsByCar: {},
    commandsLeft: commands,
  };
}

/** The car page the shopper is on, if any. */
export function currentCar(model: Model): Car | null {
  return model.location.page === 'vehicle' ? (model.cars[model.location.stockId] ?? null) : null;
}

export function onVehiclePage(model: Model): boolean {
  return model.location.page === 'vehicle' && model.deal !== null;
}

/** The deal of the car page in view when it is at one of `steps`; null on any other page or step. */
export function dealAtStep(model: Readonly<Model>, ...steps: DealStep[]): VehicleDeal | null {
  const deal = model.deal;
  return onVehiclePage(model as Model) && deal !== null && steps.includes(deal.step) ? deal : null;
}

/** The deal builder as a car page first shows it: the build step, nothing chosen yet. */
export function freshDeal(dialogOpen: boolean, sent: VehicleDeal['sent'] = []): VehicleDeal {
  return {
    step: 'build',
    methods: [],
    method: null,
    own: null,
    changedByPartExchange: false,
    ownBeforePartExchange: null,
    partExchange: null,
    dialogOpen,
    sent,
    depositPounds: null,
    changed: false,
  };
}

/** The deal builder's build step with finance offered (or not yet seen), on a car page. */
export function canChangeFinance(model: Model): boolean {
  const deal = dealAtStep(model, 'build');
  return (
    deal !== null &&
    // Not yet seen (a phone's closed dialog): finance may be offered.
    (deal.methods.length === 0 || deal.methods.includes('finance')) &&
    !ownReservation(model)
  );
}

export function ownReservation(model: Model): boolean {
  const car = currentCar(model);
  return car !== null && model.reservations.includes(car.stockId);
}

/** A new page: Back returns to the one before. */
export function navigated(model: Model, location: Location): void {
  rememberDeal(model);
  model.location = location;
  model.history.push(location);
  if (model.history.length > 20) model.history.shift();
  if (location.page !== 'vehicle') model.deal = null;
}

/** Keeps the deal of the car page in view, to compare with what the page brings back later. */
export function rememberDeal(model: Model): void {
  if (model.location.page === 'vehicle' && model.deal)
    model.dealsByCar[model.location.stockId] = structuredClone(model.deal);
}

export function toggle(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

export function describeSettings(settings: FinanceSettings): string {
  const deposit = settings.unit === 'percent' ? `${settings.deposit}%` : `£${settings.deposit}`;
  return `${settings.product}, ${deposit} deposit, ${settings.term} months, ${settings.mileage} miles`;
}
