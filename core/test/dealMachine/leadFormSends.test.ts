import { describe, expect, it } from 'vitest';
import { dealTransition, type DealEffect, type DealState } from '../../src/index.ts';
import { drive } from './driver.ts';
import { freshDeal, testContact } from './fixtures.ts';

/**
 * Requirement FORM-5: an enquiry or a test drive is one form-submit at a time; fields the shopper
 * left empty are not sent; an answer nobody is waiting for changes nothing; a failure that is
 * neither the shopper's input nor the connection shows no field reasons beside the Send button.
 */

const asking = (): DealState => drive(freshDeal(), [{ type: 'openEnquiry' }]);
const enquiry = { ...testContact, postcode: 'nn1 2aj' };

const submitted = (effects: DealEffect[]) =>
  effects.filter(
    (effect): effect is Extract<DealEffect, { type: 'api.submitForm' }> =>
      effect.type === 'api.submitForm',
  );

describe('an enquiry', () => {
  it('sends the postcode and the terms as the shopper ticked them; no message, none sent', () => {
    const [sent] = submitted(dealTransition(asking(), { type: 'sendEnquiry', enquiry }).effects);
    expect(sent?.fields).toMatchObject({
      form_id: '3',
      first_name: 'Ann',
      email: 'ann@example.com',
      postcode: 'NN1 2AJ',
      _terms_accepted: '1',
    });
    expect(sent?.fields).not.toHaveProperty('message');
  });

  it('is not sent while the terms are unticked, or the postcode is not a UK one', () => {
    for (const wrong of [
      { ...enquiry, termsAccepted: false },
      { ...enquiry, postcode: '12345' },
      { ...enquiry, postcode: '' },
    ]) {
      const state = asking();
      expect(dealTransition(state, { type: 'sendEnquiry', enquiry: wrong })).toEqual({
        state,
        effects: [],
      });
    }
  });

  it('sent again while the first is on its way is not sent twice', () => {
    const sending = dealTransition(asking(), { type: 'sendEnquiry', enquiry }).state;
    expect(sending.enquiry).toBe('sending');
    expect(dealTransition(sending, { type: 'sendEnquiry', enquiry })).toEqual({
      state: sending,
      effects: [],
      ignored: { event: 'sendEnquiry', reason: 'This form is being sent already.' },
    });
  });

  it('answered when nothing was sent changes nothing', () => {
    const state = asking();
    expect(dealTransition(state, { type: 'formSent', purpose: 'enquiry' })).toEqual({
      state,
      effects: [],
    });
  });

  it("refused by the server's own fault says it failed, with no field reasons", () => {
    const sending = dealTransition(asking(), { type: 'sendEnquiry', enquiry }).state;
    const { state } = dealTransition(sending, {
      type: 'formFailed',
      purpose: 'enquiry',
      error: { kind: 'server', message: 'Internal error' },
    });
    expect(state.enquiry).toBe('failure');
    expect(state.formErrors.enquiry).toEqual([]);
    expect(state.recaptchaFailed).toBe(false);
  });
});

describe('a test drive', () => {
  const request = { ...enquiry, preferredDate: '2026-11-29', preferredTime: '10:30' };

  it('is sent as the enquiry type requirement FORM-3 spells, "Test Drive", with its postcode and terms', () => {
    const state = drive(freshDeal(), [{ type: 'openTestDrive' }]);
    const [sent] = submitted(dealTransition(state, { type: 'sendTestDrive', request }).effects);
    expect(sent?.fields).toMatchObject({
      enquiry_type: 'Test Drive',
      postcode: 'NN1 2AJ',
      _terms_accepted: '1',
      preferred_date: '2026-11-29',
      preferred_time: '10:30',
    });
  });

  it('is not sent while the terms are unticked', () => {
    const state = drive(freshDeal(), [{ type: 'openTestDrive' }]);
    const unticked = { ...request, termsAccepted: false };
    expect(dealTransition(state, { type: 'sendTestDrive', request: unticked }).effects).toEqual([]);
  });
});
