import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VehicleCard } from './VehicleCard.tsx';
import { noImagesVehicle, similarVehicles } from '../fixtures/vehicle.ts';

const vehicle = similarVehicles[0] ?? noImagesVehicle;

const meta = {
  title: 'Carousels/VehicleCard',
  component: VehicleCard,
  tags: ['autodocs'],
  args: { vehicle },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: vehicle.name ?? '' });
    await expect(link).toHaveAttribute('href', `/vehicle-search/${vehicle.slug}`);
    await expect(canvas.getByText('£10,995')).toBeVisible();
    await expect(canvas.getByText('31,200 miles')).toBeVisible();
    await expect(canvas.getByText('Manual')).toBeVisible();
    await expect(canvas.queryByText('Reserved')).toBeNull();
  },
} satisfies Story;

export const Reserved = {
  args: { vehicle: similarVehicles[3] ?? vehicle },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reserved')).toBeVisible();
  },
} satisfies Story;

export const NoImage = {
  args: { vehicle: noImagesVehicle },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image?.getAttribute('src')).toMatch(/^data:image\/svg/);
  },
} satisfies Story;
