import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_TENANT_CONFIG, message } from '@showroom/core';
import { UlezPill } from './UlezPill.tsx';
import { blurFocus } from '../shared/storyFocus.ts';
import { hidden } from '../storyControls.ts';

const ulezTenant = { ...DEFAULT_TENANT_CONFIG, ulez: true };

/**
 * The ULEZ pill for retailers in or near London: compliant or not, opening an explanation of the
 * Ultra Low Emission Zone.
 */
const meta = {
  title: 'Vehicle details/UlezPill',
  component: UlezPill,
  tags: ['autodocs'],
  args: { vehicle: { ulez_compliant: 1 }, tenant: ulezTenant },
  argTypes: {
    vehicle: hidden,
    tenant: hidden,
  },
} satisfies Meta<typeof UlezPill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ULEZ compliant: a tick, and the pill opens an explanation. */
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

/** Not ULEZ compliant: said in words, not by colour alone. */
export const NotCompliant = {
  args: { vehicle: { ulez_compliant: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
} satisfies Story;

/** A retailer that shows no ULEZ pill: nothing is shown. */
export const TenantDisablesUlez = {
  args: { tenant: DEFAULT_TENANT_CONFIG },
  play: NotCompliant.play,
} satisfies Story;
