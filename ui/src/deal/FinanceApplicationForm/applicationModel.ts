import {
  addressHistoryCovers,
  paymentTypeOf,
  validateAccountNumber,
  validateDateOfBirth,
  validateEmail,
  validateName,
  validatePostcode,
  validateRequired,
  validateSortCode,
  validateTelephone,
  type PaymentType,
} from '@showroom/core';
import type { Translate } from '../../shared/messages.tsx';

/** One address of the history (openapi Address). */
export interface AddressData {
  building?: string;
  street?: string;
  town?: string;
  county?: string;
  postcode?: string;
  residential_status?: string;
  years_at_address?: number;
  months_at_address?: number;
}

/** One employment (openapi Employment; income in pounds). */
export interface EmploymentData {
  status?: string;
  occupation?: string;
  employer_name?: string;
  employer_town?: string;
  years_employed?: number;
  months_employed?: number;
  gross_annual_income?: number;
}

/**
 * The finance application as entered so far: the order's customer fields plus the openapi
 * CustomerForm (every property optional: it is saved incomplete as the shopper goes).
 */
export interface FinanceApplicationData {
  customer_title?: string;
  customer_first_name?: string;
  customer_last_name?: string;
  customer_email?: string;
  customer_telephone?: string;
  dob_day?: number;
  dob_month?: number;
  dob_year?: number;
  marital_status?: string;
  nationality?: string;
  dependants?: number;
  address_history?: AddressData[];
  employment?: EmploymentData[];
  bank_account?: {
    account_name?: string;
    sort_code?: string;
    account_number?: string;
    years_at_bank?: number;
  };
  licence?: { type?: string; number?: string };
  passport?: { has_passport?: boolean; number?: string | null };
  payment_type: PaymentType;
}

export type Values = Record<string, string>;

export const ADDRESS_FIELDS = [
  'building',
  'street',
  'town',
  'county',
  'postcode',
  'residential_status',
  'years_at_address',
  'months_at_address',
] as const;

export const EMPLOYMENT_FIELDS = [
  'status',
  'occupation',
  'employer_name',
  'employer_town',
  'years_employed',
  'months_employed',
  'gross_annual_income',
] as const;

export const NOT_WORKING = ['Retired', 'Student', 'Unemployed', 'Homemaker'];

export const addressKey = (index: number, field: (typeof ADDRESS_FIELDS)[number]) =>
  `address_history.${index}.${field}`;
export const employmentKey = (index: number, field: (typeof EMPLOYMENT_FIELDS)[number]) =>
  `employment.${index}.${field}`;

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Flat form values (one string per control) from saved application data. */
export function toValues(data: Partial<FinanceApplicationData> = {}): Values {
  const addresses = data.address_history?.length ? data.address_history : [{}];
  const jobs = data.employment?.length ? data.employment : [{}];
  const values: Values = {
    customer_title: str(data.customer_title),
    customer_first_name: str(data.customer_first_name),
    customer_last_name: str(data.customer_last_name),
    customer_email: str(data.customer_email),
    customer_telephone: str(data.customer_telephone),
    dob_day: str(data.dob_day),
    dob_month: str(data.dob_month),
    dob_year: str(data.dob_year),
    marital_status: str(data.marital_status),
    nationality: str(data.nationality),
    dependants: str(data.dependants),
    'bank_account.account_name': str(data.bank_account?.account_name),
    'bank_account.sort_code': str(data.bank_account?.sort_code),
    'bank_account.account_number': str(data.bank_account?.account_number),
    'bank_account.years_at_bank': str(data.bank_account?.years_at_bank),
    'licence.type': str(data.licence?.type),
    'licence.number': str(data.licence?.number),
    'passport.has_passport':
      data.passport?.has_passport === undefined ? '' : data.passport.has_passport ? 'yes' : 'no',
    'passport.number': str(data.passport?.number),
  };
  addresses.forEach((address, index) =>
    ADDRESS_FIELDS.forEach((field) => (values[addressKey(index, field)] = str(address[field]))),
  );
  jobs.forEach((job, index) =>
    EMPLOYMENT_FIELDS.forEach((field) => (values[employmentKey(index, field)] = str(job[field]))),
  );
  return values;
}

