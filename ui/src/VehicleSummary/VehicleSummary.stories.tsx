import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_TENANT_CONFIG, formatMoney, fromPounds } from '@showroom/core';
import { VehicleSummary } from './VehicleSummary.tsx';
import {
  newVehicle,
  offerVehicle,
  pcpQuote,
  reservedVehicle,
  sampleVehicle,
  mobilityVehicle,
  vanVehicle,
  zeroAprPcpQuote,
} from '../fixtures/vehicle.ts';
import { blurFocus } from '../shared/storyFocus.ts';
import { hidden, radio, select, text, toggle } from '../storyControls.ts';

/**
 * The top of a vehicle's page: its name, registration, key facts, price (with RRP, was-price or +
 * VAT), the price label, and the monthly figure with its representative example (requirements
 * ARCH-8, VEH-4). Tags open dialogs about optional extras, 0% finance and "I'm nearly ready".
 */
const meta = {
  title: 'Vehicle details/VehicleSummary',
  component: VehicleSummary,
  tags: ['autodocs'],
  args: { vehicle: sampleVehicle, finance: { pcpQuote } },
  argTypes: {
    vehicle: hidden,
    tenant: hidden,
    finance: hidden,
    chosenProduct: radio(['PCP', 'HP', 'CS'], 'The finance product whose monthly figure is shown.'),
    financeDisclaimerHtml: text('The finance disclaimer under the price.'),
    headingLevel: radio([1, 2], 'Level of the name heading (1 on the vehicle page).'),
  },
} satisfies Meta<typeof VehicleSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const tagTexts = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[aria-label="Key features"] li')].map((li) =>
    li.textContent?.trim(),
  );

/** The Playground's own controls: what a designer changes on a vehicle, not its raw data. */
interface PlaygroundArgs {
  /** The vehicle's name, as the feed sends it. */
  name: string;
  /** Used, new or an offer (the fixture of each). */
  condition: 'USED' | 'NEW' | 'OFFER';
  /** The market analysis's price indicator. */
  priceIndicator: string;
  /** Show the PCP monthly figure with its representative example. */
  monthlyFigure: boolean;
}

const byCondition = { USED: sampleVehicle, NEW: newVehicle, OFFER: offerVehicle };

/**
 * Try the summary with a designer's controls: the name (long names wrap), used, new or offer, the
 * price label and the monthly figure.
 */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    name: sampleVehicle.name,
    condition: 'USED',
    priceIndicator: 'GOOD',
    monthlyFigure: true,
  },
  argTypes: {
    name: text('The vehicle name.'),
    condition: radio(['USED', 'NEW', 'OFFER'], 'Used, new or an offer.'),
    priceIndicator: select(
      ['GREAT', 'GOOD', 'FAIR', 'HIGH', 'LOWER', 'NOANALYSIS'],
      'The price label (NOANALYSIS: none).',
    ),
    monthlyFigure: toggle('The PCP monthly figure with its representative example.'),
  },
  render: ({ name, condition, priceIndicator, monthlyFigure }) => {
    const vehicle = byCondition[condition];
    const quote = condition === 'OFFER' ? zeroAprPcpQuote : pcpQuote;
    return (
      <VehicleSummary
        vehicle={{ ...vehicle, name, price_indicator: priceIndicator }}
        finance={monthlyFigure && condition !== 'NEW' ? { pcpQuote: quote } : null}
      />
    );
  },
};

/**
 * A used car as most shoppers see it: name, plate, key facts, price with its label, the optional
 * extras banner and the PCP monthly figure with its representative example.
 */
export const Used = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('name, plate, tags and price', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: sampleVehicle.name }),
      ).toBeVisible();
      await expect(canvas.getByText('AB21 CDE')).toBeVisible();
      await expect(tagTexts(canvasElement)).toEqual([
        'USED',
        'Year: 2021',
        'Mileage: 23,450 miles',
        'Fuel type: Petrol',
        'Transmission: Manual',
        'Body type: Hatchback',
        'Location: Showroom Northampton',
      ]);
      await expect(canvas.getByText('£14,995')).toBeVisible();
      await expect(canvas.getByText('Good price')).toBeVisible();
    });
    await step('the optional extras banner sums the extras', async () => {
      await expect(canvas.getByText('Includes £995 of optional extras!')).toBeVisible();
    });
    await step('the monthly figure comes with its representative example', async () => {
      const monthly = formatMoney(fromPounds(pcpQuote.RegularPayment), { pence: 'always' });
      const apr = `${pcpQuote.Apr.toFixed(1)}% APR`;
      await expect(canvasElement.querySelector('.sr-summary__monthly')?.textContent).toBe(
        `${monthly} per month (PCP), ${apr} representative`,
      );
      const example = canvas.getByRole('region', { name: 'Representative example' });
      await expect(within(example).getByText(apr)).toBeVisible();
      await expect(
        within(example).getByText(
          `${pcpQuote.TotalNumberOfRegularPayments} monthly payments of ${monthly}`,
        ),
      ).toBeVisible();
    });
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
} satisfies Story;

