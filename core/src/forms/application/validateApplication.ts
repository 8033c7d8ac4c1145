import { message, type TenantConfig } from '../../tenant/index.ts';
import { addressHistoryCovers } from '../addressHistory.ts';
import { validateDateOfBirth } from '../dateOfBirth.ts';
import {
  validateAccountNumber,
  validateEmail,
  validateName,
  validatePostcode,
  validateRequired,
  validateSortCode,
  validateTelephone,
  type ValidationMessage,
} from '../validators.ts';
import {
  NOT_WORKING,
  addressKey,
  applicationFromFormValues,
  employmentKey,
  poundsAmount,
  repeatCount,
  wholeNumber,
  type ApplicationValues,
} from './applicationValues.ts';

type Tenant = Pick<TenantConfig, 'messages'> | undefined;

/** Longest time at one address or with one bank, in years (a house rule). */
export const MAX_YEARS_AT_ADDRESS = 100;
/** Longest time in one employment, in years (a house rule). */
export const MAX_YEARS_EMPLOYED = 70;

/**
 * A required whole number from 0 to `max` (years or months of a history).
 * @example validateWholeNumber('12', 11, 'the months') // 'Please enter the months as a whole number from 0 to 11'
 */
export function validateWholeNumber(
  value: string | undefined,
  max: number,
  what: string,
  tenant?: Tenant,
): ValidationMessage {
  if (validateRequired(value)) return message('requiredField', {}, tenant);
  const n = wholeNumber(value);
  return n !== undefined && n <= max
    ? null
    : `Please enter ${what} as a whole number from 0 to ${max}`;
}

/** The years and months of one history entry (an address or an employment): [years, months]. */
function validateDuration(
  years: string | undefined,
  months: string | undefined,
  maxYears: number,
  tenant: Tenant,
): [ValidationMessage, ValidationMessage] {
  return [
    validateWholeNumber(years, maxYears, 'the years', tenant),
    validateWholeNumber(months, 11, 'the months', tenant),
  ];
}

/**
 * A required amount in pounds (an employment's gross annual income).
 * @example validateIncome('about 30k') // 'Please enter an amount in pounds'
 */
export function validateIncome(value: string | undefined, tenant?: Tenant): ValidationMessage {
  if (poundsAmount(value) !== undefined) return null;
  return validateRequired(value, tenant) ?? 'Please enter an amount in pounds';
}

/**
 * Every control's message, null when valid (requirements FORM-2, FORM-7): the customer, each
 * address and employment of the history (occupation and employer only for someone working), the
 * bank account, the licence and the passport. `today` is `YYYY-MM-DD`, for the applicant's age.
 * @example validateApplication(applicationFormValues(), '2026-11-26').customer_email // 'This field is required'
 */
export function validateApplication(
  values: ApplicationValues,
  today: string,
  tenant?: Tenant,
): Record<string, ValidationMessage> {
  const dob = validateDateOfBirth(
    { day: values.dob_day, month: values.dob_month, year: values.dob_year },
    new Date(`${today}T00:00:00Z`),
    tenant,
  );
  const errors: Record<string, ValidationMessage> = {
    customer_title: validateRequired(values.customer_title, tenant),
    customer_first_name: validateName(values.customer_first_name, tenant),
    customer_last_name: validateName(values.customer_last_name, tenant),
    customer_email: validateEmail(values.customer_email, tenant),
    customer_telephone: validateTelephone(values.customer_telephone, tenant),
    dob_day: dob,
    dob_month: dob,
    dob_year: dob,
    marital_status: validateRequired(values.marital_status, tenant),
    nationality: validateRequired(values.nationality, tenant),
    dependants: validateRequired(values.dependants, tenant),
  };
  for (let i = 0; i < repeatCount(values, 'address_history'); i += 1) {
    const at = (field: Parameters<typeof addressKey>[1]) => values[addressKey(i, field)];
    errors[addressKey(i, 'building')] = validateRequired(at('building'), tenant);
    errors[addressKey(i, 'street')] = validateRequired(at('street'), tenant);
    errors[addressKey(i, 'town')] = validateRequired(at('town'), tenant);
    errors[addressKey(i, 'county')] = null;
    errors[addressKey(i, 'postcode')] = validatePostcode(at('postcode'), tenant);
    errors[addressKey(i, 'residential_status')] = validateRequired(
      at('residential_status'),
      tenant,
    );
    [errors[addressKey(i, 'years_at_address')], errors[addressKey(i, 'months_at_address')]] =
      validateDuration(
        at('years_at_address'),
        at('months_at_address'),
        MAX_YEARS_AT_ADDRESS,
        tenant,
      );
  }
  for (let i = 0; i < repeatCount(values, 'employment'); i += 1) {
    const at = (field: Parameters<typeof employmentKey>[1]) => values[employmentKey(i, field)];
    const working = !NOT_WORKING.includes(at('status') ?? '');
    errors[employmentKey(i, 'status')] = validateRequired(at('status'), tenant);
    errors[employmentKey(i, 'occupation')] = working
      ? validateRequired(at('occupation'), tenant)
      : null;
    errors[employmentKey(i, 'employer_name')] = working
      ? validateRequired(at('employer_name'), tenant)
      : null;
    errors[employmentKey(i, 'employer_town')] = null;
    [errors[employmentKey(i, 'years_employed')], errors[employmentKey(i, 'months_employed')]] =
      validateDuration(at('years_employed'), at('months_employed'), MAX_YEARS_EMPLOYED, tenant);
    errors[employmentKey(i, 'gross_annual_income')] = validateIncome(
      at('gross_annual_income'),
      tenant,
    );
  }
  errors['bank_account.account_name'] = validateRequired(
    values['bank_account.account_name'],
    tenant,
  );
  errors['bank_account.sort_code'] = validateSortCode(values['bank_account.sort_code'], tenant);
  errors['bank_account.account_number'] = validateAccountNumber(
    values['bank_account.account_number'],
    tenant,
  );
  errors['bank_account.years_at_bank'] = validateWholeNumber(
    values['bank_account.years_at_bank'],
    MAX_YEARS_AT_ADDRESS,
    'the years',
    tenant,
  );
  errors['licence.type'] = validateRequired(values['licence.type'], tenant);
  errors['licence.number'] = null;
  errors['passport.has_passport'] = validateRequired(values['passport.has_passport'], tenant);
  errors['passport.number'] =
    values['passport.has_passport'] === 'yes'
      ? validateRequired(values['passport.number'], tenant)
      : null;
  return errors;
}

/**
 * Whether the form's address history covers the years an application needs
 * ({@link addressHistoryCovers}).
 * @example applicationHistoryCovered({ 'address_history.0.years_at_address': '3' }) // true
 */
export const applicationHistoryCovered = (values: ApplicationValues) =>
  addressHistoryCovers(applicationFromFormValues(values).address_history ?? []);
