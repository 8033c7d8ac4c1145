import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TestDriveForm } from './TestDriveForm.tsx';
import { vehicleName } from '../fixtures.ts';

const meta = {
  title: 'Deal builder/TestDriveForm',
  component: TestDriveForm,
  tags: ['autodocs'],
  args: { status: 'idle', today: '2026-11-25', vehicleName, onSubmit: fn() },
} satisfies Meta<typeof TestDriveForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByLabelText('Preferred date');
    await step('a date in the past is refused', async () => {
      await expect(date).toHaveAttribute('min', '2026-11-25');
      await userEvent.type(date, '2026-11-24');
      await userEvent.tab();
      await expect(date).toHaveAccessibleDescription('Please choose today or a later date');
    });
    await step('today or later is accepted', async () => {
      await userEvent.clear(date);
      await userEvent.type(date, '2026-11-28');
      await expect(date).not.toHaveAttribute('aria-invalid');
    });
    await step('a complete request is sent', async () => {
      await userEvent.type(canvas.getByLabelText('First name'), 'Ann');
      await userEvent.type(canvas.getByLabelText('Last name'), 'Lee');
      await userEvent.type(canvas.getByLabelText('Email'), 'ann@example.com');
      await userEvent.type(canvas.getByLabelText('Telephone'), '07700 900123');
      await userEvent.selectOptions(canvas.getByLabelText('Preferred time'), '10:00');
      await userEvent.click(canvas.getByRole('button', { name: 'Request test drive' }));
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        telephone: '07700 900123',
        preferredDate: '2026-11-28',
        preferredTime: '10:00',
      });
    });
  },
} satisfies Story;

export const MissingTime = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request test drive' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Preferred time')).toHaveAccessibleDescription(
      'This field is required',
    );
  },
} satisfies Story;

export const Sending = {
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
} satisfies Story;

export const Success = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe('Thank you for your enquiry');
    await expect(canvas.queryByLabelText('Preferred date')).not.toBeInTheDocument();
  },
} satisfies Story;

export const Failure = {
  args: { status: 'failure' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe(
      'Sorry, there was a problemPlease try again or contact us if the problem persists.',
    );
  },
} satisfies Story;
