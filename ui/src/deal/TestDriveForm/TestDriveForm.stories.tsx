import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TestDriveForm, type TestDriveFormProps } from './TestDriveForm.tsx';
import { contactSent, expectRefusedBeside, typeContact, useRefusedSend } from '../storyHelpers.ts';
import { vehicleName } from '../fixtures.ts';
import { blurFocus } from '../../shared/storyFocus.ts';
import { event, hidden, radio, text, toggle } from '../../storyControls.ts';

/** The demo's Northampton showroom (contract Branch): open every day, Sundays 10:30 to 16:30. */
const northampton = {
  name: 'Showroom Northampton',
  address: { street: '12 Riverside Way', town: 'Northampton', postcode: 'NN3 9HX' },
  opening_hours: [
    { days: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' },
    { days: 'Saturday', weekdays: [6], opens: '09:00', closes: '18:00' },
    { days: 'Sunday', weekdays: [7], opens: '10:30', closes: '16:30' },
  ],
};

/**
 * The test drive request in the deal builder: a day and time the branch is open, and the shopper's
 * details.
 */
const meta = {
  title: 'Deal builder/TestDriveForm',
  component: TestDriveForm,
  tags: ['autodocs'],
  // Thursday 26 November 2026, 14:10 at the branch (components never read the clock).
  args: {
    status: 'idle',
    now: { date: '2026-11-26', time: '14:10' },
    branch: northampton,
    vehicleName,
    onSubmit: fn(),
  },
  argTypes: {
    headingLevel: radio([2, 3, 4], 'Level of the heading (3 inside the deal panel).'),
    status: radio(['idle', 'sending', 'success', 'failure'], 'Where the request is.'),
    now: hidden,
    branch: hidden,
    sent: hidden,
    vehicleName: text('The vehicle name.'),
    recaptchaFailed: toggle('The reCAPTCHA check failed.'),
    errors: hidden,
    initialValues: hidden,
    policyLinks: hidden,
    onSubmit: event,
    onChange: event,
  },
} satisfies Meta<typeof TestDriveForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.value);

/** Ready to fill in: the days and times the branch is open from now. */
export const Idle = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByLabelText('Preferred date');
    const time = canvas.getByLabelText('Preferred time');
    await step('the branch is named; the next two weeks are offered, today first', async () => {
      await expect(
        canvas.getByText('At Showroom Northampton, 12 Riverside Way, Northampton NN3 9HX.'),
      ).toBeVisible();
      const dates = [...(date as HTMLSelectElement).options].filter((o) => o.value);
      await expect(dates).toHaveLength(14);
      await expect(dates[0]?.text).toBe('Today, Thursday 26 November');
      await expect(dates[3]?.text).toBe('Sunday 29 November');
    });
    await step('a Sunday offers its hours only: from 10:30, never 10:00', async () => {
      await userEvent.selectOptions(date, '2026-11-29');
      const times = optionsOf(time);
      await expect(times[0]).toBe('10:30');
      await expect(times.at(-1)).toBe('15:30');
      await expect(times).not.toContain('10:00');
    });
    await step('today offers only times still ahead (an hour’s notice)', async () => {
      await userEvent.selectOptions(date, '2026-11-26');
      await expect(optionsOf(time)).toEqual(['15:30', '16:00', '16:30', '17:00', '17:30', '18:00']);
    });
    await step('a complete request is sent with the slot chosen', async () => {
      await userEvent.selectOptions(date, '2026-11-29');
      await userEvent.selectOptions(time, '10:30');
      await typeContact(canvas, '07700 900123');
      await userEvent.click(canvas.getByRole('button', { name: 'Request test drive' }));
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        ...contactSent('07700 900123'),
        preferredDate: '2026-11-29',
        preferredTime: '10:30',
      });
    });
    blurFocus();
  },
} satisfies Story;

/** A time chosen for one day is dropped when another day does not offer it. */
export const TimeFollowsTheDay = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByLabelText('Preferred date');
    const time = canvas.getByLabelText('Preferred time');
    await userEvent.selectOptions(date, '2026-11-27');
    await userEvent.selectOptions(time, '09:00');
    await userEvent.selectOptions(date, '2026-11-29');
    await expect(time).toHaveValue('');
    blurFocus();
  },
} satisfies Story;

/** A branch closed at weekends offers no Saturday or Sunday. */
export const ClosedAtWeekends = {
  args: {
    branch: {
      name: 'Showroom Prep Centre',
      opening_hours: [
        { days: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], opens: '08:00', closes: '17:00' },
        { days: 'Saturday', weekdays: [6], opens: null, closes: null },
        { days: 'Sunday', weekdays: [7], opens: null, closes: null },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dates = optionsOf(within(canvasElement).getByLabelText('Preferred date'));
    await expect(dates).toContain('2026-11-27');
    await expect(dates).not.toContain('2026-11-28');
    await expect(dates).not.toContain('2026-11-29');
    await expect(dates).toContain('2026-11-30');
  },
} satisfies Story;

/** Sent without a time: the field says it is needed. */
export const MissingTime = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request test drive' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The postcode and the terms are asked for too (requirement FORM-5).
    await expect(canvas.getByLabelText('Postcode')).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(
      canvas.getByRole('checkbox', { name: /terms and conditions/ }),
    ).toHaveAccessibleDescription('Please accept the terms and conditions to send this');
    await expect(canvas.getByLabelText('Preferred date')).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(canvas.getByLabelText('Preferred time')).toHaveAccessibleDescription(
      'This field is required',
    );
    blurFocus();
  },
} satisfies Story;

/** On its way. */
export const Sending = {
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
} satisfies Story;

/** The confirmation repeats the date, the time and the branch. */
export const Success = {
  args: { status: 'success', sent: { preferredDate: '2026-11-29', preferredTime: '10:30' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe(
      'Thank you: we have received your test drive request' +
        'Your test drive: Sunday 29 November 2026 at 10:30, at Showroom Northampton, 12 Riverside Way, Northampton NN3 9HX. We will be in touch to confirm it.',
    );
    await expect(canvas.queryByLabelText('Preferred date')).not.toBeInTheDocument();
  },
} satisfies Story;

const TOO_SOON =
  'That time has passed or is too soon. Please choose a time from 16:00, or another day.';

/** A form whose send the API refuses, as the deal builder reports it. */
function RefusedTestDrive(props: TestDriveFormProps) {
  return <TestDriveForm {...props} {...useRefusedSend(props.onSubmit, [TOO_SOON])} />;
}

/** The API's reason is said beside the button, and focus goes there. */
export const Failure = {
  render: (args) => <RefusedTestDrive {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Preferred date'), '2026-11-26');
    await userEvent.selectOptions(canvas.getByLabelText('Preferred time'), '15:30');
    await typeContact(canvas, '07700 900123');
    await userEvent.click(canvas.getByRole('button', { name: 'Request test drive' }));
    await expectRefusedBeside(canvas, TOO_SOON, 'Request test drive');
    blurFocus();
  },
} satisfies Story;

/** Without the branch's hours the form offers the usual day, 09:00 to 17:00. */
export const BranchUnknown = {
  args: { branch: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Preferred date'), '2026-11-29');
    const times = optionsOf(canvas.getByLabelText('Preferred time'));
    await expect(times[0]).toBe('09:00');
    await expect(times.at(-1)).toBe('17:00');
    blurFocus();
  },
} satisfies Story;
