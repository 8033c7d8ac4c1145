export {
  ADDRESS_FIELDS,
  EMPLOYMENT_FIELDS,
  NOT_WORKING,
  addressKey,
  applicationFormValues,
  applicationFromFormValues,
  employmentKey,
  repeatCount,
} from './applicationValues.ts';
export type {
  AddressField,
  ApplicationAddress,
  ApplicationEmployment,
  ApplicationValues,
  EmploymentField,
  FinanceApplication,
} from './applicationValues.ts';
export { applicationHistoryCovered, validateApplication } from './validateApplication.ts';
