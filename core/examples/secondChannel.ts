// A second channel: a whole deal, from the finance quote to a reservation paid with a deposit, run
// against the reference /api/v2 with only @showroom/core and @showroom/api-client (no React, no
// ui, no app). Core's deal machine decides everything; the API client's channel kit runs the
// effects it returns and feeds the answers back, as it does for the storefront in a browser
// (decision 0905). This script gives the kit its ports and tells the story.
//
//   npm start                                   # the reference API (and the storefront) on :8080
//   npx tsx core/examples/secondChannel.ts http://127.0.0.1:8080
import { randomUUID } from 'node:crypto';
import {
  createDealRunner,
  createShowroomClient,
  financeDisclosureOf,
  type ShowroomClient,
  type TokenisedCard,
  type Vehicle,
  type WebsiteOrder,
} from '@showroom/api-client';
import {
  formatMoney,
  fromPounds,
  initialDealState,
  representativeExampleOf,
  representativeExampleSmallPrint,
  shownQuote,
  type DealCard,
  type DealCustomer,
  type WireQuote,
} from '@showroom/core';

/**
 * The built-in test payment provider's tokenising endpoint, at the API's origin (outside /api/v2,
 * so not in the contract): the card goes there, never to the API, which charges only its token.
 */
const TEST_PROVIDER_PAYMENT_METHODS = '/test-payment-provider/v1/payment_methods';

/** The test provider's card that always pays (Stripe's 4242 test card). */
export const TEST_CARD: DealCard = {
  card_number: '4242 4242 4242 4242',
  expiry_month: 12,
  expiry_year: 2030,
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
  /**
   * What was shown beside the quote (requirement ARCH-8): the broker statement and the status
   * text, from the API's order config (decision 0906); null without a quote.
   */
  smallPrint: string | null;
  /** The order's reference (its guid). */
  orderReference: string;
  /** The order as the API answers when read back after the payment. */
  order: WebsiteOrder;
};

/**
 * The card to the test provider, as a browser's card form posts it (the card goes there, never to
 * the API): its payment-method token, or its refusal.
 */
async function tokenise(baseUrl: string, card: DealCard): Promise<TokenisedCard> {
  const response = await fetch(`${baseUrl}${TEST_PROVIDER_PAYMENT_METHODS}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      card: {
        number: (card.card_number ?? '').replace(/\s/g, ''),
        exp_month: Number(card.expiry_month),
        exp_year: Number(card.expiry_year),
        cvc: card.cvc ?? '',
      },
    }),
  });
  const body = (await response.json()) as { id?: string; error?: { message?: string } };
  return response.ok && body.id
    ? { token: body.id }
    : { message: body.error?.message ?? 'The card was not taken.' };
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
  const deal = createDealRunner(
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
    {
      api,
      tokenise: (card) => tokenise(baseUrl, card),
      returnUrl: (query) => `${baseUrl}/?${new URLSearchParams(query)}`,
      track: (event) => log(`  (analytics: ${event})`),
      // Storage, scrolling, leaving for 3-D Secure: what a browser does, not on this deal's path.
      skipped: (effect) => log(`  (not needed on this path: ${effect.type})`),
    },
  );

  await deal.send({ type: 'load', storedGuid: null });
  const quote = shownQuote(deal.state());
  log(`Quote: ${describeQuote(quote)}`);
  // Beside any figure: the representative example's small print, with the retailer's broker as
  // the API's order config names it and the status statement the quote carries.
  const disclosure = financeDisclosureOf(config.data);
  const smallPrint = quote
    ? representativeExampleSmallPrint(representativeExampleOf(quote, disclosure.broker))
    : null;
  if (smallPrint) log(`Small print: ${smallPrint}`);

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
  return { vehicle, quote, smallPrint, orderReference, order: readBack.data };
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
