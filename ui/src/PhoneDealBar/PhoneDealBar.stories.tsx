import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PhoneDealBar } from './PhoneDealBar.tsx';
import { event, hidden, money, text, toggle } from '../storyControls.ts';

/**
 * The bar fixed to the bottom of a phone's screen on a vehicle page: the price, the monthly figure
 * with its APR and a link to its representative example, and the button that starts the deal
 * (requirement ARCH-8). Shown at the phone width (412 px).
 */
const meta = {
  title: 'Vehicle details/PhoneDealBar',
  component: PhoneDealBar,
  tags: ['autodocs'],
  // A phone's bar, shown at the phone width (decision 1012).
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    price: 14995,
    monthly: { key: 'PCP', RegularPayment: 262.41, Apr: 9.9 },
    onStart: fn(),
  },
  argTypes: {
    price: money('The vehicle price.'),
    priceExcludingVat: money('A van’s price excluding VAT (shown beside the price).', 0.01),
    monthly: hidden,
    exampleHref: text('Where the representative example is on the page.'),
    hidden: toggle('Hidden (the deal panel is open).'),
    onStart: event,
  },
} satisfies Meta<typeof PhoneDealBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The price, the monthly figure with its APR (linking to its example) and Start your deal. CSS
 * shows the bar on phones only (up to 1,024 px wide).
 */
export const WithMonthlyFigure = {
  play: async ({ canvasElement }) => {
    // Hidden on a wide screen, so found by its class rather than its (hidden) role.
    const bar = canvasElement.querySelector<HTMLElement>('.sr-phone-bar')!;
    await expect(bar).toHaveAttribute('aria-label', 'Price and monthly payment');
    await expect(bar).toHaveTextContent('£14,995');
    const link = bar.querySelector('a')!;
    await expect(link).toHaveTextContent('£262.41 a month, 9.9% APR representative');
    await expect(link).toHaveAttribute('href', '#representative-example');
    await expect(bar.querySelector('button')).toHaveTextContent('Start your deal');
  },
} satisfies Story;

/** No quote (or a car finance is never offered on): the price alone. */
export const PriceOnly = {
  args: { monthly: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sr-phone-bar a')).toBeNull();
  },
} satisfies Story;

/** A van on the Commercial VAT scheme: "+ VAT" beside the price. */
export const Van = {
  args: { price: 24295, priceExcludingVat: 20245.83 },
} satisfies Story;
