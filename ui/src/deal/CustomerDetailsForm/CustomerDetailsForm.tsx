import { useEffect, useId, useRef, useState } from 'react';
import {
  termsCheckboxEnabled,
  validateEmail,
  validateName,
  validatePostcode,
  validateTelephone,
  type Title,
  type LeadContact,
} from '@showroom/core';
import {
  ContactFields,
  PolicyLabel,
  PostcodeField,
  TitleField,
  type PolicyLinks,
} from '../shared/ContactFields.tsx';
import { ErrorSummary } from '../shared/Fields.tsx';
import { FormShell } from '../shared/LeadForm.tsx';
import { focusField, useFormFields } from '../shared/useFormFields.ts';
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
export type CustomerDetails = LeadContact & {
  title: Title | '';
  /** Every channel false unless the shopper ticked it. */
  optIns: CustomerOptIns;
};

export interface CustomerDetailsFormProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Values to start from, as the deal keeps them (restored from the order): a title or opt-ins
   * read back from anywhere are taken as they come, and checked like typed ones.
   */
  initialValues?: Partial<Omit<CustomerDetails, 'title' | 'optIns'>> & {
    title?: string;
    optIns?: Partial<CustomerOptIns>;
  };
  /** Server error messages, already flattened with core's flattenErrors (requirement ERR-2). */
  serverErrors?: readonly string[];
  /** The reCAPTCHA check failed (requirement ERR-3 text shown). */
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
  /** The retailer's terms and privacy pages the label links to. */
  policyLinks?: PolicyLinks;
  /** Every field valid and terms accepted. */
  onSubmit: (details: CustomerDetails) => void;
  /** The fields as typed, after every change (the deal keeps them while the form is away). */
  onChange?: (values: Readonly<Record<string, string>>) => void;
}

const NO_ERRORS: readonly string[] = [];
const NO_OPT_INS: CustomerOptIns = { email: false, telephone: false, sms: false };
const OPT_IN_CHANNELS: readonly (readonly [keyof CustomerOptIns, string])[] = [
  ['email', 'Email'],
  ['telephone', 'Phone'],
  ['sms', 'Text message'],
];

/**
 * Customer details for the order (requirement DEAL-2, step-2): title, names, email, telephone,
 * postcode and the terms checkbox, which stays disabled until the names, email and telephone are
 * filled (requirement FORM-1).
 */
export function CustomerDetailsForm({
  initialValues = {},
  serverErrors = NO_ERRORS,
  recaptchaFailed = false,
  submitting = false,
  submitLabel = 'Place my order',
  termsLabel = 'I accept the terms and conditions of sale and the privacy policy',
  policyLinks,
  onSubmit,
  onChange,
  headingLevel = 2,
}: CustomerDetailsFormProps) {
  const t = useMessage();
  const Heading = `h${headingLevel}` as const;
  const id = useId();
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
    onChange,
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
    <FormShell
      form={form}
      className="sr-form sr-customer"
      labelledBy={`${id}-heading`}
      busy={busy}
      locked={() => lock.current}
      submitLabel={submitLabel}
      busyLabel="Placing your order…"
      onValid={(element) => {
        if (!acceptedTerms) {
          setTermsError(true);
          focusField(element, 'termsAccepted');
          return;
        }
        lock.current = true;
        onSubmit({
          ...form.values,
          title: form.values.title as Title,
          termsAccepted: true,
          optIns: { ...optIns },
        });
      }}
    >
      <Heading id={`${id}-heading`} className="sr-form__section-title sr-customer__heading">
        Your details
      </Heading>
      <ErrorSummary ref={summaryRef} heading="We could not place your order" messages={messages} />
      <div className="sr-form__row">
        <TitleField className="sr-customer__title" field={form.field('title')} />
      </div>
      <ContactFields field={form.field} />
      <PostcodeField className="sr-customer__postcode" field={form.field('postcode')} />
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
          <PolicyLabel label={termsLabel} links={policyLinks} />
        </label>
        <p id={`${id}-terms-hint`} className="sr-field__hint" aria-live="polite">
          {!termsEnabled
            ? 'Fill in your first name, last name, email and telephone to accept the terms.'
            : termsError && !acceptedTerms
              ? 'Please accept the terms to continue.'
              : ''}
        </p>
      </div>
    </FormShell>
  );
}
