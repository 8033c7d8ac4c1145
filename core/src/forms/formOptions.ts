/**
 * Enquiry types offered by the enquiry form (requirement FORM-3).
 * @example ENQUIRY_TYPES[1] // 'Test Drive'
 */
export const ENQUIRY_TYPES = [
  'General Enquiry',
  'Test Drive',
  'Question About Finance',
  'Request More Information',
] as const;

/** One of {@link ENQUIRY_TYPES}. */
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/**
 * Customer titles (requirement FORM-4).
 * @example TITLES.includes('Dr') // true
 */
export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr', 'Rev', 'Other'] as const;

/** One of {@link TITLES}. */
export type Title = (typeof TITLES)[number];

/**
 * The order payload's contactMethod (requirement ORDER-3: both).
 * @example CONTACT_METHOD // 'both'
 */
export const CONTACT_METHOD = 'both';
