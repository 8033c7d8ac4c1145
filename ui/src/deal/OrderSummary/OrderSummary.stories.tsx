import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderSummary, type OrderSummaryProps } from './OrderSummary.tsx';
import { negativeEquityValuation, products, valuation } from '../fixtures.ts';
import { blurFocus } from '../../shared/storyFocus.ts';
import { event, hidden, money, radio, toggle } from '../../storyControls.ts';

function Stateful(props: OrderSummaryProps) {
  const [selected, setSelected] = useState(props.selectedProductIds ?? []);
  return (
    <OrderSummary
      {...props}
      selectedProductIds={selected}
      onToggleProduct={(id) => {
        setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
        props.onToggleProduct(id);
      }}
    />
  );
}

/**
 * The order summary in the deal builder: price, admin fee, optional products, part exchange and
 * what is due today or the deposit, added up with core's rules (requirement ORDER-10).
 */
const meta = {
  title: 'Deal builder/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  args: {
    price: 14995,
    adminFee: 99,
    products,
    selectedProductIds: [],
    paymentMethod: 'cash',
    onToggleProduct: fn(),
  },
  render: (args) => <Stateful {...args} />,
  argTypes: {
    headingLevel: radio([2, 3, 4], 'Level of the heading (3 inside the deal panel).'),
    price: money('The cash price.', 0.01),
    priceExcludingVat: money('A van’s price excluding VAT.', 0.01),
    adminFee: money('The admin fee.'),
    products: hidden,
    selectedProductIds: hidden,
    valuations: hidden,
    paymentMethod: radio(
      ['finance', 'cash', 'reserve'],
      'How the shopper pays (requirement DEAL-2).',
    ),
    deposit: money('The deposit, on finance.', 0.01),
    financeUnavailable: toggle('No finance quote for this vehicle.'),
    onToggleProduct: event,
  },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvas: ReturnType<typeof within>, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** Paying in full: the price, the admin fee and optional products to add. */
export const CashTotal = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('price and admin fee make the cash total', async () => {
      await expect(line(canvas, 'Vehicle price')).toBe('£14,995.00');
      await expect(line(canvas, 'Admin fee')).toBe('£99.00');
      await expect(line(canvas, 'Cash total')).toBe('£15,094.00');
    });
    await step('ticking a product adds it to the total', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /Paint protection/ }));
      await expect(args.onToggleProduct).toHaveBeenCalledOnce();
      await expect(args.onToggleProduct).toHaveBeenCalledWith(1);
      await expect(line(canvas, 'Paint protection')).toBe('£299.00');
      await expect(line(canvas, 'Cash total')).toBe('£15,393.00');
      await userEvent.click(canvas.getByRole('checkbox', { name: /Paint protection/ }));
      await expect(line(canvas, 'Cash total')).toBe('£15,094.00');
    });
    blurFocus();
  },
} satisfies Story;

/** A vehicle whose own admin fee is £0 (the mobility scheme's cars): no fee, the total is the price. */
export const NoAdminFee = {
  args: { adminFee: 0, products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(line(canvas, 'Vehicle price')).toBe('£14,995.00');
    await expect(canvas.queryByText('Admin fee')).not.toBeInTheDocument();
    await expect(line(canvas, 'Cash total')).toBe('£14,995.00');
  },
} satisfies Story;

/** A part exchange and a product chosen: the part exchange comes off the total. */
export const WithPartExchange = {
  args: { valuations: [valuation], selectedProductIds: [2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(line(canvas, 'Extended warranty (24 months)')).toBe('£449.00');
    await expect(line(canvas, 'Part-exchange valuation')).toBe('−£6,450.00');
    await expect(line(canvas, 'Outstanding finance settlement')).toBe('+£1,200.00');
    await expect(line(canvas, 'Cash total')).toBe('£10,293.00');
  },
} satisfies Story;

/** A part exchange worth less than the finance on it: the difference adds to the total. */
export const NegativeEquity = {
  args: { valuations: [negativeEquityValuation] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(line(canvas, 'Part-exchange valuation')).toBe('−£3,200.00');
    await expect(line(canvas, 'Outstanding finance settlement')).toBe('+£4,500.00');
    await expect(
      canvas.getByText(
        'You owe £1,300.00 more on your part exchange than it is worth; this negative equity is included in the total above.',
      ),
    ).toBeVisible();
    await expect(line(canvas, 'Cash total')).toBe('£16,394.00');
  },
} satisfies Story;

/** A part exchange worth more than the deal: what we owe the shopper, never a negative total. */
export const PartExchangeWorthMore = {
  args: { price: 2995, adminFee: 99, valuations: [{ ...valuation, price: 4125, settlement: 0 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Cash total')).toBeNull();
    await expect(line(canvas, 'We owe you')).toBe('£1,031.00');
    await expect(
      canvas.getByText(
        'Your part exchange is worth £1,031 more than this deal: the retailer will refund it to you or take it off another purchase.',
      ),
    ).toBeVisible();
  },
} satisfies Story;

/** On finance: the deposit and the balance to finance. */
export const Finance = {
  args: {
    paymentMethod: 'finance',
    deposit: 1499.5,
    valuations: [valuation],
    selectedProductIds: [2],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(line(canvas, 'Deposit')).toBe('−£1,499.50');
    // The vehicle less the part-exchange balance and the deposit; the fee and products are not lent.
    await expect(line(canvas, 'Amount of credit')).toBe('£8,245.50');
    await expect(line(canvas, 'Admin fee (paid on top, not financed)')).toBe('£99.00');
    await expect(line(canvas, 'Extended warranty (24 months) (paid on top, not financed)')).toBe(
      '£449.00',
    );
    await expect(canvas.queryByText('Cash total')).not.toBeInTheDocument();
  },
} satisfies Story;

/** On finance with pence: the figures as the quote gives them. */
export const FinanceAsQuoted = {
  args: { paymentMethod: 'finance', price: 22467.59, adminFee: 149, deposit: 2246.76 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The representative example's amount of credit for this quote: price less deposit.
    await expect(line(canvas, 'Amount of credit')).toBe('£20,220.83');
  },
} satisfies Story;

/**
 * No quote for the settings on screen (one is on its way, or none is possible): no deposit or
 * amount of credit that is not a quote's, whatever the part exchange.
 */
export const FinanceWithoutAQuote = {
  args: { paymentMethod: 'finance', deposit: null, valuations: [valuation] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(line(canvas, 'Deposit')).toBe('—no quote yet');
    await expect(line(canvas, 'Amount of credit')).toBe('—no quote yet');
    await expect(canvasElement.textContent).not.toMatch(/−£0\.00/);
    await expect(line(canvas, 'Part-exchange valuation')).toBe('−£6,450.00');
  },
} satisfies Story;

/** A van on the Commercial VAT scheme: the vehicle price says its price excluding VAT beside it. */
export const VanPlusVat = {
  args: { price: 19995, priceExcludingVat: 16662.5, adminFee: 149, products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByText('Vehicle price', { selector: 'dt' })
      .nextElementSibling as HTMLElement;
    await expect(price.textContent).toContain('£19,995.00');
    await expect(within(price).getByText('£16,662.50 + VAT')).toBeVisible();
    await expect(line(canvas, 'Cash total')).toBe('£20,144.00');
  },
} satisfies Story;
