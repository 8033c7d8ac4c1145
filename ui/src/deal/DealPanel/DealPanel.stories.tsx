import { useState } from 'react';
import type { BuilderStep } from '@showroom/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_TENANT_CONFIG, type PaymentMethod } from '@showroom/core';
import { DealPanel } from './DealPanel.tsx';
import { PaymentTabs } from '../PaymentTabs/index.ts';
import { CalculatorWithState } from '../FinanceCalculator/CalculatorWithState.tsx';
import { PartExchange } from '../PartExchange/index.ts';
import { OrderSummary } from '../OrderSummary/index.ts';
import { CustomerDetailsForm } from '../CustomerDetailsForm/index.ts';
import { Confirmation } from '../Confirmation/index.ts';
import { products, quotes, valuation } from '../fixtures.ts';
import { blurFocus } from '../../shared/storyFocus.ts';
import { event, hidden, text, toggle } from '../../storyControls.ts';

function StepOne() {
  const [method, setMethod] = useState<PaymentMethod>('finance');
  return (
    <>
      <PaymentTabs value={method} onChange={setMethod}>
        {method === 'finance' ? (
          <CalculatorWithState
            headingLevel={3}
            quotes={quotes}
            broker={DEFAULT_TENANT_CONFIG.broker}
            onChange={() => {}}
            onRetry={() => {}}
          />
        ) : null}
      </PaymentTabs>
      <PartExchange
        headingLevel={3}
        maxYear={2026}
        status="done"
        valuations={[valuation]}
        onAdd={() => {}}
        onValue={() => {}}
        onCancel={() => {}}
        onRemove={() => {}}
      />
      <OrderSummary
        headingLevel={3}
        price={14995}
        adminFee={99}
        products={products}
        selectedProductIds={[1]}
        valuations={[valuation]}
        paymentMethod={method}
        deposit={1499.5}
        onToggleProduct={() => {}}
      />
    </>
  );
}

const footer = (
  <p>Showroom Motors Ltd is authorised and regulated by the Financial Conduct Authority.</p>
);

/**
 * The deal builder's panel beside the vehicle: a title for each step, a Back button, the step's
 * content and the footer (requirement DEAL-1). When the step changes, focus moves to the new title
 * for a keyboard user.
 */
const meta = {
  title: 'Deal builder/DealPanel',
  component: DealPanel,
  tags: ['autodocs'],
  args: { step: 'step-1', onBack: fn(), footer, children: <StepOne /> },
  argTypes: {
    step: {
      control: {
        type: 'select',
        labels: {
          'step-1': 'Build your deal',
          'step-1-part-ex': 'Part exchange',
          'step-2': 'Checkout',
          'step-enquiry-form': 'Enquiry',
          'step-test-drive-form': 'Test drive',
          'cash-order-complete': 'Order complete',
          'finance-application-complete': 'Application sent',
        },
      },
      options: [
        'step-1',
        'step-1-part-ex',
        'step-2',
        'step-enquiry-form',
        'step-test-drive-form',
        'cash-order-complete',
        'finance-application-complete',
      ],
      description: 'The deal builder step (requirement DEAL-1).',
    },
    banner: text('The retailer’s banner above the steps.'),
    bannerBordered: toggle('The banner has a border (the retailer’s bannerBorder).'),
    title: text('A title other than the step’s own.'),
    finished: toggle('The deal is finished: no Back button.'),
    onBack: event,
    children: hidden,
    footer: hidden,
    takeFocus: hidden,
  },
} satisfies Meta<typeof DealPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try the panel's steps with the Step control (named as the shopper sees them, not by their code), a banner, and the finished state. */
export const Playground = {} satisfies Story;

/** Step 1, Build your deal: payment tabs, calculator and order summary. */
export const BuildYourDeal = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Build your deal' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Pay Monthly' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('region', { name: 'Representative example' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Showroom Motors Ltd is authorised and regulated by the Financial Conduct Authority.',
      ),
    ).toBeVisible();
  },
} satisfies Story;

