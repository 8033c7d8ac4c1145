import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PaymentMethod } from '@showroom/core';
import { PaymentTabs, type PaymentTabsProps } from './PaymentTabs.tsx';
import { blurFocus } from '../../shared/storyFocus.ts';
import { event, hidden, radio } from '../../storyControls.ts';

function Stateful(props: PaymentTabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PaymentTabs
      {...props}
      value={value}
      onChange={(method) => {
        setValue(method);
        props.onChange(method);
      }}
    >
      <p>{`Content for ${value}`}</p>
    </PaymentTabs>
  );
}

/**
 * How the shopper pays, as tabs: Pay Monthly (finance), Pay In Full (cash) and Reserve (requirement
 * DEAL-2).
 */
const meta = {
  title: 'Deal builder/PaymentTabs',
  component: PaymentTabs,
  tags: ['autodocs'],
  args: { value: 'finance', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  argTypes: {
    value: radio(['finance', 'cash', 'reserve'], 'The tab chosen.'),
    methods: {
      control: 'check',
      options: ['finance', 'cash', 'reserve'],
      description: 'The tabs offered.',
    },
    onChange: event,
    children: hidden,
  },
} satisfies Meta<typeof PaymentTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pay Monthly chosen; the shopper switches to Pay In Full. */
export const PayMonthly = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the shopper sees three payment tabs, Pay Monthly selected', async () => {
      const tabs = canvas.getAllByRole('tab');
      await expect(tabs.map((tab) => tab.textContent)).toEqual([
        'Pay Monthly',
        'Pay In Full',
        'Reserve',
      ]);
      await expect(canvas.getByRole('tab', { name: 'Pay Monthly' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(canvas.getByRole('tabpanel', { name: 'Pay Monthly' }).textContent).toBe(
        'Content for finance',
      );
    });
    await step('clicking Pay In Full selects it', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Pay In Full' }));
      await expect(args.onChange).toHaveBeenCalledOnce();
      await expect(args.onChange).toHaveBeenCalledWith('cash');
      await expect(canvas.getByRole('tabpanel', { name: 'Pay In Full' }).textContent).toBe(
        'Content for cash',
      );
    });
    blurFocus();
  },
} satisfies Story;

/** The arrow keys move between the tabs. The picture is about focus: the ring is on the panel. */
export const KeyboardArrows = {
  parameters: { focusPictured: true },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Tab reaches the selected tab only', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tab', { name: 'Pay Monthly' })).toHaveFocus();
    });
    await step('arrow keys move and select, wrapping around', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Pay In Full' })).toHaveFocus();
      await expect(args.onChange).toHaveBeenLastCalledWith('cash' satisfies PaymentMethod);
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Pay Monthly' })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('tab', { name: 'Reserve' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.keyboard('{Home}');
      await expect(canvas.getByRole('tab', { name: 'Pay Monthly' })).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('tab', { name: 'Reserve' })).toHaveFocus();
    });
    await step('Tab moves on into the panel', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    });
  },
} satisfies Story;

/** Reserve chosen. */
export const ReserveSelected = {
  args: { value: 'reserve' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Reserve' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Reserve' }).textContent).toBe(
      'Content for reserve',
    );
  },
} satisfies Story;

/** A retailer that takes no reservations: two tabs. */
export const WithoutReserve = {
  args: { methods: ['finance', 'cash'], value: 'cash' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
    await expect(canvas.queryByRole('tab', { name: 'Reserve' })).not.toBeInTheDocument();
  },
} satisfies Story;

/** Another retailer's tab names. */
export const NorthgateMotorsTenant = {
  globals: { tenant: 'northgate-motors' },
  play: async ({ canvasElement }) => {
    // A tenant's colours are the stylesheet's (decision 1002): the chosen tab is the brand token.
    const selected = within(canvasElement).getByRole('tab', { name: 'Pay Monthly' });
    await expect(getComputedStyle(selected).backgroundColor).toBe('rgb(11, 61, 110)');
  },
} satisfies Story;
