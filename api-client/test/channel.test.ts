import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  initialDealState,
  VEHICLE_CONDITIONS,
  type DealEffect,
  type DealEvent,
  type DealState,
  type DealTransition,
  type DealVehicle,
} from '@showroom/core';
import {
  createDealRunner,
  performDealEffect,
  RECAPTCHA_UNREACHABLE,
  staleKey,
  toDealFailure,
  toDealOrder,
  toDealValuation,
  type FinanceResult,
  type OrderValuation,
  type ShowroomClient,
  type ShowroomError,
  type Valuation,
  type WebsiteOrder,
} from '../src/index.ts';

// The channel kit (decision 0905): the wire ↔ deal mappers and the effect runner, tested once here
// for every channel.

const condition = fc.constantFrom(...VEHICLE_CONDITIONS);
const money = fc.integer({ min: 0, max: 200_000 });
const text = fc.string({ maxLength: 12 });

const orderValuation: fc.Arbitrary<OrderValuation> = fc.record({
  hash: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 8, maxLength: 8 }),
  price: money,
  settlement: money,
  vehicle: fc.record({
    condition,
    make: text,
    model: text,
    plate: text,
    settlement: money,
    valuation: money,
    vrm: text,
  }),
});

const order = (valuations: OrderValuation[]) =>
  ({
    guid: 'b3f1c2d4',
    status: 'STATUS_NEW',
    vehicle: 100281,
    valuations,
    payments: [],
    finance: null,
    version: '3',
  }) as unknown as WebsiteOrder;

/** A form's fields as core builds them: the contract's required ones. */
const shopper = {
  form_id: '1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  _terms_accepted: '1',
} as const;

