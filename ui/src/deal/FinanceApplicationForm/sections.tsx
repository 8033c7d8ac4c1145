import type { ReactNode } from 'react';
import {
  ADDRESS_HISTORY_YEARS,
  NOT_WORKING,
  addressKey,
  employmentKey,
  type AddressField,
  type ApplicationValues,
  type EmploymentField,
} from '@showroom/core';
import { EmailTelephoneFields, NameFields } from '../shared/ContactFields.tsx';
import { FieldRows, type FieldSpec } from '../shared/FieldRows.tsx';
import { TextField } from '../shared/Fields.tsx';
import type { FormFields } from '../shared/useFormFields.ts';
import { useMessage } from '../../shared/messages.tsx';
import { RepeatableGroup } from './RepeatableGroup.tsx';

/** The application's fields as the form binds them (useFormFields over core's form values). */
export type ApplicationFields = FormFields<ApplicationValues>;

const MARITAL = [
  'Single',
  'Married',
  'Civil partnership',
  'Cohabiting',
  'Separated',
  'Divorced',
  'Widowed',
];
const RESIDENTIAL = ['Homeowner', 'Tenant', 'Living with parents', 'Council tenant', 'Other'];
const EMPLOYMENT = ['Full time', 'Part time', 'Self employed', ...NOT_WORKING];
const LICENCES = ['Full UK', 'Provisional UK', 'EU', 'International', 'None'];
const DEPENDANTS = Array.from({ length: 11 }, (_, n) => ({
  value: String(n),
  label: n === 10 ? '10 or more' : String(n),
}));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const DATE_OF_BIRTH = [
  ['dob_day', 'Day', 'bday-day', 2],
  ['dob_month', 'Month', 'bday-month', 2],
  ['dob_year', 'Year', 'bday-year', 4],
] as const;

/** One section of the application: a fieldset under its legend. */
function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="sr-form__section">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** About you: title and names, date of birth (one message for its three parts), marital status, nationality, dependants. */
export function AboutYouSection({ form, id }: { form: ApplicationFields; id: string }) {
  const dobError = form.errorOf('dob_day') ?? form.errorOf('dob_month') ?? form.errorOf('dob_year');
  return (
    <FormSection legend="About you">
      <NameFields
        title={{ field: form.field('customer_title') }}
        firstName={form.field('customer_first_name')}
        lastName={form.field('customer_last_name')}
      />
      <fieldset className="sr-app__group">
        <legend className="sr-field__label">Date of birth</legend>
        <div className="sr-app__dob">
          {DATE_OF_BIRTH.map(([name, label, autoComplete, maxLength]) => (
            <TextField
              key={name}
              label={label}
              inputMode="numeric"
              autoComplete={autoComplete}
              maxLength={maxLength}
              {...form.field(name)}
              error={null}
              aria-invalid={dobError ? true : undefined}
              aria-describedby={dobError ? `${id}-dob-error` : undefined}
            />
          ))}
        </div>
        <p id={`${id}-dob-error`} className="sr-field__error" aria-live="polite">
          {dobError ?? ''}
        </p>
      </fieldset>
      <FieldRows
        field={form.field}
        rows={[
          [
            { key: 'marital_status', label: 'Marital status', options: MARITAL },
            { key: 'nationality', label: 'Nationality', autoComplete: 'off' },
            { key: 'dependants', label: 'Dependants', options: DEPENDANTS },
          ],
        ]}
      />
    </FormSection>
  );
}

export function ContactSection({ form }: { form: ApplicationFields }) {
  return (
    <FormSection legend="Contact details">
      <EmailTelephoneFields
        email={form.field('customer_email')}
        telephone={form.field('customer_telephone')}
      />
    </FormSection>
  );
}

/** A section of repeated groups (addresses, employments): how many are shown, adding and removing the last. */
interface RepeatableSectionProps {
  /** The form's fields state the section reads and writes. */
  form: ApplicationFields;
  /** How many entries the section has. */
  count: number;
  /** The shopper added an entry. */
  onAdd: () => void;
  /** The shopper removed the last entry. */
  onRemoveLast: () => void;
}

/** The address fields; only the current address is offered the browser's autofill. */
const addressRows = (current: boolean): FieldSpec<AddressField>[][] => [
  [
    { key: 'building', label: 'House name or number' },
    { key: 'street', label: 'Street', autoComplete: current ? 'address-line1' : 'off' },
  ],
  [
    { key: 'town', label: 'Town or city', autoComplete: current ? 'address-level2' : 'off' },
    { key: 'county', label: 'County (optional)' },
    { key: 'postcode', label: 'Postcode', autoComplete: current ? 'postal-code' : 'off' },
  ],
  [
    { key: 'residential_status', label: 'Residential status', options: RESIDENTIAL },
    { key: 'years_at_address', label: 'Years at address', inputMode: 'numeric' },
    { key: 'months_at_address', label: 'Months at address', inputMode: 'numeric' },
  ],
];

