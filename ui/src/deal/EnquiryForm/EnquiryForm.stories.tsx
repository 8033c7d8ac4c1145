import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EnquiryForm } from './EnquiryForm.tsx';
import { TenantMessagesProvider } from '../../shared/messages.tsx';
import { vehicleName } from '../fixtures.ts';

const meta = {
  title: 'Deal builder/EnquiryForm',
  component: EnquiryForm,
  tags: ['autodocs'],
  args: { status: 'idle', vehicleName, onSubmit: fn() },
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

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
        'This field is required',
      );
    });
    await step('a complete enquiry is sent', async () => {
      await userEvent.selectOptions(
        canvas.getByLabelText('Enquiry type'),
        'Question About Finance',
      );
      await userEvent.type(canvas.getByLabelText('First name'), 'Ann');
      await userEvent.type(canvas.getByLabelText('Last name'), 'Lee');
      await userEvent.type(canvas.getByLabelText('Email'), 'ann@example.com');
      await userEvent.type(canvas.getByLabelText('Telephone'), '0113 496 0000');
      await userEvent.type(canvas.getByLabelText('Your message'), 'Is a 60 month term possible?');
      await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        enquiryType: 'Question About Finance',
        title: '',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        telephone: '0113 496 0000',
        message: 'Is a 60 month term possible?',
      });
    });
  },
} satisfies Story;

export const Sending = {
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
} satisfies Story;

export const Success = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe('Thank you for your enquiry');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
} satisfies Story;

/** The tenant's own wording (README "Tenant configuration": messages.enquirySuccess). */
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

export const Failure = {
  args: { status: 'failure' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe(
      'Sorry, there was a problemPlease try again or contact us if the problem persists.',
    );
    await expect(canvas.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  },
} satisfies Story;

export const TestDriveType = {
  args: { defaultEnquiryType: 'Test Drive', recaptchaFailed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Enquiry type')).toHaveValue('Test Drive');
    await expect(canvas.getByRole('alert').textContent).toBe(
      'Sorry, you failed the reCaptcha check. Please refresh and try again.',
    );
  },
} satisfies Story;
