import {
  formatDayLabel,
  testDriveDates,
  testDriveProblem,
  testDriveTimes,
  leadContactErrors,
  validateRequired,
  type OpeningHours,
  type TestDriveSettings,
  type WallClock,
  type LeadContact,
} from '@showroom/core';
import {
  ContactFields,
  PostcodeField,
  TermsField,
  type PolicyLinks,
} from '../shared/ContactFields.tsx';
import { SelectField } from '../shared/Fields.tsx';
import { SentLeadForm } from '../shared/LeadForm.tsx';
import { useFormFields } from '../shared/useFormFields.ts';
import type { SendStatus } from '../shared/types.ts';

/** A test-drive request (form-submit fields; date as YYYY-MM-DD, time as HH:MM). */
export type TestDriveRequest = LeadContact & {
  preferredDate: string;
  preferredTime: string;
};

/** The branch the vehicle is at, as the API's branches list has it (contract Branch). */
export interface TestDriveBranchData {
  name: string;
  address?: { street: string; town: string; postcode: string } | null;
  opening_hours: OpeningHours;
  /** The branch's own test-drive slots (contract Branch.test_drives); none: the usual ones. */
  test_drives?: TestDriveSettings | null;
}

export interface TestDriveFormProps {
  /** Level of the component's heading (default 2; 3 inside the deal panel). */
  headingLevel?: 2 | 3 | 4;
  /** Where the request is: idle, sending, success or failure. */
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
  /** The vehicle's name, in the form's heading. */
  vehicleName?: string;
  /** The reCAPTCHA check failed: the notice asks the shopper to try again. */
  recaptchaFailed?: boolean;
  /** Why the last send failed (the server's reasons), shown beside the button. */
  errors?: readonly string[];
  /** The shopper sent the request (checked first). */
  onSubmit: (request: TestDriveRequest) => void;
  /** Values to start from (what was typed before, the shopper's known details). */
  initialValues?: Readonly<Partial<Record<keyof TestDriveRequest, string>>>;
  /** The fields as typed, after every change (the deal keeps them while the form is away). */
  onChange?: (values: Readonly<Record<string, string>>) => void;
  /** The retailer's terms and privacy pages the terms checkbox links to. */
  policyLinks?: PolicyLinks;
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
 * The test-drive form (requirement DEAL-1, step-test-drive-form): the days the vehicle's branch is
 * open over the next two weeks and, for the day chosen, the times it can give (core's
 * testDriveDates and testDriveTimes); the request is checked with core's testDriveProblem before it
 * is sent. The confirmation repeats the date, time and branch.
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
  initialValues = {},
  onChange,
  policyLinks,
  headingLevel = 2,
}: TestDriveFormProps) {
  const hours = branch?.opening_hours ?? USUAL_HOURS;
  const settings = branch?.test_drives ?? null;
  const checked = {
    name: branch?.name ?? 'The branch',
    opening_hours: hours,
    test_drives: settings,
  };
  const form = useFormFields(
    {
      firstName: initialValues.firstName ?? '',
      lastName: initialValues.lastName ?? '',
      email: initialValues.email ?? '',
      telephone: initialValues.telephone ?? '',
      postcode: initialValues.postcode ?? '',
      preferredDate: initialValues.preferredDate ?? '',
      preferredTime: initialValues.preferredTime ?? '',
      termsAccepted: '',
    },
    (values) => {
      const problem = testDriveProblem(checked, values.preferredDate, values.preferredTime, now);
      const { termsAccepted, ...contact } = leadContactErrors({
        ...values,
        termsAccepted: values.termsAccepted === '1',
      });
      return {
        ...contact,
        preferredDate: problem?.field === 'preferredDate' ? problem.message : null,
        preferredTime:
          problem?.field === 'preferredTime'
            ? problem.message
            : validateRequired(values.preferredTime),
        termsAccepted,
      };
    },
    onChange,
  );
  const dates = testDriveDates(hours, now, undefined, settings);
  const { preferredDate, preferredTime } = form.values;
  const times = preferredDate ? testDriveTimes(hours, preferredDate, now, settings) : [];
  const where = addressOf(branch);
  const dateField = form.field('preferredDate');

  return (
    <SentLeadForm
      className="sr-testdrive"
      heading={vehicleName ? `Book a test drive in the ${vehicleName}` : 'Book a test drive'}
      headingLevel={headingLevel}
      status={status}
      sentTitle="testDriveSuccess"
      sentNotice={
        sent?.preferredDate && sent.preferredTime ? (
          <p>
            {`Your test drive: ${formatDayLabel(sent.preferredDate)} ${sent.preferredDate.slice(0, 4)} at ${sent.preferredTime}${where ? `, at ${where}` : ''}. We will be in touch to confirm it.`}
          </p>
        ) : null
      }
      errors={errors}
      recaptchaFailed={recaptchaFailed}
      label="Test drive"
      submitLabel="Request test drive"
      form={form}
      onValid={() => onSubmit({ ...form.values, termsAccepted: form.values.termsAccepted === '1' })}
    >
      <ContactFields field={form.field} />
      <PostcodeField field={form.field('postcode')} />
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
            const keep = testDriveTimes(hours, date, now, settings).includes(preferredTime);
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
      <TermsField
        field={form.field('termsAccepted')}
        onCheck={(checked) => form.setValue('termsAccepted', checked ? '1' : '')}
        links={policyLinks}
      />
    </SentLeadForm>
  );
}
