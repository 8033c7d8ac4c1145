import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialDealState, type DealVehicle, type IgnoredMove } from '@showroom/core';
import { createDealRunner, ignoredMoveWarning, type DealPorts } from '../src/deal/runner.ts';

/**
 * Decision 0106: a move core ignored is logged, with core's reason, in a development build (Vitest
 * is one), so a page that offers a move where it does nothing shows up while it is built.
 */

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
const deal = () =>
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
/** No move below reaches a port: each is refused, or only changes the state. */
const ports = {} as DealPorts;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the runner in a development build', () => {
  it('warns of a move core ignored, with its reason', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runner = createDealRunner(deal(), ports);
    runner.send({
      type: 'valuePartExchange',
      request: {
        registration: 'KX65 TRE',
        mileage: 61000,
        condition: 'fair',
        outstanding_finance: 0,
      },
    });
    expect(warn).toHaveBeenCalledWith(
      'Deal: valuePartExchange was ignored. The part-exchange form is not open: send openPartExchange first.',
    );
    expect(runner.store.deal).toEqual(deal());
  });

  it('says nothing of a move that acted', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runner = createDealRunner(deal(), ports);
    runner.send({ type: 'openPartExchange' });
    expect(runner.store.deal.builder.currentStep).toBe('step-1-part-ex');
    expect(warn).not.toHaveBeenCalled();
  });

  it('hands the ignored move to the ignored port, and only that move', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const told: IgnoredMove[] = [];
    const runner = createDealRunner(deal(), {
      ...ports,
      ignored: (move) => {
        told.push(move);
      },
    });
    runner.send({ type: 'openPartExchange' });
    runner.send({ type: 'payDeposit', payment: {} });
    expect(told).toEqual([
      {
        event: 'payDeposit',
        reason: expect.stringMatching(/reservation checkout/),
      },
    ]);
  });

  it('names the event and the reason', () => {
    expect(ignoredMoveWarning({ event: 'continue', reason: 'The deal is complete.' })).toBe(
      'Deal: continue was ignored. The deal is complete.',
    );
  });
});
