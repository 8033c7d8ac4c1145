import { describe, expect, it } from 'vitest';
import {
  dealTransition,
  RECAPTCHA_ACTIONS,
  type DealEffect,
  type DealState,
} from '../../src/index.ts';
import { drive } from './driver.ts';
import {
  freshDeal,
  keptPayload,
  runEvents,
  testContact,
  testCustomer,
  wireOrder,
} from './fixtures.ts';

/**
 * Requirement FORM-6: the order config's `recaptcha`, the order payload and the form-submit
 * `g-recaptcha-response`: with reCAPTCHA on, every order creation and every form-submit asks the
 * page for a token for its action at the moment of sending (the call's `recaptchaAction`; the
 * runner gets the token then, a new one for each send, retries included, since a token is good
 * once). With it off, no call asks for one. The token itself never enters the deal.
 */

const withRecaptcha = (state: DealState, on: boolean): DealState => ({
  ...state,
  config: { ...state.config, recaptcha: on },
});

type Call<T extends DealEffect['type']> = Extract<DealEffect, { type: T }>;
const calls = <T extends DealEffect['type']>(effects: DealEffect[], type: T) =>
  effects.filter((effect): effect is Call<T> => effect.type === type);

const enquiry = testContact;

describe.each([true, false])('reCAPTCHA %s', (on) => {
  const expected = (action: string) => (on ? action : undefined);

  it('an enquiry and a test drive ask for a form_submit token', () => {
    const asking = drive(withRecaptcha(freshDeal(), on), [{ type: 'openEnquiry' }]);
    const [sentEnquiry] = calls(
      dealTransition(asking, { type: 'sendEnquiry', enquiry }).effects,
      'api.submitForm',
    );
    const [sentTestDrive] = calls(
      dealTransition(asking, {
        type: 'sendTestDrive',
        request: { ...enquiry, preferredDate: '2026-12-01', preferredTime: '10:00' },
      }).effects,
      'api.submitForm',
    );
    expect(sentEnquiry?.recaptchaAction).toBe(expected(RECAPTCHA_ACTIONS.formSubmit));
    expect(sentTestDrive?.recaptchaAction).toBe(expected(RECAPTCHA_ACTIONS.formSubmit));
    // The token is the runner's to add: the fields core builds carry none.
    expect(sentEnquiry?.fields).not.toHaveProperty('g-recaptcha-response');
  });

  it('creating the order asks for a create_order token, and so does each resend', () => {
    const atCheckout = drive(withRecaptcha(freshDeal(), on), [{ type: 'reserve' }]);
    const { state, effects } = runEvents(atCheckout, [
      { type: 'submitCustomerDetails', details: testCustomer, idempotencyKey: 'k-1' },
      // The answer was lost: the order may exist, so the same body goes again under the same key.
      { type: 'orderCreateFailed', error: { kind: 'network', message: 'Failed to fetch' } },
    ]);
    const creates = calls(effects, 'api.createOrder');
    expect(creates).toHaveLength(2);
    for (const call of creates) {
      expect(call.recaptchaAction).toBe(expected(RECAPTCHA_ACTIONS.createOrder));
      expect(call.payload).not.toHaveProperty('g-recaptcha-response');
    }
    expect(creates[1]?.idempotencyKey).toBe(creates[0]?.idempotencyKey);
    expect(JSON.stringify(state)).not.toMatch(/recaptcha-response/);
  });

  it('a creation replayed after a reload asks for a create_order token', () => {
    const stored = { key: 'k-9', payload: keptPayload(1) };
    const { effects } = dealTransition(withRecaptcha(freshDeal(), on), {
      type: 'load',
      storedGuid: null,
      storedAttempt: stored,
    });
    const [replay] = calls(effects, 'api.createOrder');
    expect(replay?.recaptchaAction).toBe(expected(RECAPTCHA_ACTIONS.createOrder));
  });

  it("the sent application's form-submit asks for a form_submit token", () => {
    // A reload finds the application sent without its form-submit: it is sent then.
    const loading = dealTransition(withRecaptcha(freshDeal(), on), {
      type: 'load',
      storedGuid: 'g-1',
      storedAttempt: null,
    }).state;
    const { effects } = dealTransition(loading, {
      type: 'orderFetched',
      guid: 'g-1',
      order: wireOrder({
        status: 'STATUS_SUBMITTED',
        payment_type: 'FINANCE',
        finance: { finance_type: 'PCP' },
        application_form_submitted: false,
      }),
    });
    const submits = calls(effects, 'api.submitForm').filter((c) => c.purpose === 'application');
    expect(submits).toHaveLength(1);
    expect(submits[0]?.recaptchaAction).toBe(expected(RECAPTCHA_ACTIONS.formSubmit));
  });
});
