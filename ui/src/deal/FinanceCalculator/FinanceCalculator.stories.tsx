import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  brokerStatement,
  DEFAULT_SUBJECT_TO_STATUS,
  DEFAULT_TENANT_CONFIG,
  formatMoney,
  fromPounds,
  message,
} from '@showroom/core';
import { DEFAULT_FINANCE_SETTINGS, depositPercentNote, type QuoteSettings } from '@showroom/core';
import { CalculatorWithState, type CalculatorStoryProps } from './CalculatorWithState.tsx';
import {
  adjustedPcpQuote,
  commercialPcpQuote,
  depositWithPencePcpQuote,
  hpQuote,
  hpQuoteDeposit2500,
  pcpQuote,
  pcpQuote36Months,
  pcpQuote60Months,
  pcpQuoteDeposit2000,
  quotes,
} from '../fixtures.ts';
import { financeArgTypes, hidden, number, radio, text } from '../../storyControls.ts';

/**
 * The finance calculator in the deal builder: the shopper chooses PCP, HP or conditional sale, a
 * deposit (in pounds or as a percentage), a term and, for PCP, an annual mileage; the monthly
 * payment comes with its complete representative example (requirements ARCH-8, FIN-6). Every
 * picture shows a figure for exactly the choices shown, or marks it as for the previous choices.
 */
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
  argTypes: {
    ...financeArgTypes,
    quotes: {
      ...hidden,
      description: 'The quotes the lender sent (PCP, HP and conditional sale).',
    },
    quotesFor: hidden,
    pricing: hidden,
    broker: hidden,
    headingLevel: radio([2, 3, 4], 'Level of the calculator heading (3 inside the deal panel).'),
    depositBasis: radio(
      ['price', 'price-excluding-vat'],
      'What the deposit percentage is of: the price, or (Commercial VAT scheme) the price excluding VAT.',
    ),
    minDepositPercent: number('The smallest deposit the lender accepts, in percent.', 0, 50),
    depositNote: text('A note under the deposit box (the Commercial VAT scheme rule).'),
    depositError: text('Why the deposit typed was refused, shown at the deposit box.'),
    notice: text('Said above the figure when the product chosen is not possible.'),
    noQuoteMessage: text('Shown when the product chosen has no quote.'),
    termsText: text("The lender's finance terms, in a read-only box."),
    terms: hidden,
    mileages: hidden,
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

/**
 * Try the calculator's states with the controls: loading, failed, marked as for the previous
 * choices, a notice above the figure, a deposit refused, the Commercial VAT scheme's basis.
 */
export const Playground = {
  parameters: { docs: { canvas: { sourceState: 'shown' } } },
} satisfies Story;

/**
 * The deal builder's first quote: PCP, a 10% deposit, 48 months and 8,000 miles a year, the
 * monthly payment with its complete representative example and the broker statement
 * (requirement ARCH-8).
 */
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
          `${brokerStatement(DEFAULT_TENANT_CONFIG.broker, pcpQuote.Lender)} ${DEFAULT_SUBJECT_TO_STATUS}`,
        ),
      ).toBeVisible();
      await expect(liveStatusOf(canvas)).toBe(
        `Monthly payment ${money(pcpQuote.RegularPayment)}, ${pcpQuote.Apr.toFixed(1)}% APR representative`,
      );
      await expect(canvasElement.querySelector('[data-stale]')).toBeNull();
    });
    await step('no credit check link when the lender offers none', async () => {
      await expect(
        canvas.queryByRole('link', { name: /Free credit check/ }),
      ).not.toBeInTheDocument();
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
} satisfies Story;

/** The quotes the container is sent for the settings it holds (the 60-month PCP after a change). */
const termQuotes = (settings: QuoteSettings) =>
  settings.financeType === 'PCP' && settings.term === 60
    ? { ...quotes, pcpQuote: pcpQuote60Months }
    : quotes;

/**
 * The shopper chooses 60 months: a new quote is asked for, and the figure and the representative
 * example that arrive are for 60 months (requirement FIN-6).
 */
export const ChooseALongerTerm = {
  args: { quotesFor: termQuotes },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
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
    await step('the figure and the example are for 60 months', async () => {
      await expect(figureOf(canvasElement)).toBe(money(pcpQuote60Months.RegularPayment));
      await expect(valueOf(canvas, 'Length of agreement')).toBe('60 months');
      await expect(valueOf(canvas, 'Optional final payment')).toBe(
        money(pcpQuote60Months.Residual),
      );
    });
    (canvas.getByLabelText('Term') as HTMLElement).blur();
  },
} satisfies Story;

/** The shopper chooses HP: the HP quote, without a mileage control (HP has no mileage limit). */
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
    (canvas.getByRole('radio', { name: 'HP' }) as HTMLElement).blur();
  },
} satisfies Story;

/** The HP quote for a £2,500 deposit, once the shopper has typed it. */
const depositQuotes = (settings: QuoteSettings) =>
  settings.financeType === 'HP' && settings.depositType === 'amount' && settings.deposit === 2500
    ? { ...quotes, hpQuote: hpQuoteDeposit2500 }
    : quotes;

/**
 * On HP the shopper types a deposit of £2,500 in pounds: the quote that arrives is for it, so the
 * representative example's deposit is the one in the box.
 */
