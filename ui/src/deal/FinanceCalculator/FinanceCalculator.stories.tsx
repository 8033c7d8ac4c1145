import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FinanceCalculator } from './FinanceCalculator.tsx';
import { pcpQuote, quotes } from '../fixtures.ts';

const meta = {
  title: 'Deal builder/FinanceCalculator',
  component: FinanceCalculator,
  tags: ['autodocs'],
  args: {
    quotes,
    brokerName: 'Showroom Motors Ltd',
    onChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FinanceCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvas: ReturnType<typeof within>, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

export const PcpQuote = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the defaults are PCP, 10% deposit, 48 months, 8,000 miles', async () => {
      await expect(canvas.getByRole('radio', { name: 'PCP' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: /percentage/ })).toBeChecked();
      await expect(canvas.getByLabelText('Deposit (% of price)')).toHaveValue(10);
      await expect(canvas.getByLabelText('Term')).toHaveValue('48');
      await expect(canvas.getByLabelText('Annual mileage')).toHaveValue('8000');
    });
    await step('the monthly payment carries the complete representative example', async () => {
      await expect(
        canvas.getByText('£221.40', { selector: '.sr-calc__monthly-amount' }),
      ).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Representative example' })).toBeVisible();
      await expect(valueOf(canvas, 'Representative APR')).toBe('9.9% APR');
      await expect(valueOf(canvas, 'Optional final payment')).toBe('£6,120.00');
      await expect(valueOf(canvas, 'Total amount payable')).toBe('£18,035.30');
      await expect(canvas.getByText(/Finance subject to status/)).toBeVisible();
    });
    await step('changing the term asks for a new quote', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Term'), '60');
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ financeType: 'PCP', term: 60, mileage: 8000, deposit: 10 }),
      );
    });
    await step('no credit check link when the lender offers none', async () => {
      await expect(
        canvas.queryByRole('link', { name: /Free credit check/ }),
      ).not.toBeInTheDocument();
    });
  },
} satisfies Story;

export const SwitchToHirePurchase = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('choosing HP shows the HP quote without a mileage control', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'HP' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ financeType: 'HP' }),
      );
      await expect(
        canvas.getByText('£337.63', { selector: '.sr-calc__monthly-amount' }),
      ).toBeVisible();
      await expect(canvas.getByText('Hire Purchase')).toBeVisible();
      await expect(canvas.queryByLabelText('Annual mileage')).not.toBeInTheDocument();
    });
    await step('a deposit in pounds can be typed', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /Deposit in pounds/ }));
      const amount = canvas.getByLabelText('Deposit amount (£)');
      await userEvent.clear(amount);
      await userEvent.type(amount, '2500');
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ depositType: 'amount', deposit: 2500 }),
      );
    });
  },
} satisfies Story;

export const Loading = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Getting your quote…');
    await expect(canvas.queryByText('£221.40')).not.toBeInTheDocument();
  },
} satisfies Story;

export const QuoteError = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry, there was a problem');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
} satisfies Story;

export const NoQuoteAvailable = {
  args: { quotes: { pcpQuote: null, hpQuote: quotes.hpQuote, csQuote: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Finance of this type is not available for this vehicle/),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: 'Representative example' }),
    ).not.toBeInTheDocument();
  },
} satisfies Story;

export const ValuesAdjusted = {
  args: {
    initialSettings: {
      financeType: 'PCP',
      depositType: 'percent',
      deposit: 10,
      term: 24,
      mileage: 5000,
    },
    quotes: {
      ...quotes,
      pcpQuote: {
        ...pcpQuote,
        Term: 36,
        AnnualMileage: 10000,
        Deposit: 2000,
        TotalDeposit: 2000,
        Notifications: [
          'The term was changed to 36 months.',
          'The mileage was changed to 10,000 miles.',
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We have adjusted your quote')).toBeVisible();
    await expect(canvas.getByText('The term was changed to 36 months.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Monthly payment £221.40, 9.9% APR');
    await expect(canvas.getByLabelText('Term')).toHaveValue('36');
    await expect(canvas.getByLabelText('Annual mileage')).toHaveValue('10000');
    await expect(canvas.getByLabelText('Deposit amount (£)')).toHaveValue(2000);
  },
} satisfies Story;

export const AdjustedDepositWithPence = {
  args: {
    quotes: {
      ...quotes,
      pcpQuote: {
        ...pcpQuote,
        Deposit: 1001.5,
        TotalDeposit: 1001.5,
        Notifications: ['The deposit was changed to £1,001.50.'],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText<HTMLInputElement>('Deposit amount (£)');
    // Shown in full and accepted as it is: no '1001.5', and the browser does not mark it invalid.
    await expect(amount.value).toBe('1001.50');
    await expect(amount.checkValidity()).toBe(true);
  },
} satisfies Story;

export const CreditCheckAndTerms = {
  args: {
    quotes: {
      ...quotes,
      pcpQuote: {
        ...pcpQuote,
        QuoteActions: { MotorCreditCheck: 'https://lender.example/check?q=1' },
      },
    },
    termsText:
      'Finance is subject to status. Over 18s only. Guarantees may be required. The optional final payment is due at the end of the agreement if you wish to keep the vehicle. Excess mileage charges apply if you exceed the annual mileage.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Free credit check/ });
    await expect(link).toHaveAttribute('href', 'https://lender.example/check?q=1');
    const terms = canvas.getByLabelText<HTMLTextAreaElement>('Finance terms');
    await expect(terms.value).toContain('Guarantees may be required');
    await expect(terms).toHaveAttribute('readonly');
  },
} satisfies Story;

export const NorthgateMotorsTenant = {
  globals: { tenant: 'northgate-motors' },
  args: { brokerName: 'Northgate Motors' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Northgate Motors is a credit broker/)).toBeVisible();
  },
} satisfies Story;
