import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SpecificationsAccordion } from './SpecificationsAccordion.tsx';
import { offerVehicle, sampleVehicle, vanVehicle } from '../fixtures/vehicle.ts';
import { blurFocus } from '../shared/storyFocus.ts';
import { hidden, radio, select, text } from '../storyControls.ts';

/**
 * The vehicle's specification in drawers (overview, performance, economy, features, dimensions);
 * one opens at a time.
 */
const meta = {
  title: 'Vehicle details/SpecificationsAccordion',
  component: SpecificationsAccordion,
  tags: ['autodocs'],
  args: { vehicle: sampleVehicle },
  argTypes: {
    vehicle: hidden,
    heading: text('The section heading.'),
    headingLevel: radio([2, 3], 'Level of the heading.'),
    initialOpen: select(
      ['overview', 'performance', 'economy', 'features', 'dimensions'],
      'The drawer open when the page loads.',
    ),
  },
} satisfies Meta<typeof SpecificationsAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overview drawer is open when the page loads; the others are closed. */
export const OverviewOpenFirst = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggles = canvas.getAllByRole('button');
    await expect(toggles.map((button) => button.textContent)).toEqual([
      'Overview',
      'Performance',
      'Economy & environment',
      'Dimensions',
      'Features',
    ]);
    const overview = canvas.getByRole('button', { name: 'Overview' });
    await step('the overview drawer is open at first', async () => {
      await expect(overview).toHaveAttribute('aria-expanded', 'true');
      const region = canvas.getByRole('region', { name: 'Overview' });
      await expect(within(region).getByText('Mileage')).toBeVisible();
      await expect(within(region).getByText('23,450 miles')).toBeVisible();
      await expect(canvas.queryByRole('region', { name: 'Performance' })).toBeNull();
    });
    await step('opening another drawer closes the first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Performance' }));
      await expect(overview).toHaveAttribute('aria-expanded', 'false');
      const region = canvas.getByRole('region', { name: 'Performance' });
      await expect(within(region).getByText('123 bhp')).toBeVisible();
      await expect(within(region).getByText('121 mph')).toBeVisible();
    });
    await step('toggling the open drawer closes all (keyboard)', async () => {
      canvas.getByRole('button', { name: 'Performance' }).focus();
      await userEvent.keyboard('{Enter}');
      for (const button of canvas.getAllByRole('button')) {
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      }
      await expect(canvas.queryByRole('region', { name: 'Performance' })).toBeNull();
      await expect(canvas.queryByRole('region', { name: 'Overview' })).toBeNull();
    });
    blurFocus();
  },
} satisfies Story;

/** The shopper opens economy, then features: one drawer at a time. */
export const EconomyAndFeatures = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Economy & environment' }));
    const economy = canvas.getByRole('region', { name: 'Economy & environment' });
    await expect(within(economy).getByText('51.4 mpg')).toBeVisible();
    await expect(within(economy).getByText('125 g/km')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Features' }));
    const features = canvas.getByRole('region', { name: 'Features' });
    await expect(within(features).getByText('Apple CarPlay')).toBeVisible();
    await expect(within(features).getByText('Winter Pack')).toBeVisible();
    blurFocus();
  },
} satisfies Story;

/** An electric car: its range and charging times in the economy drawer. */
export const ElectricRange = {
  args: {
    vehicle: { ...offerVehicle, mpg: null, technical_data: { battery_range: 285, co2: 0 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Economy & environment' }));
    await expect(canvas.getByText('285 miles')).toBeVisible();
    blurFocus();
  },
} satisfies Story;

/** A van: its load space in the dimensions drawer. */
export const VanDimensions = {
  args: {
    vehicle: {
      ...vanVehicle,
      technical_data: { payload_kg: 1077, load_length_mm: 2554, gross_vehicle_weight_kg: 3200 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dimensions' }));
    await expect(canvas.getByText('Payload kg')).toBeVisible();
    await expect(canvas.getByText('1,077')).toBeVisible();
    blurFocus();
  },
} satisfies Story;
