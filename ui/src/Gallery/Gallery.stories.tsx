import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Gallery } from './Gallery.tsx';
import {
  noImagesVehicle,
  reservedVehicle,
  reservedForTheShopper,
  holdEndedSinceRendered,
  sampleVehicle,
  turntable,
  vanVehicle,
} from '../fixtures/vehicle.ts';
import { hidden, text } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

/**
 * The vehicle's photos at the top of its page: a main image with side images, a switch between
 * images, video, 360° and imperfections when the vehicle has them, and a full-screen lightbox. A
 * tag on the photo says when the vehicle is reserved or on order (requirements VDP-9, VEH-9).
 */
const meta = {
  title: 'Vehicle details/Gallery',
  component: Gallery,
  tags: ['autodocs'],
  args: { vehicle: sampleVehicle },
  argTypes: {
    vehicle: hidden,
    turntableFrames: hidden,
    mediaTypes: {
      control: 'check',
      options: ['images', 'video', '360', 'imperfections'],
      description:
        'The media types offered, in the order of the switch (the first is shown first).',
    },
    placeholderSrc: text('The image shown when the vehicle has no photos.'),
    shopper: hidden,
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try the gallery with the controls: which media types it offers, in which order. */
export const Playground = {} satisfies Story;

const name = sampleVehicle.name;

/**
 * A used car with eight photos: the main image, three side images and "View all photos" over the
 * last one.
 */
export const MainAndSideImages = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the shopper sees one main image and three side images', async () => {
      const main = canvas.getByRole('img', { name: `${name}, 1 of 8` });
      await expect(main).toBeVisible();
      await expect(main).toHaveAttribute('srcset', expect.stringContaining('1600w'));
      await expect(main).toHaveAttribute('width', '640');
      for (const n of [2, 3, 4]) {
        await expect(canvas.getByRole('img', { name: `${name}, ${n} of 8` })).toBeVisible();
      }
      await expect(canvas.queryByRole('img', { name: `${name}, 5 of 8` })).toBeNull();
    });
    await step(
      'images and imperfections exist, so the type bar shows with Images first',
      async () => {
        const bar = canvas.getByRole('group', { name: 'Media type' });
        await expect(within(bar).getByRole('button', { name: 'Images' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(within(bar).getByRole('button', { name: 'Imperfections' })).toBeVisible();
      },
    );
    await expect(canvas.queryByText('Reserved')).toBeNull();
  },
} satisfies Story;

/** A vehicle with photos only: no switch between media types. */
export const ImagesOnly = {
  args: { vehicle: vanVehicle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Media type' })).toBeNull();
    await expect(canvas.getByRole('img', { name: /, 1 of 5/ })).toBeVisible();
  },
} satisfies Story;

/** No photos yet: the "Image coming soon" placeholder. */
export const NoImages = {
  args: { vehicle: noImagesVehicle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Image coming soon' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /, 1 of/ })).toBeNull();
  },
} satisfies Story;

/** A reserved vehicle: the Reserved tag on the photo. */
export const Reserved = {
  args: { vehicle: reservedVehicle },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reserved')).toBeVisible();
  },
} satisfies Story;

/** A car on order is free to reserve: tagged "On order", never "Reserved" (docs/decisions/0401). */
export const OnOrder = {
  args: { vehicle: { ...sampleVehicle, reservation_status: 'On Order', reserved: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('On order')).toBeVisible();
    await expect(canvas.queryByText(/^Reserved/)).toBeNull();
  },
} satisfies Story;

/** A car without a reservation status is free to reserve, and has no tag. */
export const NoStatus = {
  args: { vehicle: { ...sampleVehicle, reservation_status: null, reserved: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sr-gallery__tag')).toBeNull();
  },
} satisfies Story;

/** The shopper's own reservation: the tag says it is theirs. */
export const ReservedForTheShopper = {
  args: {
    vehicle: reservedVehicle,
    shopper: reservedForTheShopper,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reserved for you')).toBeVisible();
    await expect(canvas.queryByText('Reserved')).toBeNull();
  },
} satisfies Story;

/** Rendered while the car was held; the hold has ended since (the API takes orders): no tag. */
export const HoldEndedSinceRendered = {
  args: {
    vehicle: reservedVehicle,
    shopper: holdEndedSinceRendered,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^Reserved/)).toBeNull();
  },
} satisfies Story;

/**
 * The main image opens the full-screen lightbox; the arrows move through the photos and Escape
 * closes it.
 */
