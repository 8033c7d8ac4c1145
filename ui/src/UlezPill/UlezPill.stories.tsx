import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_TENANT_CONFIG, message } from '@showroom/core';
import { UlezPill } from './UlezPill.tsx';
import { blurFocus } from '../shared/storyFocus.ts';

const ulezTenant = { ...DEFAULT_TENANT_CONFIG, ulez: true };

const meta = {
  title: 'Vehicle details/UlezPill',
  component: UlezPill,
  tags: ['autodocs'],
  args: { vehicle: { ulez_compliant: 1 }, tenant: ulezTenant },
} satisfies Meta<typeof UlezPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compliant = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pill = canvas.getByRole('button', { name: 'ULEZ compliant' });
    await userEvent.click(pill);
    const dialog = await canvas.findByRole('dialog', { name: 'Ultra Low Emission Zone (ULEZ)' });
    await expect(dialog).toHaveAttribute('data-view', 'ulez');
    await expect(within(dialog).getByText(message('ulezText'))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(pill).toHaveFocus();
    blurFocus();
  },
} satisfies Story;

export const NotCompliant = {
  args: { vehicle: { ulez_compliant: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
} satisfies Story;

export const TenantDisablesUlez = {
  args: { tenant: DEFAULT_TENANT_CONFIG },
  play: NotCompliant.play,
} satisfies Story;
