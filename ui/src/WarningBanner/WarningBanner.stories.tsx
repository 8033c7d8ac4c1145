import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WarningBanner } from './WarningBanner.tsx';
import { text, toggle } from '../storyControls.ts';

/**
 * The retailer's notice at the top of vehicle pages (a closed branch, a holiday), from its
 * settings.
 */
const meta = {
  title: 'Vehicle details/WarningBanner',
  component: WarningBanner,
  tags: ['autodocs'],
  // As the page passes it: HTML the API has sanitised already.
  args: {
    trusted: true,
    html: '<p><strong>Our Northampton site is closed on Monday 25 August.</strong> <a href="/contact">Contact us</a> to arrange a viewing.</p>',
  },
  argTypes: {
    html: text('The notice (HTML).'),
    bordered: toggle('A 2 px border (the retailer’s bannerBorder).'),
    trusted: toggle('The HTML was sanitised by the API already.'),
  },
} satisfies Meta<typeof WarningBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A notice with a link. */
export const Notice = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('complementary', { name: 'Important information' });
    await expect(banner.querySelector('.sr-warning__body')?.textContent).toBe(
      'Our Northampton site is closed on Monday 25 August. Contact us to arrange a viewing.',
    );
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
} satisfies Story;

/** A retailer with bordered banners: a 2 px border. */
export const Bordered = {
  args: { bordered: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('complementary');
    await expect(getComputedStyle(banner).borderTopWidth).toBe('2px');
  },
} satisfies Story;

/** Unsafe HTML in the notice (a script, an onclick): removed before it is shown. */
export const UnsafeHtmlIsSanitised = {
  args: {
    trusted: false,
    html: '<p onclick="steal()">Price promise ends soon<img src="x" onerror="steal()" alt=""></p><script>steal()</script>',
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('complementary');
    await expect(banner.querySelector('.sr-warning__body')?.textContent).toBe(
      'Price promise ends soon',
    );
    // Once DOMPurify has loaded, the cleaned HTML (the image without its handler) replaces the text.
    await waitFor(() => expect(banner.querySelector('img')).not.toBeNull());
    await expect(banner.querySelector('script')).toBeNull();
    await expect(banner.querySelector('[onclick], [onerror]')).toBeNull();
  },
} satisfies Story;

/** A notice with no text: nothing is shown. */
export const Empty = {
  args: { html: '<p> </p>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
} satisfies Story;