/**
 * The Optional Extras tag opens a dialog listing the extras and their total; Escape closes it and
 * focus goes back to the tag. Pictured open.
 */
export const OptionalExtrasDialog = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the Optional Extras tag opens its modal', async () => {
      const tag = canvas.getByRole('button', { name: 'Optional Extras £995' });
      await userEvent.click(tag);
      const dialog = await canvas.findByRole('dialog', { name: 'Optional extras' });
      await expect(dialog).toHaveAttribute('data-view', 'optional-extras');
      await expect(within(dialog).getByText('Winter Pack')).toBeVisible();
      await expect(within(dialog).getByText('Total £995')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(tag).toHaveFocus();
    });
    await step('opened again: the dialog is what is pictured', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Optional Extras £995' }));
      await expect(await canvas.findByRole('dialog', { name: 'Optional extras' })).toBeVisible();
    });
    blurFocus();
  },
} satisfies Story;

/**
 * A new car to order: the NEW tag, the RRP beside the price, no monthly figure and no price label.
 */
export const NewAvailableToOrder = {
  args: { vehicle: newVehicle, finance: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('NEW', { selector: 'li' })).toBeVisible();
    await expect(tagTexts(canvasElement)).toContain('Location: Available To Order');
    await expect(canvas.getByText('£36,495')).toBeVisible();
    await expect(canvas.getByText('RRP')).toBeVisible();
    await expect(canvas.getByText('£38,995')).toBeVisible();
    await expect(canvas.queryByText(/per month/)).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Representative example' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Why no price label?' })).toBeVisible();
  },
} satisfies Story;

/** An offer at 0% APR: the was-price, and the 0% finance tag opened to explain the offer. */
export const OfferWithZeroFinance = {
  args: { vehicle: offerVehicle, finance: { pcpQuote: zeroAprPcpQuote } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('OFFER', { selector: 'li' })).toBeVisible();
    await expect(canvas.getByText('Was')).toBeVisible();
    await expect(canvas.getByText('£35,995')).toBeVisible();
    await expect(canvas.queryByText(/optional extras!/)).toBeNull();
    // The 0% claim is the quote's: its monthly figure and representative example say 0.0% APR.
    await expect(canvas.getByText(/per month \(PCP\), 0\.0% APR representative/)).toBeVisible();
    const example = canvas.getByRole('region', { name: 'Representative example' });
    await expect(within(example).getByText('0.0% APR')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '0% finance' }));
    const dialog = await canvas.findByRole('dialog', { name: '0% finance' });
    await expect(dialog).toHaveAttribute('data-view', '0-finance');
    await expect(
      within(dialog).getByText(
        'This vehicle is offered at 0% APR representative on Personal Contract Purchase under the Kia 0% APR PCP offer. The representative example with the price shows every figure; finance is subject to status.',
      ),
    ).toBeVisible();
    blurFocus();
  },
} satisfies Story;

/** An offer quoted above 0% APR: nothing on the page says 0% or interest-free. */
export const OfferAboveZeroApr = {
  args: { vehicle: offerVehicle, finance: { pcpQuote } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Quoted at 9.9% APR: nothing on the page says 0% or interest-free.
    await expect(canvas.queryByRole('button', { name: '0% finance' })).toBeNull();
    await expect(canvasElement.textContent).not.toMatch(/(?<![0-9.])0(\.0+)?%|interest[- ]free/i);
  },
} satisfies Story;

/** A branch whose cars are nearly ready: the "I'm nearly ready" dialog, opened. */
export const NearlyReady = {
  args: {
    tenant: { ...DEFAULT_TENANT_CONFIG, nearlyReadyLocations: ['NORTHAMPTON'] },
    finance: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "I'm nearly ready" }));
    const dialog = await canvas.findByRole('dialog', { name: "I'm nearly ready" });
    await expect(dialog).toHaveAttribute('data-view', 'nearly-ready');
    blurFocus();
  },
} satisfies Story;

