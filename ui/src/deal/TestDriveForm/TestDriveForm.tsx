import { useId, useRef } from 'react';
import { validateEmail, validateName, validateRequired, validateTelephone } from '@showroom/core';
import { SelectField, TextField } from '../shared/Fields.tsx';
import { SendNotice } from '../shared/SendNotice.tsx';
import { submitWhenValid, useFormFields } from '../shared/useFormFields.ts';
import type { SendStatus } from '../shared/types.ts';
import '../../shared/base.css';
import '../shared/fields.css';
import { useMessage, type Translate } from '../../shared/messages.tsx';

/** A test-drive request (form-submit fields; date as YYYY-MM-DD, time as HH:MM). */
export interface TestDriveRequest {
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  preferredDate: string;
  preferredTime: string;
}

export interface TestDriveFormProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  status: SendStatus;
  /** Today as YYYY-MM-DD (passed in: components never read the clock); earlier dates are refused. */
  today: string;
  /** Time slots offered, HH:MM. */
  timeSlots?: readonly string[];
  vehicleName?: string;
  recaptchaFailed?: boolean;
  onSubmit: (request: TestDriveRequest) => void;
}

const DEFAULT_SLOTS = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
];

function validateDate(value: string, today: string, t: Translate): string | null {
  if (value.trim() === '') return t('requiredField');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    return t('invalidDate');
  }
  return value < today ? 'Please choose today or a later date' : null;
}

/** The test-drive form (spec 2 step-test-drive-form): preferred date (not in the past) and time. */
export function TestDriveForm({
  status,
  today,
  timeSlots = DEFAULT_SLOTS,
  vehicleName,
  recaptchaFailed = false,
  onSubmit,
  headingLevel = 2,
}: TestDriveFormProps) {
  const t = useMessage();
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormFields(
    { firstName: '', lastName: '', email: '', telephone: '', preferredDate: '', preferredTime: '' },
    (values) => ({
      firstName: validateName(values.firstName),
      lastName: validateName(values.lastName),
      email: validateEmail(values.email),
      telephone: validateTelephone(values.telephone),
      preferredDate: validateDate(values.preferredDate, today, t),
      preferredTime: validateRequired(values.preferredTime),
    }),
  );
  const sending = status === 'sending';

  return (
    <section className="sr-testdrive" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="sr-form__section-title">
        {vehicleName ? `Book a test drive in the ${vehicleName}` : 'Book a test drive'}
      </Heading>
      <SendNotice status={status} />
      {status === 'success' ? null : (
        <form
          ref={formRef}
          className="sr-form"
          noValidate
          aria-label="Test drive"
          onSubmit={(event) =>
            submitWhenValid(event, form, formRef.current, sending, () =>
              onSubmit({ ...form.values }),
            )
          }
        >
          {recaptchaFailed ? (
            <p role="alert" className="sr-notice sr-notice--failure">
              {t('recaptchaFailed')}
            </p>
          ) : null}
          <div className="sr-form__row">
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
          <div className="sr-form__row">
            <TextField
              label="Preferred date"
              type="date"
              min={today}
              {...form.field('preferredDate')}
            />
            <SelectField
              label="Preferred time"
              placeholder="Please select"
              options={timeSlots}
              {...form.field('preferredTime')}
            />
          </div>
          <div className="sr-form__actions">
            <button
              type="submit"
              className="sr-btn sr-btn--primary"
              disabled={sending}
              aria-busy={sending || undefined}
            >
              {sending ? 'Sending…' : 'Request test drive'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
