import { message, type TenantConfig } from '../tenant/index.ts';
import { ENQUIRY_TYPES } from './formOptions.ts';
import {
  validateEmail,
  validateName,
  validatePostcode,
  validateTelephone,
  type ValidationMessage,
} from './validators.ts';

type Tenant = Pick<TenantConfig, 'messages'> | undefined;

/**
 * The enquiry type a test drive is sent as: "Test Drive" (requirement FORM-3), exactly as the
 * enquiry form offers it.
 * @example TEST_DRIVE_ENQUIRY_TYPE // 'Test Drive'
 */
export const TEST_DRIVE_ENQUIRY_TYPE: (typeof ENQUIRY_TYPES)[number] = ENQUIRY_TYPES[1];

/** Who sends an enquiry or a test drive (requirement FORM-5), as the shopper filled the form. */
export type LeadContact = {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly telephone: string;
  readonly postcode: string;
  /** The terms checkbox as the shopper left it: sent as `_terms_accepted`. */
  readonly termsAccepted: boolean;
};

/** Each contact field's message; null where it is fine. */
export type LeadContactErrors = Record<keyof LeadContact, ValidationMessage>;

/**
 * What is wrong with an enquiry's or a test drive's contact, field by field: names, email, UK
 * telephone, UK postcode (required: the form-submit of requirement FORM-5 sends it), and the terms,
 * which the shopper must tick.
 * @example leadContactErrors({ ...contact, postcode: '12345' }).postcode // 'Please enter a valid UK postcode'
 */
export function leadContactErrors(
  contact: Partial<LeadContact>,
  tenant?: Tenant,
): LeadContactErrors {
  return {
    firstName: validateName(contact.firstName, tenant),
    lastName: validateName(contact.lastName, tenant),
    email: validateEmail(contact.email, tenant),
    telephone: validateTelephone(contact.telephone, tenant),
    postcode: validatePostcode(contact.postcode, tenant),
    termsAccepted: contact.termsAccepted === true ? null : message('termsNotAccepted', {}, tenant),
  };
}

/**
 * Whether an enquiry or a test drive may be sent: every contact field fine, the terms ticked.
 * @example leadContactValid({ ...contact, termsAccepted: false }) // false
 */
export function leadContactValid(contact: Partial<LeadContact>): boolean {
  return Object.values(leadContactErrors(contact)).every((problem) => problem === null);
}
