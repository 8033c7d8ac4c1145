import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  dealTransition,
  dealView,
  type DealEvent,
  type DealState,
} from '../../src/index.ts';
import { freshDeal, runEvents, testCustomer, testVehicle, wireOrder } from './fixtures.ts';

/**
 * The order's lifecycle and the panel's steps are regions of the deal machine (no machine of
 * their own): the availability check, the stored order read back, the order made once, why a
 * call was refused, and where each step leads. Without a finance quote the car is offered for
 * cash and reservation, cash first.
 */

const vehicle = testVehicle();
const mapping = { 'Vehicle reserved': 'Sorry, just sold!' };

const fresh = (): DealState => {
  const deal = freshDeal();
  return { ...deal, config: { ...deal.config, customErrorMessages: mapping } };
};

const run = runEvents;

const details = testCustomer;

const order = wireOrder;

const loaded: DealEvent[] = [
  { type: 'load', storedGuid: null },
  { type: 'availabilityChecked', ok: true },
];

/** At the cash checkout, the customer details sent: the order is being made. */
const creating = () =>
  run(fresh(), [
    ...loaded,
    { type: 'continue' },
    { type: 'submitCustomerDetails', details, idempotencyKey: 'k-1' },
  ]);

describe('loading the deal', () => {
  it('checks availability and tracks view_item once, however often the page says it loaded', () => {
    const { state, effects } = run(fresh(), [
      { type: 'load', storedGuid: null },
      { type: 'load', storedGuid: 'g-9' },
    ]);
    expect(effects.filter((e) => e.type === 'api.checkAvailability')).toEqual([
      { type: 'api.checkAvailability', stockId: 7 },
    ]);
    expect(effects.filter((e) => e.type === 'analytics.track')).toEqual([
      { type: 'analytics.track', event: 'view_item', params: { stock_id: 7 } },
    ]);
    expect(state.order.guid).toBeNull();
  });

  it('reads a stored order back, and the shopper waits for it', () => {
    const { state, effects } = run(fresh(), [{ type: 'load', storedGuid: 'g-1' }]);
    expect(effects).toContainEqual({ type: 'api.getOrder', guid: 'g-1' });
    expect(state.order).toMatchObject({ guid: 'g-1', status: 'created' });
    expect(dealView(state).orderReference).toBe('g-1');
  });

  it('says why a vehicle cannot be ordered, in the tenant’s words, and Continue stays off', () => {
    const { state } = run(fresh(), [
      { type: 'load', storedGuid: null },
      { type: 'availabilityChecked', ok: false, message: 'Vehicle reserved' },
    ]);
    expect(state.order).toMatchObject({
      initialised: true,
      canOrder: false,
      availabilityMessage: 'Sorry, just sold!',
    });
    expect(dealView(state).canContinue).toBe(false);
  });

  it('keeps ordering off for an order whose deposit is paid, whatever availability says', () => {
    const paid = order({ payments: [{ id: 1 }] });
    const { state } = run(fresh(), [
      { type: 'load', storedGuid: 'g-1' },
      { type: 'orderFetched', guid: 'g-1', order: paid },
      { type: 'availabilityChecked', ok: true },
    ]);
    expect(state.order.canOrder).toBe(false);
    expect(state.serverOrder).toBe(paid);
    expect(dealView(state).confirmation).toBe('reserved');
  });

  it('marks an order the server completed as completed', () => {
    const { state } = run(fresh(), [
      { type: 'load', storedGuid: 'g-1' },
      {
        type: 'orderFetched',
        guid: 'g-1',
        order: order({ status: 'STATUS_COMPLETED', payment_type: 'OUTRIGHT_FULL' }),
      },
    ]);
    expect(state.order.status).toBe('completed');
  });

  it('starts afresh from a cancelled stored order: forgotten, availability asked again, step-1', () => {
    const { state, effects } = run(fresh(), [
      { type: 'load', storedGuid: 'g-1' },
      { type: 'availabilityChecked', ok: true },
      { type: 'reserve' },
      { type: 'orderFetched', guid: 'g-1', order: order({ status: 'STATUS_CANCELLED' }) },
    ]);
    const calls = effects.filter((effect) => effect.type !== 'storage.keepDeal');
    expect(calls.slice(-2)).toEqual([
      { type: 'storage.clearOrder', stockId: 7 },
      { type: 'api.checkAvailability', stockId: 7 },
    ]);
    expect(state.order).toMatchObject({ guid: null, status: 'idle', loaded: true });
    expect(state.serverOrder).toBeNull();
    // The same first method as Back from a reservation gives.
    expect(state.builder).toMatchObject({ currentStep: 'step-1', paymentMethod: 'cash' });
  });
});

