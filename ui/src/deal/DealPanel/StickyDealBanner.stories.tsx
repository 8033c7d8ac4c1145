import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StickyDealBanner } from './StickyDealBanner.tsx';
import { vehicleName } from '../fixtures.ts';

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
    await expect(banner).toHaveTextContent('£14,995');
    await expect(getComputedStyle(banner).position).toBe('fixed');
    await userEvent.click(canvas.getByRole('button', { name: 'Build your deal' }));
    await expect(args.onCta).toHaveBeenCalledOnce();
  },
} satisfies Story;

export const Hidden = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
  },
} satisfies Story;
