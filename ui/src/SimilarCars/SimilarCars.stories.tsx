import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SimilarCars } from './SimilarCars.tsx';
import { similarVehicles } from '../fixtures/vehicle.ts';

const meta = {
  title: 'Carousels/SimilarCars',
  component: SimilarCars,
  tags: ['autodocs'],
  args: { vehicles: similarVehicles, make: 'Ford' },
} satisfies Meta<typeof SimilarCars>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    await step('next moves on; off-screen cards are out of the tab order', async () => {
      const fiesta = canvas.getByRole('link', { name: /Ford Fiesta/ }).closest('li');
      await userEvent.click(next);
      await waitFor(() => expect(previous).toBeEnabled());
      await waitFor(() => expect(fiesta).toHaveAttribute('inert'));
    });
    await step('the last page disables next', async () => {
      const status = () => canvas.getByText(/^Showing /).textContent;
      for (let i = 0; i < 6 && !(next as HTMLButtonElement).disabled; i += 1) {
        const before = status();
        await userEvent.click(next);
        await waitFor(() => expect(status()).not.toBe(before));
      }
      await waitFor(() => expect(next).toBeDisabled());
      await expect(canvas.getByText(/to 6 of 6$/)).toBeInTheDocument();
    });
  },
} satisfies Story;

export const NoSimilarCars = {
  args: { vehicles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
} satisfies Story;
