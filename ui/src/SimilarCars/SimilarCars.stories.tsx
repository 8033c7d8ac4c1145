import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SimilarCars } from './SimilarCars.tsx';
import { similarVehicles } from '../fixtures/vehicle.ts';
import { hidden, text } from '../storyControls.ts';

/**
 * Similar vehicles at the foot of a vehicle page, in a carousel, with a link to search the make.
 */
const meta = {
  title: 'Carousels/SimilarCars',
  component: SimilarCars,
  tags: ['autodocs'],
  args: { vehicles: similarVehicles, make: 'Ford' },
  argTypes: {
    vehicles: hidden,
    make: text('The make the search link is for.'),
    searchPath: hidden,
    tenant: hidden,
  },
} satisfies Meta<typeof SimilarCars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six similar Fords, three to a page on desktop. */
export const SixSimilarCars = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Similar cars' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse cars' })).toHaveAttribute(
      'href',
      '/vehicle-search?make=Ford',
    );
    const previous = canvas.getByRole('button', { name: 'Previous: Similar cars' });
    const next = canvas.getByRole('button', { name: 'Next: Similar cars' });
    await step('Glide mounts and the first page shows', async () => {
      await waitFor(() => expect(next).toBeEnabled());
      await expect(previous).toBeDisabled();
      await expect(canvas.getByRole('link', { name: /Ford Fiesta/ })).toBeVisible();
    });
    // Cards per page at this viewport (the carousel's breakpoints); Next moves on by one card.
    const perView = window.innerWidth <= 767 ? 1 : window.innerWidth <= 1339 ? 2 : 3;
    const count = similarVehicles.length;
    const status = () => canvas.getByText(/^Showing /).textContent;
    await step('next moves on; off-screen cards are out of the tab order', async () => {
      await expect(status()).toBe(`Showing 1 to ${perView} of ${count}`);
      const fiesta = canvas.getByRole('link', { name: /Ford Fiesta/ }).closest('li');
      await userEvent.click(next);
      await waitFor(() => expect(status()).toBe(`Showing 2 to ${1 + perView} of ${count}`));
      await expect(previous).toBeEnabled();
      await waitFor(() => expect(fiesta).toHaveAttribute('inert'));
    });
    await step('the last page disables next', async () => {
      for (let first = 3; first <= count - perView + 1; first += 1) {
        await userEvent.click(next);
        await waitFor(() =>
          expect(status()).toBe(`Showing ${first} to ${first + perView - 1} of ${count}`),
        );
      }
      await waitFor(() => expect(next).toBeDisabled());
      await expect(status()).toBe(`Showing ${count - perView + 1} to ${count} of ${count}`);
    });
  },
} satisfies Story;

/** None found: the section is left out. */
export const NoSimilarCars = {
  args: { vehicles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
} satisfies Story;
