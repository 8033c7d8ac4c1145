import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeaturedVehicles } from './FeaturedVehicles.tsx';
import { similarVehicles } from '../fixtures/vehicle.ts';
import { event, hidden, text } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

/**
 * Featured vehicles on the home page: tabs of vehicle cards (electric, under £15,000 …), each with
 * a link to the whole search.
 */
const meta = {
  title: 'Carousels/FeaturedVehicles',
  component: FeaturedVehicles,
  tags: ['autodocs'],
  args: {
    tabs: [
      {
        label: 'Electric',
        vehicles: similarVehicles.filter((v) => /Electric|hybrid/i.test(v.fuel_type ?? '')),
        view_all_link_url: '/vehicle-search?fuel_type=electric',
        view_all_link_text: 'View all electric cars',
      },
      {
        label: 'Under £15,000',
        vehicles: similarVehicles.filter((v) => (v.price ?? 0) < 15000),
        view_all_link_url: '/vehicle-search?max_price=15000',
      },
      { label: 'Pick-ups', vehicles: similarVehicles.slice(5) },
    ],
  },
  argTypes: {
    heading: text('The section heading.'),
    tabs: hidden,
    searchPath: hidden,
    tenant: hidden,
    onTabChange: event,
  },
} satisfies Meta<typeof FeaturedVehicles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tabs; the first is shown. The arrow keys move between tabs. */
export const Tabs = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Electric',
      'Under £15,000',
      'Pick-ups',
    ]);
    await step('the first tab is selected and shows its vehicles and view all link', async () => {
      await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      const panel = canvas.getByRole('tabpanel', { name: 'Electric' });
      await expect(within(panel).getByRole('link', { name: /Mustang Mach-E/ })).toBeVisible();
      await expect(
        within(panel).getByRole('link', { name: 'View all electric cars' }),
      ).toBeVisible();
    });
    await step('arrow keys move between tabs', async () => {
      tabs[0]?.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tabs[1]).toHaveFocus();
      await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
      const panel = canvas.getByRole('tabpanel', { name: 'Under £15,000' });
      await expect(within(panel).getByRole('link', { name: /Fiesta/ })).toBeVisible();
      await expect(
        within(panel).getByRole('link', { name: 'View all under £15,000' }),
      ).toBeVisible();
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expect(tabs[2]).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    });
    await step('a click selects a tab', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Pick-ups' }));
      const panel = canvas.getByRole('tabpanel', { name: 'Pick-ups' });
      await expect(within(panel).getByRole('link', { name: /Ranger/ })).toBeVisible();
      await expect(within(panel).queryByRole('link', { name: /View all/ })).toBeNull();
    });
    blurFocus();
  },
} satisfies Story;

/** A tab's vehicles arrive when it is chosen: loading, then the cards; a tab with none says so. */
export const TabLoadedWhenChosen = {
  args: {
    tabs: [
      { label: 'Electric', vehicles: similarVehicles.slice(0, 3) },
      { label: 'Vans', vehicles: null },
      { label: 'Classics', vehicles: [] },
    ],
    onTabChange: fn(),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('choosing a tab whose vehicles are not loaded says they are loading', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Vans' }));
      await expect(args.onTabChange).toHaveBeenCalledOnce();
      await expect(args.onTabChange).toHaveBeenCalledWith(1);
      const panel = canvas.getByRole('tabpanel', { name: 'Vans' });
      await expect(within(panel).getByRole('status').textContent).toBe('Loading vehicles…');
    });
    await step('an empty tab says so', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Classics' }));
      const panel = canvas.getByRole('tabpanel', { name: 'Classics' });
      await expect(within(panel).getByText('No vehicles to show here just now.')).toBeVisible();
    });
    blurFocus();
  },
} satisfies Story;
