import { paymentTypeOf } from '../../builder/paymentType.ts';
import type { PaymentType } from '../../builder/builderTypes.ts';

/**
 * The finance application as a form holds it (requirement FORM-2): one string per control,
 * keyed by the field's path (`address_history.0.postcode`), and the conversions to and from the
 * application data the API takes (contract CustomerForm).
 */

/** One address of the history (contract Address). */
export interface ApplicationAddress {
  building?: string;
  street?: string;
  town?: string;
  county?: string;
  postcode?: string;
  residential_status?: string;
  years_at_address?: number;
  months_at_address?: number;
}

/** One employment (contract Employment; income in pounds). */
export interface ApplicationEmployment {
  status?: string;
  occupation?: string;
  employer_name?: string;
  employer_town?: string;
  years_employed?: number;
  months_employed?: number;
  gross_annual_income?: number;
}

/**
 * The finance application as entered so far: the order's customer fields plus the contract's
 * CustomerForm (every property optional: it is saved incomplete as the shopper goes).
 */
export interface FinanceApplication {
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
  address_history?: ApplicationAddress[];
  employment?: ApplicationEmployment[];
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

/** The application form's controls: one string each, keyed by the field's path. */
export type ApplicationValues = Record<string, string>;

/** The fields of one address of the history, in the form's order. */
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

/** The fields of one employment, in the form's order. */
export const EMPLOYMENT_FIELDS = [
  'status',
  'occupation',
  'employer_name',
  'employer_town',
  'years_employed',
  'months_employed',
  'gross_annual_income',
] as const;

/**
 * Employment statuses without an employer: occupation and employer are not asked for.
 * @example NOT_WORKING.includes('Retired') // true
 */
export const NOT_WORKING = ['Retired', 'Student', 'Unemployed', 'Homemaker'];

export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type EmploymentField = (typeof EMPLOYMENT_FIELDS)[number];

/**
 * The control key of one field of the nth address.
 * @example addressKey(1, 'postcode') // 'address_history.1.postcode'
 */
export const addressKey = (index: number, field: AddressField) =>
  `address_history.${index}.${field}`;

/**
 * The control key of one field of the nth employment.
 * @example employmentKey(0, 'status') // 'employment.0.status'
 */
export const employmentKey = (index: number, field: EmploymentField) =>
  `employment.${index}.${field}`;

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The form's values (one string per control) from saved application data; a history without
 * entries still shows one empty address and one empty employment.
 * @example applicationFormValues({ dob_day: 4 }).dob_day // '4'
 */
export function applicationFormValues(data: Partial<FinanceApplication> = {}): ApplicationValues {
  const addresses = data.address_history?.length ? data.address_history : [{}];
  const jobs = data.employment?.length ? data.employment : [{}];
  const values: ApplicationValues = {
    customer_title: asText(data.customer_title),
    customer_first_name: asText(data.customer_first_name),
    customer_last_name: asText(data.customer_last_name),
    customer_email: asText(data.customer_email),
    customer_telephone: asText(data.customer_telephone),
    dob_day: asText(data.dob_day),
    dob_month: asText(data.dob_month),
    dob_year: asText(data.dob_year),
    marital_status: asText(data.marital_status),
    nationality: asText(data.nationality),
    dependants: asText(data.dependants),
    'bank_account.account_name': asText(data.bank_account?.account_name),
    'bank_account.sort_code': asText(data.bank_account?.sort_code),
    'bank_account.account_number': asText(data.bank_account?.account_number),
    'bank_account.years_at_bank': asText(data.bank_account?.years_at_bank),
    'licence.type': asText(data.licence?.type),
    'licence.number': asText(data.licence?.number),
    'passport.has_passport':
      data.passport?.has_passport === undefined ? '' : data.passport.has_passport ? 'yes' : 'no',
    'passport.number': asText(data.passport?.number),
  };
  addresses.forEach((address, index) =>
    ADDRESS_FIELDS.forEach((field) => (values[addressKey(index, field)] = asText(address[field]))),
  );
  jobs.forEach((job, index) =>
    EMPLOYMENT_FIELDS.forEach(
      (field) => (values[employmentKey(index, field)] = asText(job[field])),
    ),
  );
  return values;
}

/**
 * How many entries of a repeated group (`address_history`, `employment`) the values hold.
 * @example repeatCount({ 'employment.0.status': '', 'employment.1.status': '' }, 'employment') // 2
 */
export const repeatCount = (values: ApplicationValues, group: string) =>
  new Set(
    Object.keys(values)
      .filter((key) => key.startsWith(`${group}.`))
      .map((key) => key.split('.')[1]),
  ).size;

const text = (value: string | undefined) =>
  value && value.trim() !== '' ? value.trim() : undefined;

/** A whole number typed into a control (digits only), else undefined. */
export const wholeNumber = (value: string | undefined) =>
  value && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;

/** An amount in pounds typed into a control (£, commas and spaces allowed), else undefined. */
export const poundsAmount = (value: string | undefined) => {
  const amount = Number((value ?? '').replace(/[£,\s]/g, ''));
  return value && value.trim() !== '' && Number.isFinite(amount) ? amount : undefined;
};

/** Drops the keys whose value is undefined. */
function compact<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The application data (numbers parsed, blanks left out, postcodes in capitals) from the form's
 * values: what is saved to the order as the shopper goes.
 * @example applicationFromFormValues({ dob_day: ' 04 ' }).dob_day // 4
 */
export function applicationFromFormValues(values: ApplicationValues): FinanceApplication {
  const addresses = Array.from({ length: repeatCount(values, 'address_history') }, (_, i) =>
    compact<ApplicationAddress>({
      building: text(values[addressKey(i, 'building')]),
      street: text(values[addressKey(i, 'street')]),
      town: text(values[addressKey(i, 'town')]),
      county: text(values[addressKey(i, 'county')]),
      postcode: text(values[addressKey(i, 'postcode')])?.toUpperCase(),
      residential_status: text(values[addressKey(i, 'residential_status')]),
      years_at_address: wholeNumber(values[addressKey(i, 'years_at_address')]),
      months_at_address: wholeNumber(values[addressKey(i, 'months_at_address')]),
    }),
  );
  const jobs = Array.from({ length: repeatCount(values, 'employment') }, (_, i) =>
    compact<ApplicationEmployment>({
      status: text(values[employmentKey(i, 'status')]),
      occupation: text(values[employmentKey(i, 'occupation')]),
      employer_name: text(values[employmentKey(i, 'employer_name')]),
      employer_town: text(values[employmentKey(i, 'employer_town')]),
      years_employed: wholeNumber(values[employmentKey(i, 'years_employed')]),
      months_employed: wholeNumber(values[employmentKey(i, 'months_employed')]),
      gross_annual_income: poundsAmount(values[employmentKey(i, 'gross_annual_income')]),
    }),
  );
  const hasPassport = values['passport.has_passport'];
  return compact<FinanceApplication>({
    customer_title: text(values.customer_title),
    customer_first_name: text(values.customer_first_name),
    customer_last_name: text(values.customer_last_name),
    customer_email: text(values.customer_email),
    customer_telephone: text(values.customer_telephone),
    dob_day: wholeNumber(values.dob_day),
    dob_month: wholeNumber(values.dob_month),
    dob_year: wholeNumber(values.dob_year),
    marital_status: text(values.marital_status),
    nationality: text(values.nationality),
    dependants: wholeNumber(values.dependants),
    address_history: addresses,
    employment: jobs,
    bank_account: compact({
      account_name: text(values['bank_account.account_name']),
      sort_code: text(values['bank_account.sort_code']),
      account_number: text(values['bank_account.account_number']),
      years_at_bank: wholeNumber(values['bank_account.years_at_bank']),
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
