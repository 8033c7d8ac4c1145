import { describe, expect, it } from 'vitest';
import { dealTransition, type DealEffect, type DealState } from '../../src/index.ts';
import { drive } from './driver.ts';
import { freshDeal } from './fixtures.ts';

/**
 * Spec 7 "Forms": an enquiry or a test drive is one form-submit at a time; fields the shopper left
 * empty are not sent; an answer nobody is waiting for changes nothing; a failure that is neither
 * the shopper's input nor the connection shows no field reasons beside the Send button.
 */

const asking = (): DealState => drive(freshDeal(), [{ type: 'openEnquiry' }]);
const enquiry = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  telephone: '07700 900123',
};

const submitted = (effects: DealEffect[]) =>
  effects.filter(
    (effect): effect is Extract<DealEffect, { type: 'api.submitForm' }> =>
      effect.type === 'api.submitForm',
  );

describe('an enquiry', () => {
  it('without a message or postcode sends neither', () => {
    const [sent] = submitted(dealTransition(asking(), { type: 'sendEnquiry', enquiry }).effects);
    expect(sent?.fields).toMatchObject({
      form_id: '3',
      first_name: 'Ann',
      email: 'ann@example.com',
    });
    expect(sent?.fields).not.toHaveProperty('message');
    expect(sent?.fields).not.toHaveProperty('postcode');
  });

  it('sent again while the first is on its way is not sent twice', () => {
    const sending = dealTransition(asking(), { type: 'sendEnquiry', enquiry }).state;
    expect(sending.enquiry).toBe('sending');
    expect(dealTransition(sending, { type: 'sendEnquiry', enquiry })).toEqual({
      state: sending,
      effects: [],
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
