import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { flattenErrors, message } from '@showroom/core';
import { CustomerDetailsForm } from './CustomerDetailsForm.tsx';
import { blurFocus } from '../../shared/storyFocus.ts';
import { event, hidden, radio, text, toggle } from '../../storyControls.ts';

/**
 * The shopper's details in the deal builder (name, email, telephone, address, marketing choices and
 * the terms), checked as they type with the messages core gives (requirement ORDER-3).
 */
const meta = {
  title: 'Deal builder/CustomerDetailsForm',
  component: CustomerDetailsForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  argTypes: {
    headingLevel: radio([2, 3, 4], 'Level of the heading (3 inside the deal panel).'),
    initialValues: hidden,
    serverErrors: hidden,
    recaptchaFailed: toggle('The reCAPTCHA check failed.'),
    submitting: toggle('The details are on their way.'),
    submitLabel: text('The button text.'),
    termsLabel: text('The terms box label.'),
    policyLinks: hidden,
    onSubmit: event,
    onChange: event,
  },
} satisfies Meta<typeof CustomerDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The email field (a text box: the opt-in checkbox is also called Email). */
const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });

/** The error summary's messages, in order. */
const summaryMessages = (canvas: Canvas) =>
  Array.from(canvas.getByRole('alert').querySelectorAll('li'), (item: Element) => item.textContent);

const NO_OPT_INS = { email: false, telephone: false, sms: false };

const james = {
  title: 'Mr',
  firstName: 'James',
  lastName: 'Wilson',
  email: 'james.wilson@example.co.uk',
  telephone: '07700 900123',
  postcode: 'NN1 2AJ',
} as const;

async function fillIn(canvas: Canvas) {
  await userEvent.selectOptions(canvas.getByLabelText('Title'), 'Mr');
  await userEvent.type(canvas.getByLabelText('First name'), 'James');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Wilson');
  await userEvent.type(emailField(canvas), 'james.wilson@example.co.uk');
  await userEvent.type(canvas.getByLabelText('Telephone'), '07700 900123');
  await userEvent.type(canvas.getByLabelText('Postcode'), 'NN1 2AJ');
}

/** The form as the shopper first sees it: nothing filled in. */
export const Empty = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getByRole('checkbox', { name: /I accept the terms/ });
    await step(
      'the terms checkbox is disabled until names, email and telephone are filled',
      async () => {
        await expect(terms).toBeDisabled();
        await userEvent.type(canvas.getByLabelText('First name'), 'James');
        await userEvent.type(canvas.getByLabelText('Last name'), 'Wilson');
        await userEvent.type(emailField(canvas), 'j@example.com');
        await expect(terms).toBeDisabled();
        await userEvent.type(canvas.getByLabelText('Telephone'), '07700900123');
        await expect(terms).toBeEnabled();
      },
    );
    await step('submitting with gaps shows every problem and sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Place my order' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvas.getByLabelText('Title')).toHaveFocus();
      await expect(canvas.getByLabelText('Postcode')).toHaveAccessibleDescription(
        'This field is required',
      );
    });
    blurFocus();
  },
} satisfies Story;

/** Messages appear as the shopper leaves a field that is wrong, and go when it is put right. */
export const ValidationAsYouType = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const email = emailField(canvas);
    await step('no message while typing for the first time', async () => {
      await userEvent.type(email, 'james@');
      await expect(email).not.toHaveAttribute('aria-invalid');
    });
    await step('leaving the field shows the message, linked to the field', async () => {
      await userEvent.tab();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    });
    await step('the message follows every change after that', async () => {
      await userEvent.type(email, 'example.co.uk');
      await expect(email).not.toHaveAttribute('aria-invalid');
      const telephone = canvas.getByLabelText('Telephone');
      await userEvent.type(telephone, '12345');
      await userEvent.tab();
      await expect(telephone).toHaveAccessibleDescription(
        'Please enter a valid UK telephone number',
      );
      const postcode = canvas.getByLabelText('Postcode');
      await userEvent.type(postcode, 'NOPE');
      await userEvent.tab();
      await expect(postcode).toHaveAccessibleDescription('Please enter a valid UK postcode');
    });
    blurFocus();
  },
} satisfies Story;

