import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReviewSection } from './ReviewSection.tsx';
import { newVehicle, offerVehicle, sampleReview, sampleVehicle } from '../fixtures/vehicle.ts';
import { hidden, text } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

/**
 * The independent review as a section of a new or offer vehicle's page (used vehicles show it as a
 * tile instead).
 */
const meta = {
  title: 'Vehicle details/ReviewSection',
  component: ReviewSection,
  tags: ['autodocs'],
  args: { vehicle: newVehicle, review: sampleReview },
  argTypes: {
    vehicle: hidden,
    review: hidden,
    tenant: hidden,
    heading: text('The section heading.'),
  },
} satisfies Meta<typeof ReviewSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A NEW car's review (GET /api/vehiclereview/{slug}) on its page: its tiles are hidden. */
export const NewCar = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Independent review' });
    const box = within(section);
    await expect(box.getByRole('heading', { level: 2, name: 'Independent review' })).toBeVisible();
    await expect(box.getByText('Overall score')).toBeVisible();
    await step('first 3 paragraphs, the rest behind Show more', async () => {
      await expect(box.getByRole('heading', { name: 'Overview' })).toBeVisible();
      await expect(box.getByRole('heading', { name: 'Interior' })).toBeVisible();
      await expect(box.queryByRole('heading', { name: 'Practicality' })).toBeNull();
      const more = box.getByRole('button', { name: 'Show more' });
      await userEvent.click(more);
      await expect(box.getByRole('heading', { name: 'Practicality' })).toBeVisible();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(more).toHaveTextContent('Show less');
    });
    const photo = section.querySelector<HTMLImageElement>('img.sr-review__photo');
    await expect(photo).not.toHaveClass('sr-review__photo--default');
    blurFocus();
  },
} satisfies Story;

/** Without a photo the section shows the default review banner (requirement CONT-6). */
export const NewCarWithoutPhoto = {
  args: { review: { ...sampleReview, photolist: { photo: [] } } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Independent review' });
    const banner = section.querySelector<HTMLImageElement>('img.sr-review__photo');
    await expect(banner).toHaveClass('sr-review__photo--default');
    await waitFor(() => expect(banner!.complete && banner!.naturalWidth).toBeGreaterThan(0));
  },
} satisfies Story;

/** An offer's tiles are hidden too: its review (when given one) shows here. */
export const Offer = {
  args: { vehicle: offerVehicle },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Independent review' }),
    ).toBeVisible();
  },
} satisfies Story;

/** A used car's review is one of its information tiles: nothing here, so it is shown once. */
export const UsedCarShowsNothing = {
  args: { vehicle: sampleVehicle },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).queryByText('Independent review')).toBeNull();
  },
} satisfies Story;

/** No review (the provider's empty data): nothing. */
export const NoReview = {
  args: { review: [] },
  play: UsedCarShowsNothing.play,
} satisfies Story;
