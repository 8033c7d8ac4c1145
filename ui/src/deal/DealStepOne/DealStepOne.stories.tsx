import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DEFAULT_FINANCE_SETTINGS,
  DEFAULT_TENANT_CONFIG,
  settingsForQuote,
  stepOnePanelTexts,
} from '@showroom/core';
import { DealStepOne, type DealStepOneProps } from './DealStepOne.tsx';
import { StepOneFooter, type StepOneFooterProps } from './StepOneFooter.tsx';
import { DealPanel } from '../DealPanel/index.ts';
import { pcpQuote, products, quotes } from '../fixtures.ts';
import { sampleVehicle } from '../../fixtures/vehicle.ts';
import { blurFocus } from '../../shared/storyFocus.ts';
import { event, hidden, radio, text, toggle } from '../../storyControls.ts';

/** The story's args: step 1's own, and the panel's banner and footer round it. */
type StepOneStoryArgs = DealStepOneProps & {
  /** The banner above the step (core's stepOnePanelTexts); null: none. */
  banner: string | null;
  /** The banner has a border (the tenant's bannerBorder). */
  bannerBordered: boolean;
  /** The panel's footer (core's stepOnePanelTexts). */
  footer: StepOneFooterProps;
};

/** The sample car's step 1 as the deal builder starts it: PCP, a 10% deposit, 48 months. */
const texts = stepOnePanelTexts({
  methods: ['finance', 'cash', 'reserve'],
  reservationDeposit: 99,
  telephone: sampleVehicle.company.telephone,
  tenant: DEFAULT_TENANT_CONFIG,
});

/** A story's render: step 1 (`Step`) in the deal panel, as the deal builder shows it. */
function inPanel(Step: (props: DealStepOneProps) => ReactNode) {
  return function StepInPanel({ banner, bannerBordered, footer, ...step }: StepOneStoryArgs) {
    return (
      <DealPanel
        step="step-1"
        onBack={() => {}}
        banner={banner}
        bannerBordered={bannerBordered}
        footer={<StepOneFooter {...footer} />}
      >
        <Step {...step} />
      </DealPanel>
    );
  };
}

/**
 * The deal builder's step 1 in its panel, as the vehicle page shows it (requirement DEAL-3): the
 * banner, the payment tabs with the finance calculator, the part exchange, the order summary,
 * Continue to checkout with Ask a question and Book a test drive, and the footer. The parity test
 * gives this story the page's own data (decision 1014).
 */
const meta = {
  title: 'Deal builder/DealStepOne',
  component: DealStepOne,
  tags: ['autodocs'],
  args: {
    banner: texts.banner,
    bannerBordered: DEFAULT_TENANT_CONFIG.bannerBorder,
    footer: texts.footer,
    paymentMethod: 'finance',
    paymentMethods: ['finance', 'cash', 'reserve'],
    calculator: {
      quotes,
      settings: settingsForQuote({ ...DEFAULT_FINANCE_SETTINGS, depositType: 'percent' }, pcpQuote),
      broker: DEFAULT_TENANT_CONFIG.broker,
    },
    reservationDeposit: 99,
    partExchange: { status: 'idle', valuations: [], maxYear: 2026 },
    orderSummary: {
      price: 14995,
      adminFee: 99,
      products,
      selectedProductIds: [],
      valuations: [],
      deposit: pcpQuote.Deposit,
    },
    orderErrors: [],
    continueTo: 'checkout',
    canContinue: true,
    continueBlockedBy: null,
    onChoosePaymentMethod: fn(),
    onChangeFinance: fn(),
    onRetryQuote: fn(),
    onAddPartExchange: fn(),
    onValuePartExchange: fn(),
    onCancelPartExchange: fn(),
    onRemovePartExchange: fn(),
    onToggleProduct: fn(),
    onContinue: fn(),
    onCheckAgain: fn(),
    onEnquire: fn(),
    onTestDrive: fn(),
  },
  argTypes: {
    paymentMethod: radio(['finance', 'cash', 'reserve'], 'The payment tab chosen.'),
    continueTo: radio(
      ['checkout', 'reservation'],
      'Where Continue leads: the checkout, or the reservation’s deposit.',
    ),
    canContinue: toggle('Continue may be pressed.'),
    continueBlockedBy: radio(
      ['quote-pending', 'quote-failed', 'no-quote', 'availability-unknown'],
      'Why Continue waits, said beside it.',
    ),
    banner: text('The banner above the step.'),
    bannerBordered: toggle('The banner has a border (the retailer’s bannerBorder).'),
    footer: hidden,
    paymentMethods: hidden,
    calculator: hidden,
    reservationDeposit: hidden,
    partExchange: hidden,
    orderSummary: hidden,
    orderErrors: hidden,
    onChoosePaymentMethod: event,
    onChangeFinance: event,
    onRetryQuote: event,
    onAddPartExchange: event,
    onValuePartExchange: event,
    onCancelPartExchange: event,
    onRemovePartExchange: event,
    onToggleProduct: event,
    onContinue: event,
    onCheckAgain: event,
    onEnquire: event,
    onTestDrive: event,
  },
  render: inPanel(DealStepOne),
} satisfies Meta<StepOneStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Step 1 as a car's page opens it: Pay Monthly with the PCP figure, no part exchange yet,
 * Continue to checkout, and the branch's number in the footer.
 */
