// A second channel: a whole deal, from the finance quote to a reservation paid with a deposit, run
// against the reference /api/v2 with only @showroom/core and @showroom/api-client (no React, no
// ui, no app). Core's deal machine decides everything; this script only sends it events, runs the
// effects it returns through the API client and feeds the answers back, as the storefront's
// runner does in a browser.
//
//   npm start                                   # the reference API (and the storefront) on :8080
//   npx tsx core/examples/secondChannel.ts http://127.0.0.1:8080
import { randomUUID } from 'node:crypto';
import {
  createShowroomClient,
  type OrderPayload,
  type OrderUpdate,
  type ShowroomClient,
  type ShowroomError,
  type Vehicle,
  type WebsiteOrder,
} from '@showroom/api-client';
import {
  dealTransition,
  depositAnswer,
  formatMoney,
  fromPounds,
  initialDealState,
  shownQuote,
  type DealCustomer,
  type DealEffect,
  type DealEvent,
  type DealFailure,
  type DealOrder,
  type DealState,
  type WireQuote,
} from '@showroom/core';

/**
 * The built-in test payment provider's tokenising endpoint, at the API's origin (outside /api/v2,
 * so not in the contract): the card goes there, never to the API, which charges only its token.
 */
const TEST_PROVIDER_PAYMENT_METHODS = '/test-payment-provider/v1/payment_methods';

/** The test provider's card that always pays (Stripe's 4242 test card). */
export const TEST_CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
};

/** The shopper this channel reserves for. */
const SHOPPER: DealCustomer = {
  title: 'Ms',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  telephone: '07700 900123',
  postcode: 'LS1 4AP',
  termsAccepted: true,
};

export type SecondChannelOptions = {
  /** The API's origin, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  /** The vehicle's slug; the first available vehicle of the stock when absent. */
  slug?: string;
  /** Where the story of the deal is told (default: console.log). */
  log?: (line: string) => void;
};

export type SecondChannelResult = {
  vehicle: Vehicle;
  /** The finance quote the deal showed for the starting settings. */
  quote: WireQuote | null;
  /** The order's reference (its guid). */
  orderReference: string;
  /** The order as the API answers when read back after the payment. */
  order: WebsiteOrder;
};

/** The API client's error as the deal machine takes it. */
const failure = (error: ShowroomError): DealFailure =>
  error.kind === 'validation'
    ? { kind: error.kind, message: error.message, fields: error.fields }
    : { kind: error.kind, message: error.message };

