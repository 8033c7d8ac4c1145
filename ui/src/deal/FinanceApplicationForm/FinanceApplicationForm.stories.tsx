import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FinanceApplicationForm } from './FinanceApplicationForm.tsx';
import type { FinanceApplication } from '@showroom/core';
import { completeApplication } from '../fixtures.ts';
import { blurFocus } from '../../shared/storyFocus.ts';
import { event, hidden, radio, toggle } from '../../storyControls.ts';

const complete: Partial<FinanceApplication> = {
  customer_title: 'Mr',
  customer_first_name: 'James',
  customer_last_name: 'Wilson',
  customer_email: 'james.wilson@example.co.uk',
  customer_telephone: '07700 900123',
  ...completeApplication,
};

const SAVED = 'Draft saved. Not sent until you press Send my application.';

/** A draft as the container saves it: complete, but never with bank details. */
const draft: Partial<FinanceApplication> = {
  customer_title: 'Ms',
  customer_first_name: 'Priya',
  customer_last_name: 'Shah',
  customer_email: 'priya.shah@example.co.uk',
  customer_telephone: '07700 900456',
  dob_day: 3,
  dob_month: 11,
  dob_year: 1990,
  marital_status: 'Civil partnership',
  nationality: 'British',
  dependants: 0,
  address_history: [
    {
      building: '7',
      street: 'Wellington Street',
      town: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS1 4AP',
      residential_status: 'Tenant',
      years_at_address: 1,
      months_at_address: 6,
    },
    {
      building: 'Flat 2',
      street: 'Derngate',
      town: 'Northampton',
      county: 'Northamptonshire',
      postcode: 'NN1 1UE',
      residential_status: 'Living with parents',
      years_at_address: 2,
      months_at_address: 0,
    },
  ],
  employment: [
    {
      status: 'Full time',
      occupation: 'Pharmacist',
      employer_name: 'Leeds Teaching Hospitals',
      employer_town: 'Leeds',
      years_employed: 1,
      months_employed: 2,
      gross_annual_income: 48500,
    },
    {
      status: 'Part time',
      occupation: 'Pharmacy assistant',
      employer_name: 'Abington Pharmacy',
      employer_town: 'Northampton',
      years_employed: 3,
      months_employed: 9,
      gross_annual_income: 14200,
    },
  ],
  licence: { type: 'Provisional UK', number: 'SHAH9911030P99XY' },
  passport: { has_passport: false },
};

/**
 * The finance application in the deal builder: personal details, three years of addresses and
 * employment, and bank details, saved as the shopper goes (requirement FORM-2).
 */
const meta = {
  title: 'Deal builder/FinanceApplicationForm',
  component: FinanceApplicationForm,
  tags: ['autodocs'],
  args: { today: '2026-11-25', onChange: fn(), onSubmit: fn() },
  argTypes: {
    headingLevel: radio([2, 3, 4], 'Level of the heading (3 inside the deal panel).'),
    initialValues: hidden,
    today: { control: 'date', description: 'The page’s day, for ages and durations.' },
    saveStatus: radio(['idle', 'saving', 'saved', 'error'], 'Whether the draft is saved.'),
    serverErrors: hidden,
    submitting: toggle('The application is on its way.'),
    onChange: event,
    onSubmit: event,
  },
} satisfies Meta<typeof FinanceApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The application as the shopper first sees it. */
export const Empty = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('every section is there', async () => {
      for (const name of [
        'About you',
        'Contact details',
        'Address history',
        'Employment',
        'Bank account',
        'Driving licence and passport',
      ]) {
        await expect(canvas.getByRole('group', { name })).toBeVisible();
      }
    });
    await step('each change is handed out to be saved', async () => {
      await userEvent.type(canvas.getByLabelText('First name'), 'Jo');
      await expect(args.onChange).toHaveBeenCalledTimes(2);
      await expect(args.onChange).toHaveBeenLastCalledWith({
        customer_first_name: 'Jo',
        address_history: [{}],
        employment: [{}],
        bank_account: {},
        licence: {},
        passport: {},
        payment_type: 'FINANCE',
      });
    });
    await step('submitting shows the problems inline and focuses the first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send my application' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvas.getByLabelText('Title')).toHaveFocus();
      await expect(canvas.getByLabelText('Sort code')).toHaveAccessibleDescription(
        'For example 20-00-00 This field is required',
      );
    });
    blurFocus();
  },
} satisfies Story;