describe('toDealOrder', () => {
  it('keeps every field of the order and flattens each valuation, in order', () => {
    fc.assert(
      fc.property(fc.array(orderValuation, { maxLength: 4 }), (valuations) => {
        const deal = toDealOrder(order(valuations));
        expect(deal.guid).toBe('b3f1c2d4');
        expect(deal.version).toBe('3');
        expect(deal.valuations).toEqual(
          valuations.map((v) => ({
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
        );
      }),
    );
  });
});

describe('toDealValuation', () => {
  it('takes a new valuation with its condition and mileage', () => {
    const wire = {
      hash: 'a1b2c3d4',
      price: 5200,
      settlement: 1200,
      condition: 'good',
      mileage: 42000,
      vehicle: { plate: 'KX65 TRE', make: 'Ford', model: 'Fiesta', vrm: 'KX65TRE' },
    } as Valuation;
    expect(toDealValuation(wire)).toEqual({
      hash: 'a1b2c3d4',
      price: 5200,
      settlement: 1200,
      condition: 'good',
      mileage: 42000,
      vehicle: { plate: 'KX65 TRE', make: 'Ford', model: 'Fiesta', vrm: 'KX65TRE' },
    });
  });
});

const status = fc.integer({ min: 400, max: 599 });
const showroomError: fc.Arbitrary<ShowroomError> = fc.oneof(
  fc.record({ kind: fc.constant('network' as const), message: text }),
  fc.record({
    kind: fc.constant('network' as const),
    message: text,
    timedOut: fc.constant(true as const),
  }),
  fc.record({ kind: fc.constant('not-found' as const), status, message: text }),
  fc.record({
    kind: fc.constant('validation' as const),
    status,
    message: text,
    fields: fc.dictionary(text, fc.array(text, { minLength: 1, maxLength: 2 })),
  }),
  fc.record({ kind: fc.constant('conflict' as const), status, message: text }),
  fc.record({ kind: fc.constant('declined' as const), status, message: text }),
  fc.record({ kind: fc.constant('rate-limited' as const), status, message: text }),
  fc.record({
    kind: fc.constant('rate-limited' as const),
    status,
    message: text,
    retryAfterSeconds: fc.integer({ min: 1, max: 3600 }),
  }),
  fc.record({ kind: fc.constant('server' as const), status, message: text }),
);

describe('toDealFailure', () => {
  it('keeps the kind, the message and what the kind carries, and nothing else', () => {
    fc.assert(
      fc.property(showroomError, (error) => {
        const failure = toDealFailure(error);
        const expected: Record<string, unknown> = { kind: error.kind, message: error.message };
        if (error.kind === 'validation') expected.fields = error.fields;
        if (error.kind === 'network' && error.timedOut) expected.timedOut = true;
        if (error.kind === 'rate-limited' && error.retryAfterSeconds !== undefined)
          expected.retryAfterSeconds = error.retryAfterSeconds;
        expect(failure).toEqual(expected);
      }),
    );
  });

  it('gives a stale update the order as it stands, as the deal takes it', () => {
    const current = order([
      {
        hash: 'a1b2c3d4',
        price: 5200,
        settlement: 0,
        vehicle: {
          condition: 'fair',
          make: 'Ford',
          model: 'Fiesta',
          plate: 'KX65 TRE',
          settlement: 0,
          valuation: 5200,
          vrm: 'KX65TRE',
        },
      },
    ]);
    const failure = toDealFailure({
      kind: 'conflict',
      status: 409,
      message: 'The order changed since it was read.',
      current: current as unknown as Record<string, unknown>,
    });
    expect(failure.kind).toBe('conflict');
    expect(failure.current?.guid).toBe('b3f1c2d4');
    expect(failure.current?.valuations?.[0]?.condition).toBe('fair');
  });

  it('a 409 whose body is not an order as it stands is a conflict without one', () => {
    for (const current of [
      {},
      { guid: 'b3f1c2d4' },
      { guid: 'b3f1c2d4', valuations: 'none' },
      { guid: 7, valuations: [] },
    ])
      expect(
        toDealFailure({ kind: 'conflict', status: 409, message: 'Reserved', current }),
      ).toEqual({ kind: 'conflict', message: 'Reserved' });
  });
});

describe('staleKey', () => {
  it('names the quote, a product’s terms and a registration; nothing else', () => {
    expect(staleKey({ type: 'api.getFinanceTerms', financeType: 'PCP', quoteReference: 'q' })).toBe(
      'terms:PCP',
    );
    expect(staleKey({ type: 'api.lookupRegistration', registration: 'KX65TRE' })).toBe(
      'registration',
    );
    expect(staleKey({ type: 'api.getOrder', guid: 'g' })).toBeNull();
    expect(staleKey({ type: 'api.saveDraft', guid: 'g', seq: 1, draft: {} as never })).toBeNull();
  });
});

const vehicle: DealVehicle = {
  stock_id: 7,
  price: 12000,
  price_excluding_vat: 10000,
  vat_scheme: null,
  make: 'Ford',
  model: 'Focus',
  advert_classification: 'USED',
  reservation_status: 'Available',
};
const deal = (): DealState =>
  initialDealState({
    vehicle,
    config: {
      enquiryFormId: '3',
      testDriveFormId: '9',
      customErrorMessages: {},
      enquirySource: 'test',
    },
    quotes: null,
    quotesFor: null,
  });

const quotesQuery = (term: number) => ({
  stock_ids: '7',
  term,
  mileage: 8000,
  deposit: 10,
  deposit_type: 'percent' as const,
});

/** A promise with its resolve at hand: an answer the test lets arrive when it chooses. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A stand-in machine that asks for the quotes of a term on `quoteDue` (its seq is the term) and records every quote answer it
 * is fed: what the runner drops is what it never hears.
 */
function quoteAsker() {
  const heard: DealEvent[] = [];
  const transition = (state: DealState, event: DealEvent): DealTransition => {
    if (event.type === 'quoteAnswered' || event.type === 'quoteFailed') heard.push(event);
    if (event.type === 'quoteDue') {
      const effect: DealEffect = {
        type: 'api.getQuotes',
        seq: event.seq,
        query: quotesQuery(event.seq),
      };
      return { state: { ...state }, effects: [effect] };
    }
    return { state, effects: [] };
  };
  return { heard, transition };
}

const financeFor = (term: number) => ({ stock_id: 7, term }) as unknown as FinanceResult;

describe('the runner', () => {
  it('drops a quote that arrives after a newer quote was asked for', async () => {
    const answers = new Map([36, 48].map((term) => [term, later<FinanceResult[]>()]));
    const api = {
      getVehicleFinance: async (query: { term: number }) => ({
        data: await answers.get(query.term)!.promise,
      }),
    } as unknown as ShowroomClient;
    const { heard, transition } = quoteAsker();
    const runner = createDealRunner(deal(), { api }, transition);
    const first = runner.send({ type: 'quoteDue', seq: 36 });
    const second = runner.send({ type: 'quoteDue', seq: 48 });
    answers.get(48)!.resolve([financeFor(48)]);
    await second;
    answers.get(36)!.resolve([financeFor(36)]);
    await first;
    expect(heard).toEqual([{ type: 'quoteAnswered', seq: 48, quotes: financeFor(48) }]);
  });

  it('feeds back every answer that is still the newest', async () => {
    const api = {
      getVehicleFinance: async (query: { term: number }) => ({ data: [financeFor(query.term)] }),
    } as unknown as ShowroomClient;
    const { heard, transition } = quoteAsker();
    const runner = createDealRunner(deal(), { api }, transition);
    await runner.send({ type: 'quoteDue', seq: 36 });
    await runner.send({ type: 'quoteDue', seq: 48 });
    expect(heard.map((event) => (event.type === 'quoteAnswered' ? event.seq : null))).toEqual([
      36, 48,
    ]);
  });

  it('tells the channel of a move core ignored, with core’s reason, and keeps the state', async () => {
    const ignored: unknown[] = [];
    const states: DealState[] = [];
    const start = deal();
    const runner = createDealRunner(start, {
      api: {} as ShowroomClient,
      ignored: (move) => ignored.push(move),
    });
    runner.subscribe((state) => states.push(state));
    await runner.send({
      type: 'valuePartExchange',
      request: {
        registration: 'KX65 TRE',
        mileage: 61000,
        condition: 'fair',
        outstanding_finance: 0,
      },
    });
    expect(ignored).toEqual([
      {
        event: 'valuePartExchange',
        reason: 'The part-exchange form is not open: send openPartExchange first.',
      },
    ]);
    expect(states).toEqual([]);
    expect(runner.state()).toBe(start);
  });
});

describe('performDealEffect', () => {
  it('fails a call that needs reCAPTCHA when no token can be got, without sending it', async () => {
    let sent = 0;
    const api = {
      submitForm: async () => {
        sent += 1;
        return { data: {} };
      },
    } as unknown as ShowroomClient;
    const answer = await performDealEffect(
      {
        type: 'api.submitForm',
        purpose: 'enquiry',
        fields: { ...shopper, form_id: '3' },
        recaptchaAction: 'form_submit',
      },
      { api, recaptcha: () => Promise.reject(new Error('blocked')) },
    );
    expect(answer).toEqual({
      type: 'formFailed',
      purpose: 'enquiry',
      error: { kind: 'network', message: RECAPTCHA_UNREACHABLE },
    });
    expect(sent).toBe(0);
  });

  it('sends the token with the form as g-recaptcha-response', async () => {
    const bodies: unknown[] = [];
    const api = {
      submitForm: async (body: unknown) => {
        bodies.push(body);
        return { data: {} };
      },
    } as unknown as ShowroomClient;
    const answer = await performDealEffect(
      {
        type: 'api.submitForm',
        purpose: 'testDrive',
        fields: { ...shopper, form_id: '9' },
        recaptchaAction: 'form_submit',
      },
      { api, recaptcha: async () => 'token-1' },
    );
    expect(answer).toEqual({ type: 'formSent', purpose: 'testDrive' });
    expect(bodies).toEqual([{ ...shopper, form_id: '9', 'g-recaptcha-response': 'token-1' }]);
  });

  it('tells a kept part exchange the API no longer has from one it could not read just now', async () => {
    const answerFor = (error: unknown, delays: number[]) =>
      performDealEffect(
        { type: 'api.getValuation', hash: 'v_1', outstandingFinance: 500, delayMs: 400 },
        {
          api: { getValuation: async () => ({ error }) } as unknown as ShowroomClient,
          wait: async (ms) => void delays.push(ms),
        },
      );
    const delays: number[] = [];
    expect(await answerFor({ kind: 'network', message: 'offline' }, delays)).toEqual({
      type: 'valuationRestoreFailed',
      hash: 'v_1',
      outstandingFinance: 500,
      lasting: false,
    });
    expect(await answerFor({ kind: 'server', status: 503, message: 'busy' }, delays)).toEqual({
      type: 'valuationRestoreFailed',
      hash: 'v_1',
      outstandingFinance: 500,
      lasting: false,
    });
    expect(await answerFor({ kind: 'not-found', status: 404, message: 'gone' }, delays)).toEqual({
      type: 'valuationRestoreFailed',
      hash: 'v_1',
      outstandingFinance: 500,
      lasting: true,
    });
    const refused = { kind: 'validation', status: 400, message: 'bad hash', fields: {} };
    expect(await answerFor(refused, delays)).toMatchObject({ lasting: true });
    // A read tried again waits first, as the machine asked.
    expect(delays).toEqual([400, 400, 400, 400]);
  });

  it('tells `skipped` of an effect whose port the channel did not give', async () => {
    const skipped: string[] = [];
    const answer = await performDealEffect(
      { type: 'ui.scrollToDeal' },
      { api: {} as ShowroomClient, skipped: (effect) => skipped.push(effect.type) },
    );
    expect(answer).toBeNull();
    expect(skipped).toEqual(['ui.scrollToDeal']);
  });
});