/**
 * The addresses until three years are covered, most recent first. The shortfall is said once the
 * last address's years are given (as a hint) or after a submit (as an error, `historyError`).
 */
export function AddressHistorySection({
  form,
  count,
  covered,
  historyError,
  onAdd,
  onRemoveLast,
}: RepeatableSectionProps & { covered: boolean; historyError: boolean }) {
  const t = useMessage();
  const lastYears = form.values[addressKey(count - 1, 'years_at_address')] ?? '';
  return (
    <FormSection legend="Address history">
      <p className="sr-field__hint">{`Your addresses for the last ${ADDRESS_HISTORY_YEARS} years, most recent first.`}</p>
      <RepeatableGroup count={count} noun="address" onRemoveLast={onRemoveLast}>
        {(i) => (
          <FieldRows rows={addressRows(i === 0)} field={(key) => form.field(addressKey(i, key))} />
        )}
      </RepeatableGroup>
      <div aria-live="polite" className="sr-app__history">
        {!covered && (historyError || lastYears !== '') ? (
          <p className={historyError ? 'sr-field__error' : 'sr-field__hint'}>
            {t('addressHistoryShort', { years: ADDRESS_HISTORY_YEARS })}
          </p>
        ) : null}
      </div>
      {!covered ? (
        <button type="button" className="sr-btn" onClick={onAdd}>
          Add a previous address
        </button>
      ) : null}
    </FormSection>
  );
}

/** An employment's fields; the occupation and employer are not asked of someone not working. */
const employmentRows = (working: boolean): (FieldSpec<EmploymentField> | false)[][] => [
  [
    { key: 'status', label: 'Employment status', options: EMPLOYMENT },
    working && { key: 'occupation', label: 'Occupation', autoComplete: 'organization-title' },
  ],
  [
    working && { key: 'employer_name', label: 'Employer name', autoComplete: 'organization' },
    working && { key: 'employer_town', label: 'Employer town (optional)' },
  ],
  [
    { key: 'years_employed', label: 'Years', inputMode: 'numeric' },
    { key: 'months_employed', label: 'Months', inputMode: 'numeric' },
    { key: 'gross_annual_income', label: 'Gross annual income (£)', inputMode: 'decimal' },
  ],
];

export function EmploymentSection({ form, count, onAdd, onRemoveLast }: RepeatableSectionProps) {
  return (
    <FormSection legend="Employment">
      <RepeatableGroup count={count} noun="employment" onRemoveLast={onRemoveLast}>
        {(i) => (
          <FieldRows
            rows={employmentRows(
              !NOT_WORKING.includes(form.values[employmentKey(i, 'status')] ?? ''),
            )}
            field={(key) => form.field(employmentKey(i, key))}
          />
        )}
      </RepeatableGroup>
      <button type="button" className="sr-btn" onClick={onAdd}>
        Add a previous employment
      </button>
    </FormSection>
  );
}

export function BankAccountSection({ form }: { form: ApplicationFields }) {
  return (
    <FormSection legend="Bank account">
      <FieldRows
        field={form.field}
        rows={[
          [
            { key: 'bank_account.account_name', label: 'Name on the account', autoComplete: 'off' },
            {
              key: 'bank_account.sort_code',
              label: 'Sort code',
              inputMode: 'numeric',
              hint: 'For example 20-00-00',
              autoComplete: 'off',
            },
          ],
          [
            {
              key: 'bank_account.account_number',
              label: 'Account number',
              inputMode: 'numeric',
              maxLength: 8,
              autoComplete: 'off',
            },
            {
              key: 'bank_account.years_at_bank',
              label: 'Years with this bank',
              inputMode: 'numeric',
            },
          ],
        ]}
      />
    </FormSection>
  );
}

/** The passport's number is asked only of a shopper who has one. */
export function LicenceSection({ form }: { form: ApplicationFields }) {
  return (
    <FormSection legend="Driving licence and passport">
      <FieldRows
        field={form.field}
        rows={[
          [
            { key: 'licence.type', label: 'Driving licence', options: LICENCES },
            { key: 'licence.number', label: 'Licence number (optional)', autoComplete: 'off' },
          ],
          [
            { key: 'passport.has_passport', label: 'Do you have a passport?', options: YES_NO },
            form.values['passport.has_passport'] === 'yes' && {
              key: 'passport.number',
              label: 'Passport number',
              autoComplete: 'off',
            },
          ],
        ]}
      />
    </FormSection>
  );
}