/** Messages appear as the shopper leaves a field that is wrong. */
export const InlineValidation = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('date of birth must be real and the applicant an adult', async () => {
      await userEvent.type(canvas.getByLabelText('Day'), '31');
      await userEvent.type(canvas.getByLabelText('Month'), '2');
      await userEvent.type(canvas.getByLabelText('Year'), '1990');
      await userEvent.tab();
      await expect(canvas.getByLabelText('Year')).toHaveAccessibleDescription(
        'Please enter a real date',
      );
      await userEvent.clear(canvas.getByLabelText('Day'));
      await userEvent.type(canvas.getByLabelText('Day'), '1');
      await userEvent.clear(canvas.getByLabelText('Year'));
      await userEvent.type(canvas.getByLabelText('Year'), '2010');
      await expect(canvas.getByLabelText('Year')).toHaveAccessibleDescription(
        'You must be at least 18 years old',
      );
    });
    await step('sort code and account number are checked', async () => {
      await userEvent.type(canvas.getByLabelText('Sort code'), '12345');
      await userEvent.tab();
      await expect(canvas.getByText('Please enter a 6 digit sort code')).toBeVisible();
      await userEvent.type(canvas.getByLabelText('Account number'), '1234567');
      await userEvent.tab();
      await expect(canvas.getByLabelText('Account number')).toHaveAccessibleDescription(
        'Please enter an 8 digit account number',
      );
    });
    await step('a UK postcode is needed', async () => {
      await userEvent.type(canvas.getByLabelText('Postcode'), '12345');
      await userEvent.tab();
      await expect(canvas.getByLabelText('Postcode')).toHaveAccessibleDescription(
        'Please enter a valid UK postcode',
      );
    });
    blurFocus();
  },
} satisfies Story;

/** Less than three years at this address: the form asks for the previous ones. */
export const AddressHistory = {
  args: {
    initialValues: {
      ...complete,
      address_history: [
        { ...complete.address_history![0], years_at_address: 1, months_at_address: 6 },
      ],
    },
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('with under three years, the shopper is asked for a previous address', async () => {
      await expect(
        canvas.getByText('Please give your addresses for the last 3 years'),
      ).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Send my application' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('adding a previous address that covers the rest removes the button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add a previous address' }));
      const previous = within(canvas.getByRole('group', { name: 'Previous address 1' }));
      await waitFor(() => expect(previous.getByLabelText('House name or number')).toHaveFocus());
      await userEvent.type(previous.getByLabelText('House name or number'), 'Flat 2');
      await userEvent.type(previous.getByLabelText('Street'), 'Derngate');
      await userEvent.type(previous.getByLabelText('Town or city'), 'Northampton');
      await userEvent.type(previous.getByLabelText('Postcode'), 'NN1 1UE');
      await userEvent.selectOptions(previous.getByLabelText('Residential status'), 'Tenant');
      await userEvent.type(previous.getByLabelText('Years at address'), '1');
      await userEvent.type(previous.getByLabelText('Months at address'), '6');
      await expect(
        canvas.queryByRole('button', { name: 'Add a previous address' }),
      ).not.toBeInTheDocument();
      await expect(
        canvas.queryByText('Please give your addresses for the last 3 years'),
      ).not.toBeInTheDocument();
    });
    await step('the complete application is submitted', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send my application' }));
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        ...complete,
        address_history: [
          { ...complete.address_history![0], years_at_address: 1, months_at_address: 6 },
          {
            building: 'Flat 2',
            street: 'Derngate',
            town: 'Northampton',
            postcode: 'NN1 1UE',
            residential_status: 'Tenant',
            years_at_address: 1,
            months_at_address: 6,
          },
        ],
        payment_type: 'FINANCE',
      });
    });
    blurFocus();
  },
} satisfies Story;

