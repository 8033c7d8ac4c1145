import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Warranty } from './Warranty.tsx';
import { hidden, text } from '../storyControls.ts';

/** The warranties that come with the vehicle, each with what it covers. */
const meta = {
  title: 'Vehicle details/Warranty',
  component: Warranty,
  tags: ['autodocs'],
  args: {
    items: [
      {
        warranty_name: 'Showroom 12 Month Warranty',
        benefits: ['Nationwide repairs network', '24/7 roadside assistance'],
        covers: ['Engine', 'Gearbox', 'Electrics'],
      },
      {
        warranty_name: 'Showroom Extended 36 Month Warranty',
        benefits: ['Courtesy car while in for repair'],
        covers: ['Engine', 'Hybrid and EV battery'],
      },
    ],
  },
  argTypes: {
    items: hidden,
    heading: text('The section heading.'),
  },
} satisfies Meta<typeof Warranty>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two warranties with their cover. */
export const Warranties = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Warranty' });
    const first = within(section).getByRole('heading', { name: 'Showroom 12 Month Warranty' });
    const item = within(first.closest('li')!);
    await expect(item.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Nationwide repairs network',
      '24/7 roadside assistance',
      'Engine',
      'Gearbox',
      'Electrics',
    ]);
    await expect(
      within(section).getByRole('heading', { name: 'Showroom Extended 36 Month Warranty' }),
    ).toBeVisible();
  },
} satisfies Story;

/** No warranty listed: the section is left out. */
export const NoWarranty = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
} satisfies Story;
