import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShowroomClient } from '@showroom/api-client';
import { initialDealState, message, type DealInit } from '@showroom/core';
import { dealInit } from '../../app/src/deal/dealInit.ts';
import { browserRecaptcha, type Grecaptcha } from '../../app/src/deal/recaptcha.ts';
import { injectFetch } from '../src/injectFetch.ts';
import {
  dealHarness,
  expectNothingIgnored,
  hostClient,
  type DealHarness,
} from './helpers/dealHarness.ts';
import { searchVehicles, startHost, type TestHost } from './helpers/host.ts';

/**
 * reCAPTCHA v3 through the deal's runner, against the reference API with its test provider on
 * (RECAPTCHA_ENABLED=true): each order creation and form-submit gets its own token for its action
 * as it is sent, and the API takes them; a token that scores low, or none to be had, is said with
 * the text of requirement ERR-3 and nothing is stored.
 */

const ORIGIN = 'http://showroom.internal';
const FAILED = message('recaptchaFailed');

const contact = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.co.uk',
  telephone: '07700 900123',
  postcode: 'NN1 2AJ',
  termsAccepted: true,
};
const customer = { title: 'Mrs', ...contact };

describe('the deal runner with reCAPTCHA on', () => {
  let host: TestHost;
  let api: ShowroomClient;
  let cars: DealInit[];
  const harnesses: DealHarness[] = [];
  /** Every token asked for, by action. */
  const asked: string[] = [];

  /** The test provider's grecaptcha, as its script gives the page (the page's cookie sent along). */
  const grecaptcha = (score?: string): Grecaptcha => ({
    ready: (callback) => callback(),
    execute: async (siteKey, { action }) => {
      asked.push(action);
      const response = await injectFetch(host.app)(`${ORIGIN}/test-recaptcha/execute`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(score ? { cookie: `showroom_recaptcha_score=${score}` } : {}),
        },
        body: JSON.stringify({ sitekey: siteKey, action }),
      });
      return ((await response.json()) as { token: string }).token;
    },
  });

  const start = async (init: DealInit, score?: string, unreachable = false) => {
    const config = (await api.getOrderConfig()).data!;
    const recaptcha = browserRecaptcha(config, ORIGIN, (src) => {
      expect(src).toBe(`${ORIGIN}/test-recaptcha/api.js?render=showroom-test-recaptcha`);
      return unreachable
        ? Promise.reject(new Error('blocked'))
        : Promise.resolve(grecaptcha(score));
    });
    const harness = dealHarness(
      api,
      initialDealState(init),
      undefined,
      undefined,
      undefined,
      recaptcha,
    );
    harnesses.push(harness);
    await harness.act({ type: 'load', storedGuid: null });
    return harness;
  };
  beforeAll(async () => {
    host = await startHost({ RECAPTCHA_ENABLED: 'true' });
    api = hostClient(host);
    const vehicles = (await searchVehicles(host.app)).filter(
      (v) => v.reservation_status === 'Available' && !v.reserved,
    );
    cars = [];
    for (const v of vehicles.slice(0, 4)) {
      const view = await host.view(`/vehicle-search/${v.slug}`);
      cars.push(dealInit(view.state!));
    }
    expect(cars[0]!.config.recaptcha).toBe(true);
  });
  // Each journey makes only the moves the deal offers: a move core ignored fails it (decision 0106).
  afterEach(() => {
    try {
      expectNothingIgnored(harnesses);
    } finally {
      for (const harness of harnesses) harness.ignored.length = 0;
    }
  });
  afterAll(async () => {
    for (const harness of harnesses) harness.stop();
    await host?.close();
  });

  it('an enquiry is sent with a form_submit token', async () => {
    asked.length = 0;
    const deal = await start(cars[0]!);
    await deal.act({ type: 'openEnquiry' });
    await deal.act({ type: 'sendEnquiry', enquiry: { ...contact, message: 'Still for sale?' } });
    expect(deal.deal().enquiry).toBe('success');
    expect(asked).toEqual(['form_submit']);
    const sent = deal.calls.find((call) => call.method === 'submitForm');
    expect(sent?.args[0]).toHaveProperty('g-recaptcha-response', expect.stringMatching(/^test_/));
  });

  it('an order is created with a create_order token', async () => {
    asked.length = 0;
    const deal = await start(cars[1]!);
    await deal.act({ type: 'reserve' });
    await deal.act({
      type: 'submitCustomerDetails',
      details: customer,
      idempotencyKey: randomUUID(),
    });
    expect(deal.deal().order.guid).not.toBeNull();
    expect(asked).toEqual(['create_order']);
  });

  it('a low-scoring token: the enquiry and the order say the ERR-3 text, and nothing is stored', async () => {
    const deal = await start(cars[2]!, '0.1');
    await deal.act({ type: 'openEnquiry' });
    await deal.act({ type: 'sendEnquiry', enquiry: contact });
    expect(deal.deal().enquiry).toBe('failure');
    expect(deal.deal().recaptchaFailed).toBe(true);
    const ordering = await start(cars[3]!, '0.1');
    await ordering.act({ type: 'reserve' });
    await ordering.act({
      type: 'submitCustomerDetails',
      details: customer,
      idempotencyKey: randomUUID(),
    });
    expect(ordering.deal().order.guid).toBeNull();
    expect(ordering.deal().order.errors).toEqual([FAILED]);
    // The API stored no order: the car is still free to order.
    const availability = await api.checkOrderAvailability(cars[3]!.vehicle.stock_id);
    expect(availability.data?.canOrder).toBe(true);
  });

  it('no token to be had (the script blocked): the form says the ERR-3 text; nothing is sent', async () => {
    const deal = await start(cars[2]!, undefined, true);
    await deal.act({ type: 'openEnquiry' });
    await deal.act({ type: 'sendEnquiry', enquiry: contact });
    expect(deal.deal().enquiry).toBe('failure');
    expect(deal.deal().recaptchaFailed).toBe(true);
    expect(deal.calls.filter((call) => call.method === 'submitForm')).toEqual([]);
  });
});
