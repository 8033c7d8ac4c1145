import { useId, useRef } from 'react';
import {
  ENQUIRY_MESSAGE_MAX_LENGTH,
  ENQUIRY_TYPES,
  TITLES,
  validateEmail,
  validateEnquiryMessage,
  validateName,
  validateRequired,
  validateTelephone,
} from '@showroom/core';
import { CountAnnouncer, useCharacterCount } from '../shared/CharacterCount.tsx';
import { SelectField, TextAreaField, TextField } from '../shared/Fields.tsx';
import { SendFailure, SendNotice } from '../shared/SendNotice.tsx';
import { submitWhenValid, useFormFields } from '../shared/useFormFields.ts';
import type { SendStatus } from '../shared/types.ts';
import '../../shared/base.css';
import '../shared/fields.css';

/** The enquiry as the shopper wrote it (form-submit fields). */
export interface Enquiry {
  enquiryType: string;
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  message: string;
}

export interface EnquiryFormProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /** idle, sending (busy), success or failure (spec 8 texts). */
  status: SendStatus;
  /** Enquiry types offered (order config enquiry_form.enquiry_types; default spec 9). */
  enquiryTypes?: readonly string[];
  /** The type chosen at first. */
  defaultEnquiryType?: string;
  /** The vehicle asked about, shown in the heading. */
  vehicleName?: string;
  /** The reCAPTCHA check failed. */
  recaptchaFailed?: boolean;
  /** Why the last send failed (the server's reasons), shown beside Send with the failure. */
  errors?: readonly string[];
  onSubmit: (enquiry: Enquiry) => void;
}

/** The enquiry form (spec 2 step-enquiry-form) with the spec's success and failure texts. */
export function EnquiryForm({
  status,
  enquiryTypes = ENQUIRY_TYPES,
  defaultEnquiryType = enquiryTypes[0] ?? '',
  vehicleName,
  recaptchaFailed = false,
  errors = [],
  onSubmit,
  headingLevel = 2,
}: EnquiryFormProps) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormFields(
    {
      enquiryType: defaultEnquiryType,
      title: '',
      firstName: '',
      lastName: '',
      email: '',
      telephone: '',
      message: '',
    },
    (values) => ({
      enquiryType: validateRequired(values.enquiryType),
      title: null,
      firstName: validateName(values.firstName),
      lastName: validateName(values.lastName),
      email: validateEmail(values.email),
      telephone: validateTelephone(values.telephone),
      message: validateEnquiryMessage(values.message),
    }),
  );
  const sending = status === 'sending';
  const count = useCharacterCount(form.values.message, ENQUIRY_MESSAGE_MAX_LENGTH);

  return (
    <section className="sr-enquiry" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="sr-form__section-title">
        {vehicleName ? `Enquire about the ${vehicleName}` : 'Make an enquiry'}
      </Heading>
      <SendNotice status={status} />
      {status === 'success' ? null : (
        <form
          ref={formRef}
          className="sr-form"
          noValidate
          aria-label="Enquiry"
          onSubmit={(event) =>
            submitWhenValid(event, form, formRef.current, sending, () =>
              onSubmit({ ...form.values }),
            )
          }
        >
          <SelectField label="Enquiry type" options={enquiryTypes} {...form.field('enquiryType')} />
          <div className="sr-form__row">
            <SelectField
              label="Title (optional)"
              placeholder="None"
              options={TITLES}
              autoComplete="honorific-prefix"
              {...form.field('title')}
            />
            <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
          </div>
          <div className="sr-form__row">
            <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
            <TextField
              label="Telephone"
              type="tel"
              autoComplete="tel"
              {...form.field('telephone')}
            />
          </div>
          <TextAreaField
            label="Your message"
            rows={4}
            maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
            hint={
              <span className={count.atLimit ? 'sr-field__count--limit' : undefined}>
                {count.text}
              </span>
            }
            onPaste={count.onPaste}
            {...form.field('message')}
          />
          <CountAnnouncer text={count.announced} />
          <div className="sr-form__actions">
            <SendFailure status={status} messages={errors} recaptchaFailed={recaptchaFailed} />
            <button
              type="submit"
              className="sr-btn sr-btn--primary"
              disabled={sending}
              aria-busy={sending || undefined}
            >
              {sending ? 'Sending…' : 'Send enquiry'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
