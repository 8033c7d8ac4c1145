import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  brokerStatement,
  DEFAULT_TENANT_CONFIG,
  formatMoney,
  fromPounds,
  message,
} from '@showroom/core';
import { depositPercentNote, type QuoteSettings } from '@showroom/core';
import { CalculatorWithState, type CalculatorStoryProps } from './CalculatorWithState.tsx';
import { hpQuote, pcpQuote, quotes } from '../fixtures.ts';

const meta = {
  title: 'Deal builder/FinanceCalculator',
  // Driven as the deal drives it: the story keeps the settings (the calculator holds none).
  component: CalculatorWithState,
  tags: ['autodocs'],
  args: {
    quotes,
    broker: { ...DEFAULT_TENANT_CONFIG.broker, registeredName: 'Showroom Motors Ltd' },
    onChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<CalculatorStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvas: ReturnType<typeof within>, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** A wire amount in pounds as the calculator shows it (core's formatMoney, pence always). */
const money = (pounds: number) => formatMoney(fromPounds(pounds), { pence: 'always' });

/** The figure shown, read from its own element (a loading text cannot satisfy it). */
const figureOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.sr-calc__monthly-amount')?.textContent;

const liveStatusOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('status').textContent;

const failureText = `${message('enquiryFailureTitle')}${message('quoteFailed')}Try again`;

const PREVIOUS_CHOICES = 'This figure is for your previous choices.';

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
        canvas.getByText(money(pcpQuote.RegularPayment), { selector: '.sr-calc__monthly-amount' }),
      ).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Representative example' })).toBeVisible();
      await expect(valueOf(canvas, 'Representative APR')).toBe(`${pcpQuote.Apr.toFixed(1)}% APR`);
      await expect(valueOf(canvas, 'Optional final payment')).toBe(money(pcpQuote.Residual));
      await expect(valueOf(canvas, 'Total amount payable')).toBe(
        money(pcpQuote.TotalAmountPayable),
      );
      await expect(
        canvas.getByText(
          `${brokerStatement(DEFAULT_TENANT_CONFIG.broker, pcpQuote.Lender)} Finance subject to status.`,
        ),
      ).toBeVisible();
      await expect(liveStatusOf(canvas)).toBe(
        `Monthly payment ${money(pcpQuote.RegularPayment)}, ${pcpQuote.Apr.toFixed(1)}% APR representative`,
      );
      await expect(canvasElement.querySelector('[data-stale]')).toBeNull();
    });
    await step('changing the term asks for a new quote', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Term'), '60');
      await expect(args.onChange).toHaveBeenCalledOnce();
      await expect(args.onChange).toHaveBeenLastCalledWith({
        financeType: 'PCP',
        depositType: 'percent',
        deposit: 10,
        term: 60,
        mileage: 8000,
      });
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
      await expect(args.onChange).toHaveBeenLastCalledWith({
        financeType: 'HP',
        depositType: 'percent',
        deposit: 10,
        term: 48,
        mileage: 8000,
      });
      await expect(figureOf(canvasElement)).toBe(money(hpQuote.RegularPayment));
      await expect(canvas.getByText('Hire Purchase')).toBeVisible();
      await expect(canvas.queryByLabelText('Annual mileage')).not.toBeInTheDocument();
    });
    await step('a deposit in pounds can be typed', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /Deposit in pounds/ }));
      const amount = canvas.getByLabelText('Deposit amount (£)');
      await userEvent.clear(amount);
      await userEvent.type(amount, '2500');
      await expect(args.onChange).toHaveBeenLastCalledWith({
        financeType: 'HP',
        depositType: 'amount',
        deposit: 2500,
        term: 48,
        mileage: 8000,
      });
    });
  },
} satisfies Story;

