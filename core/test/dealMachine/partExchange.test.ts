import { describe, expect, it } from 'vitest';
import {
  dealTransition,
  initialDealState,
  type DealEvent,
  type DealState,
  type DealValuation,
  type PartExchangeRequest,
  type RegisteredCar,
} from '../../src/index.ts';
import { testVehicle } from './fixtures.ts';

/**
 * Part exchange in core's deal machine: the registration is looked up first; a car the lookup
 * knows is valued, an unknown one makes the form ask for make, model, year and fuel (never a
 * guessed car), and the shopper's own description is then valued as told.
 */
function atPartExchange(): DealState {
  return initialDealState({
    vehicle: testVehicle(),
    config: {
      enquiryFormId: '3',
      testDriveFormId: '9',
      customErrorMessages: {},
      enquirySource: 'test',
    },
    quotes: null,
    quotesFor: null,
    query: { addpx: '' },
  });
}

const run = (state: DealState, ...events: DealEvent[]) =>
  events.reduce<{ state: DealState; effects: unknown[] }>(
    (acc, event) => {
      const next = dealTransition(acc.state, event);
      return { state: next.state, effects: next.effects };
    },
    { state, effects: [] },
  );

const request: PartExchangeRequest = {
  registration: 'kx65 tre',
  mileage: 61000,
  condition: 'fair',
  outstanding_finance: 0,
};
const described: RegisteredCar = { make: 'Honda', model: 'Jazz', year: 2015, fuel_type: 'Petrol' };
const valuation: DealValuation = {
  hash: 'v_1',
  price: 2450,
  settlement: 0,
  condition: 'fair',
  mileage: 61000,
  vehicle: { plate: 'KX65 TRE', make: 'Honda', model: 'Jazz', vrm: 'KX65TRE' },
};

describe('part exchange in the deal machine', () => {
  it('starts at the form for ?addpx', () => {
    const state = atPartExchange();
    expect(state.builder.currentStep).toBe('step-1-part-ex');
    expect(state.partExchange.status).toBe('form');
  });

  it('looks the registration up before valuing, never valuing a car it has not identified', () => {
    const { state, effects } = run(atPartExchange(), { type: 'valuePartExchange', request });
    expect(effects).toEqual([{ type: 'api.lookupRegistration', registration: 'KX65TRE' }]);
    expect(state.partExchange.status).toBe('valuing');
  });

  it('a registration the lookup knows is valued as asked', () => {
    const { state, effects } = run(
      atPartExchange(),
      { type: 'valuePartExchange', request },
      { type: 'registrationLookedUp', registration: 'KX65TRE', vehicle: described },
    );
    expect(effects).toEqual([{ type: 'api.createValuation', request }]);
    expect(state.partExchange).toMatchObject({ status: 'valuing', unknownRegistration: null });
  });

  it('an unknown registration asks the shopper for the car instead of guessing', () => {
    const { state, effects } = run(
      atPartExchange(),
      { type: 'valuePartExchange', request },
      { type: 'registrationLookedUp', registration: 'KX65TRE', vehicle: null },
    );
    expect(effects).toEqual([]);
    expect(state.partExchange).toMatchObject({
      status: 'details',
      unknownRegistration: 'KX65TRE',
      valuations: [],
    });
    expect(state.builder.currentStep).toBe('step-1-part-ex');
  });

  it('the described car is valued as told, then shown as the part exchange', () => {
    const withDetails = { ...request, vehicle: described };
    const asked = run(
      atPartExchange(),
      { type: 'valuePartExchange', request },
      { type: 'registrationLookedUp', registration: 'KX65TRE', vehicle: null },
      { type: 'valuePartExchange', request: withDetails },
    );
    expect(asked.effects).toEqual([{ type: 'api.createValuation', request: withDetails }]);
    const done = run(asked.state, { type: 'valuationCreated', valuation, outstandingFinance: 0 });
    expect(done.state.partExchange).toMatchObject({
      status: 'done',
      unknownRegistration: null,
      valuations: [valuation],
    });
  });

  it('a lookup answer for another registration, or after leaving the form, changes nothing', () => {
    const waiting = run(atPartExchange(), { type: 'valuePartExchange', request }).state;
    /** The lookup's answer leaves `state` as it is and asks for nothing. */
    const changesNothing = (
      state: DealState,
      registration: string,
      vehicle: typeof described | null,
    ) => {
      const next = dealTransition(state, { type: 'registrationLookedUp', registration, vehicle });
      expect(next.state).toBe(state);
      expect(next.effects).toEqual([]);
    };
    changesNothing(waiting, 'AB21CDE', null);
    const failed = dealTransition(waiting, { type: 'valuationFailed', message: 'Offline' }).state;
    changesNothing(failed, 'KX65TRE', described);
  });

  it('a failed lookup shows the failure and keeps the form', () => {
    const { state } = run(
      atPartExchange(),
      { type: 'valuePartExchange', request },
      { type: 'valuationFailed', message: 'Could not reach the server' },
    );
    expect(state.partExchange).toMatchObject({
      status: 'error',
      error: 'Could not reach the server',
      pending: null,
    });
  });

  it('leaving the form forgets the unknown registration', () => {
    const { state } = run(
      atPartExchange(),
      { type: 'valuePartExchange', request },
      { type: 'registrationLookedUp', registration: 'KX65TRE', vehicle: null },
      { type: 'cancelPartExchange' },
      { type: 'openPartExchange' },
    );
    expect(state.partExchange).toMatchObject({ status: 'form', unknownRegistration: null });
  });
});