/** The order as the deal machine takes it: its valuations without the wire's nesting. */
const dealOrder = (order: WebsiteOrder): DealOrder => ({
  ...order,
  valuations: order.valuations.map((v) => ({
    hash: v.hash,
    price: v.price,
    settlement: v.settlement,
    condition: v.vehicle.condition,
    mileage: null,
    vehicle: {
      plate: v.vehicle.plate,
      make: v.vehicle.make,
      model: v.vehicle.model,
      vrm: v.vehicle.vrm,
    },
  })),
});

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The card to the test provider, as a browser's card form posts it: its token, or its refusal. */
async function tokenise(baseUrl: string, card: typeof TEST_CARD): Promise<DealEvent> {
  const response = await fetch(`${baseUrl}${TEST_PROVIDER_PAYMENT_METHODS}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: { ...card, number: card.number.replace(/\s/g, '') } }),
  });
  const body = (await response.json()) as { id?: string; error?: { message?: string } };
  return response.ok && body.id
    ? { type: 'cardTokenised', token: body.id }
    : { type: 'tokeniseFailed', message: body.error?.message ?? 'The card was not taken.' };
}

/**
 * Runs one effect of the deal machine and gives back the event its answer is (or null): the
 * calls through the API client, the card through the test provider, the timers as waits. What a
 * browser alone does (storage, analytics, scrolling, leaving for 3-D Secure) is only told.
 */
async function perform(
  effect: DealEffect,
  api: ShowroomClient,
  baseUrl: string,
  log: (line: string) => void,
): Promise<DealEvent | null> {
  const delay = 'delayMs' in effect ? (effect.delayMs ?? 0) : 0;
  if (delay > 0) await wait(delay);
  switch (effect.type) {
    case 'api.checkAvailability': {
      const { data, error } = await api.checkOrderAvailability(effect.stockId);
      // No answer is not a refusal (decision 0205): the deal says it could not check.
      if (error)
        return error.kind === 'not-found'
          ? { type: 'availabilityChecked', ok: false, message: null }
          : { type: 'availabilityCheckFailed' };
      return data.canOrder
        ? { type: 'availabilityChecked', ok: true }
        : { type: 'availabilityChecked', ok: false, message: data.message ?? null };
    }
    case 'api.getQuotes': {
      const { data } = await api.getVehicleFinance(effect.query);
      if (!data) return { type: 'quoteFailed', seq: effect.seq };
      const found = data.find((item) => String(item.stock_id) === effect.query.stock_ids);
      return { type: 'quoteAnswered', seq: effect.seq, quotes: found ?? null };
    }
    case 'api.getFinanceTerms': {
      const { data } = await api.getFinanceTerms(effect.quoteReference);
      const text = data?.TermsAndConditions ?? null;
      return { type: 'termsLoaded', financeType: effect.financeType, text };
    }
    case 'api.getOrder': {
      const { data, error } = await api.getOrder(effect.guid);
      if (data) return { type: 'orderFetched', guid: effect.guid, order: dealOrder(data) };
      return error.kind === 'not-found'
        ? { type: 'orderFetched', guid: effect.guid, order: null }
        : { type: 'orderFetchFailed', guid: effect.guid };
    }
    case 'api.createOrder': {
      const payload = effect.payload as OrderPayload;
      const { data, error } = await api.createOrder(payload, effect.idempotencyKey);
      return data
        ? { type: 'orderCreated', order: dealOrder(data) }
        : { type: 'orderCreateFailed', error: failure(error) };
    }
    case 'api.updateOrder': {
      const { data, error } = await api.updateOrder(effect.guid, effect.changes as OrderUpdate);
      const { purpose } = effect;
      return data
        ? { type: 'orderUpdated', purpose, order: dealOrder(data) }
        : { type: 'orderUpdateFailed', purpose, error: failure(error) };
    }
    case 'provider.tokenise':
      return tokenise(baseUrl, effect.card as typeof TEST_CARD);
    case 'api.payDeposit':
    case 'api.confirmDeposit': {
      const returnUrl = `${baseUrl}/?${new URLSearchParams(effect.type === 'api.payDeposit' ? effect.returnQuery : {})}`;
      const { data, error } =
        effect.type === 'api.payDeposit'
          ? await api.payReservationDeposit(effect.guid, {
              ...effect.payment,
              return_url: returnUrl,
            })
          : await api.confirmReservationDeposit(effect.guid);
      return data
        ? depositAnswer(dealOrder(data))
        : { type: 'depositFailed', error: failure(error) };
    }
    case 'timer':
      await wait(effect.ms);
      return effect.event;
    case 'analytics.track':
      log(`  (analytics: ${effect.event})`);
      return null;
    default:
      // Part exchange, drafts, forms, storage, scrolling, 3-D Secure: not on this deal's path.
      log(`  (not needed on this path: ${effect.type})`);
      return null;
  }
}

/** The deal machine with its effects run: `send` settles when every answer has been fed back. */
function dealChannel(
  start: DealState,
  api: ShowroomClient,
  baseUrl: string,
  log: (l: string) => void,
) {
  let state = start;
  const send = async (event: DealEvent): Promise<void> => {
    const next = dealTransition(state, event);
    state = next.state;
    await Promise.all(
      next.effects.map(async (effect) => {
        const answer = await perform(effect, api, baseUrl, log);
        if (answer) await send(answer);
      }),
    );
  };
  return { send, state: () => state };
}

/** The quote as a shopper reads it. */
function describeQuote(quote: WireQuote | null): string {
  if (!quote) return 'no finance quote';
  const monthly = formatMoney(fromPounds(quote.RegularPayment));
  const deposit = formatMoney(fromPounds(quote.Deposit));
  const mileage = quote.AnnualMileage ? `, ${quote.AnnualMileage} miles a year` : '';
  return `${quote.key}: ${quote.TotalNumberOfRegularPayments} payments of ${monthly}, ${deposit} deposit, ${quote.Apr}% APR (term ${quote.Term}${mileage})`;
}

/** The whole deal: quote, reservation checkout, order, deposit, and the order read back. */
export async function runSecondChannel(
  options: SecondChannelOptions,
): Promise<SecondChannelResult> {
  const { baseUrl } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const api = createShowroomClient({ baseUrl });

  const vehicle = await findVehicle(api, options.slug);
  const config = await api.getOrderConfig();
  if (config.error) throw new Error(`order config: ${config.error.message}`);
  log(
    `Vehicle: ${vehicle.name} (stock ${vehicle.stock_id}), ${formatMoney(fromPounds(vehicle.price))}`,
  );

  const formId = String(config.data.enquiry_form.form_id);
  const deal = dealChannel(
    initialDealState({
      vehicle,
      config: {
        enquiryFormId: formId,
        testDriveFormId: formId,
        customErrorMessages: {},
        enquirySource: 'second-channel',
      },
      financeDeposit: config.data.finance_deposit,
      quotes: null,
      quotesFor: null,
    }),
    api,
    baseUrl,
    log,
  );

  await deal.send({ type: 'load', storedGuid: null });
  const quote = shownQuote(deal.state());
  log(`Quote: ${describeQuote(quote)}`);

  await deal.send({ type: 'reserve' });
  await deal.send({
    type: 'submitCustomerDetails',
    details: SHOPPER,
    idempotencyKey: randomUUID(),
  });
  const orderReference = deal.state().order.guid;
  if (!orderReference) throw new Error(`no order: ${deal.state().order.errors.join(' ')}`);
  log(`Order: ${orderReference}`);

  await deal.send({ type: 'payDeposit', payment: TEST_CARD });
  const { payment } = deal.state();
  if (payment.status !== 'success') throw new Error(`deposit not paid: ${payment.declineMessage}`);

  const readBack = await api.getOrder(orderReference);
  if (readBack.error) throw new Error(`order read back: ${readBack.error.message}`);
  const paid = readBack.data.payments.map((p) => formatMoney(fromPounds(p.amount))).join(', ');
  log(`Reservation: order ${readBack.data.guid} is ${readBack.data.status}, deposit paid ${paid}`);
  return { vehicle, quote, orderReference, order: readBack.data };
}

/** The vehicle by slug, or the first one of the stock that can be reserved. */
async function findVehicle(api: ShowroomClient, slug: string | undefined): Promise<Vehicle> {
  if (slug) {
    const found = await api.getVehicleBySlug(slug);
    if (found.error) throw new Error(`vehicle ${slug}: ${found.error.message}`);
    return found.data;
  }
  const page = await api.searchVehicles({ resultsPerPage: 50, min_price: 10000 });
  if (page.error) throw new Error(`vehicle search: ${page.error.message}`);
  const available = page.data.data.find((v) => v.reservation_status === 'Available');
  if (!available) throw new Error('no vehicle in stock can be reserved');
  return available;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = (process.argv[2] ?? process.env.API_BASE_URL ?? 'http://127.0.0.1:8080').replace(
    /\/+$/,
    '',
  );
  runSecondChannel({ baseUrl, slug: process.argv[3] }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