/** The first quote is on its way: no figure yet, so a skeleton. */
export const Loading = {
  args: { quotes: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.sr-calc__result')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(liveStatusOf(canvas)).toBe('Getting your quote…');
    await expect(canvasElement.querySelectorAll('.sr-calc__skeleton .sr-skeleton')).toHaveLength(3);
    await expect(figureOf(canvasElement)).toBeUndefined();
    await expect(canvas.queryByText(PREVIOUS_CHOICES)).not.toBeInTheDocument();
  },
} satisfies Story;

/** The first quote failed: no figure to keep, so the failure notice alone. */
export const QuoteError = {
  args: { quotes: null, error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toBe(failureText);
    await expect(figureOf(canvasElement)).toBeUndefined();
    await expect(liveStatusOf(canvas)).toBe('');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith();
  },
} satisfies Story;

const chosen: QuoteSettings = {
  financeType: 'PCP',
  depositType: 'percent',
  deposit: 15,
  term: 36,
  mileage: 10000,
};

/** The container owns the settings: the controls show exactly them, a change is only reported. */
export const Controlled = {
  args: { settings: chosen },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the controls show exactly the given settings', async () => {
      await expect(canvas.getByRole('radio', { name: 'PCP' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: /percentage/ })).toBeChecked();
      await expect(canvas.getByLabelText('Term')).toHaveValue('36');
      await expect(canvas.getByLabelText('Deposit (% of price)')).toHaveValue(15);
      await expect(canvas.getByLabelText('Annual mileage')).toHaveValue('10000');
    });
    await step('a change is reported and waits for the container to feed it back', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Term'), '60');
      await expect(args.onChange).toHaveBeenCalledOnce();
      await expect(args.onChange).toHaveBeenCalledWith({ ...chosen, term: 60 });
      await expect(canvas.getByLabelText('Term')).toHaveValue('36');
    });
  },
} satisfies Story;

/** A new quote is on its way: the last figure stays, marked as for the previous choices. */
export const StaleWhileLoading = {
  args: { settings: { ...chosen, term: 60 }, loading: true, stale: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = canvasElement.querySelector('.sr-calc__result');
    await expect(result).toHaveAttribute('data-stale', 'true');
    await expect(result).toHaveAttribute('aria-busy', 'true');
    await expect(figureOf(canvasElement)).toBe(money(pcpQuote.RegularPayment));
    await expect(valueOf(canvas, 'Representative APR')).toBe(`${pcpQuote.Apr.toFixed(1)}% APR`);
    const marker = canvas.getByText(PREVIOUS_CHOICES).parentElement!;
    await expect(marker.textContent).toBe(`${PREVIOUS_CHOICES}Getting your quote…`);
    await expect(marker.nextElementSibling).toHaveClass('sr-calc__monthly');
    await expect(liveStatusOf(canvas)).toBe('Getting your quote…');
    await expect(canvas.getByLabelText('Term')).toHaveValue('60');
    // Dimmed, with contrast kept: #4a5260 is 7.9:1 on white.
    await expect(
      getComputedStyle(canvasElement.querySelector('.sr-calc__monthly-amount')!).color,
    ).toBe('rgb(74, 82, 96)');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
} satisfies Story;

/** The settings changed and the container has not asked again yet: marked, nothing announced. */
export const Stale = {
  args: { settings: { ...chosen, term: 60 }, stale: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.sr-calc__result')).toHaveAttribute(
      'data-stale',
      'true',
    );
    await expect(figureOf(canvasElement)).toBe(money(pcpQuote.RegularPayment));
    await expect(canvas.getByText(PREVIOUS_CHOICES).parentElement!.textContent).toBe(
      PREVIOUS_CHOICES,
    );
    await expect(liveStatusOf(canvas)).toBe('');
  },
} satisfies Story;

