import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { message } from '@showroom/core';
import { CardPaymentForm, type HostedCardFields } from './CardPaymentForm.tsx';
import { blurFocus } from '../../shared/storyFocus.ts';
import { event, hidden, money, radio, select, text, toggle } from '../../storyControls.ts';

const LOAD_FAILED =
  'The secure card form could not be loaded. Please check your connection and try again.';

/**
 * A stand-in for a payment provider's hosted card fields (Stripe's Payment Element, which the
 * storefront mounts when Stripe takes the card): one field that is complete at 16 digits. With
 * `failFirst`, the first load fails as when the provider's script cannot be reached.
 */
function standInFields({ failFirst = false } = {}): HostedCardFields {
  let attempts = 0;
  return {
    mount(container, onStatus) {
      attempts += 1;
      const fails = failFirst && attempts === 1;
      const timer = setTimeout(() => {
        if (fails) {
          onStatus({ state: 'failed', message: LOAD_FAILED });
          return;
        }
        const label = document.createElement('label');
        label.textContent = 'Card number (the provider’s field)';
        const input = document.createElement('input');
        input.inputMode = 'numeric';
        input.addEventListener('input', () =>
          onStatus({ state: 'ready', complete: input.value.replace(/\D/g, '').length === 16 }),
        );
        label.append(input);
        container.append(label);
        onStatus({ state: 'ready', complete: false });
      }, 50);
      return {
        unmount() {
          clearTimeout(timer);
          container.replaceChildren();
        },
        focus: () => container.querySelector('input')?.focus(),
      };
    },
  };
}

/**
 * The card payment in the deal builder: a reservation fee or a deposit paid by card, through the
 * payment provider's hosted fields, with 3-D Secure when the bank asks. Each
 * state of a payment is a story: idle, paying, declined, failed, authenticating, confirming and
 * paid.
 */
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
  argTypes: {
    headingLevel: radio([2, 3, 4], 'Level of the heading (3 inside the deal panel).'),
    amount: money('The amount to pay.', 0.01),
    status: radio(['idle', 'paying', 'declined', 'failed', 'success'], 'Where the payment is.'),
    stage: select(
      ['tokenising', 'charging', 'authenticating', 'confirming'],
      'While paying: the stage.',
    ),
    declineMessage: text('The bank’s reason when declined, or why the payment did not go through.'),
    currentMonth: text('This month (YYYY-MM), for the expiry check.'),
    termsText: text('The payment terms.'),
    noRealCharge: toggle('A test site: says no real money is taken.'),
    hostedFields: hidden,
    onPay: event,
    onResumeAuthentication: event,
    onUseAnotherCard: event,
  },
} satisfies Meta<typeof CardPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to pay £99: the card fields, the terms and Pay £99.00. */
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
    blurFocus();
  },
} satisfies Story;

/** The card in the payment provider's own fields (Stripe): the form gives `onPay` only the name. */
export const HostedFields = {
  args: { hostedFields: standInFields() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the provider’s fields load in place of the card fields', async () => {
      await expect(canvas.getByRole('group', { name: 'Card details' })).toBeVisible();
      await expect(canvas.queryByLabelText('Security code (CVC)')).not.toBeInTheDocument();
      await expect(
        await canvas.findByLabelText('Card number (the provider’s field)'),
      ).toBeInTheDocument();
      await expect(canvas.queryByText('Loading the secure card form…')).not.toBeInTheDocument();
    });
    await step('an empty card is asked for, and its field takes focus', async () => {
      await userEvent.type(canvas.getByLabelText('Name on card'), 'J Wilson');
      await userEvent.click(canvas.getByRole('button', { name: 'Pay £99.00' }));
      await expect(args.onPay).not.toHaveBeenCalled();
      await expect(canvas.getByText('Please enter your card details')).toBeVisible();
      await expect(canvas.getByLabelText('Card number (the provider’s field)')).toHaveFocus();
    });
    await step(
      'a complete card pays with the name only (the card stays with the provider)',
      async () => {
        await userEvent.keyboard('4242424242424242');
        await expect(canvas.queryByText('Please enter your card details')).not.toBeInTheDocument();
        await userEvent.click(canvas.getByRole('button', { name: 'Pay £99.00' }));
        await expect(args.onPay).toHaveBeenCalledOnce();
        await expect(args.onPay).toHaveBeenCalledWith({ cardholder_name: 'J Wilson' });
      },
    );
    blurFocus();
  },
} satisfies Story;

/** The provider's script could not be reached: the shopper is told, and can try again. */
export const HostedFieldsUnavailable = {
  args: { hostedFields: standInFields({ failFirst: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LOAD_FAILED)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Name on card'), 'J Wilson');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay £99.00' }));
    await expect(args.onPay).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByLabelText('Card number (the provider’s field)'),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(LOAD_FAILED)).not.toBeInTheDocument();
  },
} satisfies Story;

/**
 * Pay pressed with nothing filled in: each field says what is missing, and the first is focused for
 * a keyboard user.
 */
export const EmptySubmit = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay £99.00' }));
    await expect(args.onPay).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Name on card')).toHaveFocus();
    await expect(canvas.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription(
      'This field is required',
    );
    blurFocus();
  },
} satisfies Story;

/** The payment is on its way: Paying…, and the button cannot be pressed twice. */
export const Paying = {
  args: { status: 'paying', onPay: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Paying…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // The shopper's focus stays on the button while the payment is made, so it is not lost to
    // the page when the answer comes (a decline shows above it); pressing it again does nothing.
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onPay).not.toHaveBeenCalled();
    blurFocus();
  },
} satisfies Story;

/** The bank declined the card: its message, and the form to try another card. */
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

/**
 * The payment did not go through: the payment provider could not be reached or failed, which is
 * not a decline (decision 0714). The catalogue's words for the kind of failure and that nothing
 * was taken, and the form to try the same card again.
 */
export const Failed = {
  args: {
    status: 'failed',
    declineMessage: `${message('failureServer')} ${message('paymentNotTaken')}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toBe(
      'Your payment did not go throughSomething went wrong on our side. Please try again in a moment. Nothing was taken from your card.',
    );
    await expect(canvas.getByRole('alert').textContent).not.toMatch(/declined/i);
    await expect(canvas.getByRole('button', { name: 'Pay £99.00' })).toBeEnabled();
  },
} satisfies Story;

/**
 * The bank asks for 3-D Secure: the shopper is told to finish in the bank's window, or to use
 * another card.
 */
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
    blurFocus();
  },
} satisfies Story;

/** Paid, and the order is being confirmed. */
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

/** Paid: the confirmation. */
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
