import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { cashTotal, reservationHeldText, reservedDealLines } from '@showroom/core';
import { Confirmation } from './Confirmation.tsx';
import { vehicleName } from '../fixtures.ts';
import { blurFocus } from '../../shared/storyFocus.ts';
import { hidden, pence, radio, text, toggle } from '../../storyControls.ts';

/**
 * The last step of the deal builder: the order placed, the finance application sent or the vehicle
 * reserved, with the reference and what happens next.
 */
const meta = {
  title: 'Deal builder/Confirmation',
  component: Confirmation,
  tags: ['autodocs'],
  args: { variant: 'cash-order-complete', orderReference: 'SR-7F3K2Q', vehicleName },
  argTypes: {
    headingLevel: radio([2, 3, 4], 'Level of the heading (3 inside the deal panel).'),
    variant: radio(
      ['cash-order-complete', 'finance-application-complete', 'reserved'],
      'What the shopper completed.',
    ),
    orderReference: text('The order reference.'),
    vehicleName: text('The vehicle name.'),
    nextSteps: hidden,
    focusOnMount: toggle('The heading takes focus when shown (inside the deal panel).'),
    owedToShopper: pence(
      'What the retailer owes the shopper (a part exchange worth more than the price).',
    ),
    dealLines: hidden,
    heldUntil: text('Until when the vehicle is held.'),
  },
} satisfies Meta<typeof Confirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cash order placed: the reference and the next steps. */
export const CashOrderComplete = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headline = canvas.getByRole('heading', { name: 'Thank you, your order has been placed' });
    await waitFor(() => expect(headline).toHaveFocus());
    await expect(canvas.getByText('SR-7F3K2Q')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    blurFocus();
  },
} satisfies Story;

/** A cash order the part exchange more than pays for: how the shopper gets the difference. */
export const CashOrderWeOweYou = {
  args: { owedToShopper: 103100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'We owe you £1,031: our sales team will call you within one working day to refund it or take it off another purchase, and to arrange collection or delivery.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/arrange payment/)).toBeNull();
    blurFocus();
  },
} satisfies Story;

/** A finance application sent. */
export const FinanceApplicationComplete = {
  args: { variant: 'finance-application-complete' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Thank you, your finance application has been sent' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'The lender will review your application; most decisions are made within one working day.',
      ),
    ).toBeVisible();
    blurFocus();
  },
} satisfies Story;

/** The vehicle reserved for the shopper, with what happens next. */
export const Reserved = {
  args: { variant: 'reserved', nextSteps: ['We will call you today.'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'This vehicle is reserved for you' }),
    ).toBeVisible();
    await expect(canvas.getByRole('listitem').textContent).toBe('We will call you today.');
    blurFocus();
  },
} satisfies Story;

/** A paid reservation confirms the deal in full, and until when the car is held (core's reservedDealLines). */
export const ReservedWithTheDeal = {
  args: {
    variant: 'reserved',
    dealLines: reservedDealLines(
      cashTotal({
        price: 1499500,
        adminFee: 14900,
        valuations: [{ price: 645000, settlement: 120000 }],
      }),
      9900,
    ),
    heldUntil: reservationHeldText('2026-12-02T17:00:00.000Z'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reservation deposit paid')).toBeVisible();
    await expect(
      canvas.getByText('Balance due', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('£9,795.00');
    // The order's reserved_until, as a clock in the UK reads it.
    await expect(
      canvas.getByText('We hold it for you until Wednesday 2 December 2026 at 17:00.'),
    ).toBeVisible();
    blurFocus();
  },
} satisfies Story;