describe('making the order', () => {
  it('creates the order once, with the terms accepted', () => {
    const { state, effects } = creating();
    const created = effects.filter((e) => e.type === 'api.createOrder');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ payload: { terms_accepted: true }, idempotencyKey: 'k-1' });
    expect(dealView(state).creatingOrder).toBe(true);
    const again = dealTransition(state, {
      type: 'submitCustomerDetails',
      details,
      idempotencyKey: 'k-2',
    });
    expect(again.effects).toEqual([]);
  });

  it('sends nothing without the terms accepted or a name, but keeps what was typed', () => {
    const atCheckout = run(fresh(), [...loaded, { type: 'continue' }]).state;
    for (const typed of [
      { ...details, termsAccepted: false },
      { ...details, lastName: ' ' },
      { ...details, email: '' },
    ]) {
      const next = dealTransition(atCheckout, {
        type: 'submitCustomerDetails',
        details: typed,
        idempotencyKey: 'k',
      });
      expect(next.effects).toEqual([]);
      expect(next.state.customer).toEqual(typed);
      expect(next.state.order.status).toBe('idle');
    }
  });

  it('a refused creation is listed in the details form, in the tenant’s words, scrolled to', () => {
    const { state, effects } = run(creating().state, [
      { type: 'orderCreateFailed', error: { kind: 'conflict', message: 'Vehicle reserved' } },
    ]);
    expect(effects).toContainEqual({ type: 'ui.scrollToDeal' });
    expect(state.order.status).toBe('CREATE_DEAL_ERROR');
    expect(dealView(state).checkoutFormErrors).toEqual(['Sorry, just sold!']);
    expect(dealView(state).orderErrors).toEqual([]);
  });

  it('a refused reCAPTCHA says so; a refusal with no words says something went wrong', () => {
    const recaptcha = run(creating().state, [
      { type: 'orderCreateFailed', error: { kind: 'validation', message: 'reCAPTCHA failed' } },
    ]).state;
    expect(recaptcha.order.errors).toEqual([MESSAGES.recaptchaFailed]);
    const silent = run(creating().state, [
      { type: 'orderCreateFailed', error: { kind: 'validation', message: '' } },
    ]).state;
    expect(silent.order.errors).toEqual([MESSAGES.enquiryFailureTitle]);
  });

  it('Back from a refused creation leaves its reasons behind', () => {
    const refused = run(creating().state, [
      { type: 'orderCreateFailed', error: { kind: 'conflict', message: 'Vehicle reserved' } },
      { type: 'back' },
    ]).state;
    expect(refused.builder.currentStep).toBe('step-1');
    expect(dealView(refused).orderErrors).toEqual([]);
  });

  it('a cash order made is complete, saved and tracked as a purchase', () => {
    const { state, effects } = run(creating().state, [
      { type: 'orderCreated', order: order({ payment_type: 'OUTRIGHT_FULL' }) },
    ]);
    expect(state.builder.currentStep).toBe('cash-order-complete');
    expect(state.order).toMatchObject({ guid: 'g-1', status: 'created', errors: [] });
    expect(effects).toContainEqual({ type: 'storage.saveOrder', stockId: 7, guid: 'g-1' });
    expect(effects).toContainEqual({
      type: 'analytics.track',
      event: 'purchase',
      params: { stock_id: 7, transaction_id: 'g-1' },
    });
    expect(dealView(state)).toMatchObject({
      confirmation: 'cash-order-complete',
      orderReference: 'g-1',
    });
  });
});