export const Lightbox = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: `${name}, 1 of 8` });
    await step('choosing the main image opens the full-screen lightbox', async () => {
      await userEvent.click(opener);
      const dialog = await canvas.findByRole('dialog', { name: `${name} photos` });
      await expect(dialog).toBeVisible();
      await expect(within(dialog).getByText('1 of 8')).toBeVisible();
      await expect(document.body.style.overflow).toBe('hidden');
    });
    const dialog = canvas.getByRole('dialog');
    const box = within(dialog);
    await step('next, previous and the arrow keys move through the photos', async () => {
      await userEvent.click(box.getByRole('button', { name: 'Next image' }));
      await expect(box.getByText('2 of 8')).toBeVisible();
      await userEvent.keyboard('{ArrowRight}');
      await expect(box.getByText('3 of 8')).toBeVisible();
      await userEvent.keyboard('{ArrowLeft}');
      await userEvent.click(box.getByRole('button', { name: 'Previous image' }));
      await expect(box.getByText('1 of 8')).toBeVisible();
      await userEvent.click(box.getByRole('button', { name: 'Previous image' }));
      await expect(box.getByText('8 of 8')).toBeVisible();
      await expect(box.getByRole('img', { name: `${name}, 8 of 8` })).toBeVisible();
    });
    await step('a swipe to the left shows the next photo', async () => {
      const image = box.getByRole('img');
      await fireEvent.pointerDown(image, { clientX: 300, pointerId: 1 });
      await fireEvent.pointerUp(image, { clientX: 150, pointerId: 1 });
      await expect(box.getByText('1 of 8')).toBeVisible();
    });
    await step('Tab keeps focus inside the lightbox', async () => {
      box.getByRole('button', { name: 'Next image' }).focus();
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
    await step('Escape closes it and focus returns to the image', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
      await expect(document.body.style.overflow).toBe('');
    });
    blurFocus();
  },
} satisfies Story;

/** A side image opens the lightbox at that photo (3 of 8). */
export const SideImageOpensAtItsIndex = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${name}, 3 of 8` }));
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getByText('3 of 8')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    blurFocus();
  },
} satisfies Story;

/** A vehicle with photos, a video and a 360° view: a switch between them. */
export const AllMediaTypes = {
  args: {
    vehicle: { ...sampleVehicle, videos: [{ url: '/videos/ford-focus-walkaround.mp4' }] },
    turntableFrames: turntable,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'Media type' });
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Images', 'Video', '360°', 'Imperfections']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Video' }));
    await expect(canvasElement.querySelector('video')).toBeVisible();
    blurFocus();
  },
} satisfies Story;

/** The retailer lists 360° first: the gallery opens on the 360° view. */
export const FirstConfiguredTypeIsInitial = {
  args: { turntableFrames: turntable, mediaTypes: ['360', 'images', 'imperfections'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '360°' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('slider', { name: `${name}, 360° view` })).toBeVisible();
  },
} satisfies Story;

/** The 360° view: drag or use the arrow keys to turn the vehicle. */
export const Turntable360 = {
  args: { turntableFrames: turntable, mediaTypes: ['360'] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const spinner = canvas.getByRole('slider', { name: `${name}, 360° view` });
    await expect(spinner).toHaveAttribute('aria-valuetext', 'Frame 1 of 24');
    await step('arrow keys spin it', async () => {
      spinner.focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(spinner).toHaveAttribute('aria-valuetext', 'Frame 3 of 24');
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
      await expect(spinner).toHaveAttribute('aria-valuetext', 'Frame 24 of 24');
    });
    await step('dragging (or swiping) spins it', async () => {
      await fireEvent.pointerDown(spinner, { clientX: 100, pointerId: 1 });
      await fireEvent.pointerMove(spinner, { clientX: 160, pointerId: 1 });
      await fireEvent.pointerUp(spinner, { clientX: 160, pointerId: 1 });
      await expect(spinner).toHaveAttribute('aria-valuetext', 'Frame 5 of 24');
    });
    await step('the buttons spin it too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Rotate right/ }));
      await expect(spinner).toHaveAttribute('aria-valuenow', '6');
    });
    blurFocus();
  },
} satisfies Story;

/** Imperfections: numbered spots on the photo, each opening a close-up with what it is. */
export const ImperfectionHotspots = {
  args: { mediaTypes: ['imperfections', 'images'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spot = canvas.getByRole('button', { name: 'Imperfection 1: Kerbed alloy' });
    await expect(spot).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(spot);
    await expect(spot).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Light kerbing on the front nearside wheel.')).toBeVisible();
    canvas.getByRole('button', { name: 'Imperfection 2: Stone chip' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Visible on close inspection only.')).toBeVisible();
    blurFocus();
  },
} satisfies Story;
