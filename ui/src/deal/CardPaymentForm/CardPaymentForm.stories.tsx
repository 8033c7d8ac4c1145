import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardPaymentForm } from './CardPaymentForm.tsx';

const meta = {
  title: 'Deal builder/CardPaymentForm',
  component: CardPaymentForm,
  tags: ['autodocs'],
  args: {
    amount: 99,
    status: 'idle',
    currentMonth: '2026-11',
    termsText:
      'The £99 reservation deposit holds the vehicle for 7 days and is deducted from the price.',
    onPay: fn(),
  },
} satisfies Meta<typeof CardPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the deposit is shown and no test card list is', async () => {
      await expect(canvas.getByText('£99.00')).toBeVisible();
      await expect(canvasElement.textContent).not.toMatch(/4242|test card/i);
    });
    await step('the card number is spaced in groups as typed and checked (Luhn)', async () => {
      const number = canvas.getByLabelText('Card number');
      await userEvent.type(number, '4242424242424241');
      await expect(number).toHaveValue('4242 4242 4242 4241');
      await userEvent.tab();
      await expect(number).toHaveAccessibleDescription('Please check your card number');
      await userEvent.clear(number);
      await userEvent.type(number, '4242424242424242');
      await expect(number).not.toHaveAttribute('aria-invalid');
    });
    await step('an expiry in the past is refused', async () => {
      await userEvent.type(canvas.getByLabelText('Month (MM)'), '10');
      await userEvent.type(canvas.getByLabelText('Year (YY)'), '26');
      await userEvent.tab();
      await expect(canvas.getByLabelText('Year (YY)')).toHaveAccessibleDescription(
        'This card has expired',
      );
      await userEvent.clear(canvas.getByLabelText('Month (MM)'));
      await userEvent.type(canvas.getByLabelText('Month (MM)'), '12');
      await expect(canvas.queryByText('This card has expired')).not.toBeInTheDocument();
    });
    await step('a valid card is paid with', async () => {
      await userEvent.type(canvas.getByLabelText('Name on card'), 'J Wilson');
      await userEvent.type(canvas.getByLabelText('Security code (CVC)'), '123');
      await userEvent.click(canvas.getByRole('button', { name: 'Pay £99.00' }));
      await expect(args.onPay).toHaveBeenCalledOnce();
      await expect(args.onPay).toHaveBeenCalledWith({
        card_number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2026,
        cvc: '123',
        cardholder_name: 'J Wilson',
      });
    });
  },
} satisfies Story;

export const EmptySubmit = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay £99.00' }));
    await expect(args.onPay).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Name on card')).toHaveFocus();
    await expect(canvas.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription(
      'This field is required',
    );
  },
} satisfies Story;

export const Paying = {
  args: { status: 'paying' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Paying…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
} satisfies Story;

export const Declined = {
  args: { status: 'declined', declineMessage: 'Your card was declined by the issuer.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toBe(
      'Your payment was declinedYour card was declined by the issuer.',
    );
    await expect(canvas.getByRole('button', { name: 'Pay £99.00' })).toBeEnabled();
  },
} satisfies Story;

export const Authenticating = {
  args: {
    status: 'paying',
    stage: 'authenticating',
    onResumeAuthentication: fn(),
    onUseAnotherCard: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Confirm the payment with your bank' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status').textContent).toBe(
      'Your bank asks you to confirm your £99.00 reservation deposit. The car is held for you while you do; nothing is taken until you have confirmed.',
    );
    await expect(canvas.queryByLabelText('Card number')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to your bank' }));
    await expect(args.onResumeAuthentication).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onUseAnotherCard).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

export const Confirming = {
  args: { status: 'paying', stage: 'confirming' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
    await expect(canvas.getByRole('status').textContent).toBe(
      'Checking your £99.00 reservation deposit with your bank…',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
} satisfies Story;

export const Success = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(canvas.getByRole('status').textContent).toBe(
      'Thank you. Your £99.00 reservation deposit has been paid.',
    );
    await expect(canvas.queryByLabelText('Card number')).not.toBeInTheDocument();
  },
} satisfies Story;
