import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_TENANT_CONFIG } from '@showroom/core';
import { ListingSummaryCard } from './ListingSummaryCard.tsx';
import {
  newVehicle,
  pcpQuote,
  reservedVehicle,
  reservedForTheShopper,
  holdEndedSinceRendered,
  heldForTheShopper,
  sampleVehicle,
  vanVehicle,
} from '../fixtures/vehicle.ts';
import { event, hidden, text } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

/**
 * The vehicle page's summary card beside the photos: name, price, key facts, and what the shopper
 * can do next (enquire, reserve, call, check their credit). A reserved vehicle says so and offers
 * similar vehicles (requirements VEH-9, ERR-10).
 */
const meta = {
  title: 'Vehicle details/ListingSummaryCard',
  component: ListingSummaryCard,
  tags: ['autodocs'],
  args: {
    vehicle: sampleVehicle,
    creditCheckUrl: pcpQuote.QuoteActions?.MotorCreditCheck,
    onEnquire: fn(),
    onReserve: fn(),
  },
  argTypes: {
    vehicle: hidden,
    tenant: hidden,
    shopper: hidden,
    searchPath: hidden,
    creditCheckUrl: text('The lender’s free credit check; none when empty.'),
    onEnquire: event,
    onReserve: event,
  },
} satisfies Meta<typeof ListingSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try the card with the controls: the credit check link, and the actions it reports. */
export const Playground = {} satisfies Story;

/** An available used car: enquire, reserve, call the branch and a free credit check. */
export const Available = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the shopper reads the summary', async () => {
      await expect(canvas.getByRole('heading', { name: sampleVehicle.name })).toBeVisible();
      await expect(canvas.getByText('AB21 CDE')).toBeVisible();
      await expect(canvas.getByText('USED')).toBeVisible();
      await expect(canvas.getByText('23,450 miles')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Showroom Northampton' })).toHaveAttribute(
        'href',
        '/contact#branch-northampton',
      );
      await expect(canvas.getByText('£14,995')).toBeVisible();
      await expect(canvas.getByText('Good price')).toBeVisible();
    });
    await step('call, enquire, reserve and credit check', async () => {
      await expect(canvas.getByRole('link', { name: /Call/ })).toHaveAttribute(
        'href',
        'tel:01604496000',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Enquire' }));
      await expect(args.onEnquire).toHaveBeenCalledOnce();
      await expect(args.onEnquire).toHaveBeenCalledWith();
      await expect(args.onReserve).not.toHaveBeenCalled();
      canvas.getByRole('button', { name: 'Reserve' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onReserve).toHaveBeenCalledOnce();
      await expect(args.onReserve).toHaveBeenCalledWith();
      await expect(args.onEnquire).toHaveBeenCalledOnce();
      await expect(
        canvas.getByRole('link', { name: 'Free credit check (opens in a new tab)' }),
      ).toHaveAttribute('href', 'https://credit.example.com/check?q=Q-10234');
    });
    await expect(canvas.queryByText('This vehicle is currently reserved')).toBeNull();
    blurFocus();
  },
} satisfies Story;

/** Reserved by someone else: the card says so and offers similar vehicles instead of Reserve. */
export const Reserved = {
  args: { vehicle: reservedVehicle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This vehicle is currently reserved')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View similar' })).toHaveAttribute(
      'href',
      '/vehicle-search?make=Ford&range=Focus&min_price=13995&max_price=15995',
    );
    await expect(canvas.queryByRole('button', { name: 'Reserve' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Enquire' })).toBeVisible();
  },
} satisfies Story;

/**
 * View similar switched off (tenant `reservedLayout.showViewSimilar`): the card still tells the
 * shopper about similar stock (requirement ERR-10), in the tenant's words.
 */
export const ReservedViewSimilarOff = {
  args: {
    vehicle: reservedVehicle,
    tenant: {
      ...DEFAULT_TENANT_CONFIG,
      reservedLayout: { showOptionalExtras: true, showViewSimilar: false },
      messages: { similarStock: 'Northgate has more like this: ask us today.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent('This vehicle is currently reserved');
    await expect(
      within(note).getByText('Northgate has more like this: ask us today.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View similar' })).toBeNull();
  },
} satisfies Story;

/** A car on order is free to reserve: Reserve is offered (docs/decisions/0401). */
export const OnOrder = {
  args: { vehicle: { ...sampleVehicle, reservation_status: 'On Order' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reserve' })).toBeVisible();
    await expect(canvas.queryByText('This vehicle is currently reserved')).toBeNull();
  },
} satisfies Story;

/** The shopper's own deposit is paid: the card says so, never "currently reserved". */
export const ReservedForTheShopper = {
  args: {
    vehicle: reservedVehicle,
    shopper: reservedForTheShopper,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('This vehicle is reserved for you');
    await expect(canvas.queryByText('This vehicle is currently reserved')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'View similar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reserve' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Enquire' })).toBeVisible();
  },
} satisfies Story;

/**
 * The page was rendered while the car was held for a payment that has since failed: the API takes
 * orders for it again, so the card offers Reserve and says nothing of a reservation.
 */
export const HoldEndedSinceRendered = {
  args: {
    vehicle: reservedVehicle,
    shopper: holdEndedSinceRendered,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('note')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve' }));
    await expect(args.onReserve).toHaveBeenCalledOnce();
    blurFocus();
  },
} satisfies Story;

/** Held for this shopper's payment in progress: theirs to pay for. */
export const HeldForTheShopper = {
  args: {
    vehicle: reservedVehicle,
    shopper: heldForTheShopper,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reserve' })).toBeVisible();
  },
} satisfies Story;

/** A branch with no telephone and a lender with no credit check: neither link is shown. */
export const NoTelephoneNoCreditCheck = {
  args: { vehicle: { ...vanVehicle, company: { telephone: null } }, creditCheckUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Call/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Free credit check/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reserve' })).toBeVisible();
    // A van says so, and its price excluding VAT beside the price (core's plusVatText).
    await expect(canvas.getByText('Van', { selector: 'li' })).toBeVisible();
    await expect(canvas.getByText('£16,662.50 + VAT')).toBeVisible();
  },
} satisfies Story;

/** A new vehicle: the NEW tag and its price. */
export const NewVehicle = {
  args: { vehicle: newVehicle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('NEW', { selector: 'li' })).toBeVisible();
    await expect(canvas.getByText('Available To Order')).toBeVisible();
  },
} satisfies Story;
