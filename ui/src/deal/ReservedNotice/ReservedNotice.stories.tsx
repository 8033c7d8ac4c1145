import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReservedNotice } from './ReservedNotice.tsx';

const meta = {
  title: 'Deal builder/ReservedNotice',
  component: ReservedNotice,
  tags: ['autodocs'],
  args: { similarHref: '/vehicle-search?make=Ford&range=Fiesta&min_price=13995&max_price=15995' },
} satisfies Meta<typeof ReservedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reserved = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe('This vehicle is currently reserved');
    await expect(canvas.getByRole('link', { name: 'View similar' })).toHaveAttribute(
      'href',
      '/vehicle-search?make=Ford&range=Fiesta&min_price=13995&max_price=15995',
    );
  },
} satisfies Story;

export const CannotOrder = {
  args: { reason: 'This vehicle is not available to order online.', similarHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe(
      'This vehicle is not available to order online.',
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
} satisfies Story;