/** A van: it says so, and shows the price excluding VAT beside the price. */
export const Van = {
  args: { vehicle: vanVehicle, finance: null },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: vanVehicle.name })).toBeVisible();
    await step('says it is a van', async () => {
      await expect(tagTexts(canvasElement)[0]).toBe('Van');
      await expect(tagTexts(canvasElement)).toContain('Body type: Panel Van');
    });
    await step(
      'the price excluding VAT beside the price with VAT (core’s plusVatText)',
      async () => {
        const price = canvasElement.querySelector('.sr-summary__price');
        await expect(price?.textContent).toContain('£19,995');
        await expect(within(price as HTMLElement).getByText('£16,662.50 + VAT')).toBeVisible();
      },
    );
  },
} satisfies Story;

/** A vehicle on the Motability Scheme: the note, and no monthly figure of ours. */
export const MobilityScheme = {
  args: { vehicle: mobilityVehicle, finance: { pcpQuote } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note', { name: 'Available on the Motability Scheme' });
    await expect(note).toBeVisible();
    await expect(note.textContent).toContain('Personal Independence Payment (PIP)');
    // No finance of ours applies, so no monthly figure, even when a feed sends a quote.
    await expect(canvas.queryByText(/per month/)).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Representative example' })).toBeNull();
    await expect(canvas.queryByText(/\+ VAT/)).toBeNull();
  },
} satisfies Story;

/** A retailer with bordered banners: the optional extras banner has a 2 px border. */
export const BannerBorder = {
  args: { tenant: { ...DEFAULT_TENANT_CONFIG, bannerBorder: true } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByText('Includes £995 of optional extras!');
    // The tenant's bannerBorder reaches the optional extras banner, as it does the warning banner.
    await expect(getComputedStyle(banner).borderTopWidth).toBe('2px');
    await expect(getComputedStyle(banner).borderTopStyle).toBe('solid');
  },
} satisfies Story;

/**
 * A retailer that shows no representative example: no monthly figure either (requirement ARCH-8).
 */
export const RepresentativeExampleOff = {
  args: { tenant: { ...DEFAULT_TENANT_CONFIG, repExample: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/per month/)).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Representative example' })).toBeNull();
  },
} satisfies Story;

/**
 * Northgate Motors: its own key-facts order, the location tag, the ULEZ pill and the price on the
 * left.
 */
export const NorthgateTenant = {
  args: {
    tenant: {
      ...DEFAULT_TENANT_CONFIG,
      ulez: true,
      hiddenAdvertClassifications: ['USED'],
      keyFeatureOrder: ['mileage', 'year', 'transmission', 'fuel_type', 'body_type'],
      locationOptions: { showTag: true, source: 'location' },
      vehicleConfig: { leftAlignPricing: true },
    },
  },
  globals: { tenant: 'northgate-motors' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tagTexts(canvasElement)).toEqual([
      'Mileage: 23,450 miles',
      'Year: 2021',
      'Transmission: Manual',
      'Fuel type: Petrol',
      'Body type: Hatchback',
      'Location: NORTHAMPTON',
    ]);
    await expect(canvas.getByRole('button', { name: 'ULEZ compliant' })).toBeVisible();
    await expect(getComputedStyle(canvas.getByText('£14,995')).textAlign).toBe('left');
  },
} satisfies Story;

/**
 * A reserved vehicle: the summary is unchanged (name, price, finance); the reservation is said on the
 * photo and in the summary card beside it (requirement VEH-9).
 */
export const Reserved = {
  args: { vehicle: reservedVehicle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: reservedVehicle.name }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('.sr-summary__price')?.textContent).toContain(
      formatMoney(fromPounds(reservedVehicle.price)),
    );
  },
} satisfies Story;

const longName =
  'Mercedes-Benz GLE Coupe 3.0 GLE400d 4MATIC AMG Line Premium Plus Night Edition G-Tronic+ 5dr';

/** The longest names the feed sends: the name wraps onto more lines, nothing is cut or overflows. */
export const LongName = {
  args: { vehicle: { ...sampleVehicle, name: longName } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: longName });
    await expect(heading).toBeVisible();
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
} satisfies Story;