export const countOf = (values: Values, prefix: string) =>
  new Set(
    Object.keys(values)
      .filter((key) => key.startsWith(`${prefix}.`))
      .map((key) => key.split('.')[1]),
  ).size;

const text = (value: string | undefined) =>
  value && value.trim() !== '' ? value.trim() : undefined;
const int = (value: string | undefined) =>
  value && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
const money = (value: string | undefined) => {
  const amount = Number((value ?? '').replace(/[£,\s]/g, ''));
  return value && value.trim() !== '' && Number.isFinite(amount) ? amount : undefined;
};

/** Drops the keys whose value is undefined. */
function compact<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}

/** The application data (numbers parsed, blanks left out) from the flat form values. */
export function toData(values: Values): FinanceApplicationData {
  const addresses = Array.from({ length: countOf(values, 'address_history') }, (_, i) =>
    compact<AddressData>({
      building: text(values[addressKey(i, 'building')]),
      street: text(values[addressKey(i, 'street')]),
      town: text(values[addressKey(i, 'town')]),
      county: text(values[addressKey(i, 'county')]),
      postcode: text(values[addressKey(i, 'postcode')])?.toUpperCase(),
      residential_status: text(values[addressKey(i, 'residential_status')]),
      years_at_address: int(values[addressKey(i, 'years_at_address')]),
      months_at_address: int(values[addressKey(i, 'months_at_address')]),
    }),
  );
  const jobs = Array.from({ length: countOf(values, 'employment') }, (_, i) =>
    compact<EmploymentData>({
      status: text(values[employmentKey(i, 'status')]),
      occupation: text(values[employmentKey(i, 'occupation')]),
      employer_name: text(values[employmentKey(i, 'employer_name')]),
      employer_town: text(values[employmentKey(i, 'employer_town')]),
      years_employed: int(values[employmentKey(i, 'years_employed')]),
      months_employed: int(values[employmentKey(i, 'months_employed')]),
      gross_annual_income: money(values[employmentKey(i, 'gross_annual_income')]),
    }),
  );
  const hasPassport = values['passport.has_passport'];
  return compact<FinanceApplicationData>({
    customer_title: text(values.customer_title),
    customer_first_name: text(values.customer_first_name),
    customer_last_name: text(values.customer_last_name),
    customer_email: text(values.customer_email),
    customer_telephone: text(values.customer_telephone),
    dob_day: int(values.dob_day),
    dob_month: int(values.dob_month),
    dob_year: int(values.dob_year),
    marital_status: text(values.marital_status),
    nationality: text(values.nationality),
    dependants: int(values.dependants),
    address_history: addresses,
    employment: jobs,
    bank_account: compact({
      account_name: text(values['bank_account.account_name']),
      sort_code: text(values['bank_account.sort_code']),
      account_number: text(values['bank_account.account_number']),
      years_at_bank: int(values['bank_account.years_at_bank']),
    }),
    licence: compact({
      type: text(values['licence.type']),
      number: text(values['licence.number']),
    }),
    passport: compact({
      has_passport:
        hasPassport === '' || hasPassport === undefined ? undefined : hasPassport === 'yes',
      number: hasPassport === 'yes' ? text(values['passport.number']) : undefined,
    }),
    payment_type: paymentTypeOf('finance'),
  });
}

const whole = (value: string | undefined, max: number, what: string, t: Translate) => {
  if (validateRequired(value)) return t('requiredField');
  const n = int(value);
  return n !== undefined && n <= max
    ? null
    : `Please enter ${what} as a whole number from 0 to ${max}`;
};

