export type { EnquiryType, Title } from './formOptions.ts';
export { CONTACT_METHOD, ENQUIRY_TYPES, TITLES } from './formOptions.ts';
export type { ValidationMessage } from './validators.ts';
export {
  NAME_MAX_LENGTH,
  validateAccountNumber,
  validateEmail,
  validateName,
  validatePostcode,
  validateRequired,
  validateSortCode,
  validateTelephone,
} from './validators.ts';
export type { DateOfBirthParts } from './dateOfBirth.ts';
export { MIN_APPLICANT_AGE, validateDateOfBirth } from './dateOfBirth.ts';
export type { AddressHistoryEntry } from './addressHistory.ts';
export {
  ADDRESS_HISTORY_YEARS,
  addressHistoryCovers,
  addressHistoryMonths,
} from './addressHistory.ts';
export type {
  OrderFinance,
  OrderFinanceFields,
  OrderPayload,
  OrderPayloadInput,
} from './orderPayload.ts';
export { buildOrderPayload, orderFinanceFields } from './orderPayload.ts';
export type { FormSubmitInput } from './formSubmit.ts';
export { buildFormSubmitFields } from './formSubmit.ts';
