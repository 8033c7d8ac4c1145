import { useId, useRef } from 'react';
import {
  formatDayLabel,
  testDriveDates,
  testDriveProblem,
  testDriveTimes,
  validateEmail,
  validateName,
  validateRequired,
  validateTelephone,
  type OpeningHours,
  type WallClock,
} from '@showroom/core';
import { SelectField, TextField } from '../shared/Fields.tsx';
import { SendFailure, SendNotice } from '../shared/SendNotice.tsx';
import { submitWhenValid, useFormFields } from '../shared/useFormFields.ts';
import type { SendStatus } from '../shared/types.ts';
import '../../shared/base.css';
import '../shared/fields.css';

/** A test-drive request (form-submit fields; date as YYYY-MM-DD, time as HH:MM). */
export interface TestDriveRequest {
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  preferredDate: string;
  preferredTime: string;
}

/** The branch the vehicle is at, as the API's branches list has it (contract Branch). */
export interface TestDriveBranchData {
  name: string;
  address?: { street: string; town: string; postcode: string } | null;
  opening_hours: OpeningHours;
}

export interface TestDriveFormProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  status: SendStatus;
  /**
   * Now, as a clock at the branch reads it (passed in: components never read the clock): only
   * slots still possible are offered.
   */
  now: WallClock;
  /** The vehicle's branch: the days and times offered are within its opening hours. */
  branch?: TestDriveBranchData | null;
  /** The request that was sent: the confirmation repeats its date and time with the branch. */
  sent?: { preferredDate?: string | null; preferredTime?: string | null } | null;
  vehicleName?: string;
  recaptchaFailed?: boolean;
  /** Why the last send failed (the server's reasons), shown beside the button. */
  errors?: readonly string[];
  onSubmit: (request: TestDriveRequest) => void;
}

/** Without the branch's hours: every day, slots from 09:00 to 17:00. */
const USUAL_HOURS: OpeningHours = [
  { weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '09:00', closes: '18:00' },
];

const addressOf = (branch: TestDriveBranchData | null | undefined) =>
  branch
    ? [
        branch.name,
        branch.address?.street,
        branch.address && `${branch.address.town} ${branch.address.postcode}`,
      ]
        .filter(Boolean)
        .join(', ')
    : null;

/**
 * The test-drive form (spec 2 step-test-drive-form): the days the vehicle's branch is open over the
 * next two weeks and, for the day chosen, the times it can give (core's testDriveDates and
 * testDriveTimes); the request is checked with core's testDriveProblem before it is sent. The
 * confirmation repeats the date, time and branch.
 */
export function TestDriveForm({
  status,
  now,
  branch,
  sent,
  vehicleName,
  recaptchaFailed = false,
  errors = [],
  onSubmit,
  headingLevel = 2,
}: TestDriveFormProps) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const hours = branch?.opening_hours ?? USUAL_HOURS;
  const checked = { name: branch?.name ?? 'The branch', opening_hours: hours };
  const form = useFormFields(
    { firstName: '', lastName: '', email: '', telephone: '', preferredDate: '', preferredTime: '' },
    (values) => {
      const problem = testDriveProblem(checked, values.preferredDate, values.preferredTime, now);
      return {
        firstName: validateName(values.firstName),
        lastName: validateName(values.lastName),
        email: validateEmail(values.email),
        telephone: validateTelephone(values.telephone),
        preferredDate: problem?.field === 'preferredDate' ? problem.message : null,
        preferredTime:
          problem?.field === 'preferredTime'
            ? problem.message
            : validateRequired(values.preferredTime),
      };
    },
  );
  const sending = status === 'sending';
  const dates = testDriveDates(hours, now);
  const { preferredDate, preferredTime } = form.values;
  const times = preferredDate ? testDriveTimes(hours, preferredDate, now) : [];
  const where = addressOf(branch);
  const dateField = form.field('preferredDate');

  return (
    <section className="sr-testdrive" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="sr-form__section-title">
        {vehicleName ? `Book a test drive in the ${vehicleName}` : 'Book a test drive'}
      </Heading>
      <SendNotice status={status}>
        {sent?.preferredDate && sent.preferredTime ? (
          <p>
            {`Your test drive: ${formatDayLabel(sent.preferredDate)} ${sent.preferredDate.slice(0, 4)} at ${sent.preferredTime}${where ? `, at ${where}` : ''}. We will be in touch to confirm it.`}
          </p>
        ) : null}
      </SendNotice>
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
          {where ? <p className="sr-field__hint">{`At ${where}.`}</p> : null}
          <div className="sr-form__row">
            <SelectField
              label="Preferred date"
              placeholder="Please select"
              options={dates.map((date) => ({
                value: date,
                label: date === now.date ? `Today, ${formatDayLabel(date)}` : formatDayLabel(date),
              }))}
              {...dateField}
              onChange={(event) => {
                const date = event.target.value;
                // A time the new day does not offer is dropped rather than kept out of sight.
                const keep = testDriveTimes(hours, date, now).includes(preferredTime);
                form.replaceValues({
                  ...form.values,
                  preferredDate: date,
                  preferredTime: keep ? preferredTime : '',
                });
              }}
            />
            <SelectField
              label="Preferred time"
              placeholder={preferredDate ? 'Please select' : 'Choose a date first'}
              options={times}
              {...form.field('preferredTime')}
            />
          </div>
          <div className="sr-form__actions">
            <SendFailure status={status} messages={errors} recaptchaFailed={recaptchaFailed} />
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
