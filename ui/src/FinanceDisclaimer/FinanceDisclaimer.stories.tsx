import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FinanceDisclaimer } from './FinanceDisclaimer.tsx';
import { hidden, text, toggle } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

const long =
  '<p>Showroom Motors Ltd is a credit broker, not a lender, and is authorised and regulated by the Financial Conduct Authority. Finance subject to status. Over 18s only.</p>';
const fullText =
  'Showroom Motors Ltd is a credit broker, not a lender, and is authorised and regulated by the Financial Conduct Authority. Finance subject to status. Over 18s only.';

/**
 * The retailer's finance disclaimer under the prices: the first 130 characters with Read more
 * (requirement CONST-7), or in full on paper.
 */
const meta = {
  title: 'Finance/FinanceDisclaimer',
  component: FinanceDisclaimer,
  tags: ['autodocs'],
  args: { html: long },
  argTypes: {
    html: text('The disclaimer (HTML, sanitised).'),
    collapsible: toggle('Collapsed to 130 characters with Read more (off when printed).'),
    tenant: hidden,
  },
} satisfies Meta<typeof FinanceDisclaimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long disclaimer, collapsed: 130 characters, "..." and Read more. */
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

/**
 * Read more shows it all; Read less collapses it again (the shopper's last choice is pictured:
 * collapsed).
 */
export const Expanded = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Read more/ }));
    await expect(canvas.getByText(fullText)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Read less/ }));
    await expect(canvas.getByText(`${fullText.slice(0, 130).trimEnd()}...`)).toBeVisible();
    blurFocus();
  },
} satisfies Story;

/** A disclaimer short enough to show in full, with no button. */
export const Short = {
  args: { html: '<p>Finance subject to status.</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Finance subject to status.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Story;

/** Printed: always in full. */
export const OnPaper = {
  args: { collapsible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(fullText)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Story;

/** No disclaimer configured: nothing is shown. */
export const None = {
  args: { html: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
} satisfies Story;
