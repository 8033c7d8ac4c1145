import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BranchList } from './BranchList.tsx';
import { hidden, radio } from '../storyControls.ts';

/**
 * The retailer's branches on the contact page: each with its address, a telephone link, the opening
 * hours and a map link.
 */
const meta = {
  title: 'Pages/BranchList',
  component: BranchList,
  tags: ['autodocs'],
  args: {
    branches: [
      {
        slug: 'northampton',
        name: 'Showroom Northampton',
        address: { street: '12 Riverside Way', town: 'Northampton', postcode: 'NN3 9HX' },
        telephone: '01632 960118',
        opening_hours: [
          { days: 'Monday to Friday', opens: '09:00', closes: '19:00' },
          { days: 'Saturday', opens: '09:00', closes: '18:00' },
          { days: 'Sunday', opens: null, closes: null },
        ],
        map_url: 'https://www.openstreetmap.org/?mlat=52.247&mlon=-0.843#map=16/52.247/-0.843',
      },
      {
        slug: 'milton-keynes',
        name: 'Showroom Milton Keynes',
        address: { street: '3 Chesney Wold', town: 'Milton Keynes', postcode: 'MK6 4AQ' },
        telephone: '01632 960750',
        opening_hours: [{ days: 'Monday to Saturday', opens: '09:00', closes: '17:00' }],
        map_url: 'https://www.openstreetmap.org/?mlat=52.026&mlon=-0.735#map=16/52.026/-0.735',
      },
    ],
  },
  argTypes: {
    branches: hidden,
    headingLevel: radio([2, 3], 'Level of each branch name heading.'),
  },
} satisfies Meta<typeof BranchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two branches, as the contact page lists them: name, address, a call link that names the branch,
 * opening hours (closed days said so) and a map link.
 */
export const Branches = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('heading', { name: 'Showroom Northampton' });
    await expect(first.closest('li')).toHaveAttribute('id', 'branch-northampton');
    await expect(
      canvas.getByRole('link', { name: 'Call Showroom Northampton on 01632 960118' }),
    ).toHaveAttribute('href', 'tel:01632960118');
    const hours = canvas.getByRole('table', { name: 'Opening hours, Showroom Northampton' });
    await expect(
      within(hours).getByRole('rowheader', { name: 'Sunday' }).nextSibling?.textContent,
    ).toBe('Closed');
    await expect(
      within(hours).getByRole('rowheader', { name: 'Monday to Friday' }).nextSibling?.textContent,
    ).toBe('09:00 to 19:00');
    await expect(
      canvas.getByRole('link', { name: 'Showroom Milton Keynes on a map (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=52.026&mlon=-0.735#map=16/52.026/-0.735',
    );
  },
} satisfies Story;

/** No branches configured: the list is left out, with no empty heading. */
export const NoBranches = {
  args: { branches: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sr-branches')).toBeNull();
  },
} satisfies Story;
