export type {
  AddressField,
  ApplicationAddress,
  ApplicationEmployment,
  ApplicationValues,
  EmploymentField,
  FinanceApplication,
} from './applicationValues.ts';
export {
  ADDRESS_FIELDS,
  EMPLOYMENT_FIELDS,
  NOT_WORKING,
  addressKey,
  applicationFormValues,
  applicationFromFormValues,
  employmentKey,
  poundsAmount,
  repeatCount,
  wholeNumber,
} from './applicationValues.ts';
export {
  MAX_YEARS_AT_ADDRESS,
  MAX_YEARS_EMPLOYED,
  applicationHistoryCovered,
  validateApplication,
  validateIncome,
  validateWholeNumber,
} from './validateApplication.ts';
