import { useEffect, useId, useRef, useState } from 'react';
import {
  ADDRESS_HISTORY_YEARS,
  NOT_WORKING,
  TITLES,
  addressKey,
  applicationFormValues,
  applicationFromFormValues,
  applicationHistoryCovered,
  employmentKey,
  repeatCount,
  validateApplication,
  type ApplicationValues,
  type FinanceApplication,
} from '@showroom/core';
import { ErrorSummary, SelectField, TextField } from '../shared/Fields.tsx';
import { focusField, submitWhenValid, useFormFields } from '../shared/useFormFields.ts';
import '../../shared/base.css';
import '../shared/fields.css';
import './FinanceApplicationForm.css';
import { useMessage, useTenantMessages } from '../../shared/messages.tsx';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface FinanceApplicationFormProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /**
   * The saved draft to restore: every field, including several addresses and employments,
   * dependants, marital status, date of birth, licence and passport (a draft never holds bank
   * details, so those start empty).
   */
  initialValues?: Partial<FinanceApplication>;
  /** Today as YYYY-MM-DD (for the date of birth; components never read the clock). */
  today: string;
  /** The state of saving the draft as the shopper goes, shown as a status. */
  saveStatus?: SaveStatus;
  /** Server error messages, flattened with core's flattenErrors. */
  serverErrors?: readonly string[];
  /** The application is being submitted. */
  submitting?: boolean;
  /**
   * Any change: the application so far, bank account included. The container debounces and saves
   * it as a draft, and strips `bank_account` before saving: bank details go nowhere but `onSubmit`.
   * Nothing is sent to the lender until the shopper presses Send my application.
   */
  onChange: (application: FinanceApplication) => void;
  /** Send my application was pressed with every section valid and three years of addresses given. */
  onSubmit: (application: FinanceApplication) => void;
}

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
const SAVE_TEXT: Record<SaveStatus, string> = {
  idle: '',
  saving: 'Saving your draft…',
  saved: 'Draft saved. Not sent until you press Send my application.',
  error: 'Draft not saved yet, we will try again',
};
const NO_ERRORS: readonly string[] = [];

/**
 * The full finance application (spec 2 step-2, finance): about you, contact, address history
 * until three years are covered, employment, bank account, licence and passport; saved as a draft
 * as the shopper goes (onChange) and sent only by the Send my application button (onSubmit).
 */