/** Filled in and sent: the details are handed on as typed. */
export const Submit = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step(
      'a complete form with terms accepted is sent once, even on a double click',
      async () => {
        await fillIn(canvas);
        await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the terms/ }));
        await userEvent.dblClick(canvas.getByRole('button', { name: 'Place my order' }));
        await expect(args.onSubmit).toHaveBeenCalledOnce();
        await expect(args.onSubmit).toHaveBeenCalledWith({
          ...james,
          termsAccepted: true,
          optIns: NO_OPT_INS,
        });
      },
    );
    blurFocus();
  },
} satisfies Story;

/** Sent with marketing choices ticked: they are handed on too. */
export const SubmitWithOptIns = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const optIns = within(canvas.getByRole('group', { name: 'Keep me updated about offers by' }));
    await step('every channel starts unticked', async () => {
      for (const name of ['Email', 'Phone', 'Text message']) {
        await expect(optIns.getByRole('checkbox', { name })).not.toBeChecked();
      }
    });
    await step('the ticked channels are sent with the details', async () => {
      await fillIn(canvas);
      await userEvent.click(optIns.getByRole('checkbox', { name: 'Email' }));
      await userEvent.click(optIns.getByRole('checkbox', { name: 'Text message' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the terms/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Place my order' }));
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        ...james,
        termsAccepted: true,
        optIns: { email: true, telephone: false, sms: true },
      });
    });
    blurFocus();
  },
} satisfies Story;

/** Coming back to the form: the details and choices given before are filled in. */
export const RestoredOptIns = {
  args: {
    initialValues: {
      ...james,
      termsAccepted: true,
      optIns: { email: false, telephone: true, sms: false },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const optIns = within(canvas.getByRole('group', { name: 'Keep me updated about offers by' }));
    await expect(optIns.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
    await expect(optIns.getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    await expect(optIns.getByRole('checkbox', { name: 'Text message' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Place my order' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...james,
      termsAccepted: true,
      optIns: { email: false, telephone: true, sms: false },
    });
    blurFocus();
  },
} satisfies Story;

/** Sent without accepting the terms: the box says it must be ticked. */
export const TermsNotAccepted = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place my order' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const terms = canvas.getByRole('checkbox', { name: /I accept the terms/ });
    await expect(terms).toHaveFocus();
    await expect(terms).toHaveAccessibleDescription('Please accept the terms to continue.');
    blurFocus();
  },
} satisfies Story;

/** On its way: the button says so and cannot be pressed twice. */
export const Submitting = {
  args: {
    submitting: true,
    initialValues: {
      title: 'Ms',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      telephone: '07700900123',
      postcode: 'LS1 4AP',
      termsAccepted: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Placing your order…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.closest('form')?.requestSubmit();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
} satisfies Story;

/** The server refused some details: a summary of what to fix, above the form. */
export const ServerErrors = {
  args: {
    initialValues: Submitting.args.initialValues,
    serverErrors: flattenErrors({
      message: 'Invalid',
      errors: {
        customer_email: ['This email address cannot be used'],
        vehicle: ['This vehicle is no longer available to order'],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summaryMessages(canvas)).toEqual([
      'This email address cannot be used',
      'This vehicle is no longer available to order',
    ]);
    await expect(canvas.getByRole('checkbox', { name: /I accept the terms/ })).not.toBeChecked();
    blurFocus();
  },
} satisfies Story;

/** The reCAPTCHA check failed: the summary says to try again. */
export const RecaptchaFailed = {
  args: { recaptchaFailed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(summaryMessages(canvas)).toEqual([
      'Sorry, you failed the reCaptcha check. Please refresh and try again.',
    ]);
    blurFocus();
  },
} satisfies Story;

/** The server also reports the failed check: the text shows once. */
export const RecaptchaFailedOnce = {
  args: {
    recaptchaFailed: true,
    serverErrors: [message('recaptchaFailed'), 'This vehicle is no longer available to order'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = message('recaptchaFailed');
    const form = canvasElement.querySelector('form')!;
    await expect(form.textContent!.split(text)).toHaveLength(2);
    await expect(summaryMessages(canvas)).toEqual([
      text,
      'This vehicle is no longer available to order',
    ]);
    blurFocus();
  },
} satisfies Story;
