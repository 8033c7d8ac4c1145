import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EnquiryForm, type EnquiryFormProps } from './EnquiryForm.tsx';
import { COUNT_ANNOUNCE_DELAY_MS } from '../shared/CharacterCount.tsx';
import {
  contactSent,
  expectRefusedBeside,
  termsBox,
  typeContact,
  useRefusedSend,
} from '../storyHelpers.ts';
import { TenantMessagesProvider } from '../../shared/messages.tsx';
import { vehicleName } from '../fixtures.ts';
import { blurFocus } from '../../shared/storyFocus.ts';
import { event, hidden, radio, text, toggle } from '../../storyControls.ts';

/**
 * The enquiry form in the deal builder: the shopper's question, contact details and the terms, sent
 * to the branch.
 */
const meta = {
  title: 'Deal builder/EnquiryForm',
  component: EnquiryForm,
  tags: ['autodocs'],
  args: { status: 'idle', vehicleName, onSubmit: fn() },
  argTypes: {
    headingLevel: radio([2, 3, 4], 'Level of the heading (3 inside the deal panel).'),
    status: radio(['idle', 'sending', 'success', 'failure'], 'Where the enquiry is.'),
    enquiryTypes: hidden,
    defaultEnquiryType: text('The enquiry type chosen first.'),
    vehicleName: text('The vehicle name.'),
    recaptchaFailed: toggle('The reCAPTCHA check failed.'),
    errors: hidden,
    initialValues: hidden,
    policyLinks: hidden,
    onSubmit: event,
    onChange: event,
  },
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to fill in. */
export const Idle = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the spec enquiry types are offered', async () => {
      const options = [...canvas.getByLabelText<HTMLSelectElement>('Enquiry type').options].map(
        (o) => o.text,
      );
      await expect(options).toEqual([
        'General Enquiry',
        'Test Drive',
        'Question About Finance',
        'Request More Information',
      ]);
      const titles = [...canvas.getByLabelText<HTMLSelectElement>('Title (optional)').options].map(
        (o) => o.text,
      );
      await expect(titles).toEqual(['None', 'Mr', 'Mrs', 'Miss', 'Ms', 'Dr', 'Rev', 'Other']);
    });
    await step('an empty enquiry is not sent; the shopper is told why', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvas.getByLabelText('First name')).toHaveFocus();
      await expect(canvas.getByLabelText('Your message')).toHaveAccessibleDescription(
        'You have 5,000 of 5,000 characters remaining This field is required',
      );
    });
    await step('a complete enquiry is sent', async () => {
      await userEvent.selectOptions(
        canvas.getByLabelText('Enquiry type'),
        'Question About Finance',
      );
      await typeContact(canvas, '0113 496 0000');
      await userEvent.type(canvas.getByLabelText('Your message'), 'Is a 60 month term possible?');
      await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        enquiryType: 'Question About Finance',
        title: '',
        ...contactSent('0113 496 0000'),
        message: 'Is a 60 month term possible?',
      });
    });
    blurFocus();
  },
} satisfies Story;

/**
 * The postcode and the terms (requirement FORM-5): a postcode that is not a UK one is said at the
 * field, the terms must be ticked (by keyboard too), and what is sent is what was ticked.
 */
export const PostcodeAndTerms = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const postcode = canvas.getByLabelText('Postcode');
    const terms = termsBox(canvas);
    await step('sent without a postcode or the terms, it is not sent and says why', async () => {
      await typeContactWithout(canvas);
      await userEvent.type(canvas.getByLabelText('Your message'), 'Is it available?');
      await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(postcode).toHaveFocus();
      await expect(postcode).toHaveAccessibleDescription('This field is required');
      await expect(terms).not.toBeChecked();
      await expect(terms).toHaveAttribute('aria-invalid', 'true');
      await expect(terms).toHaveAccessibleDescription(
        'Please accept the terms and conditions to send this',
      );
    });
    await step('a postcode that is not a UK one is said at the field', async () => {
      await userEvent.type(postcode, '12345');
      await expect(postcode).toHaveAttribute('aria-invalid', 'true');
      await expect(postcode).toHaveAccessibleDescription('Please enter a valid UK postcode');
      await userEvent.clear(postcode);
      await userEvent.type(postcode, 'ls1 4ap');
      await expect(postcode).not.toHaveAttribute('aria-invalid');
    });
    await step('the terms are ticked from the keyboard, and the enquiry sends them', async () => {
      terms.focus();
      await userEvent.keyboard(' ');
      await expect(terms).toBeChecked();
      await expect(terms).not.toHaveAttribute('aria-invalid');
      await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ postcode: 'ls1 4ap', termsAccepted: true }),
      );
    });
    blurFocus();
  },
} satisfies Story;