/**
 * Requirement DEAL-3: step-1 shows a banner above its content and a footer, the banner bordered on
 * request.
 */
export const BuildYourDealWithBanner = {
  args: {
    banner:
      'Reserve it online today with a fully refundable £99 deposit, or choose how you would like to pay.',
    bannerBordered: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByText(/^Reserve it online today/);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveClass('sr-deal__banner--bordered');
    const tabs = canvas.getByRole('tab', { name: 'Pay Monthly' });
    // The banner comes before the step's content, the footer after it.
    await expect(
      banner.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(
      canvas.getByText(/authorised and regulated by the Financial Conduct Authority/),
    ).toBeVisible();
  },
} satisfies Story;

/** Step 2, checkout: the shopper's details, with Back to step 1. */
export const Checkout = {
  args: {
    step: 'step-2',
    children: <CustomerDetailsForm headingLevel={3} onSubmit={() => {}} />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Back/ }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(args.onBack).toHaveBeenCalledWith();
    blurFocus();
  },
} satisfies Story;

/** The enquiry and test-drive steps are headed as what the shopper is doing, not 'Checkout'. */
export const EnquiryAndTestDriveSteps = {
  args: { step: 'step-enquiry-form', children: <p>Enquiry form</p> },
  render: (args) => (
    <>
      <DealPanel {...args} />
      <DealPanel {...args} step="step-test-drive-form" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ask us a question' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Book a test drive' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Checkout' })).toBeNull();
  },
} satisfies Story;

/** The part exchange step. */
export const PartExchangeStep = {
  args: {
    step: 'step-1-part-ex',
    children: (
      <PartExchange
        headingLevel={3}
        maxYear={2026}
        status="form"
        onAdd={() => {}}
        onValue={() => {}}
        onCancel={() => {}}
        onRemove={() => {}}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Build your deal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Back/ })).toBeVisible();
    await expect(canvas.getByLabelText('Registration')).toBeVisible();
  },
} satisfies Story;

/** The deal is complete: no Back button. */
export const Complete = {
  args: {
    step: 'cash-order-complete',
    children: (
      <Confirmation
        headingLevel={3}
        variant="cash-order-complete"
        orderReference="SR-7F3K2Q"
        focusOnMount={false}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  },
} satisfies Story;

/** The panel as the deal builder drives it: a button in its content moves it on to another step. */
function Stepping({ from, to, label }: { from: BuilderStep; to: BuilderStep; label: string }) {
  const [step, setStep] = useState<BuilderStep>(from);
  return (
    <DealPanel step={step} onBack={() => setStep(from)}>
      {step === from ? (
        <button type="button" onClick={() => setStep(to)}>
          {label}
        </button>
      ) : (
        <CustomerDetailsForm headingLevel={3} onSubmit={() => {}} />
      )}
    </DealPanel>
  );
}

/**
 * A control in the panel that opens another step (Continue to checkout, Enquire, Book a test
 * drive) goes away with the step it was in: focus moves to the panel's new title, never to the
 * page's body. Back does the same the other way.
 */
export const FocusFollowsTheStep = {
  parameters: { focusPictured: true },
  render: () => <Stepping from="step-1" to="step-2" label="Continue to checkout" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Checkout' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: /Back/ }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Build your deal' })).toHaveFocus();
  },
} satisfies Story;

/** A step changed by the deal itself (an order read back on load) takes no focus from the page. */
export const StepChangedByTheDeal = {
  parameters: { focusPictured: true },
  render: () => {
    function Later() {
      const [step, setStep] = useState<BuilderStep>('step-1');
      return (
        <>
          <button type="button" onClick={() => setStep('step-2')}>
            Outside the panel
          </button>
          <DealPanel step={step} onBack={() => {}}>
            <p>{step}</p>
          </DealPanel>
        </>
      );
    }
    return <Later />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outside = canvas.getByRole('button', { name: 'Outside the panel' });
    await userEvent.click(outside);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();
    await expect(outside).toHaveFocus();
  },
} satisfies Story;
