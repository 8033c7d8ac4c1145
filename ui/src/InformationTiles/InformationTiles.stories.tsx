import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InformationTiles } from './InformationTiles.tsx';
import { newVehicle, offerVehicle, sampleReview, sampleVehicle } from '../fixtures/vehicle.ts';
import { hidden, text } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

/**
 * The vehicle history tiles on a used vehicle's page: MOT, service history, previous keepers and an
 * independent review, each opening its details in a dialog. New and offer vehicles have none.
 */
const meta = {
  title: 'Vehicle details/InformationTiles',
  component: InformationTiles,
  tags: ['autodocs'],
  // The page's day (components never read the clock): within the sample MOT's year.
  args: { vehicle: sampleVehicle, review: sampleReview, today: '2025-11-26' },
  argTypes: {
    vehicle: hidden,
    review: hidden,
    tenant: hidden,
    icons: hidden,
    today: {
      control: 'date',
      description:
        'The page’s day, for whether the MOT has expired (components never read the clock).',
    },
    heading: text('The section heading.'),
  },
} satisfies Meta<typeof InformationTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openTile(canvasElement: HTMLElement, tile: RegExp, title: string) {
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: tile });
  await userEvent.click(button);
  const dialog = await canvas.findByRole('dialog', { name: title });
  return { button, dialog, box: within(dialog) };
}

async function close(canvasElement: HTMLElement, button: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
  await expect(button).toHaveFocus();
}

/** A used car with its MOT passed, its service history, its keepers and a review: every tile. */
export const UsedWithReview = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Vehicle history' })).toBeVisible();
    await step('MOT: Vehicle MOT History with PASSED styled as a pass', async () => {
      const { button, dialog, box } = await openTile(canvasElement, /^MOT/, 'Vehicle MOT History');
      await expect(dialog).toHaveAttribute('data-view', 'mot-vehicle');
      await expect(box.getByText('10 March 2025')).toBeVisible();
      await expect(box.getByText('13 March 2026')).toBeVisible();
      const status = box.getByText('PASSED');
      await expect(status).toHaveClass('sr-tiles__status--pass');
      await close(canvasElement, button);
    });
    await step('service history lists date and mileage', async () => {
      const { button, box } = await openTile(canvasElement, /Service history/, 'Service history');
      await expect(box.getByRole('cell', { name: '2 March 2022' })).toBeVisible();
      await expect(box.getByRole('cell', { name: '9,120 miles' })).toBeVisible();
      await close(canvasElement, button);
    });
    await step('previous owners are previous_keepers + 1', async () => {
      await expect(canvas.getByRole('button', { name: /Previous owners 2 owners/ })).toBeVisible();
      const { button, dialog } = await openTile(
        canvasElement,
        /Previous owners/,
        'Previous owners',
      );
      await expect(dialog).toHaveAttribute('data-view', 'previous-keepers');
      await close(canvasElement, button);
    });
    blurFocus();
  },
} satisfies Story;

