import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShowroomClient } from '@showroom/api-client';
import { initialDealState, message, type DealInit } from '@showroom/core';
import { dealInit } from '../../app/src/deal/dealInit.ts';
import { DealSteps } from '../../app/src/deal/DealSteps.tsx';
import { testCardProvider } from '../../app/src/deal/testCardProvider.ts';
import type { VdpState } from '../../app/src/state/pageState.ts';
import { injectFetch } from '../src/injectFetch.ts';
import { dealHarness, type DealHarness } from './helpers/dealHarness.ts';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';
import { visibleText } from './helpers/visibleText.ts';

/**
 * No raw error text reaches a shopper (docs/decisions/0207): the deal runs against the reference
 * API through the real api-client, one call of it failing (the network gone, a 500 with a server
 * `detail`, a timeout); what the deal's steps then render says the catalogue's words, never the
 * failure's own.
 */

const ORIGIN = 'http://showroom.internal';
const RAW = [
  'Failed to fetch',
  'TypeError',
  '500',
  'Internal',
  'undefined',
  'Could not reach the server',
];

type Fault = 'network' | 'server' | 'timeout';

/** A fetch to the host's API where requests matching `failing` fail the way `fault` says. */
function faultyFetch(host: TestHost, failing: { method: string; path: RegExp }, fault: Fault) {
  const real = injectFetch(host.app);
  const state = { on: false };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const hit =
      state.on &&
      request.method === failing.method &&
      failing.path.test(new URL(request.url).pathname);
    if (!hit) return real(input, init);
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (fault === 'timeout')
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    return new Response(
      JSON.stringify({ detail: 'TypeError: Cannot read properties of undefined (reading "id")' }),
      {
        status: 500,
        statusText: 'Internal Server Error',
        headers: { 'content-type': 'application/json' },
      },
    );
  };
  return { fetch, state };
}

const contact = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.co.uk',
  telephone: '07700 900123',
  postcode: 'NN1 2AJ',
  termsAccepted: true,
  message: 'Is it still for sale?',
};

