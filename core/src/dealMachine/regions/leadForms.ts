import {
  buildFormSubmitFields,
  leadContactValid,
  TEST_DRIVE_ENQUIRY_TYPE,
} from '../../forms/index.ts';
import { MESSAGES } from '../../tenant/index.ts';
import type { DealTransition } from '../dealEffects.ts';
import type { DealEnquiry, DealState } from '../dealTypes.ts';
import { failureMessages, isRecaptchaFailure } from '../failures.ts';
import { recaptchaFor } from '../recaptcha.ts';
import { refused, unchanged, type EventHandlers, type EventOf } from '../transitions.ts';

// The lead-forms region (requirements FORM-5, ERR-8): an enquiry and a test-drive request, each
// sent once at a time as a form-submit with the deal's enquiry source history. A refusal keeps the
// server's reasons beside the form's Send button; a reCAPTCHA refusal is said as such.

type LeadForm = 'enquiry' | 'testDrive';

function sendForm(state: DealState, purpose: LeadForm, enquiry: DealEnquiry): DealTransition {
  // The form says what is wrong; a contact it would not send (terms unticked, no UK postcode) is not sent.
  if (state[purpose] === 'sending')
    return refused(
      state,
      purpose === 'enquiry' ? 'sendEnquiry' : 'sendTestDrive',
      'This form is being sent already.',
    );
  if (!leadContactValid(enquiry)) return unchanged(state);
  const fields = buildFormSubmitFields({
    formId: purpose === 'enquiry' ? state.config.enquiryFormId : state.config.testDriveFormId,
    firstName: enquiry.firstName,
    lastName: enquiry.lastName,
    email: enquiry.email,
    telephone: enquiry.telephone,
    postcode: enquiry.postcode,
    message: enquiry.message ?? null,
    vehicle: state.vehicle,
    termsAccepted: enquiry.termsAccepted,
    enquirySource: state.config.enquirySource,
    enquirySourceHistory: state.sourceHistory,
    enquiryType: purpose === 'testDrive' ? TEST_DRIVE_ENQUIRY_TYPE : (enquiry.enquiryType ?? null),
    preferredDate: enquiry.preferredDate ?? null,
    preferredTime: enquiry.preferredTime ?? null,
  });
  return {
    state: {
      ...state,
      [purpose]: 'sending',
      recaptchaFailed: false,
      formErrors: { ...state.formErrors, [purpose]: [] },
      ...(purpose === 'testDrive' ? { testDriveRequest: enquiry } : {}),
    },
    effects: [{ type: 'api.submitForm', purpose, fields, ...recaptchaFor(state, 'formSubmit') }],
  };
}

/** An enquiry's or a test drive's form-submit answered: sent, or the reasons it was not. */
export function leadFormAnswered(
  state: DealState,
  event: EventOf<'formSent' | 'formFailed'> & { purpose: LeadForm },
): DealTransition {
  const { purpose } = event;
  if (state[purpose] !== 'sending') return unchanged(state);
  if (event.type === 'formSent') return unchanged({ ...state, [purpose]: 'success' });
  const recaptchaFailed = isRecaptchaFailure(event.error);
  // Beside the Send button: the server's reasons, or that the connection dropped.
  const reasons =
    event.error.kind === 'network'
      ? [MESSAGES.connectionLost]
      : event.error.kind === 'validation' && !recaptchaFailed
        ? failureMessages(state, event.error)
        : [];
  return unchanged({
    ...state,
    [purpose]: 'failure',
    recaptchaFailed,
    formErrors: { ...state.formErrors, [purpose]: reasons },
  });
}

/** The lead-forms region's own events (answers come with the application's, by purpose). */
export const leadFormEvents: EventHandlers<'sendEnquiry' | 'sendTestDrive'> = {
  sendEnquiry: (state, event) => sendForm(state, 'enquiry', event.enquiry),
  sendTestDrive: (state, event) => sendForm(state, 'testDrive', event.request),
};