/** The independent review tile, opened: the rating, the verdict and the photo. */
export const Review = {
  play: async ({ canvasElement, step }) => {
    const { box, dialog } = await openTile(
      canvasElement,
      /Independent review Rated 41/,
      'Independent review',
    );
    await expect(dialog).toHaveAttribute('data-view', 'review');
    await step('three paragraphs, the third cut at 389 characters', async () => {
      const headings = box.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      await expect(headings).toEqual(['Overview', 'Driving', 'Interior', 'Scores']);
      const third = box.getByRole('heading', { name: 'Interior' }).nextElementSibling;
      await expect(third?.textContent?.endsWith('...')).toBe(true);
      await expect((third?.textContent ?? '').length).toBeLessThanOrEqual(392);
    });
    await step('scores are value × 10 percent, total as is', async () => {
      await expect(box.getByText('Overall score').textContent).toBe('Overall score 41');
      await expect(box.getByText('Handling').nextElementSibling?.textContent).toBe('90%');
      await expect(box.getByText('Depreciation').nextElementSibling?.textContent).toBe('60%');
    });
    await step('Show more shows the rest; Show less hides it', async () => {
      const more = box.getByRole('button', { name: 'Show more' });
      await userEvent.click(more);
      await expect(box.getByRole('heading', { name: 'Running costs' })).toBeVisible();
      await expect(box.getByRole('button', { name: 'Show less' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await userEvent.click(box.getByRole('button', { name: 'Show less' }));
      await expect(box.queryByRole('heading', { name: 'Running costs' })).toBeNull();
    });
    blurFocus();
  },
} satisfies Story;

/** A review with a video: the dialog plays it. */
export const ReviewWithVideo = {
  args: {
    review: {
      ...sampleReview,
      videolist: {
        video: {
          iframe_url: 'https://www.youtube.com/embed/ford-focus-review',
          hd: [{ video_url: 'https://videos.example.com/ford-focus/1080.mp4' }],
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { box } = await openTile(
      canvasElement,
      /Independent review Rated 41/,
      'Independent review',
    );
    await expect(box.getByRole('heading', { name: 'Video review' })).toBeVisible();
    await expect(
      box.getByRole('link', { name: 'Watch the video review (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.youtube.com/embed/ford-focus-review');
    await expect(
      box.getByRole('link', { name: 'Watch in HD (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://videos.example.com/ford-focus/1080.mp4');
    blurFocus();
  },
} satisfies Story;

/**
 * A review that comes without a photo shows the default review banner (requirement CONT-6), loaded.
 */
export const ReviewWithoutPhoto = {
  args: { review: { ...sampleReview, photolist: { photo: [] } } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openTile(
      canvasElement,
      /Independent review Rated 41/,
      'Independent review',
    );
    const banner = dialog.querySelector<HTMLImageElement>('img.sr-review__photo');
    await expect(banner).not.toBeNull();
    await expect(banner!.getAttribute('src')).toMatch(/review-banner[^/]*\.svg/);
    await expect(banner).toHaveClass('sr-review__photo--default');
    await expect(banner).toHaveAttribute('alt', '');
    await waitFor(() => expect(banner!.complete && banner!.naturalWidth).toBeGreaterThan(0));
    await expect(banner).toBeVisible();
    blurFocus();
  },
} satisfies Story;

/** Icons the page found with the service-icon HEAD check; a tile without one shows none. */
export const WithServiceIcons = {
  args: { icons: { 'mot-vehicle': '/images/icons/services/mot.png' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mot = canvas.getByRole('button', { name: /^MOT/ });
    await expect(mot.querySelector('img')).toHaveAttribute('src', '/images/icons/services/mot.png');
    await expect(mot.querySelector('img')).toHaveAttribute('alt', '');
    const review = canvas.getByRole('button', { name: /Independent review/ });
    await expect(review.querySelector('img')).toBeNull();
  },
} satisfies Story;

/** No review for this model: the review tile is left out. */
export const NoReview = {
  args: { review: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Independent review/ })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
} satisfies Story;

/** The last MOT failed: the tile says FAILED, styled as a failure. */
export const FailedMot = {
  args: {
    vehicle: {
      ...sampleVehicle,
      mot_history: { ...sampleVehicle.mot_history, last_test_status: 'FAILED' },
    },
  },
  play: async ({ canvasElement }) => {
    const { box } = await openTile(canvasElement, /^MOT/, 'Vehicle MOT History');
    await expect(box.getByText('FAILED')).toHaveClass('sr-tiles__status--fail');
    blurFocus();
  },
} satisfies Story;

/** An MOT whose expiry date is behind the page's day: never a current PASSED. */
export const ExpiredMot = {
  args: { today: '2026-11-26' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'MOT Expired on 13 March 2026' }),
    ).toBeVisible();
    const { box } = await openTile(canvasElement, /^MOT/, 'Vehicle MOT History');
    const status = box.getByText('MOT expired on 13 March 2026');
    await expect(status).toHaveClass('sr-tiles__status--fail');
    await expect(box.queryByText('PASSED')).toBeNull();
    await expect(box.getByText('Expired').nextElementSibling?.textContent).toBe('13 March 2026');
    blurFocus();
  },
} satisfies Story;

/** The last day of the MOT is still current. */
export const MotExpiresToday = {
  args: { today: '2026-03-13' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'MOT Expires 13 March 2026' })).toBeVisible();
    const { box } = await openTile(canvasElement, /^MOT/, 'Vehicle MOT History');
    await expect(box.getByText('PASSED')).toHaveClass('sr-tiles__status--pass');
    blurFocus();
  },
} satisfies Story;

/** A new vehicle has no history: nothing is shown. */
export const HiddenForNew = {
  args: { vehicle: newVehicle },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
} satisfies Story;

/** An offer vehicle (new, at an offer price) has no history either: nothing is shown. */
export const HiddenForOffer = {
  args: { vehicle: offerVehicle },
  play: HiddenForNew.play,
} satisfies Story;