describe('a failed call, as the deal shows it', () => {
  let host: TestHost;
  let page: VdpState;
  let init: DealInit;
  const harnesses: DealHarness[] = [];

  beforeAll(async () => {
    host = await startHost();
    const vehicles = (await searchVehicles(host.app, 'resultsPerPage=100&sort=year-desc')).filter(
      (v) => v.reservation_status === 'Available' && !v.reserved,
    );
    // A car whose page has a PCP quote: its calculator is on the page, to be quoted again.
    for (const v of vehicles) {
      const view = await host.view(`/vehicle-search/${v.slug}`);
      if (view.state?.finance?.pcpQuote) {
        page = view.state as VdpState;
        break;
      }
    }
    expect(page).toBeDefined();
    init = dealInit(page);
  });
  afterAll(async () => {
    for (const harness of harnesses) harness.stop();
    await host?.close();
  });

  /** A deal over an api-client whose `failing` calls fail as `fault` says once `state.on`. */
  const start = (failing: { method: string; path: RegExp }, fault: Fault) => {
    const faulty = faultyFetch(host, failing, fault);
    const api = createShowroomClient({ baseUrl: ORIGIN, fetch: faulty.fetch });
    const harness = dealHarness(api, initialDealState(init));
    harnesses.push(harness);
    return { harness, faulty };
  };

  /** The text the deal's steps put on the page. */
  const shown = (harness: DealHarness) =>
    visibleText(
      renderToStaticMarkup(
        createElement(DealSteps, {
          deal: harness.deal(),
          send: () => undefined,
          state: page,
          clock: () => new Date(),
        }),
      ),
    );

  const expectNoRawText = (text: string) => {
    for (const raw of RAW) expect(text).not.toContain(raw);
  };

  describe.each<Fault>(['network', 'server', 'timeout'])('when the call fails (%s)', (fault) => {
    it('an availability check: "could not check just now", a retry, no ordering, never reserved', async () => {
      const { harness, faulty } = start(
        { method: 'GET', path: /^\/api\/v2\/website-orders\/check\// },
        fault,
      );
      faulty.state.on = true;
      await harness.act({ type: 'load', storedGuid: null });
      expect(harness.deal().order.availabilityUnknown).toBe(true);
      const text = shown(harness);
      expect(text).toContain(message('availabilityCheckFailed'));
      expect(message('availabilityCheckFailed')).toBe(
        'We could not check that this car is still available just now. Try again in a moment.',
      );
      expect(text).toContain('Check again');
      expect(text).not.toMatch(/reserved/i);
      expectNoRawText(text);
    });

    it('a requote: the finance step says the quote failed in its own words', async () => {
      const { harness, faulty } = start(
        { method: 'GET', path: /^\/api\/v2\/vehicle-finance$/ },
        fault,
      );
      await harness.act({ type: 'load', storedGuid: null });
      await harness.act({ type: 'choosePaymentMethod', method: 'finance' });
      expect(harness.deal().finance.status).toBe('current');
      faulty.state.on = true;
      const settings = harness.deal().finance.settings;
      await harness.act({
        type: 'changeFinance',
        settings: { ...settings, term: settings.term === 36 ? 48 : 36 },
      });
      expect(harness.deal().finance.status).toBe('failed');
      const text = shown(harness);
      expect(text).toContain(message('quoteFailed'));
      expect(text).toContain('Try again');
      expectNoRawText(text);
    });

    it('an enquiry: the catalogue says so, the server is not quoted', async () => {
      const { harness, faulty } = start(
        { method: 'POST', path: /^\/api\/v2\/form-submit$/ },
        fault,
      );
      await harness.act({ type: 'load', storedGuid: null });
      await harness.act({ type: 'openEnquiry' });
      faulty.state.on = true;
      await harness.act({ type: 'sendEnquiry', enquiry: contact });
      expect(harness.deal().enquiry).toBe('failure');
      const text = shown(harness);
      expect(text).toContain(
        fault === 'server' ? message('enquiryFailureTitle') : message('connectionLost'),
      );
      expectNoRawText(text);
    });

    it('a part-exchange valuation: the catalogue says what failed', async () => {
      const { harness, faulty } = start(
        { method: 'POST', path: /^\/api\/v2\/part-exchange\/valuations$/ },
        fault,
      );
      await harness.act({ type: 'load', storedGuid: null });
      await harness.act({ type: 'openPartExchange' });
      faulty.state.on = true;
      // A demo registration the built-in lookup knows (api-server demoRegistrations).
      await harness.act({
        type: 'valuePartExchange',
        request: {
          registration: 'FG17 HJK',
          mileage: 48000,
          condition: 'good',
          outstanding_finance: 0,
        },
      });
      expect(harness.deal().partExchange.status).toBe('error');
      const expected = {
        network: message('failureOffline'),
        timeout: message('failureTimeout'),
        server: message('failureServer'),
      }[fault];
      expect(harness.deal().partExchange.error).toBe(expected);
      const text = shown(harness);
      expect(text).toContain(expected);
      expectNoRawText(text);
    });

    it('an order: the details step says what failed in the catalogue words', async () => {
      const { harness, faulty } = start(
        { method: 'POST', path: /^\/api\/v2\/website-orders\/order$/ },
        fault,
      );
      await harness.act({ type: 'load', storedGuid: null });
      await harness.act({ type: 'reserve' });
      faulty.state.on = true;
      await harness.act({
        type: 'submitCustomerDetails',
        details: { title: 'Mrs', ...contact },
        idempotencyKey: randomUUID(),
      });
      expect(harness.deal().order.guid).toBeNull();
      const expected = {
        network: message('failureOffline'),
        timeout: message('failureTimeout'),
        server: message('failureServer'),
      }[fault];
      expect(harness.deal().order.errors).toEqual([expected]);
      const text = shown(harness);
      expect(text).toContain(expected);
      expectNoRawText(text);
    });
  });
});

/**
 * An unreachable payment provider is not a decline (decision 0714): the card's tokenisation
 * failing (no answer, a 5xx, a timeout, a 404 where the provider is not served) tells the shopper
 * the catalogue's words and that nothing was taken, the order stays as it was, and the card given
 * again once the provider answers reserves the car.
 */
describe('a payment provider that could not be reached, as the deal shows it', () => {
  let host: TestHost;
  const pages: VdpState[] = [];
  const harnesses: DealHarness[] = [];

  beforeAll(async () => {
    host = await startHost();
    const vehicles = (await searchVehicles(host.app, 'resultsPerPage=40&sort=price-asc')).filter(
      (v) => v.reservation_status === 'Available' && !v.reserved,
    );
    for (const v of vehicles) {
      const view = await host.view(`/vehicle-search/${v.slug}`);
      if (view.state) pages.push(view.state as VdpState);
      if (pages.length === 4) break;
    }
    expect(pages).toHaveLength(4);
  });
  afterAll(async () => {
    for (const harness of harnesses) harness.stop();
    await host?.close();
  });

  type ProviderFault = Fault | 'not-served';
  /** The provider's endpoint on the host, failing as `fault` says while `state.on`. */
  const flakyProvider = (fault: ProviderFault) => {
    const real = injectFetch(host.app);
    const state = { on: true };
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (!state.on) return real(input, init);
      if (fault === 'network') throw new TypeError('Failed to fetch');
      if (fault === 'timeout') {
        // The provider never answers: the port's own time limit ends the wait.
        const signal = init?.signal;
        return new Promise<Response>((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason)),
        );
      }
      if (fault === 'not-served')
        return new Response('<!doctype html><title>Not found</title>', {
          status: 404,
          headers: { 'content-type': 'text/html' },
        });
      return new Response(JSON.stringify({ detail: 'upstream connect error' }), {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'application/json' },
      });
    };
    return { fetch, state };
  };

  it.each<[ProviderFault, number, string]>([
    ['network', 0, message('failureOffline')],
    ['server', 1, message('failureServer')],
    ['timeout', 2, message('failureTimeout')],
    ['not-served', 3, message('failureServer')],
  ])(
    '%s: not declined, nothing taken, the order as it was, and a retry reserves',
    async (fault, index, expected) => {
      const page = pages[index]!;
      const provider = flakyProvider(fault);
      const api = createShowroomClient({ baseUrl: ORIGIN, fetch: injectFetch(host.app) });
      const harness = dealHarness(
        api,
        initialDealState(dealInit(page)),
        undefined,
        undefined,
        // The runner's card port, with a time limit short enough for a test.
        { port: testCardProvider(ORIGIN, provider.fetch, 50) },
      );
      harnesses.push(harness);
      await harness.act({ type: 'load', storedGuid: null });
      await harness.act({ type: 'reserve' });
      await harness.act({
        type: 'submitCustomerDetails',
        details: { title: 'Mrs', ...contact },
        idempotencyKey: randomUUID(),
      });
      const guid = harness.deal().order.guid!;
      expect(guid).toBeTruthy();
      const card = {
        card_number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2030,
        cvc: '123',
        cardholder_name: 'Ann Lee',
      };
      await harness.act({ type: 'payDeposit', payment: card });

      expect(harness.deal().payment).toMatchObject({ status: 'failed', stage: null });
      const text = visibleText(
        renderToStaticMarkup(
          createElement(DealSteps, {
            deal: harness.deal(),
            send: () => undefined,
            state: page,
            clock: () => new Date(),
          }),
        ),
      );
      expect(text).toContain(`${expected} ${message('paymentNotTaken')}`);
      expect(text).toContain('Your payment did not go through');
      expect(text).not.toMatch(/declined/i);
      expectNoRawWords(text);
      // Nothing went to the API to charge, and the order and the car are as they were.
      expect(harness.calls.map((call) => call.method)).not.toContain('payReservationDeposit');
      const order = (await api.getOrder(guid)).data!;
      expect(order).toMatchObject({ status: 'STATUS_NEW', payments: [] });
      expect((await api.getVehicleById(page.vehicle.stock_id)).data?.reservation_status).toBe(
        'Available',
      );

      // The provider answers again: the same card reserves the car.
      provider.state.on = false;
      await harness.act({ type: 'payDeposit', payment: card });
      expect(harness.deal().payment.status).toBe('success');
      expect((await api.getOrder(guid)).data?.payments).toHaveLength(1);
    },
  );
});

function expectNoRawWords(text: string) {
  for (const raw of [...RAW, 'Bad Gateway', 'upstream', 'Not found', '502', '404']) {
    expect(text).not.toContain(raw);
  }
}
