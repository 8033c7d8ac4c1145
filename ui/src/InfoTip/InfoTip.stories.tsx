import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { message } from '@showroom/core';
import { InfoTip } from './InfoTip.tsx';

const meta = {
  title: 'Shared/InfoTip',
  component: InfoTip,
  tags: ['autodocs'],
  args: { view: 'deposit-contribution' },
} satisfies Meta<typeof InfoTip>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  },
} satisfies Story;

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
  },
} satisfies Story;
