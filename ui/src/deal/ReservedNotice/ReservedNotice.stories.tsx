import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReservedNotice } from './ReservedNotice.tsx';
import { TenantMessagesProvider } from '../../shared/messages.tsx';
import { hidden, text } from '../../storyControls.ts';

/**
 * Said in the deal panel when the vehicle cannot be ordered (reserved by someone else, or not sold
 * online), with a link to similar vehicles.
 */
const meta = {
  title: 'Deal builder/ReservedNotice',
  component: ReservedNotice,
  tags: ['autodocs'],
  args: { similarHref: '/vehicle-search?make=Ford&range=Fiesta&min_price=13995&max_price=15995' },
  argTypes: {
    reason: text('Why the vehicle cannot be ordered.'),
    similarHref: text('The similar vehicles search; none when empty.'),
    children: hidden,
    takeFocus: hidden,
  },
} satisfies Meta<typeof ReservedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reserved by someone else: the notice and similar vehicles. */
export const Reserved = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe('This vehicle is currently reserved');
    await expect(canvas.getByRole('link', { name: 'View similar' })).toHaveAttribute(
      'href',
      '/vehicle-search?make=Ford&range=Fiesta&min_price=13995&max_price=15995',
    );
    await expect(canvas.queryByText(/similar vehicles in stock/)).toBeNull();
  },
} satisfies Story;

/** Not sold online: the reason, and no link. */
export const CannotOrder = {
  args: { reason: 'This vehicle is not available to order online.', similarHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe(
      'This vehicle is not available to order online.',
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(
      canvas.getByText(
        'We often have similar vehicles in stock: ask us and we will help you find one.',
      ),
    ).toBeVisible();
  },
} satisfies Story;

/**
 * View similar switched off (tenant `reservedLayout.showViewSimilar`): the shopper is still told
 * about similar stock (requirement ERR-10), in the tenant's words.
 */
export const ViewSimilarOff = {
  args: { similarHref: null },
  decorators: [
    (Story) => (
      <TenantMessagesProvider
        tenant={{ messages: { similarStock: 'Northgate has more like this: ask us today.' } }}
      >
        <Story />
      </TenantMessagesProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe('This vehicle is currently reserved');
    await expect(canvas.getByText('Northgate has more like this: ask us today.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View similar' })).toBeNull();
  },
} satisfies Story;
