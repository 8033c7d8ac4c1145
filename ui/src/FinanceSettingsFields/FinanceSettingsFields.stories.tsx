import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEFAULT_FINANCE_SETTINGS } from '@showroom/core';
import { FinanceSettingsFields } from './FinanceSettingsFields.tsx';
import { hidden, text } from '../storyControls.ts';

/**
 * The finance settings a budget search assumes (product, deposit, term, mileage), shown in the
 * search filters.
 */
const meta = {
  title: 'Search/FinanceSettingsFields',
  component: FinanceSettingsFields,
  tags: ['autodocs'],
  args: { settings: DEFAULT_FINANCE_SETTINGS, legend: 'Your budget assumes' },
  decorators: [
    (Story) => (
      <form aria-label="Settings">
        <Story />
      </form>
    ),
  ],
  argTypes: {
    settings: hidden,
    legend: text('The fieldset legend.'),
  },
} satisfies Meta<typeof FinanceSettingsFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The defaults (requirements FIN-2, FIN-7): 10%, PCP, 48 months, 8,000 miles, named as the pages'
 * query.
 */
export const Defaults = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Your budget assumes' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Deposit' })).toHaveValue('10');
    await expect(canvas.getByRole('combobox', { name: 'Deposit in' })).toHaveValue('percent');
    await expect(canvas.getByRole('combobox', { name: 'Finance type' })).toHaveValue('PCP');
    await expect(canvas.getByRole('combobox', { name: 'Term' })).toHaveValue('48');
    await expect(canvas.getByRole('combobox', { name: 'Annual mileage (PCP)' })).toHaveValue(
      '8000',
    );
    const form = canvasElement.querySelector('form')!;
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      deposit: '10',
      deposit_unit: 'percent',
      finance_type: 'PCP',
      term: '48',
      mileage: '8000',
    });
  },
} satisfies Story;

/** A deposit in pounds, Hire Purchase over 36 months. */
export const PoundsDeposit = {
  args: {
    settings: { deposit: 2000, financeType: 'HP', term: 36, mileage: 12000 },
    legend: 'Finance for every car',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Deposit' })).toHaveValue('2000');
    await expect(canvas.getByRole('combobox', { name: 'Deposit in' })).toHaveValue('pounds');
    await expect(canvas.getByRole('combobox', { name: 'Finance type' })).toHaveValue('HP');
    await expect(canvas.getByRole('combobox', { name: 'Term' })).toHaveValue('36');
  },
} satisfies Story;
