import {
  ENQUIRY_MESSAGE_MAX_LENGTH,
  ENQUIRY_TYPES,
  leadContactErrors,
  validateEnquiryMessage,
  validateRequired,
  type LeadContact,
} from '@showroom/core';
import { CountAnnouncer, useCharacterCount } from '../shared/CharacterCount.tsx';
import {
  ContactFields,
  PostcodeField,
  TermsField,
  type PolicyLinks,
} from '../shared/ContactFields.tsx';
import { SelectField, TextAreaField } from '../shared/Fields.tsx';
import { SentLeadForm } from '../shared/LeadForm.tsx';
import { useFormFields } from '../shared/useFormFields.ts';
import type { SendStatus } from '../shared/types.ts';

/** The enquiry as the shopper wrote it (form-submit fields). */
export type Enquiry = LeadContact & {
  enquiryType: string;
  title: string;
  message: string;
};

export interface EnquiryFormProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /** idle, sending (busy), success or failure (requirement ERR-8 texts). */
  status: SendStatus;
  /**
   * Enquiry types offered (order config enquiry_form.enquiry_types; default requirement FORM-3).
   */
  enquiryTypes?: readonly string[];
  /** The type chosen at first. */
  defaultEnquiryType?: string;
  /** The vehicle asked about, shown in the heading. */
  vehicleName?: string;
  /** The reCAPTCHA check failed. */
  recaptchaFailed?: boolean;
  /** Why the last send failed (the server's reasons), shown beside Send with the failure. */
  errors?: readonly string[];
  /** The shopper sent the enquiry (checked first). */
  onSubmit: (enquiry: Enquiry) => void;
  /** Values to start from (what was typed before, the shopper's known details). */
  initialValues?: Readonly<Partial<Record<keyof Enquiry, string>>>;
  /** The fields as typed, after every change (the deal keeps them while the form is away). */
  onChange?: (values: Readonly<Record<string, string>>) => void;
  /** The retailer's terms and privacy pages the terms checkbox links to. */
  policyLinks?: PolicyLinks;
}

/**
 * The enquiry form (requirement DEAL-1, step-enquiry-form) with the success and failure texts of
 * requirement ERR-8.
 */
export function EnquiryForm({
  status,
  enquiryTypes = ENQUIRY_TYPES,
  defaultEnquiryType = enquiryTypes[0] ?? '',
  vehicleName,
  recaptchaFailed = false,
  errors = [],
  onSubmit,
  initialValues = {},
  onChange,
  policyLinks,
  headingLevel = 2,
}: EnquiryFormProps) {
  const form = useFormFields(
    {
      enquiryType: enquiryTypes.includes(initialValues.enquiryType ?? '')
        ? initialValues.enquiryType!
        : defaultEnquiryType,
      title: initialValues.title ?? '',
      firstName: initialValues.firstName ?? '',
      lastName: initialValues.lastName ?? '',
      email: initialValues.email ?? '',
      telephone: initialValues.telephone ?? '',
      postcode: initialValues.postcode ?? '',
      message: initialValues.message ?? '',
      termsAccepted: '',
    },
    (values) => ({
      enquiryType: validateRequired(values.enquiryType),
      title: null,
      ...leadContactErrors({ ...values, termsAccepted: values.termsAccepted === '1' }),
      message: validateEnquiryMessage(values.message),
    }),
    onChange,
  );
  const count = useCharacterCount(form.values.message, ENQUIRY_MESSAGE_MAX_LENGTH);
  // Over the limit, the count becomes the field's message as it is typed (said once, in the
  // count's place), so nothing appears or moves when the shopper leaves the field for Send.
  const message = form.field('message');
  const overLimit = form.values.message.length > ENQUIRY_MESSAGE_MAX_LENGTH;
  const messageError = overLimit ? (form.problems.message ?? null) : message.error;

  return (
    <SentLeadForm
      className="sr-enquiry"
      heading={vehicleName ? `Enquire about the ${vehicleName}` : 'Make an enquiry'}
      headingLevel={headingLevel}
      status={status}
      errors={errors}
      recaptchaFailed={recaptchaFailed}
      label="Enquiry"
      submitLabel="Send enquiry"
      form={form}
      onValid={() => onSubmit({ ...form.values, termsAccepted: form.values.termsAccepted === '1' })}
    >
      <SelectField label="Enquiry type" options={enquiryTypes} {...form.field('enquiryType')} />
      <ContactFields field={form.field} title={{ field: form.field('title'), optional: true }} />
      <PostcodeField field={form.field('postcode')} />
      <TextAreaField
        label="Your message"
        rows={4}
        hint={
          overLimit ? undefined : (
            <span className={count.atLimit ? 'sr-field__count--limit' : undefined}>
              {count.text}
            </span>
          )
        }
        {...message}
        error={messageError}
      />
      <CountAnnouncer text={count.announced} />
      <TermsField
        field={form.field('termsAccepted')}
        onCheck={(checked) => form.setValue('termsAccepted', checked ? '1' : '')}
        links={policyLinks}
      />
    </SentLeadForm>
  );
}
