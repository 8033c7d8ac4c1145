import { message } from '../tenant/index.ts';
import { formatNumber } from '../text/numbers.ts';
import type { TenantConfig } from '../tenant/index.ts';

/** A validation outcome: null when valid, else the message to show. */
export type ValidationMessage = string | null;

type Tenant = Pick<TenantConfig, 'messages'> | undefined;

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/**
 * Required field (requirement FORM-7, customer forms).
 * @example validateRequired('  ') // 'This field is required'
 */
export function validateRequired(
  value: string | null | undefined,
  tenant?: Tenant,
): ValidationMessage {
  return blank(value) ? message('requiredField', {}, tenant) : null;
}

/**
 * Email address: one @, no spaces, a dotted domain (requirements ORDER-3, FORM-7: customer_email).
 * @example validateEmail('ann@example.co.uk') // null
 */
export function validateEmail(
  value: string | null | undefined,
  tenant?: Tenant,
): ValidationMessage {
  if (blank(value)) return message('requiredField', {}, tenant);
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test((value as string).trim())
    ? null
    : message('invalidEmail', {}, tenant);
}

/**
 * UK telephone number (requirements ORDER-3, FORM-7: customer_telephone): 0 or +44 then 9–10
 * digits; spaces, dashes, dots and brackets allowed.
 * @example validateTelephone('+44 (0)7700 900123') // null
 */
export function validateTelephone(
  value: string | null | undefined,
  tenant?: Tenant,
): ValidationMessage {
  if (blank(value)) return message('requiredField', {}, tenant);
  const compact = (value as string).replace(/[\s\-.()]/g, '').replace(/^(\+44|0044)0/, '$1');
  return /^(?:\+44|0044|0)\d{9,10}$/.test(compact) ? null : message('invalidTelephone', {}, tenant);
}

/**
 * UK postcode (requirements FORM-5, FORM-7: postcode), any case, space optional.
 * @example validatePostcode('ls1 4ap') // null
 */
export function validatePostcode(
  value: string | null | undefined,
  tenant?: Tenant,
): ValidationMessage {
  if (blank(value)) return message('requiredField', {}, tenant);
  const pattern = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;
  return pattern.test((value as string).trim()) ? null : message('invalidPostcode', {}, tenant);
}

/**
 * Longest enquiry or test-drive message accepted, in characters: the form's limit and the API's
 * (contract FormSubmission.message maxLength is this number).
 * @example ENQUIRY_MESSAGE_MAX_LENGTH // 5000
 */
export const ENQUIRY_MESSAGE_MAX_LENGTH = 5000;

/**
 * An enquiry's message: required, at most {@link ENQUIRY_MESSAGE_MAX_LENGTH} characters.
 * @example validateEnquiryMessage('a'.repeat(5001)) // 'Your message is 5,001 characters; the most we can send is 5,000'
 */
export function validateEnquiryMessage(
  value: string | null | undefined,
  tenant?: Tenant,
): ValidationMessage {
  if (blank(value)) return message('requiredField', {}, tenant);
  const length = (value as string).length;
  return length > ENQUIRY_MESSAGE_MAX_LENGTH
    ? message(
        'messageTooLong',
        {
          max: formatNumber(ENQUIRY_MESSAGE_MAX_LENGTH),
          length: formatNumber(length),
        },
        tenant,
      )
    : null;
}

/**
 * Longest name accepted, in characters (requirement FORM-7: a house rule).
 * @example NAME_MAX_LENGTH // 50
 */
export const NAME_MAX_LENGTH = 50;

/**
 * A person's name (requirements ORDER-3, FORM-7: customer names): letters (any script), spaces,
 * hyphens and apostrophes, at most {@link NAME_MAX_LENGTH} characters.
 * @example validateName("O'Brien-Smith") // null
 */
export function validateName(value: string | null | undefined, tenant?: Tenant): ValidationMessage {
  if (blank(value)) return message('requiredField', {}, tenant);
  const name = (value as string).trim();
  return name.length <= NAME_MAX_LENGTH && /^\p{L}[\p{L}\p{M} '’-]*$/u.test(name)
    ? null
    : message('invalidName', { max: NAME_MAX_LENGTH }, tenant);
}

/**
 * Bank sort code (requirements FORM-2, FORM-7): 6 digits, dashes or spaces allowed between pairs.
 * @example validateSortCode('12-34-56') // null
 */
export function validateSortCode(
  value: string | null | undefined,
  tenant?: Tenant,
): ValidationMessage {
  if (blank(value)) return message('requiredField', {}, tenant);
  return /^\d{2}([- ]?)\d{2}\1\d{2}$/.test((value as string).trim())
    ? null
    : message('invalidSortCode', {}, tenant);
}

/**
 * Bank account number (requirements FORM-2, FORM-7): exactly 8 digits.
 * @example validateAccountNumber('1234567') // 'Please enter an 8 digit account number'
 */
export function validateAccountNumber(
  value: string | null | undefined,
  tenant?: Tenant,
): ValidationMessage {
  if (blank(value)) return message('requiredField', {}, tenant);
  return /^\d{8}$/.test((value as string).trim())
    ? null
    : message('invalidAccountNumber', {}, tenant);
}
