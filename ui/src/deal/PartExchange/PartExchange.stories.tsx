import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  PartExchange,
  type PartExchangeProps,
  type PartExchangeFormStatus,
} from './PartExchange.tsx';
import { negativeEquityValuation, valuation } from '../fixtures.ts';
import { blurFocus } from '../../shared/storyFocus.ts';
import { event, hidden, number, radio, select, text } from '../../storyControls.ts';

/**
 * The part exchange in the deal builder: the shopper values their car by registration and mileage,
 * and the valuation goes towards the deal (requirements PX-1, PX-3).
 */
const meta = {
  title: 'Deal builder/PartExchange',
  component: PartExchange,
  tags: ['autodocs'],
  args: {
    status: 'idle',
    maxYear: 2026,
    onAdd: fn(),
    onValue: fn(),
    onCancel: fn(),
    onRemove: fn(),
  },
  argTypes: {
    headingLevel: radio([2, 3, 4], 'Level of the heading (3 inside the deal panel).'),
    status: select(
      ['idle', 'form', 'details', 'valuing', 'error', 'done'],
      'Where the valuation is.',
    ),
    valuations: hidden,
    conditions: hidden,
    unknownRegistration: text('A registration that was not found.'),
    maxYear: number('The latest year of registration.', 1990, 2030),
    errorMessage: text('Why the valuation failed.'),
    onAdd: event,
    onValue: event,
    onCancel: event,
    onRemove: event,
  },
} satisfies Meta<typeof PartExchange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No part exchange yet: Add your part exchange. */
export const Idle = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Add your part exchange' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add your part exchange' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith();
    blurFocus();
  },
} satisfies Story;

/** The valuation form: registration, mileage and condition. */
export const ValuationForm = {
  args: { status: 'form' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('leaving a field empty or wrong shows why', async () => {
      await userEvent.type(canvas.getByLabelText('Registration'), 'HELLO');
      await userEvent.tab();
      await expect(canvas.getByLabelText('Registration')).toHaveAccessibleDescription(
        'Please enter a valid UK registration, for example FG17 HJK',
      );
      await userEvent.clear(canvas.getByLabelText('Registration'));
      await userEvent.type(canvas.getByLabelText('Registration'), 'fg17 hjk');
      await expect(canvas.getByLabelText('Registration')).not.toHaveAttribute('aria-invalid');
      await userEvent.type(canvas.getByLabelText('Outstanding finance (£)'), 'lots');
      await userEvent.tab();
      await expect(
        canvas.getByText('Please enter an amount in pounds between £0 and £1,000,000'),
      ).toBeVisible();
    });
    await step('submitting with gaps focuses the first one and sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Value my car' }));
      await expect(args.onValue).not.toHaveBeenCalled();
      await expect(canvas.getByLabelText('Mileage')).toHaveFocus();
      await expect(canvas.getByLabelText('Mileage')).toHaveAccessibleDescription(
        'This field is required',
      );
    });
    await step('a complete form asks for a valuation', async () => {
      await userEvent.type(canvas.getByLabelText('Mileage'), '48,000');
      await userEvent.selectOptions(canvas.getByLabelText('Condition'), 'good');
      await userEvent.clear(canvas.getByLabelText('Outstanding finance (£)'));
      await userEvent.type(canvas.getByLabelText('Outstanding finance (£)'), '1200');
      await userEvent.click(canvas.getByRole('button', { name: 'Value my car' }));
      await expect(args.onValue).toHaveBeenCalledOnce();
      await expect(args.onValue).toHaveBeenCalledWith({
        registration: 'FG17 HJK',
        mileage: 48000,
        condition: 'good',
        outstanding_finance: 1200,
      });
    });
    await step('Cancel leaves the form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expect(args.onCancel).toHaveBeenCalledOnce();
      await expect(args.onCancel).toHaveBeenCalledWith();
    });
    blurFocus();
  },
} satisfies Story;

