import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dealTransition, type DealEvent, type DealState } from '@showroom/core';
import {
  startingDeal,
  testCustomer,
  testVehicle,
  wireOrder,
} from '../../core/test/dealMachine/fixtures.ts';
import { DealSteps } from '../src/deal/DealSteps.tsx';
import type { VdpState } from '../src/state/pageState.ts';

/**
 * The checkout's "Cancel this order and start again" is live exactly when core's deal would
 * cancel: at the card form, yes; while the deposit is being paid, no (it did nothing).
 */

const vehicle = testVehicle();

/** What DealSteps reads of the page at the checkout: the vehicle's name, no order config. */
const page = {
  vehicle: { ...vehicle, name: 'Ford Focus' },
  orderConfig: null,
} as unknown as VdpState;

const run = (state: DealState, events: DealEvent[]) =>
  events.reduce((s, event) => dealTransition(s, event).state, state);

const atCardForm = () =>
  run(startingDeal(vehicle, null, null), [
    { type: 'load', storedGuid: null },
    { type: 'availabilityChecked', ok: true },
    { type: 'reserve' },
    {
      type: 'submitCustomerDetails',
      details: testCustomer,
      idempotencyKey: 'k',
    },
    { type: 'orderCreated', order: wireOrder() },
  ]);

/** The Cancel button as the page renders it. */
function cancelButton(deal: DealState): string {
  const html = renderToStaticMarkup(
    createElement(DealSteps, {
      deal,
      send: () => {},
      state: page,
      clock: () => new Date('2026-11-27T10:00:00Z'),
    }),
  );
  const button = /<button[^>]*>Cancel this order and start again<\/button>/.exec(html);
  expect(button).not.toBeNull();
  return button![0];
}

describe('the checkout Cancel button', () => {
  it('is live at the card form', () => {
    expect(cancelButton(atCardForm())).not.toContain('disabled');
  });

  it('is not live while the deposit is being paid', () => {
    const paying = run(atCardForm(), [{ type: 'payDeposit', payment: { card_number: '4242' } }]);
    expect(paying.payment.status).toBe('paying');
    expect(cancelButton(paying)).toContain('disabled=""');
  });
});
