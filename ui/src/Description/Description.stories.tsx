import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Description } from './Description.tsx';
import { longDescription, sampleVehicle } from '../fixtures/vehicle.ts';
import { radio, text } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

/**
 * The retailer's description of the vehicle: a long one is cut at 200 characters with Read more.
 */
const meta = {
  title: 'Vehicle details/Description',
  component: Description,
  tags: ['autodocs'],
  args: { html: sampleVehicle.description },
  argTypes: {
    html: text('The description (HTML from the feed, sanitised).'),
    heading: text('The heading.'),
    headingLevel: radio([2, 3], 'Level of the heading.'),
  },
} satisfies Meta<typeof Description>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short description, shown in full with no Read more. */
export const Short = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(
      canvas.getByText(
        'A one-owner Focus ST-Line with sports suspension, SYNC 3 navigation and a full Ford service history.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Story;

/** A long description: the first 200 characters then "..." and Read more, which shows the rest. */
export const LongDescription = {
  args: { html: longDescription },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Read more' });
    await step('collapsed: 200 characters then ...', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const text = canvasElement.querySelector('.sr-description__body')?.textContent ?? '';
      await expect(text.endsWith('...')).toBe(true);
      await expect(text.length).toBeLessThanOrEqual(203);
    });
    await step('Read more shows the full, sanitised HTML', async () => {
      await userEvent.click(toggle);
      await expect(canvas.getByRole('button', { name: 'Read less' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const link = await canvas.findByRole('link', { name: 'More about this Focus' });
      await expect(canvas.getByText('Part exchange welcome')).toBeVisible();
      await expect(link).not.toHaveAttribute('onclick');
      await expect(canvasElement.querySelector('script')).toBeNull();
    });
    await step('Read less collapses it again (keyboard)', async () => {
      canvas.getByRole('button', { name: 'Read less' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: 'Read more' })).toBeVisible();
      await expect(canvas.queryByText('Part exchange welcome')).toBeNull();
    });
    blurFocus();
  },
} satisfies Story;

/** No description: nothing is shown, not even the heading. */
export const Empty = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
} satisfies Story;
