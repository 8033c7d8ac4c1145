import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavedCars } from './SavedCars.tsx';
import { reservedVehicle, sampleVehicle, similarVehicles } from '../fixtures/vehicle.ts';
import { blurFocus } from '../shared/storyFocus.ts';
import { event, hidden, radio, text } from '../storyControls.ts';

const fiesta = similarVehicles[0]!;
const puma = similarVehicles[1]!;

/**
 * The shopper's saved vehicles: each card can be removed or added to a comparison; a link opens the
 * comparison.
 */
const meta = {
  title: 'Saved/SavedCars',
  component: SavedCars,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    cars: [
      { stockId: fiesta.stock_id!, vehicle: fiesta },
      { stockId: 10234, vehicle: reservedVehicle },
      { stockId: 424242, vehicle: null },
    ],
    comparing: [],
    compareHref: '/vehicle-search/compare',
    searchPath: '/vehicle-search',
    onRemove: fn(),
    onToggleCompare: fn(),
  },
  argTypes: {
    status: radio(['loading', 'ready', 'failed'], 'Whether the saved vehicles have arrived.'),
    cars: hidden,
    comparing: hidden,
    compareHref: text('The comparison page.'),
    tenant: hidden,
    searchPath: hidden,
    onRemove: event,
    onToggleCompare: event,
  },
} satisfies Meta<typeof SavedCars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved list is loading: placeholders where the cards will be. */
export const Loading = {
  args: { status: 'loading', cars: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your saved cars…',
    );
  },
} satisfies Story;

/** No saved cars: what Save does and where to start. */
export const Empty = {
  args: { cars: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no saved cars yet.')).toBeVisible();
    await expect(canvas.getByText('Save')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search cars' })).toHaveAttribute(
      'href',
      '/vehicle-search',
    );
  },
} satisfies Story;

/** Cars as cards; one reserved since, one no longer in stock; each removable. */
export const WithCars = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 saved cars')).toBeVisible();
    await expect(canvas.getByRole('link', { name: fiesta.name! })).toBeVisible();
    await expect(canvas.getByText('Reserved by another shopper since you saved it.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No longer in stock' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove car 424242 from saved cars' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(424242);
    await userEvent.click(canvas.getByRole('checkbox', { name: `Compare ${fiesta.name}` }));
    await expect(args.onToggleCompare).toHaveBeenCalledWith(fiesta.stock_id);
    await expect(canvas.queryByRole('link', { name: /^Compare \d/ })).toBeNull();
    blurFocus();
  },
} satisfies Story;

/** Three chosen: the link compares them and no fourth can be ticked. */
export const CompareChosen = {
  args: {
    cars: [
      { stockId: fiesta.stock_id!, vehicle: fiesta },
      { stockId: puma.stock_id!, vehicle: puma },
      { stockId: 10234, vehicle: sampleVehicle },
      { stockId: 20005, vehicle: similarVehicles[5]! },
    ],
    comparing: [fiesta.stock_id!, puma.stock_id!, 10234],
    compareHref: `/vehicle-search/compare?ids=${fiesta.stock_id},${puma.stock_id},10234`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Compare 3 cars' })).toHaveAttribute(
      'href',
      `/vehicle-search/compare?ids=${fiesta.stock_id},${puma.stock_id},10234`,
    );
    await expect(canvas.getByRole('checkbox', { name: `Compare ${fiesta.name}` })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: `Compare ${similarVehicles[5]!.name}` }),
    ).toBeDisabled();
  },
} satisfies Story;

/** Some cars could not be loaded: said once, the others still listed. */
export const Failed = {
  args: { status: 'failed', cars: [{ stockId: fiesta.stock_id!, vehicle: fiesta }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await expect(canvas.getByText('1 saved car')).toBeVisible();
  },
} satisfies Story;

/** A car this shopper reserved themselves is theirs: never "reserved by another shopper". */
export const ReservedForYou = {
  args: {
    cars: [{ stockId: 10234, vehicle: reservedVehicle, reservedForYou: true }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reserved for you: your deposit is paid.')).toBeVisible();
    await expect(canvas.queryByText(/Reserved by another shopper/)).toBeNull();
  },
} satisfies Story;