/** The new quote failed: the failure notice, and the last figure kept and marked. */
export const FailedKeepsLastFigure = {
  args: { settings: { ...chosen, term: 60 }, error: true, stale: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toBe(failureText);
    await expect(canvasElement.querySelector('.sr-calc__result')).toHaveAttribute(
      'data-stale',
      'true',
    );
    await expect(figureOf(canvasElement)).toBe(money(pcpQuote.RegularPayment));
    const marker = canvas.getByText(PREVIOUS_CHOICES).parentElement!;
    await expect(marker.textContent).toBe(PREVIOUS_CHOICES);
    await expect(marker.nextElementSibling).toHaveClass('sr-calc__monthly');
    await expect(liveStatusOf(canvas)).toBe('');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith();
  },
} satisfies Story;

/**
 * A van on the Commercial VAT scheme: at least 20% of the price excluding VAT, and from 50% of the
 * full price, as the box says under it.
 */
export const CommercialDeposit = {
  args: {
    settings: { ...chosen, deposit: 20 },
    depositBasis: 'price-excluding-vat',
    minDepositPercent: 20,
    depositNote: depositPercentNote({
      price: 7895,
      price_excluding_vat: 6579.17,
      vat_scheme: 'Commercial',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deposit = canvas.getByLabelText<HTMLInputElement>('Deposit (% of price excluding VAT)');
    await expect(deposit.value).toBe('20');
    await expect(deposit).toHaveAttribute('min', '20');
    await expect(deposit).toHaveAccessibleDescription(
      'Under 50%, of the price excluding VAT (£6,579.17), at least 20%. From 50%, of the full price (£7,895).',
    );
    await expect(canvas.queryByLabelText('Deposit (% of price)')).not.toBeInTheDocument();
  },
} satisfies Story;

export const NoQuoteAvailable = {
  args: { quotes: { pcpQuote: null, hpQuote: quotes.hpQuote, csQuote: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toBe(
      'Finance of this type is not available for this vehicle. Please choose another option.',
    );
    await expect(figureOf(canvasElement)).toBeUndefined();
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
    await expect(liveStatusOf(canvas)).toBe(
      `Monthly payment ${money(pcpQuote.RegularPayment)}, ${pcpQuote.Apr.toFixed(1)}% APR representative`,
    );
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Free credit check (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://lender.example/check?q=1');
    const terms = canvas.getByLabelText<HTMLTextAreaElement>('Finance terms');
    await expect(terms.value).toBe(args.termsText);
    await expect(terms).toHaveAttribute('readonly');
  },
} satisfies Story;

export const NorthgateMotorsTenant = {
  globals: { tenant: 'northgate-motors' },
  args: { broker: { ...DEFAULT_TENANT_CONFIG.broker, registeredName: 'Northgate Motors' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        `${brokerStatement({ ...DEFAULT_TENANT_CONFIG.broker, registeredName: 'Northgate Motors' }, pcpQuote.Lender)} Finance subject to status.`,
      ),
    ).toBeVisible();
  },
} satisfies Story;

/** The vehicle's price the deposit is of (pricing), so the £ / % toggle can show it in the other unit. */
const pricing = { price: 14995, price_excluding_vat: null, vat_scheme: null };

/**
 * The £ / % switch reports the unit chosen with the deposit as shown; the container (the deal)
 * converts it, so the box shows the same deposit in the other unit.
 */
export const DepositUnitToggle = {
  args: { pricing },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('10% of £14,995 is £1,499.50, shown in pounds with its pence', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /Deposit in pounds/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith({
        financeType: 'PCP',
        depositType: 'amount',
        deposit: 10,
        term: 48,
        mileage: 8000,
      });
      await expect(canvas.getByLabelText<HTMLInputElement>('Deposit amount (£)').value).toBe(
        '1499.50',
      );
    });
    await step('and back: 10% again', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /percentage/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ depositType: 'percent', deposit: 1499.5 }),
      );
      await expect(canvas.getByLabelText('Deposit (% of price)')).toHaveValue(10);
    });
    await step('£2,000 is 13.3378%: as few decimals as give £2,000.00 again', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /Deposit in pounds/ }));
      const amount = canvas.getByLabelText('Deposit amount (£)');
      await userEvent.clear(amount);
      await userEvent.type(amount, '2000');
      await userEvent.click(canvas.getByRole('radio', { name: /percentage/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ depositType: 'percent', deposit: 2000 }),
      );
      const percent = canvas.getByLabelText<HTMLInputElement>('Deposit (% of price)');
      await expect(percent.value).toBe('13.3378');
      await expect(percent.checkValidity()).toBe(true);
    });
  },
} satisfies Story;

