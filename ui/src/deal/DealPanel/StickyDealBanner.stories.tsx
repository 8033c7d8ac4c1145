import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StickyDealBanner } from './StickyDealBanner.tsx';
import { formatMoney, fromPounds } from '@showroom/core';
import { vehicleName } from '../fixtures.ts';
import { blurFocus } from '../../shared/storyFocus.ts';

const meta = {
  title: 'Deal builder/StickyDealBanner',
  component: StickyDealBanner,
  tags: ['autodocs'],
  args: { visible: true, vehicleName, price: 14995, onCta: fn() },
} satisfies Meta<typeof StickyDealBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Hidden = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
  },
} satisfies Story;

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
