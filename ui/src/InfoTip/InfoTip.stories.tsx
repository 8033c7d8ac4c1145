import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { message } from '@showroom/core';
import { InfoTip } from './InfoTip.tsx';
import { hidden, radio } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

/**
 * An "i" button beside a figure that opens a short explanation in a dialog (a deposit contribution,
 * vehicle tax).
 */
const meta = {
  title: 'Shared/InfoTip',
  component: InfoTip,
  tags: ['autodocs'],
  args: { view: 'deposit-contribution' },
  argTypes: {
    view: radio(['deposit-contribution', 'vehicle-tax-info'], 'Which explanation.'),
    tenant: hidden,
  },
} satisfies Meta<typeof InfoTip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deposit contribution explanation, opened. */
export const DepositContribution = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'About deposit contributions' });
    await userEvent.click(button);
    const dialog = await canvas.findByRole('dialog', { name: 'Deposit contribution' });
    await expect(dialog).toHaveAttribute('data-view', 'deposit-contribution');
    await expect(within(dialog).getByText(message('depositContributionText'))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    blurFocus();
  },
} satisfies Story;

/** The vehicle tax explanation, opened. */
export const VehicleTax = {
  args: { view: 'vehicle-tax-info' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'About vehicle tax' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Vehicle tax' });
    await expect(dialog).toHaveAttribute('data-view', 'vehicle-tax-info');
    await expect(within(dialog).getByText(message('vehicleTaxText'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    blurFocus();
  },
} satisfies Story;