/** A deposit with pence can be edited a key at a time: the box keeps what is typed. */
export const EditingADepositWithPence = {
  args: { settings: { ...chosen, depositType: 'amount', deposit: 1499.5 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText<HTMLInputElement>('Deposit amount (£)');
    await expect(amount.value).toBe('1499.50');
    await userEvent.type(amount, '{Backspace}');
    // 1499.5 is the same deposit: nothing to quote, and the box keeps the shopper's text.
    await expect(amount.value).toBe('1499.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ depositType: 'amount', deposit: 1499.5 }),
    );
  },
} satisfies Story;

/** A deposit that cannot be used is refused at the deposit box: the message is its description. */
export const DepositAboveThePrice = {
  args: {
    settings: { ...chosen, depositType: 'amount', deposit: 1499.5 },
    depositError:
      'A deposit of £999,999,999 is more than the price of this car (£14,995). Please enter a smaller deposit.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Deposit amount (£)');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(args.depositError!);
    // Nothing changed: the figure is still the quote's, not marked as for other choices.
    await expect(figureOf(canvasElement)).toBe(money(pcpQuote.RegularPayment));
    await expect(canvasElement.querySelector('[data-stale]')).toBeNull();
  },
} satisfies Story;

/** The product chosen is not possible (a part exchange leaves too little to borrow): said above the figure. */
export const ProductStillPossible = {
  args: {
    settings: { ...chosen, financeType: 'HP' },
    notice: 'PCP is not available with your part exchange, so this quote is for Hire Purchase.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'HP' })).toBeChecked();
    const notice = canvas.getByText(args.notice!);
    await expect(notice).toBeVisible();
    await expect(
      notice.compareDocumentPosition(canvasElement.querySelector('.sr-calc__monthly')!),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(figureOf(canvasElement)).toBe(money(hpQuote.RegularPayment));
  },
} satisfies Story;

/**
 * A part exchange goes towards the deal: the representative example's deposit is the shopper's
 * own (the deposit box's), the part exchange beside it, and the credit is what is left.
 */
export const WithPartExchange = {
  args: {
    settings: { ...chosen, financeType: 'HP', depositType: 'amount', deposit: 1499.5 },
    quotes: {
      ...quotes,
      hpQuote: { ...hpQuote, TotalDeposit: 13374.5, Balance: 1620.5 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText<HTMLInputElement>('Deposit amount (£)').value).toBe(
      '1499.50',
    );
    await expect(valueOf(canvas, 'Deposit')).toBe('£1,499.50');
    await expect(valueOf(canvas, 'Part exchange')).toBe('£11,875.00');
    await expect(valueOf(canvas, 'Total amount of credit')).toBe('£1,620.50');
  },
} satisfies Story;

/** Negative equity: the part exchange takes away from the deposit (here all of it). */
export const WithNegativeEquity = {
  args: {
    settings: { ...chosen, financeType: 'HP', depositType: 'amount', deposit: 4125 },
    quotes: {
      ...quotes,
      hpQuote: { ...hpQuote, Deposit: 4125, TotalDeposit: 0, Balance: 14995 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(valueOf(canvas, 'Deposit')).toBe('£4,125.00');
    await expect(valueOf(canvas, 'Part exchange')).toBe('−£4,125.00');
    await expect(valueOf(canvas, 'Total amount of credit')).toBe('£14,995.00');
  },
} satisfies Story;