/** Every control's message (null when valid). `today` is YYYY-MM-DD. */
export function validateApplication(
  values: Values,
  today: string,
  t: Translate,
): Record<string, string | null> {
  const dob = validateDateOfBirth(
    { day: values.dob_day, month: values.dob_month, year: values.dob_year },
    new Date(`${today}T00:00:00Z`),
  );
  const errors: Record<string, string | null> = {
    customer_title: validateRequired(values.customer_title),
    customer_first_name: validateName(values.customer_first_name),
    customer_last_name: validateName(values.customer_last_name),
    customer_email: validateEmail(values.customer_email),
    customer_telephone: validateTelephone(values.customer_telephone),
    dob_day: dob,
    dob_month: dob,
    dob_year: dob,
    marital_status: validateRequired(values.marital_status),
    nationality: validateRequired(values.nationality),
    dependants: validateRequired(values.dependants),
  };
  for (let i = 0; i < countOf(values, 'address_history'); i += 1) {
    errors[addressKey(i, 'building')] = validateRequired(values[addressKey(i, 'building')]);
    errors[addressKey(i, 'street')] = validateRequired(values[addressKey(i, 'street')]);
    errors[addressKey(i, 'town')] = validateRequired(values[addressKey(i, 'town')]);
    errors[addressKey(i, 'county')] = null;
    errors[addressKey(i, 'postcode')] = validatePostcode(values[addressKey(i, 'postcode')]);
    errors[addressKey(i, 'residential_status')] = validateRequired(
      values[addressKey(i, 'residential_status')],
    );
    errors[addressKey(i, 'years_at_address')] = whole(
      values[addressKey(i, 'years_at_address')],
      100,
      'the years',
      t,
    );
    errors[addressKey(i, 'months_at_address')] = whole(
      values[addressKey(i, 'months_at_address')],
      11,
      'the months',
      t,
    );
  }
  for (let i = 0; i < countOf(values, 'employment'); i += 1) {
    const working = !NOT_WORKING.includes(values[employmentKey(i, 'status')] ?? '');
    errors[employmentKey(i, 'status')] = validateRequired(values[employmentKey(i, 'status')]);
    errors[employmentKey(i, 'occupation')] = working
      ? validateRequired(values[employmentKey(i, 'occupation')])
      : null;
    errors[employmentKey(i, 'employer_name')] = working
      ? validateRequired(values[employmentKey(i, 'employer_name')])
      : null;
    errors[employmentKey(i, 'employer_town')] = null;
    errors[employmentKey(i, 'years_employed')] = whole(
      values[employmentKey(i, 'years_employed')],
      70,
      'the years',
      t,
    );
    errors[employmentKey(i, 'months_employed')] = whole(
      values[employmentKey(i, 'months_employed')],
      11,
      'the months',
      t,
    );
    errors[employmentKey(i, 'gross_annual_income')] =
      money(values[employmentKey(i, 'gross_annual_income')]) !== undefined
        ? null
        : (validateRequired(values[employmentKey(i, 'gross_annual_income')]) ??
          'Please enter an amount in pounds');
  }
  errors['bank_account.account_name'] = validateRequired(values['bank_account.account_name']);
  errors['bank_account.sort_code'] = validateSortCode(values['bank_account.sort_code']);
  errors['bank_account.account_number'] = validateAccountNumber(
    values['bank_account.account_number'],
  );
  errors['bank_account.years_at_bank'] = whole(
    values['bank_account.years_at_bank'],
    100,
    'the years',
    t,
  );
  errors['licence.type'] = validateRequired(values['licence.type']);
  errors['licence.number'] = null;
  errors['passport.has_passport'] = validateRequired(values['passport.has_passport']);
  errors['passport.number'] =
    values['passport.has_passport'] === 'yes' ? validateRequired(values['passport.number']) : null;
  return errors;
}

/** Whether the address history covers the required years (core addressHistoryCovers). */
export const historyCovered = (values: Values) =>
  addressHistoryCovers(toData(values).address_history ?? []);
