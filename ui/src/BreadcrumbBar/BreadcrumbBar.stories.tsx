import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BreadcrumbBar } from './BreadcrumbBar.tsx';
import { sampleVehicle } from '../fixtures/vehicle.ts';
import { event, hidden, number, text, toggle } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

/**
 * The bar above a vehicle page: back to the results, save, compare, share, print and PDF. Saved and
 * comparing are states a shopper reaches by pressing the buttons.
 */
const meta = {
  title: 'Vehicle details/BreadcrumbBar',
  component: BreadcrumbBar,
  tags: ['autodocs'],
  args: {
    slug: sampleVehicle.slug,
    vehicleName: sampleVehicle.name,
    shareUrl: `https://showroom.example/vehicle-search/${sampleVehicle.slug}`,
    isFavourite: false,
    isComparing: false,
    compareFull: false,
    onBack: fn(),
    onToggleFavourite: fn(),
    onToggleCompare: fn(),
    onCopyLink: fn(async () => {}),
    onShare: fn(),
  },
  argTypes: {
    slug: hidden,
    vehicleName: text('The vehicle name, used in the share texts.'),
    shareUrl: text('The address shared.'),
    isFavourite: toggle('The vehicle is saved.'),
    isComparing: toggle('The vehicle is in the comparison.'),
    compareFull: toggle('The comparison is full.'),
    compareHref: text('The comparison page, when comparing.'),
    compareCount: number('Vehicles in the comparison.', 0, 4),
    searchPath: hidden,
    onBack: event,
    onToggleFavourite: event,
    onToggleCompare: event,
    onCopyLink: event,
    onShare: event,
  },
} satisfies Meta<typeof BreadcrumbBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The bar as a shopper first sees it: not saved, not comparing. Back, save and compare tell the
 * page.
 */
export const Default = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('back, save and compare send their events', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Back to results/ }));
      await expect(args.onBack).toHaveBeenCalledOnce();
      await expect(args.onBack).toHaveBeenCalledWith();
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(args.onToggleFavourite).toHaveBeenCalledOnce();
      await expect(args.onToggleFavourite).toHaveBeenCalledWith();
      canvas.getByRole('button', { name: 'Compare' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onToggleCompare).toHaveBeenCalledOnce();
      await expect(args.onToggleCompare).toHaveBeenCalledWith();
      await expect(args.onBack).toHaveBeenCalledOnce();
    });
    await step('print and PDF open in a new tab', async () => {
      const print = canvas.getByRole('link', { name: 'Print (opens in a new tab)' });
      await expect(print).toHaveAttribute('href', `/vehicle-search/print/${sampleVehicle.slug}`);
      await expect(print).toHaveAttribute('target', '_blank');
      await expect(canvas.getByRole('link', { name: 'PDF (opens in a new tab)' })).toHaveAttribute(
        'href',
        `/vehicle-search/${sampleVehicle.slug}/?format=pdf`,
      );
    });
    blurFocus();
  },
} satisfies Story;

/** The vehicle is saved and in the comparison: the buttons say Saved and Comparing. */
export const SavedAndComparing = {
  args: { isFavourite: true, isComparing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saved' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Comparing' }));
    await expect(args.onToggleCompare).toHaveBeenCalledOnce();
    await expect(args.onToggleCompare).toHaveBeenCalledWith();
    blurFocus();
  },
} satisfies Story;

/**
 * The comparison already holds the most vehicles it can: Compare does not add this one and says
 * why.
 */
export const CompareListFull = {
  args: { compareFull: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }));
    await expect(args.onToggleCompare).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status').textContent).toBe(
      'You can compare up to 3 vehicles. Remove one from your list to add this one.',
    );
    blurFocus();
  },
} satisfies Story;

/** The share dialog: copy the link or share by email, WhatsApp and the social networks. */
export const Share = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Share' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Share this vehicle' });
    const box = within(dialog);
    await step('five social platforms and e-mail are offered', async () => {
      const links = box.getAllByRole('link');
      await expect(
        links.map((link) => link.textContent?.replace(' (opens in a new tab)', '')),
      ).toEqual(['Facebook', 'X', 'WhatsApp', 'LinkedIn', 'Pinterest', 'Email']);
      await expect(links[0]).toHaveAttribute(
        'href',
        expect.stringContaining(encodeURIComponent(args.shareUrl)),
      );
    });
    await step('copy link copies the page address', async () => {
      await expect(box.getByLabelText('Link to this vehicle')).toHaveValue(args.shareUrl);
      await userEvent.click(box.getByRole('button', { name: 'Copy link' }));
      await expect(args.onCopyLink).toHaveBeenCalledOnce();
      await expect(args.onCopyLink).toHaveBeenCalledWith(args.shareUrl);
      await expect(await box.findByText('Link copied')).toBeVisible();
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    blurFocus();
  },
} satisfies Story;

/**
 * The browser refused to copy the link: the dialog says so, and the link stays there to copy by
 * hand.
 */
export const CopyFails = {
  args: { onCopyLink: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await expect(
      await within(dialog).findByText('Could not copy; select the link above and copy it.'),
    ).toBeVisible();
    blurFocus();
  },
} satisfies Story;

/** With cars in the compare list, a link opens the comparison of the stored list. */
export const WithComparisonLink = {
  args: {
    isComparing: true,
    compareHref: '/vehicle-search/compare?ids=10234%2C20001',
    compareCount: 2,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View comparison (2)' })).toHaveAttribute(
      'href',
      '/vehicle-search/compare?ids=10234%2C20001',
    );
  },
} satisfies Story;
