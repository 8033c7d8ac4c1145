import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_TENANT_CONFIG } from '@showroom/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VehicleCard } from './VehicleCard.tsx';
import { noImagesVehicle, similarVehicles, vanVehicle } from '../fixtures/vehicle.ts';
import { hpQuote } from '../deal/fixtures.ts';
import { blurFocus } from '../shared/storyFocus.ts';
import { hidden, radio, text, toggle } from '../storyControls.ts';

const vehicle = similarVehicles[0] ?? noImagesVehicle;

/**
 * A vehicle's card in search results and carousels: photo, name, key facts, price, and when known
 * the monthly figure for the shopper's finance settings with its representative example
 * (requirement ARCH-8). Save and compare buttons when the page offers them.
 */
const meta = {
  title: 'Carousels/VehicleCard',
  component: VehicleCard,
  tags: ['autodocs'],
  args: { vehicle },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    vehicle: hidden,
    tenant: hidden,
    searchPath: hidden,
    headingLevel: radio([3, 4], 'Level of the name heading.'),
    priority: toggle('The photo loads at once (the first cards of a page).'),
    href: text('Where the card links to.'),
    monthly: hidden,
    actions: hidden,
  },
} satisfies Meta<typeof VehicleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try the card with the controls: heading level, photo priority and its link. */
export const Playground = {} satisfies Story;

/** An available used car: photo, name, key facts and price. */
export const Available = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: vehicle.name ?? '' });
    await expect(link).toHaveAttribute('href', `/vehicle-search/${vehicle.slug}`);
    await expect(canvas.getByText('£10,995')).toBeVisible();
    await expect(canvas.getByText('31,200 miles')).toBeVisible();
    await expect(canvas.getByText('Manual')).toBeVisible();
    await expect(canvas.queryByText('Reserved')).toBeNull();
  },
} satisfies Story;

/** A reserved car: the Reserved tag on the photo. */
export const Reserved = {
  args: { vehicle: similarVehicles[3] ?? vehicle },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reserved')).toBeVisible();
  },
} satisfies Story;

/** No photo yet: the placeholder. */
export const NoImage = {
  args: { vehicle: noImagesVehicle },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image?.getAttribute('src')).toMatch(/^data:image\/svg/);
  },
} satisfies Story;

/** In a search by monthly budget: the figure, its APR, what it assumes and the representative example. */
export const WithMonthlyPayment = {
  args: {
    href: `/vehicle-search/${vehicle.slug}?deposit=2000&finance_type=HP&term=36&mileage=8000`,
    monthly: {
      quote: hpQuote,
      broker: DEFAULT_TENANT_CONFIG.broker,
      settingsText: 'HP, £2,000 deposit, 36 months',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('£337.63 a month')).toBeVisible();
    await expect(canvas.getByText(/9\.9% APR representative/)).toBeVisible();
    await expect(canvas.getByText('HP, £2,000 deposit, 36 months')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Representative example' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: vehicle.name ?? '' })).toHaveAttribute(
      'href',
      `/vehicle-search/${vehicle.slug}?deposit=2000&finance_type=HP&term=36&mileage=8000`,
    );
  },
} satisfies Story;

const TERM_CHANGE =
  'The term has been changed from 48 to 35 months so the vehicle is no more than 8 years old at the end of the agreement.';

/**
 * A car the lender quotes at other settings than the budget's (a shorter term for an older car):
 * the card says the term its quote runs, and the lender's change under the figure.
 */
export const WithLenderChange = {
  args: {
    monthly: {
      quote: {
        ...hpQuote,
        Term: 35,
        TotalNumberOfRegularPayments: 35,
        Notifications: [TERM_CHANGE],
      },
      broker: DEFAULT_TENANT_CONFIG.broker,
      settingsText: 'HP, 10% deposit, 35 months',
      changes: [TERM_CHANGE],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('HP, 10% deposit, 35 months')).toBeVisible();
    await expect(canvas.getByText(TERM_CHANGE)).toBeVisible();
    await expect(canvas.queryByText(/48 months/)).toBeNull();
  },
} satisfies Story;

/** A van on the Commercial VAT scheme: it says it is a van, and its price excluding VAT. */
export const Van = {
  args: { vehicle: vanVehicle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvasElement.querySelector('.sr-vcard__price') as HTMLElement;
    await expect(price.textContent).toContain('£19,995');
    await expect(within(price).getByText('£16,662.50 + VAT')).toBeVisible();
    await expect(canvas.getByText('Van')).toBeVisible();
  },
} satisfies Story;

/** A search result's Save and Compare: each names the car, and says whether it is pressed. */
export const WithSaveAndCompare = {
  args: {
    actions: {
      isSaved: false,
      isComparing: false,
      compareFull: false,
      onToggleSave: fn(),
      onToggleCompare: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: `Save ${vehicle.name}` });
    const compare = canvas.getByRole('button', { name: `Compare ${vehicle.name}` });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(args.actions!.onToggleSave).toHaveBeenCalledOnce();
    await userEvent.click(compare);
    await expect(args.actions!.onToggleCompare).toHaveBeenCalledOnce();
    blurFocus();
  },
} satisfies Story;

/** Saved and being compared: both pressed, the heart filled and the plus a tick. */
export const SavedAndComparing = {
  args: {
    actions: {
      isSaved: true,
      isComparing: true,
      compareFull: false,
      onToggleSave: fn(),
      onToggleCompare: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Save ${vehicle.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: `Compare ${vehicle.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
} satisfies Story;

/** The compare list is full: Compare refuses this car with the vehicle page's message. */
export const CompareFull = {
  args: {
    actions: {
      isSaved: false,
      isComparing: false,
      compareFull: true,
      onToggleSave: fn(),
      onToggleCompare: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const compare = canvas.getByRole('button', { name: `Compare ${vehicle.name}` });
    await userEvent.click(compare);
    await expect(args.actions!.onToggleCompare).not.toHaveBeenCalled();
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You can compare up to 3 vehicles. Remove one from your list to add this one.',
    );
    blurFocus();
  },
} satisfies Story;