/** Filled in and saved. */
export const Complete = {
  args: { initialValues: complete, saveStatus: 'saved' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe(SAVED);
    await userEvent.click(canvas.getByRole('button', { name: 'Send my application' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...complete, payment_type: 'FINANCE' });
    await expect(args.onChange).not.toHaveBeenCalled();
    blurFocus();
  },
} satisfies Story;

/** Saving the draft: said beside the button. */
export const Saving = {
  args: { initialValues: complete, saveStatus: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status').textContent).toBe('Saving your draft…');
  },
} satisfies Story;

/** Not working: no employer fields. */
export const NotWorking = {
  args: {
    initialValues: {
      ...complete,
      employment: [
        { status: 'Retired', years_employed: 3, months_employed: 0, gross_annual_income: 18000 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Employment status')).toHaveValue('Retired');
    await expect(canvas.queryByLabelText('Employer name')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Occupation')).not.toBeInTheDocument();
  },
} satisfies Story;

/** The server refused some answers: a summary of what to fix. */
export const ServerErrorsAndSubmitting = {
  args: {
    initialValues: complete,
    saveStatus: 'error',
    submitting: true,
    serverErrors: ['The lender could not verify your bank details'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(
      Array.from(
        canvas.getByRole('alert').querySelectorAll('li'),
        (item: Element) => item.textContent,
      ),
    ).toEqual(['The lender could not verify your bank details']);
    await expect(canvas.getByRole('status').textContent).toBe(
      'Draft not saved yet, we will try again',
    );
    await expect(canvas.getByRole('button', { name: 'Sending your application…' })).toBeDisabled();
    blurFocus();
  },
} satisfies Story;

/** A saved draft comes back: every field restored, the bank details empty (never saved). */
export const RestoredDraft = {
  args: { initialValues: draft, saveStatus: 'saved' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('about you and contact details', async () => {
      await expect(canvas.getByLabelText('Title')).toHaveValue('Ms');
      await expect(canvas.getByLabelText('First name')).toHaveValue('Priya');
      await expect(canvas.getByLabelText('Day')).toHaveValue('3');
      await expect(canvas.getByLabelText('Month')).toHaveValue('11');
      await expect(canvas.getByLabelText('Year')).toHaveValue('1990');
      await expect(canvas.getByLabelText('Marital status')).toHaveValue('Civil partnership');
      await expect(canvas.getByLabelText('Dependants')).toHaveValue('0');
      await expect(canvas.getByLabelText('Telephone')).toHaveValue('07700 900456');
    });
    await step('both addresses, the second one in full', async () => {
      const current = within(canvas.getByRole('group', { name: 'Current address' }));
      await expect(current.getByLabelText('Postcode')).toHaveValue('LS1 4AP');
      const previous = within(canvas.getByRole('group', { name: 'Previous address 1' }));
      await expect(previous.getByLabelText('House name or number')).toHaveValue('Flat 2');
      await expect(previous.getByLabelText('Street')).toHaveValue('Derngate');
      await expect(previous.getByLabelText('Town or city')).toHaveValue('Northampton');
      await expect(previous.getByLabelText('County (optional)')).toHaveValue('Northamptonshire');
      await expect(previous.getByLabelText('Postcode')).toHaveValue('NN1 1UE');
      await expect(previous.getByLabelText('Residential status')).toHaveValue(
        'Living with parents',
      );
      await expect(previous.getByLabelText('Years at address')).toHaveValue('2');
      await expect(previous.getByLabelText('Months at address')).toHaveValue('0');
      await expect(
        canvas.queryByRole('button', { name: 'Add a previous address' }),
      ).not.toBeInTheDocument();
    });
    await step('both employments', async () => {
      const previous = within(canvas.getByRole('group', { name: 'Previous employment 1' }));
      await expect(previous.getByLabelText('Employment status')).toHaveValue('Part time');
      await expect(previous.getByLabelText('Employer name')).toHaveValue('Abington Pharmacy');
      await expect(previous.getByLabelText('Gross annual income (£)')).toHaveValue('14200');
    });
    await step('licence and passport', async () => {
      await expect(canvas.getByLabelText('Driving licence')).toHaveValue('Provisional UK');
      await expect(canvas.getByLabelText('Licence number (optional)')).toHaveValue(
        'SHAH9911030P99XY',
      );
      await expect(canvas.getByLabelText('Do you have a passport?')).toHaveValue('no');
    });
    await step('the bank details are empty and the draft is marked as not sent', async () => {
      for (const label of [
        'Name on the account',
        'Sort code',
        'Account number',
        'Years with this bank',
      ]) {
        await expect(canvas.getByLabelText(label)).toHaveValue('');
      }
      await expect(canvas.getByRole('status').textContent).toBe(SAVED);
    });
    await step('sending asks for the bank details first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send my application' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvas.getByLabelText('Name on the account')).toHaveFocus();
    });
    blurFocus();
  },
} satisfies Story;
