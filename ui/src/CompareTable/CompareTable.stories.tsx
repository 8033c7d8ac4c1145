import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_TENANT_CONFIG } from '@showroom/core';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { CompareTable, type CompareCar } from './CompareTable.tsx';
import {
  reservedVehicle,
  sampleVehicle,
  similarVehicles,
  vanVehicle,
} from '../fixtures/vehicle.ts';
import { hpQuote, pcpQuote } from '../deal/fixtures.ts';
import { blurFocus } from '../shared/storyFocus.ts';
import { event, hidden, text } from '../storyControls.ts';

const fiesta = similarVehicles[0]!;
const puma = similarVehicles[1]!;

const car = (
  vehicle: CompareCar['vehicle'],
  quote: CompareCar['quote'],
  stockId = 1,
): CompareCar => ({
  stockId: vehicle?.stock_id ?? stockId,
  vehicle,
  quote,
  dealHref: vehicle
    ? `/vehicle-search/${vehicle.slug}?deposit=10&finance_type=PCP&term=48&mileage=8000#deal`
    : null,
  removeHref: '/vehicle-search/compare?ids=1',
});

const three: CompareCar[] = [
  car(sampleVehicle, pcpQuote),
  car(fiesta, { ...pcpQuote, RegularPayment: 189.5, TotalPrice: 10995 }),
  car({ ...puma, year: 2023 }, { ...pcpQuote, RegularPayment: 268.1, TotalPrice: 17495 }),
];

/**
 * The comparison page's table: up to four vehicles side by side (photo, price, the monthly figure
 * for the shopper's finance settings, key facts), with the best value in each row marked in words
 * as well as colour. On a phone a switcher picks the two vehicles to compare.
 */
const meta = {
  title: 'Compare/CompareTable',
  component: CompareTable,
  tags: ['autodocs'],
  args: {
    cars: three,
    settingsText: 'PCP, 10% deposit, 48 months, 8,000 miles a year',
    broker: DEFAULT_TENANT_CONFIG.broker,
    onRemove: fn(),
  },
  argTypes: {
    cars: hidden,
    settingsText: text('The finance settings the monthly figures are for, in words.'),
    broker: hidden,
    tenant: hidden,
    searchPath: hidden,
    onRemove: event,
  },
} satisfies Meta<typeof CompareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try the table with the controls: the finance settings in words, and Remove. */
export const Playground = {} satisfies Story;

/** Three cars: each row's best is said in words, next to the value. */
export const ThreeCars = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const priceRow = canvas.getByRole('row', { name: /^Price £/ });
    await expect(within(priceRow).getByText('Lowest price')).toBeVisible();
    await expect(within(priceRow).getAllByRole('cell')[1]).toHaveTextContent('£10,995');
    await expect(within(priceRow).getAllByRole('cell')[1]).toHaveTextContent('Lowest price');
    const monthly = canvas.getByRole('row', { name: /^Monthly payment/ });
    await expect(within(monthly).getAllByRole('cell')[1]).toHaveTextContent('£189.50 a month');
    await expect(within(monthly).getAllByRole('cell')[1]).toHaveTextContent('Lowest monthly');
    await expect(within(monthly).getAllByRole('cell')[0]).toHaveTextContent('9.9% APR');
    const year = canvas.getByRole('row', { name: /^Year/ });
    await expect(within(year).getAllByRole('cell')[2]).toHaveTextContent('Newest');
    const mileage = canvas.getByRole('row', { name: /^Mileage/ });
    await expect(within(mileage).getAllByRole('cell')[2]).toHaveTextContent('Lowest mileage');
    await expect(canvas.getAllByRole('heading', { name: 'Representative example' })).toHaveLength(
      3,
    );
    const build = canvas.getAllByRole('link', { name: /Build your deal/ });
    await expect(build[0]).toHaveAttribute(
      'href',
      `/vehicle-search/${sampleVehicle.slug}?deposit=10&finance_type=PCP&term=48&mileage=8000#deal`,
    );
    const remove = canvas.getByRole('link', { name: `Remove ${fiesta.name} from the comparison` });
    remove.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith(fiesta.stock_id);
    blurFocus();
  },
} satisfies Story;

/** Two cars of the same year: no "Newest" mark (a tie is not a best). */
export const TwoCarsATie = {
  args: {
    cars: [car(sampleVehicle, pcpQuote), car({ ...fiesta, year: 2021 }, hpQuote)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Newest')).toBeNull();
    await expect(canvas.getByText('Lowest price')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Car shown beside the first' })).toBeNull();
  },
} satisfies Story;

/** A car sold since it was chosen, and one reserved: shown as such, never as an error. */
export const SoldAndReserved = {
  args: {
    cars: [car(reservedVehicle, pcpQuote), car(null, null, 424242)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Car 424242 is no longer in stock')).toBeVisible();
    await expect(canvas.getByText('Reserved')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Build your deal/ })).toHaveLength(1);
    await expect(canvas.queryByText('Lowest price')).toBeNull();
  },
} satisfies Story;

/** A car the lender cannot finance at these settings says so in place of the figure. */
export const NoQuote = {
  args: {
    cars: [
      car(sampleVehicle, pcpQuote),
      {
        ...car(fiesta, null),
        noQuote: 'PCP finance is not available for this car at these settings.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('PCP finance is not available for this car at these settings.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: 'Representative example' })).toHaveLength(
      1,
    );
  },
} satisfies Story;

/** On a phone two columns show; the switcher picks the second (pressed state says which). */
export const PhoneSwitcher = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Hidden above 767 px (the story's viewport): found by its own label.
    const group = canvasElement.querySelector<HTMLElement>(
      '[role="group"][aria-label="Car shown beside the first"]',
    )!;
    const [second, third] = within(group).getAllByRole('button', { hidden: true });
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(third).toHaveAttribute('aria-pressed', 'false');
    const thirdColumn = () => canvas.getAllByRole('columnheader', { hidden: true })[2]!;
    await expect(thirdColumn().className).toContain('sr-compare__col--phone-hidden');
    fireEvent.click(third!);
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await expect(thirdColumn().className).not.toContain('sr-compare__col--phone-hidden');
    await expect(canvas.getAllByRole('columnheader', { hidden: true })[1]!.className).toContain(
      'sr-compare__col--phone-hidden',
    );
  },
} satisfies Story;

/** A van beside cars: its price with VAT, and the price excluding VAT under it. */
export const WithAVan = {
  args: { cars: [car(sampleVehicle, pcpQuote), car(vanVehicle, null, 2)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const priceRow = canvas.getByRole('row', { name: /^Price £/ });
    const [carCell, vanCell] = within(priceRow).getAllByRole('cell');
    await expect(vanCell).toHaveTextContent('£19,995');
    await expect(within(vanCell!).getByText('£16,662.50 + VAT')).toBeVisible();
    await expect(carCell).not.toHaveTextContent('+ VAT');
  },
} satisfies Story;