export const BuildYourDeal = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Build your deal' })).toBeVisible();
    await expect(canvas.getByText(/^Reserve it online today/)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pay Monthly' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('link', { name: '01604 496000' })).toHaveAttribute(
      'href',
      'tel:01604496000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
    await expect(args.onContinue).toHaveBeenCalledWith();
    await userEvent.click(canvas.getByRole('button', { name: 'Book a test drive' }));
    await expect(args.onTestDrive).toHaveBeenCalledWith();
    blurFocus();
  },
} satisfies Story;

/**
 * The availability check got no answer: Continue waits, says why, and offers Check again
 * (decision 0205).
 */
export const AvailabilityUnknown = {
  args: { canContinue: false, continueBlockedBy: 'availability-unknown' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cta = canvas.getByRole('button', { name: 'Continue to checkout' });
    await expect(cta).toBeDisabled();
    await expect(cta).toHaveAccessibleDescription(/.+/);
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(args.onCheckAgain).toHaveBeenCalledWith();
    blurFocus();
  },
} satisfies Story;

/** Step 1 whose availability check got no answer; Check again is answered a moment later. */
function CheckedAgainOnce(props: DealStepOneProps) {
  const [answered, setAnswered] = useState(false);
  return (
    <DealStepOne
      {...props}
      canContinue={answered}
      continueBlockedBy={answered ? null : 'availability-unknown'}
      onCheckAgain={() => {
        props.onCheckAgain();
        setTimeout(() => setAnswered(true), 50);
      }}
    />
  );
}

/**
 * Check again, answered: the note and the button go, Continue may be pressed, and focus, which
 * was on the button that went, is on Continue rather than on the page (decision 0205).
 */
export const CheckedAgain = {
  render: inPanel(CheckedAgainOnce),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(args.onCheckAgain).toHaveBeenCalledWith();
    const cta = canvas.getByRole('button', { name: 'Continue to checkout' });
    await waitFor(() => expect(cta).toBeEnabled());
    await expect(canvas.queryByRole('button', { name: 'Check again' })).toBeNull();
    await waitFor(() => expect(cta).toHaveFocus());
    blurFocus();
  },
} satisfies Story;

/** The Reserve tab: the deposit's note, and Continue becomes Reserve for the deposit. */
export const Reserve = {
  args: {
    paymentMethod: 'reserve',
    continueTo: 'reservation',
    // A reservation has no finance deposit (core's dealView gives the summary none).
    orderSummary: { ...meta.args.orderSummary, deposit: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Reserve this vehicle today with a refundable £99 deposit.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reserve for £99' })).toBeEnabled();
  },
} satisfies Story;