export const TypeADepositInPounds = {
  args: {
    initialSettings: { ...DEFAULT_FINANCE_SETTINGS, financeType: 'HP', depositType: 'percent' },
    quotesFor: depositQuotes,
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
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
    await step('the quote shown is for £2,500', async () => {
      await expect(figureOf(canvasElement)).toBe(money(hpQuoteDeposit2500.RegularPayment));
      await expect(valueOf(canvas, 'Deposit')).toBe('£2,500.00');
    });
    (canvas.getByLabelText('Deposit amount (£)') as HTMLElement).blur();
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
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith();
    retry.blur();
  },
} satisfies Story;

const chosen: QuoteSettings = {
  financeType: 'PCP',
  depositType: 'percent',
  deposit: 15,
  term: 36,
  mileage: 10000,
};

/** The settings the default quotes are for (PCP, £1,499.50, 48 months, 8,000 miles). */
const asQuoted: QuoteSettings = {
  financeType: 'PCP',
  depositType: 'amount',
  deposit: 1499.5,
  term: 48,
  mileage: 8000,
};

/**
 * The container owns the settings: the controls show exactly them (15%, 36 months, 10,000 miles,
 * with the quote for them); a change is only reported, and waits for the container to feed it back.
 */
export const Controlled = {
  args: { settings: chosen, quotes: { ...quotes, pcpQuote: pcpQuote36Months } },
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
    (canvas.getByLabelText('Term') as HTMLElement).blur();
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
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith();
    retry.blur();
  },
} satisfies Story;

/**
 * A van on the Commercial VAT scheme: at least 20% of the price excluding VAT, and from 50% of the
 * full price, as the box says under it.
 */
export const CommercialDeposit = {
  args: {
    settings: { ...asQuoted, depositType: 'percent', deposit: 20 },
    quotes: { ...quotes, pcpQuote: commercialPcpQuote },
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

/** The lender offers no PCP for this vehicle: the shopper is asked to choose another option. */
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

/**
 * The lender changed what was asked (24 months, 5,000 miles) to what it offers: the controls show
 * the quote's values and the notice says what changed (requirement FIN-6).
 */
export const ValuesAdjusted = {
  args: {
    initialSettings: {
      financeType: 'PCP',
      depositType: 'percent',
      deposit: 10,
      term: 24,
      mileage: 5000,
    },
    quotes: { ...quotes, pcpQuote: adjustedPcpQuote },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We have adjusted your quote')).toBeVisible();
    await expect(canvas.getByText('The term was changed to 36 months.')).toBeVisible();
    await expect(liveStatusOf(canvas)).toBe(
      `Monthly payment ${money(adjustedPcpQuote.RegularPayment)}, ${adjustedPcpQuote.Apr.toFixed(1)}% APR representative`,
    );
    await expect(canvas.getByLabelText('Term')).toHaveValue('36');
    await expect(canvas.getByLabelText('Annual mileage')).toHaveValue('10000');
    await expect(canvas.getByLabelText('Deposit amount (£)')).toHaveValue(2000);
  },
} satisfies Story;

/** The lender adjusted the deposit to £1,001.50: the box shows it with its pence. */
export const AdjustedDepositWithPence = {
  args: { quotes: { ...quotes, pcpQuote: depositWithPencePcpQuote } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText<HTMLInputElement>('Deposit amount (£)');
    // Shown in full and accepted as it is: no '1001.5', and the browser does not mark it invalid.
    await expect(amount.value).toBe('1001.50');
    await expect(amount.checkValidity()).toBe(true);
  },
} satisfies Story;

/** The lender offers a free credit check (a link that opens in a new tab) and its finance terms. */
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

/** Another retailer: the broker statement names it (requirement ARCH-8). */
export const NorthgateMotorsTenant = {
  globals: { tenant: 'northgate-motors' },
  args: { broker: { ...DEFAULT_TENANT_CONFIG.broker, registeredName: 'Northgate Motors' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        `${brokerStatement({ ...DEFAULT_TENANT_CONFIG.broker, registeredName: 'Northgate Motors' }, pcpQuote.Lender)} ${DEFAULT_SUBJECT_TO_STATUS}`,
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
  args: {
    pricing,
    quotesFor: (settings: QuoteSettings) =>
      Math.round(
        settings.depositType === 'amount' ? settings.deposit * 100 : settings.deposit * 14995,
      ) === 200000
        ? { ...quotes, pcpQuote: pcpQuoteDeposit2000 }
        : quotes,
  },
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
      await expect(figureOf(canvasElement)).toBe(money(pcpQuoteDeposit2000.RegularPayment));
    });
    (canvas.getByRole('radio', { name: /percentage/ }) as HTMLElement).blur();
  },
} satisfies Story;

/** A deposit with pence can be edited a key at a time: the box keeps what is typed. */
export const EditingADepositWithPence = {
  args: { settings: asQuoted },
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
    amount.blur();
  },
} satisfies Story;

/** A deposit that cannot be used is refused at the deposit box: the message is its description. */
export const DepositAboveThePrice = {
  args: {
    settings: asQuoted,
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
    settings: { ...asQuoted, financeType: 'HP' },
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
    settings: { ...asQuoted, financeType: 'HP' },
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
    settings: { ...asQuoted, financeType: 'HP', deposit: 4125 },
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
