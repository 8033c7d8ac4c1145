import { describe, expect, it } from 'vitest';
import { leadContactErrors, leadContactValid, TEST_DRIVE_ENQUIRY_TYPE } from '../../src/index.ts';
import { testContact } from '../dealMachine/fixtures.ts';

/**
 * The contact an enquiry or a test drive sends (requirement FORM-5: names, email, telephone,
 * postcode, _terms_accepted): each field's message, one rule for the forms and the deal.
 */

const contact = { ...testContact, postcode: 'nn1 2aj' };

describe('leadContactErrors', () => {
  it('has no message for a complete contact with the terms ticked', () => {
    expect(leadContactErrors(contact)).toEqual({
      firstName: null,
      lastName: null,
      email: null,
      telephone: null,
      postcode: null,
      termsAccepted: null,
    });
    expect(leadContactValid(contact)).toBe(true);
  });

  it('asks for a UK postcode, and says so clearly when one is not', () => {
    expect(leadContactErrors({ ...contact, postcode: '' }).postcode).toBe('This field is required');
    expect(leadContactErrors({ ...contact, postcode: '12345' }).postcode).toBe(
      'Please enter a valid UK postcode',
    );
    expect(leadContactErrors({ ...contact, postcode: 'SW1A1AA' }).postcode).toBeNull();
    expect(leadContactValid({ ...contact, postcode: 'NN1' })).toBe(false);
  });

  it('asks the shopper to tick the terms', () => {
    expect(leadContactErrors({ ...contact, termsAccepted: false }).termsAccepted).toBe(
      'Please accept the terms and conditions to send this',
    );
    expect(leadContactValid({ ...contact, termsAccepted: false })).toBe(false);
  });

  it('in the tenant’s words when it has its own', () => {
    const tenant = { messages: { invalidPostcode: 'That postcode is not one we know' } };
    expect(leadContactErrors({ ...contact, postcode: 'X' }, tenant).postcode).toBe(
      'That postcode is not one we know',
    );
  });
});

it('a test drive is the enquiry type requirement FORM-3 spells "Test Drive"', () => {
  expect(TEST_DRIVE_ENQUIRY_TYPE).toBe('Test Drive');
});