/** The names, email and telephone only: no postcode, the terms left unticked. */
async function typeContactWithout(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText('First name'), 'Ann');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Lee');
  await userEvent.type(canvas.getByLabelText('Email'), 'ann@example.com');
  await userEvent.type(canvas.getByLabelText('Telephone'), '0113 496 0000');
}

/** On its way: Send cannot be pressed twice. */
export const Sending = {
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
} satisfies Story;

/** Sent: the thank-you message. */
export const Success = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe('Thank you for your enquiry');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
} satisfies Story;

/** The tenant's own wording (docs/operating.md, "Tenant configuration"): messages.enquirySuccess. */
export const SuccessInTenantWording = {
  args: { status: 'success' },
  decorators: [
    (Story) => (
      <TenantMessagesProvider
        tenant={{ messages: { enquirySuccess: 'Thanks — we will be in touch today.' } }}
      >
        <Story />
      </TenantMessagesProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe(
      'Thanks — we will be in touch today.',
    );
  },
} satisfies Story;

/** Sending failed: the notice says so and the form keeps what was typed. */
export const Failure = {
  args: { status: 'failure' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert.textContent).toBe(
      'Sorry, there was a problemPlease try again or contact us if the problem persists.',
    );
    await expect(canvas.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    blurFocus();
  },
} satisfies Story;

/**
 * The message's limit is at the field: a counter says what is left, and a text over the limit is
 * kept whole while the field says how long it is and the most we can send (nothing cut unseen).
 */
export const MessageLimit = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByLabelText('Your message');
    await step('the field says how much it takes', async () => {
      await expect(message).not.toHaveAttribute('maxlength');
      await expect(message).toHaveAccessibleDescription(
        'You have 5,000 of 5,000 characters remaining',
      );
    });
    await step(
      'the counter follows the typing; screen readers hear it once typing pauses',
      async () => {
        await userEvent.type(message, 'Is it still available?');
        await expect(
          canvas.getByText('You have 4,978 of 5,000 characters remaining'),
        ).toBeVisible();
        const live = canvasElement.querySelector('[aria-live="polite"].sr-visually-hidden');
        // The count is announced a pause after typing; give a busy machine that pause and more.
        await waitFor(
          () => expect(live?.textContent).toBe('You have 4,978 of 5,000 characters remaining'),
          { timeout: COUNT_ANNOUNCE_DELAY_MS * 4 },
        );
      },
    );
    await step('a paste beyond the limit is kept whole, and the shopper is told', async () => {
      await userEvent.clear(message);
      await userEvent.click(message);
      await userEvent.paste('x'.repeat(11_600));
      await expect((message as HTMLTextAreaElement).value).toHaveLength(11_600);
      await expect(
        canvas.getByText('Your message is 11,600 characters; the most we can send is 5,000'),
      ).toBeVisible();
      // Said once, as the field's message, while typing: leaving for Send moves nothing.
      await expect(message).toHaveAttribute('aria-invalid', 'true');
      await expect(message).toHaveAccessibleDescription(
        'Your message is 11,600 characters; the most we can send is 5,000',
      );
    });
    blurFocus();
  },
} satisfies Story;

/** A form whose send fails as the deal builder reports it (status, then the server's reasons). */
function FailingEnquiry(props: EnquiryFormProps) {
  const send = useRefusedSend(props.onSubmit, [
    'The message must not be greater than 5000 characters.',
  ]);
  return <EnquiryForm {...props} {...send} />;
}

/** A refused enquiry says why beside Send, and focus goes there; what was typed stays. */
export const RefusedBesideSend = {
  render: (args) => <FailingEnquiry {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeContact(canvas, '0113 496 0000');
    await userEvent.type(canvas.getByLabelText('Your message'), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
    await expectRefusedBeside(
      canvas,
      'The message must not be greater than 5000 characters.',
      'Send enquiry',
    );
    await expect(canvas.getByLabelText('Your message')).toHaveValue('Hello');
    await expect(canvas.queryByRole('status')?.textContent ?? '').toBe('');
    blurFocus();
  },
} satisfies Story;

/** Opened as a test drive enquiry, after a failed reCAPTCHA check: the notice says to try again. */
export const TestDriveType = {
  args: { defaultEnquiryType: 'Test Drive', recaptchaFailed: true, status: 'failure' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Enquiry type')).toHaveValue('Test Drive');
    await expect(canvas.getByRole('alert').textContent).toBe(
      'Sorry, you failed the reCaptcha check. Please refresh and try again.',
    );
    blurFocus();
  },
} satisfies Story;