/** The registration was not found: the shopper gives the make, model and year. */
export const UnknownRegistration = {
  args: { status: 'details', unknownRegistration: 'KX65TRE' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the form says the car was not found and asks about it', async () => {
      await expect(
        canvas.getByRole('group', {
          name: 'We could not find KX65TRE. Please tell us about your car.',
        }),
      ).toBeVisible();
      await expect(canvas.getByLabelText('Make')).toHaveFocus();
    });
    await step('nothing is sent until the car is described', async () => {
      await userEvent.type(canvas.getByLabelText('Registration'), 'KX65 TRE');
      await userEvent.type(canvas.getByLabelText('Mileage'), '61000');
      await userEvent.selectOptions(canvas.getByLabelText('Condition'), 'fair');
      await userEvent.click(canvas.getByRole('button', { name: 'Value my car' }));
      await expect(args.onValue).not.toHaveBeenCalled();
      await expect(canvas.getByLabelText('Make')).toHaveFocus();
      await expect(canvas.getByLabelText('Make')).toHaveAccessibleDescription(
        'This field is required',
      );
      await userEvent.type(canvas.getByLabelText('Year first registered'), '2031');
      await userEvent.tab();
      await expect(canvas.getByLabelText('Year first registered')).toHaveAccessibleDescription(
        'Please enter the year it was first registered, between 1950 and 2026',
      );
    });
    await step('the described car is sent with the valuation request', async () => {
      await userEvent.type(canvas.getByLabelText('Make'), 'Ford');
      await userEvent.type(canvas.getByLabelText('Model'), 'Focus');
      await userEvent.clear(canvas.getByLabelText('Year first registered'));
      await userEvent.type(canvas.getByLabelText('Year first registered'), '2015');
      await userEvent.selectOptions(canvas.getByLabelText('Fuel type'), 'Petrol');
      await userEvent.click(canvas.getByRole('button', { name: 'Value my car' }));
      await expect(args.onValue).toHaveBeenCalledOnce();
      await expect(args.onValue).toHaveBeenCalledWith({
        registration: 'KX65 TRE',
        mileage: 61000,
        condition: 'fair',
        outstanding_finance: 0,
        vehicle: { make: 'Ford', model: 'Focus', year: 2015, fuel_type: 'Petrol' },
      });
    });
    blurFocus();
  },
} satisfies Story;

/** The valuation is on its way. */
export const Valuing = {
  args: { status: 'valuing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Valuing your car…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
} satisfies Story;

/** The valuation failed: the form to try again. */
export const ValuationFailed = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toBe(
      'Sorry, there was a problemPlease try again or contact us if the problem persists.',
    );
    await expect(canvas.getByRole('button', { name: 'Value my car' })).toBeEnabled();
  },
} satisfies Story;

/** Valued: the car, its valuation, the finance owed and Remove. */
export const Done = {
  args: { status: 'done', valuations: [valuation] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vauxhall Corsa')).toBeVisible();
    await expect(canvas.getByText('Valuation').nextElementSibling?.textContent).toBe('£6,450');
    await expect(canvas.getByText('Finance settlement').nextElementSibling?.textContent).toBe(
      '−£1,200',
    );
    await expect(canvas.getByText('Part-exchange balance').nextElementSibling?.textContent).toBe(
      '£5,250',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove part exchange FG17 HJK' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith('v_9f3a1c7e2b');
    blurFocus();
  },
} satisfies Story;

/** Valued at less than the finance owed: the negative equity said plainly. */
export const NegativeEquity = {
  args: { status: 'done', valuations: [negativeEquityValuation] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Negative equity').nextElementSibling?.textContent).toBe(
      '£1,300',
    );
    await expect(
      canvas.getByText(
        'You owe £1,300 more on this car than it is worth. This negative equity is added to the amount you pay.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Part-exchange balance')).not.toBeInTheDocument();
  },
} satisfies Story;

/** The part exchange as the deal drives it: Add opens the form, a valuation is shown, Remove clears it. */
function Driven(props: PartExchangeProps) {
  const [status, setStatus] = useState<PartExchangeFormStatus>(props.status);
  return (
    <PartExchange
      {...props}
      status={status}
      valuations={status === 'done' ? [valuation] : []}
      onAdd={() => {
        props.onAdd();
        setStatus('form');
      }}
      onCancel={() => {
        props.onCancel();
        setStatus('idle');
      }}
      onValue={(request) => {
        props.onValue(request);
        setStatus('valuing');
        setTimeout(() => setStatus('done'), 50);
      }}
      onRemove={(hash) => {
        props.onRemove(hash);
        setStatus('idle');
      }}
    />
  );
}

/** Keyboard focus follows the shopper: never left on the page's body when a control goes away. */
export const FocusFollowsTheShopper = {
  parameters: { focusPictured: true },
  render: (args) => <Driven {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const add = () => canvas.getByRole('button', { name: 'Add your part exchange' });
    await step('Enter on Add takes the shopper to the Registration field', async () => {
      add().focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByLabelText('Registration')).toHaveFocus();
    });
    await step('Cancel brings them back to Add', async () => {
      canvas.getByRole('button', { name: 'Cancel' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(add()).toHaveFocus();
    });
    await step('a valuation takes them to their part exchange', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.type(canvas.getByLabelText('Registration'), 'FG17 HJK');
      await userEvent.type(canvas.getByLabelText('Mileage'), '48000');
      await userEvent.selectOptions(canvas.getByLabelText('Condition'), 'good');
      await userEvent.click(canvas.getByRole('button', { name: 'Value my car' }));
      const heading = await canvas.findByRole('heading', { name: 'Your part exchange' });
      await expect(heading).toHaveFocus();
    });
    await step('Remove brings them back to Add', async () => {
      canvas.getByRole('button', { name: 'Remove part exchange FG17 HJK' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(add()).toHaveFocus();
    });
  },
} satisfies Story;