export function FinanceApplicationForm({
  initialValues,
  today,
  saveStatus = 'idle',
  serverErrors = NO_ERRORS,
  submitting = false,
  onChange,
  onSubmit,
  headingLevel = 2,
}: FinanceApplicationFormProps) {
  const t = useMessage();
  const tenant = useTenantMessages();
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [initial] = useState(() => applicationFormValues(initialValues));
  const [historyError, setHistoryError] = useState(false);
  const form = useFormFields<ApplicationValues>(
    initial,
    (values) => validateApplication(values, today, tenant),
    (values) => onChange(applicationFromFormValues(values)),
  );
  const { values } = form;
  const addresses = repeatCount(values, 'address_history');
  const jobs = repeatCount(values, 'employment');
  const covered = applicationHistoryCovered(values);
  const lastYears = values[addressKey(addresses - 1, 'years_at_address')] ?? '';
  const dobError = form.errorOf('dob_day') ?? form.errorOf('dob_month') ?? form.errorOf('dob_year');

  useEffect(() => {
    if (serverErrors.length > 0) summaryRef.current?.focus();
  }, [serverErrors]);

  const addAddress = () => {
    const next: ApplicationValues = { ...values };
    for (const key of Object.keys(values).filter((k) => k.startsWith('address_history.0.'))) {
      next[key.replace('address_history.0.', `address_history.${addresses}.`)] = '';
    }
    form.replaceValues(next);
    setHistoryError(false);
    requestAnimationFrame(() => focusField(formRef.current, addressKey(addresses, 'building')));
  };

  const removeLast = (prefix: 'address_history' | 'employment', count: number) => {
    form.replaceValues(
      Object.fromEntries(
        Object.entries(values).filter(([key]) => !key.startsWith(`${prefix}.${count - 1}.`)),
      ),
    );
  };

  const addJob = () => {
    const next: ApplicationValues = { ...values };
    for (const key of Object.keys(values).filter((k) => k.startsWith('employment.0.'))) {
      next[key.replace('employment.0.', `employment.${jobs}.`)] = '';
    }
    form.replaceValues(next);
    requestAnimationFrame(() => focusField(formRef.current, employmentKey(jobs, 'status')));
  };

  return (
    <form
      ref={formRef}
      className="sr-form sr-app"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) =>
        submitWhenValid(event, form, formRef.current, submitting, () => {
          if (!covered) {
            setHistoryError(true);
            focusField(formRef.current, addressKey(addresses - 1, 'years_at_address'));
            return;
          }
          onSubmit(applicationFromFormValues(values));
        })
      }
    >
      <div className="sr-app__top">
        <Heading id={`${id}-heading`} className="sr-app__heading">
          Your finance application
        </Heading>
        <p className="sr-app__saved" role="status" data-status={saveStatus}>
          {SAVE_TEXT[saveStatus]}
        </p>
      </div>
      <ErrorSummary
        ref={summaryRef}
        heading="We could not send your application"
        messages={serverErrors}
      />

      <fieldset className="sr-form__section">
        <legend>About you</legend>
        <div className="sr-form__row">
          <SelectField
            label="Title"
            placeholder="Please select"
            options={TITLES}
            autoComplete="honorific-prefix"
            {...form.field('customer_title')}
          />
          <TextField
            label="First name"
            autoComplete="given-name"
            {...form.field('customer_first_name')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            {...form.field('customer_last_name')}
          />
        </div>
        <fieldset className="sr-app__group">
          <legend className="sr-field__label">Date of birth</legend>
          <div className="sr-app__dob">
            {(
              [
                ['dob_day', 'Day', 'bday-day', 2],
                ['dob_month', 'Month', 'bday-month', 2],
                ['dob_year', 'Year', 'bday-year', 4],
              ] as const
            ).map(([name, label, autoComplete, maxLength]) => (
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
        <div className="sr-form__row">
          <SelectField
            label="Marital status"
            placeholder="Please select"
            options={MARITAL}
            {...form.field('marital_status')}
          />
          <TextField label="Nationality" autoComplete="off" {...form.field('nationality')} />
          <SelectField
            label="Dependants"
            placeholder="Please select"
            options={DEPENDANTS}
            {...form.field('dependants')}
          />
        </div>
      </fieldset>

      <fieldset className="sr-form__section">
        <legend>Contact details</legend>
        <div className="sr-form__row">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...form.field('customer_email')}
          />
          <TextField
            label="Telephone"
            type="tel"
            autoComplete="tel"
            {...form.field('customer_telephone')}
          />
        </div>
      </fieldset>

      <fieldset className="sr-form__section">
        <legend>Address history</legend>
        <p className="sr-field__hint">{`Your addresses for the last ${ADDRESS_HISTORY_YEARS} years, most recent first.`}</p>
        {Array.from({ length: addresses }, (_, i) => (
          <fieldset key={i} className="sr-app__item">
            <legend className="sr-app__item-title">
              {i === 0 ? 'Current address' : `Previous address ${i}`}
            </legend>
            <div className="sr-form__row">
              <TextField label="House name or number" {...form.field(addressKey(i, 'building'))} />
              <TextField
                label="Street"
                autoComplete={i === 0 ? 'address-line1' : 'off'}
                {...form.field(addressKey(i, 'street'))}
              />
            </div>
            <div className="sr-form__row">
              <TextField
                label="Town or city"
                autoComplete={i === 0 ? 'address-level2' : 'off'}
                {...form.field(addressKey(i, 'town'))}
              />
              <TextField label="County (optional)" {...form.field(addressKey(i, 'county'))} />
              <TextField
                label="Postcode"
                autoComplete={i === 0 ? 'postal-code' : 'off'}
                {...form.field(addressKey(i, 'postcode'))}
              />
            </div>
            <div className="sr-form__row">
              <SelectField
                label="Residential status"
                placeholder="Please select"
                options={RESIDENTIAL}
                {...form.field(addressKey(i, 'residential_status'))}
              />
              <TextField
                label="Years at address"
                inputMode="numeric"
                {...form.field(addressKey(i, 'years_at_address'))}
              />
              <TextField
                label="Months at address"
                inputMode="numeric"
                {...form.field(addressKey(i, 'months_at_address'))}
              />
            </div>
            {i > 0 && i === addresses - 1 ? (
              <button
                type="button"
                className="sr-btn sr-btn--quiet"
                onClick={() => removeLast('address_history', addresses)}
              >
                {`Remove previous address ${i}`}
              </button>
            ) : null}
          </fieldset>
        ))}
        <div aria-live="polite" className="sr-app__history">
          {!covered && (historyError || lastYears !== '') ? (
            <p className={historyError ? 'sr-field__error' : 'sr-field__hint'}>
              {t('addressHistoryShort', { years: ADDRESS_HISTORY_YEARS })}
            </p>
          ) : null}
        </div>
        {!covered ? (
          <button type="button" className="sr-btn" onClick={addAddress}>
            Add a previous address
          </button>
        ) : null}
      </fieldset>

      <fieldset className="sr-form__section">
        <legend>Employment</legend>
        {Array.from({ length: jobs }, (_, i) => {
          const working = !NOT_WORKING.includes(values[employmentKey(i, 'status')] ?? '');
          return (
            <fieldset key={i} className="sr-app__item">
              <legend className="sr-app__item-title">
                {i === 0 ? 'Current employment' : `Previous employment ${i}`}
              </legend>
              <div className="sr-form__row">
                <SelectField
                  label="Employment status"
                  placeholder="Please select"
                  options={EMPLOYMENT}
                  {...form.field(employmentKey(i, 'status'))}
                />
                {working ? (
                  <TextField
                    label="Occupation"
                    autoComplete="organization-title"
                    {...form.field(employmentKey(i, 'occupation'))}
                  />
                ) : null}
              </div>
              {working ? (
                <div className="sr-form__row">
                  <TextField
                    label="Employer name"
                    autoComplete="organization"
                    {...form.field(employmentKey(i, 'employer_name'))}
                  />
                  <TextField
                    label="Employer town (optional)"
                    {...form.field(employmentKey(i, 'employer_town'))}
                  />
                </div>
              ) : null}
              <div className="sr-form__row">
                <TextField
                  label="Years"
                  inputMode="numeric"
                  {...form.field(employmentKey(i, 'years_employed'))}
                />
                <TextField
                  label="Months"
                  inputMode="numeric"
                  {...form.field(employmentKey(i, 'months_employed'))}
                />
                <TextField
                  label="Gross annual income (£)"
                  inputMode="decimal"
                  {...form.field(employmentKey(i, 'gross_annual_income'))}
                />
              </div>
              {i > 0 && i === jobs - 1 ? (
                <button
                  type="button"
                  className="sr-btn sr-btn--quiet"
                  onClick={() => removeLast('employment', jobs)}
                >
                  {`Remove previous employment ${i}`}
                </button>
              ) : null}
            </fieldset>
          );
        })}
        <button type="button" className="sr-btn" onClick={addJob}>
          Add a previous employment
        </button>
      </fieldset>

      <fieldset className="sr-form__section">
        <legend>Bank account</legend>
        <div className="sr-form__row">
          <TextField
            label="Name on the account"
            autoComplete="off"
            {...form.field('bank_account.account_name')}
          />
          <TextField
            label="Sort code"
            inputMode="numeric"
            hint="For example 20-00-00"
            autoComplete="off"
            {...form.field('bank_account.sort_code')}
          />
        </div>
        <div className="sr-form__row">
          <TextField
            label="Account number"
            inputMode="numeric"
            maxLength={8}
            autoComplete="off"
            {...form.field('bank_account.account_number')}
          />
          <TextField
            label="Years with this bank"
            inputMode="numeric"
            {...form.field('bank_account.years_at_bank')}
          />
        </div>
      </fieldset>

      <fieldset className="sr-form__section">
        <legend>Driving licence and passport</legend>
        <div className="sr-form__row">
          <SelectField
            label="Driving licence"
            placeholder="Please select"
            options={LICENCES}
            {...form.field('licence.type')}
          />
          <TextField
            label="Licence number (optional)"
            autoComplete="off"
            {...form.field('licence.number')}
          />
        </div>
        <div className="sr-form__row">
          <SelectField
            label="Do you have a passport?"
            placeholder="Please select"
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            {...form.field('passport.has_passport')}
          />
          {values['passport.has_passport'] === 'yes' ? (
            <TextField
              label="Passport number"
              autoComplete="off"
              {...form.field('passport.number')}
            />
          ) : null}
        </div>
      </fieldset>

      <div className="sr-form__actions">
        <button
          type="submit"
          className="sr-btn sr-btn--primary"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {submitting ? 'Sending your application…' : 'Send my application'}
        </button>
      </div>
    </form>
  );
}
