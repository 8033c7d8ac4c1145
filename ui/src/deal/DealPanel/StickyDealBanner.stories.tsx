import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StickyDealBanner } from './StickyDealBanner.tsx';
import { formatMoney, fromPounds } from '@showroom/core';
import { vehicleName } from '../fixtures.ts';
import { blurFocus } from '../../shared/storyFocus.ts';
import { event, hidden, money, text, toggle } from '../../storyControls.ts';

/**
 * The banner that follows the shopper down the vehicle page once the deal panel is out of view: the
 * vehicle, its price and a button back to the deal (requirement DEAL-12).
 */
const meta = {
  title: 'Deal builder/StickyDealBanner',
  component: StickyDealBanner,
  tags: ['autodocs'],
  args: { visible: true, vehicleName, price: 14995, onCta: fn() },
  argTypes: {
    visible: toggle('Shown (the deal panel is out of view).'),
    vehicleName: text('The vehicle name.'),
    price: money('The cash price.'),
    priceExcludingVat: money('A van’s price excluding VAT.', 0.01),
    bordered: toggle('Bordered (the retailer’s bannerBorder).'),
    ctaLabel: text('The button text.'),
    reserved: toggle('The shopper has reserved the vehicle.'),
    onCta: event,
    ref: hidden,
  },
} satisfies Meta<typeof StickyDealBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown: the vehicle, its price and Build your deal. */
export const Visible = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('complementary', { name: 'Deal summary' });
    await expect(banner.querySelector('.sr-sticky__price')?.textContent).toBe(
      formatMoney(fromPounds(args.price)),
    );
    await expect(canvas.getByText(vehicleName)).toBeVisible();
    await expect(canvas.queryByText('Reserved')).not.toBeInTheDocument();
    await expect(getComputedStyle(banner).position).toBe('fixed');
    await userEvent.click(canvas.getByRole('button', { name: 'Build your deal' }));
    await expect(args.onCta).toHaveBeenCalledOnce();
    await expect(args.onCta).toHaveBeenCalledWith();
    blurFocus();
  },
} satisfies Story;

/** The deal panel is in view: the banner is hidden. */
export const Hidden = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
  },
} satisfies Story;

/** The shopper reserved the vehicle: a Reserved tag, and View your reservation. */
export const Reserved = {
  args: { reserved: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('complementary', { name: 'Deal summary' });
    const price = banner.querySelector('.sr-sticky__price')!;
    await expect(price.textContent).toBe(formatMoney(fromPounds(args.price)));
    await expect(price.nextElementSibling?.textContent).toBe('Reserved');
    await userEvent.click(canvas.getByRole('button', { name: 'View your reservation' }));
    await expect(args.onCta).toHaveBeenCalledOnce();
    await expect(args.onCta).toHaveBeenCalledWith();
    blurFocus();
  },
} satisfies Story;

/** Reserved, with the retailer's own button text. */
export const ReservedWithOwnLabel = {
  args: { reserved: true, ctaLabel: 'Continue to checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reserved', { selector: '.sr-tag' })).toBeVisible();
    await expect(canvas.getByRole('button').textContent).toBe('Continue to checkout');
  },
} satisfies Story;

/** The tenant's bannerBorder, on a van: bordered, with the price excluding VAT beside the price. */
export const BorderedVan = {
  args: { bordered: true, price: 19995, priceExcludingVat: 16662.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('complementary', { name: 'Deal summary' });
    await expect(getComputedStyle(banner).borderTopWidth).toBe('2px');
    await expect(getComputedStyle(banner).borderBottomWidth).toBe('2px');
    await expect(banner.querySelector('.sr-sticky__price')?.textContent).toBe('£19,995');
    await expect(canvas.getByText('£16,662.50 + VAT')).toBeVisible();
  },
} satisfies Story;

/**
 * The fullest banner: a van the shopper reserved, with its price excluding VAT and the Reserved
 * tag. On a narrow phone the button's label wraps before the price would go under it.
 */
export const ReservedVan = {
  args: { reserved: true, price: 8495, priceExcludingVat: 7079.17 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas
      .getByRole('button', { name: 'View your reservation' })
      .getBoundingClientRect();
    for (const text of ['£8,495', '£7,079.17 + VAT', 'Reserved']) {
      const part = canvas.getByText(text).getBoundingClientRect();
      await expect(part.right, `${text} ends before the button`).toBeLessThanOrEqual(button.left);
      await expect(part.left, `${text} starts on the screen`).toBeGreaterThanOrEqual(0);
    }
  },
} satisfies Story;