describe('steps', () => {
  it('Reserve goes to the reservation checkout, tracked as add_to_cart', () => {
    const { state, effects } = run(fresh(), [...loaded, { type: 'reserve' }]);
    expect(state.builder).toMatchObject({ currentStep: 'step-2', paymentMethod: 'reserve' });
    expect(effects).toContainEqual({
      type: 'analytics.track',
      event: 'add_to_cart',
      params: { stock_id: 7 },
    });
    expect(dealView(state)).toMatchObject({
      continueTo: 'reservation',
      checkout: 'customer-details',
    });
  });

  const renderedAs = (reservation_status: string) => ({
    ...fresh(),
    vehicle: { ...vehicle, reservation_status },
  });
  const refused: DealEvent = {
    type: 'availabilityChecked',
    ok: false,
    message: 'Vehicle reserved',
  };

  it('Reserve on a vehicle already reserved opens the enquiry form instead', () => {
    for (const checked of [[], [refused]]) {
      const events: DealEvent[] = [{ type: 'load', storedGuid: null }, ...checked];
      const { state, effects } = run(renderedAs('Reserved'), [...events, { type: 'reserve' }]);
      expect(state.builder.currentStep).toBe('step-enquiry-form');
      expect(effects.filter((e) => e.type === 'analytics.track')).toHaveLength(1);
    }
  });

  it('Reserve follows the availability check once it answers, not the page as it was rendered', () => {
    // Rendered while a hold (another's, or this shopper's own 3-D Secure that failed) was on the
    // car; the hold has ended, the check says it may be ordered: Reserve is the checkout.
    const freed = run(renderedAs('Reserved'), [...loaded, { type: 'reserve' }]);
    expect(freed.state.builder).toMatchObject({ currentStep: 'step-2', paymentMethod: 'reserve' });
    expect(freed.effects).toContainEqual({
      type: 'analytics.track',
      event: 'add_to_cart',
      params: { stock_id: 7 },
    });
    // Rendered available, reserved by someone else since: the enquiry form, as for a reserved car.
    const taken = run(renderedAs('Available'), [
      { type: 'load', storedGuid: null },
      refused,
      { type: 'reserve' },
    ]);
    expect(taken.state.builder.currentStep).toBe('step-enquiry-form');
  });

  it('Back and leaving the panel from a reservation return to step-1 with the first method', () => {
    for (const leave of [{ type: 'back' }, { type: 'leaveContent' }] as const) {
      const { state } = run(fresh(), [...loaded, { type: 'reserve' }, leave]);
      expect(state.builder).toMatchObject({ currentStep: 'step-1', paymentMethod: 'cash' });
    }
  });

  it('offers only the methods the vehicle has', () => {
    const { state } = run(fresh(), [{ type: 'choosePaymentMethod', method: 'finance' }]);
    expect(state.builder.paymentMethod).toBe('cash');
    expect(state.builder.availableMethods).toEqual(['cash', 'reserve']);
  });

  it('opens the enquiry, test-drive and part-exchange steps', () => {
    expect(run(fresh(), [{ type: 'openEnquiry' }]).state.builder.currentStep).toBe(
      'step-enquiry-form',
    );
    expect(run(fresh(), [{ type: 'openTestDrive' }]).state.builder.currentStep).toBe(
      'step-test-drive-form',
    );
    expect(run(fresh(), [{ type: 'openPartExchange' }]).state.builder.currentStep).toBe(
      'step-1-part-ex',
    );
  });
});

describe('why a call to the order was refused', () => {
  /** An order made for a reservation, the shopper back at step-1 to pay in full instead. */
  const backWithOrder = () =>
    run(fresh(), [
      ...loaded,
      { type: 'reserve' },
      { type: 'submitCustomerDetails', details, idempotencyKey: 'k' },
      { type: 'orderCreated', order: order() },
      { type: 'back' },
      { type: 'choosePaymentMethod', method: 'cash' },
    ]).state;

  it('a refused checkout update returns to step-1 and shows beside its buttons', () => {
    // Paying in full on the existing order: Continue, then Place my order sends the update.
    const { state, effects } = run(backWithOrder(), [
      { type: 'continue' },
      { type: 'submitCustomerDetails', details, idempotencyKey: 'k-2' },
    ]);
    expect(effects).toContainEqual(
      expect.objectContaining({ type: 'api.updateOrder', purpose: 'checkout' }),
    );
    expect(dealView(state).checkout).toBe('placing-order');
    const refused = run(state, [
      {
        type: 'orderUpdateFailed',
        purpose: 'checkout',
        error: { kind: 'conflict', message: 'Vehicle reserved' },
      },
    ]).state;
    expect(refused.builder.currentStep).toBe('step-1');
    expect(dealView(refused).orderErrors).toEqual(['Sorry, just sold!']);
    expect(dealView(refused).checkoutFormErrors).toEqual([]);
    // Choosing again leaves the reasons behind.
    const chosen = run(refused, [{ type: 'choosePaymentMethod', method: 'reserve' }]).state;
    expect(dealView(chosen).orderErrors).toEqual([]);
  });

  it('a refused cancel shows beside the card form', () => {
    const atCard = run(backWithOrder(), [
      { type: 'choosePaymentMethod', method: 'reserve' },
      { type: 'continue' },
      { type: 'orderUpdated', purpose: 'checkout', order: order() },
      { type: 'cancelOrder' },
      {
        type: 'orderUpdateFailed',
        purpose: 'cancel',
        error: { kind: 'conflict', message: 'Order is being paid' },
      },
    ]).state;
    expect(dealView(atCard)).toMatchObject({
      checkout: 'deposit',
      orderErrors: ['Order is being paid'],
      checkoutFormErrors: [],
    });
  });
});
