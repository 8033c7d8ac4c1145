import { useEffect, useId, useRef, useState } from 'react';
import {
  TITLES,
  termsCheckboxEnabled,
  validateEmail,
  validateName,
  validatePostcode,
  validateTelephone,
  type Title,
} from '@showroom/core';
import { ErrorSummary, SelectField, TextField } from '../shared/Fields.tsx';
import { focusField, submitWhenValid, useFormFields } from '../shared/useFormFields.ts';
import '../../shared/base.css';
import '../shared/fields.css';
import './CustomerDetailsForm.css';
import { useMessage } from '../../shared/messages.tsx';

/**
 * Marketing opt-ins by channel, keyed as the order payload's `opt_ins` map is on the wire
 * (openapi OptIns: email, telephone, sms).
 */
export interface CustomerOptIns {
  email: boolean;
  telephone: boolean;
  sms: boolean;
}

/** What the shopper entered (the order payload's customer_* fields and opt_ins). */
export interface CustomerDetails {
  title: Title | '';
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  postcode: string;
  termsAccepted: boolean;
  /** Every channel false unless the shopper ticked it. */
  optIns: CustomerOptIns;
}

export interface CustomerDetailsFormProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /** Values to start from (e.g. restored from the order). */
  initialValues?: Partial<CustomerDetails>;
  /** Server error messages, already flattened with core's flattenErrors (spec 8). */
  serverErrors?: readonly string[];
  /** The reCAPTCHA check failed (spec 8 text shown). */
  recaptchaFailed?: boolean;
  /**
   * The order is being created: the button is busy and disabled. After a submit the form also
   * stays locked (a double click sends once) until `submitting`, `serverErrors` or
   * `recaptchaFailed` change.
   */
  submitting?: boolean;
  /** Text of the submit button. */
  submitLabel?: string;
  /** The terms the shopper accepts (the label of the checkbox). */
  termsLabel?: string;
  /** Every field valid and terms accepted. */
  onSubmit: (details: CustomerDetails) => void;
}

const NO_ERRORS: readonly string[] = [];
const NO_OPT_INS: CustomerOptIns = { email: false, telephone: false, sms: false };
const OPT_IN_CHANNELS: readonly (readonly [keyof CustomerOptIns, string])[] = [
  ['email', 'Email'],
  ['telephone', 'Phone'],
  ['sms', 'Text message'],
];

/**
 * Customer details for the order (spec 2 step-2): title, names, email, telephone, postcode and
 * the terms checkbox, which stays disabled until the names, email and telephone are filled (spec 5).
 */
export function CustomerDetailsForm({
  initialValues = {},
  serverErrors = NO_ERRORS,
  recaptchaFailed = false,
  submitting = false,
  submitLabel = 'Place my order',
  termsLabel = 'I accept the terms and conditions of sale and the privacy policy',
  onSubmit,
  headingLevel = 2,
}: CustomerDetailsFormProps) {
  const t = useMessage();
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const lock = useRef(false);
  const form = useFormFields(
    {
      title: initialValues.title ?? '',
      firstName: initialValues.firstName ?? '',
      lastName: initialValues.lastName ?? '',
      email: initialValues.email ?? '',
      telephone: initialValues.telephone ?? '',
      postcode: initialValues.postcode ?? '',
    },
    (values) => ({
      title: values.title ? null : t('requiredField'),
      firstName: validateName(values.firstName),
      lastName: validateName(values.lastName),
      email: validateEmail(values.email),
      telephone: validateTelephone(values.telephone),
      postcode: validatePostcode(values.postcode),
    }),
  );
  const [terms, setTerms] = useState(
    (initialValues.termsAccepted ?? false) && serverErrors.length === 0,
  );
  const [termsError, setTermsError] = useState(false);
  const [optIns, setOptIns] = useState<CustomerOptIns>(() => ({
    ...NO_OPT_INS,
    ...initialValues.optIns,
  }));
  const [errorsSeen, setErrorsSeen] = useState(serverErrors);
  const termsEnabled = termsCheckboxEnabled(form.values);
  const messages = [
    ...new Set([...serverErrors, ...(recaptchaFailed ? [t('recaptchaFailed')] : [])]),
  ];

  if (errorsSeen !== serverErrors) {
    setErrorsSeen(serverErrors);
    if (serverErrors.length > 0) setTerms(false);
  }

  useEffect(() => {
    if (!submitting) lock.current = false;
  }, [submitting, serverErrors, recaptchaFailed]);

  useEffect(() => {
    if (serverErrors.length > 0 || recaptchaFailed) summaryRef.current?.focus();
  }, [serverErrors, recaptchaFailed]);

  const busy = submitting;
  const acceptedTerms = terms && termsEnabled;

  return (
    <form
      ref={formRef}
      className="sr-form sr-customer"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) =>
        submitWhenValid(event, form, formRef.current, busy || lock.current, () => {
          if (!acceptedTerms) {
            setTermsError(true);
            focusField(formRef.current, 'termsAccepted');
            return;
          }
          lock.current = true;
          onSubmit({
            ...form.values,
            title: form.values.title as Title,
            termsAccepted: true,
            optIns: { ...optIns },
          });
        })
      }
    >
      <Heading id={`${id}-heading`} className="sr-form__section-title sr-customer__heading">
        Your details
      </Heading>
      <ErrorSummary ref={summaryRef} heading="We could not place your order" messages={messages} />
      <div className="sr-form__row">
        <SelectField
          label="Title"
          placeholder="Please select"
          options={TITLES}
          autoComplete="honorific-prefix"
          className="sr-customer__title"
          {...form.field('title')}
        />
      </div>
      <div className="sr-form__row">
        <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <div className="sr-form__row">
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Telephone" type="tel" autoComplete="tel" {...form.field('telephone')} />
      </div>
      <div className="sr-form__row">
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          className="sr-customer__postcode"
          {...form.field('postcode')}
        />
      </div>
      <fieldset className="sr-form__section sr-customer__opt-ins">
        <legend className="sr-field__label">Keep me updated about offers by</legend>
        <div className="sr-customer__opt-in-list">
          {OPT_IN_CHANNELS.map(([channel, label]) => (
            <label key={channel} className="sr-check">
              <input
                type="checkbox"
                name={`optIns.${channel}`}
                checked={optIns[channel]}
                onChange={(event) => {
                  const { checked } = event.target;
                  setOptIns((current) => ({ ...current, [channel]: checked }));
                }}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sr-field">
        <label className="sr-check">
          <input
            type="checkbox"
            name="termsAccepted"
            checked={acceptedTerms}
            disabled={!termsEnabled}
            aria-describedby={`${id}-terms-hint`}
            aria-invalid={termsError && !acceptedTerms ? true : undefined}
            onChange={(event) => {
              setTerms(event.target.checked);
              setTermsError(false);
            }}
          />
          <span>{termsLabel}</span>
        </label>
        <p id={`${id}-terms-hint`} className="sr-field__hint" aria-live="polite">
          {!termsEnabled
            ? 'Fill in your first name, last name, email and telephone to accept the terms.'
            : termsError && !acceptedTerms
              ? 'Please accept the terms to continue.'
              : ''}
        </p>
      </div>
      <div className="sr-form__actions">
        <button
          type="submit"
          className="sr-btn sr-btn--primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? 'Placing your order…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
