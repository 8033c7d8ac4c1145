export { ENQUIRY_TYPES, TITLES } from './formOptions.ts';
export type { EnquiryType, Title } from './formOptions.ts';
export {
  ENQUIRY_MESSAGE_MAX_LENGTH,
  validateAccountNumber,
  validateEmail,
  validateEnquiryMessage,
  validateName,
  validatePostcode,
  validateRequired,
  validateSortCode,
  validateTelephone,
} from './validators.ts';
export type { ValidationMessage } from './validators.ts';
export { validateDateOfBirth } from './dateOfBirth.ts';
export type { DateOfBirthParts } from './dateOfBirth.ts';
export { ADDRESS_HISTORY_YEARS, addressHistoryCovers } from './addressHistory.ts';
export type { AddressHistoryEntry } from './addressHistory.ts';
export { buildOrderPayload, orderFinanceFields, titleOf } from './orderPayload.ts';
export type {
  OrderFinance,
  OrderFinanceFields,
  OrderPayload,
  OrderPayloadInput,
} from './orderPayload.ts';
export { buildFormSubmitFields } from './formSubmit.ts';
export type { FormSubmitFields, FormSubmitInput } from './formSubmit.ts';
export {
  BRANCH_TIME_ZONE,
  TEST_DRIVE_LENGTH_MINUTES,
  formatDayLabel,
  formatUkDateTime,
  testDriveDates,
  testDriveProblem,
  testDriveTimes,
  ukWallClock,
} from './testDrive.ts';
export type {
  OpeningHours,
  TestDriveBranch,
  TestDriveProblem,
  TestDriveSettings,
  WallClock,
} from './testDrive.ts';
export { TEST_DRIVE_ENQUIRY_TYPE, leadContactErrors, leadContactValid } from './leadForm.ts';
export type { LeadContact, LeadContactErrors } from './leadForm.ts';
export {
  ADDRESS_FIELDS,
  EMPLOYMENT_FIELDS,
  NOT_WORKING,
  addressKey,
  applicationFormValues,
  applicationFromFormValues,
  applicationHistoryCovered,
  employmentKey,
  repeatCount,
  validateApplication,
} from './application/index.ts';
export type {
  AddressField,
  ApplicationAddress,
  ApplicationEmployment,
  ApplicationValues,
  EmploymentField,
  FinanceApplication,
} from './application/index.ts';
export {
  EMPTY_PART_EXCHANGE_FORM,
  PART_EXCHANGE_FUELS,
  VEHICLE_CONDITIONS,
  partExchangeRequest,
  validatePartExchange,
} from './partExchange.ts';
export type {
  PartExchangeFormValues,
  PartExchangeFuel,
  PartExchangeRequest,
  RegisteredCar,
  VehicleCondition,
} from './partExchange.ts';
export {
  TEST_CARDS,
  TEST_CARD_OUTCOMES,
  cardExpiryOf,
  cardHasExpired,
  cardMonthOf,
  cardNumberDigits,
  isCardNumber,
  isCardSecurityCode,
  testCardOutcome,
} from './card.ts';
export type { CardMonth, DealCard, TestCardOutcome } from './card.ts';
export { RECAPTCHA_ACTIONS, RECAPTCHA_DEFAULT_MIN_SCORE } from './recaptcha.ts';
export type { RecaptchaAction } from './recaptcha.ts';
