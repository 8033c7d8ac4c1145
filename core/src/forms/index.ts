export type { EnquiryType, Title } from './formOptions.ts';
export { CONTACT_METHOD, ENQUIRY_TYPES, TITLES } from './formOptions.ts';
export type { ValidationMessage } from './validators.ts';
export {
  ENQUIRY_MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  validateAccountNumber,
  validateEmail,
  validateEnquiryMessage,
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
export type { LeadContact, LeadContactErrors } from './leadForm.ts';
export { TEST_DRIVE_ENQUIRY_TYPE, leadContactErrors, leadContactValid } from './leadForm.ts';
export type { FormSubmitInput } from './formSubmit.ts';
export { buildFormSubmitFields } from './formSubmit.ts';
export type { OpeningHours, TestDriveBranch, TestDriveProblem, WallClock } from './testDrive.ts';
export {
  BRANCH_TIME_ZONE,
  TEST_DRIVE_DAYS_AHEAD,
  TEST_DRIVE_LENGTH_MINUTES,
  TEST_DRIVE_NOTICE_MINUTES,
  TEST_DRIVE_SLOT_MINUTES,
  formatDayLabel,
  isoWeekday,
  openingOn,
  testDriveDates,
  testDriveProblem,
  testDriveTimes,
  ukWallClock,
} from './testDrive.ts';
export * from './application/index.ts';
export type { PartExchangeFormValues, VehicleCondition } from './partExchange.ts';
export {
  EARLIEST_PART_EXCHANGE_YEAR,
  EMPTY_PART_EXCHANGE_FORM,
  MAX_OUTSTANDING_FINANCE,
  VEHICLE_CONDITIONS,
  validateFirstRegistrationYear,
  validateMileage,
  validateOutstandingFinance,
  validatePartExchange,
  validateRegistration,
} from './partExchange.ts';
export type { CardMonth, TestCardOutcome } from './card.ts';
export {
  TEST_CARDS,
  TEST_CARD_OUTCOMES,
  cardExpiryOf,
  cardHasExpired,
  cardMonthOf,
  cardNumberDigits,
  isCardNumber,
  isCardSecurityCode,
  passesLuhn,
  testCardOutcome,
} from './card.ts';
