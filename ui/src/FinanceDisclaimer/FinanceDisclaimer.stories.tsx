import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FinanceDisclaimer } from './FinanceDisclaimer.tsx';

const long =
  '<p>Showroom Motors Ltd is a credit broker, not a lender, and is authorised and regulated by the Financial Conduct Authority. Finance subject to status. Over 18s only.</p>';
const fullText =
  'Showroom Motors Ltd is a credit broker, not a lender, and is authorised and regulated by the Financial Conduct Authority. Finance subject to status. Over 18s only.';

const meta = {
  title: 'Finance/FinanceDisclaimer',
  component: FinanceDisclaimer,
  tags: ['autodocs'],
  args: { html: long },
} satisfies Meta<typeof FinanceDisclaimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Requirement CONST-7: the first 130 characters, then '...'.
    await expect(canvas.getByText(`${fullText.slice(0, 130).trimEnd()}...`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Read more/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
} satisfies Story;

export const Expanded = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Read more/ }));
    await expect(canvas.getByText(fullText)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Read less/ }));
    await expect(canvas.getByText(`${fullText.slice(0, 130).trimEnd()}...`)).toBeVisible();
  },
} satisfies Story;

export const Short = {
  args: { html: '<p>Finance subject to status.</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Finance subject to status.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Story;

export const OnPaper = {
  args: { collapsible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(fullText)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Story;

export const None = {
  args: { html: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
} satisfies Story;
