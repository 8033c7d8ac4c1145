import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_TENANT_CONFIG } from '@showroom/core';
import { PriceLabel } from './PriceLabel.tsx';
import { hidden, select } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

/**
 * The price indicator badge (Great, Good, Fair, Higher or Lower price, from the market analysis)
 * and the "About price labels" dialog that explains it (requirements VEH-4, VDP-17). Without an
 * analysis there is no badge, and the button asks why.
 */
const meta = {
  title: 'Vehicle details/PriceLabel',
  component: PriceLabel,
  tags: ['autodocs'],
  args: { vehicle: { price_indicator: 'GREAT' } },
  argTypes: {
    vehicle: hidden,
    tenant: hidden,
  },
} satisfies Meta<typeof PriceLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Try every price label with one control: the market analysis's price indicator as the feed sends
 * it (NOANALYSIS and none show no badge, and the button asks why).
 */
export const Playground: StoryObj<{ priceIndicator: string }> = {
  args: { priceIndicator: 'GREAT' },
  argTypes: {
    priceIndicator: select(
      ['GREAT', 'GOOD', 'FAIR', 'HIGH', 'HIGHER', 'LOWER', 'NOANALYSIS', ''],
      'The price indicator from the market analysis.',
    ),
  },
  render: ({ priceIndicator }) => <PriceLabel vehicle={{ price_indicator: priceIndicator }} />,
};

const badge = (text: string) =>
  ({
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(text, { selector: 'p' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'About price labels' })).toBeVisible();
    },
  }) satisfies Story;

/** Great price: the green badge. */
export const Great = { ...badge('Great price') } satisfies Story;
/** Good price. */
export const Good = { args: { vehicle: { price_indicator: 'GOOD' } }, ...badge('Good price') };
/** Fair price. */
export const Fair = { args: { vehicle: { price_indicator: 'FAIR' } }, ...badge('Fair price') };
/** Higher price (the feed's HIGH). */
export const Higher = { args: { vehicle: { price_indicator: 'HIGH' } }, ...badge('Higher price') };
/** Higher price, from the feed's HIGHER: the same badge. */
export const HigherSpelledOut = {
  args: { vehicle: { price_indicator: 'HIGHER' } },
  ...badge('Higher price'),
};
/** Lower price. */
export const Lower = { args: { vehicle: { price_indicator: 'LOWER' } }, ...badge('Lower price') };

/** No market analysis: no badge, and "Why no price label?" instead. */
export const NoAnalysis = {
  args: { vehicle: { price_indicator: 'NOANALYSIS' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/ price$/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Why no price label?' })).toBeVisible();
  },
} satisfies Story;

/** No price indicator in the feed: as with no analysis. */
export const Missing = {
  args: { vehicle: { price_indicator: null } },
  play: NoAnalysis.play,
} satisfies Story;

/** A retailer that does not show price indicators: no badge. */
export const TenantHidesIndicator = {
  args: { tenant: { ...DEFAULT_TENANT_CONFIG, showPriceIndicator: false } },
  play: NoAnalysis.play,
} satisfies Story;

/** "About price labels" opened: every label explained. */
export const InformationModal = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'About price labels' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Price labels' });
    const box = within(dialog);
    await expect(dialog).toHaveAttribute('data-view', 'price-label');
    await step('it explains Higher, Fair, Good, Great and Lower price', async () => {
      const terms = [...dialog.querySelectorAll('dt')].map((dt) => dt.textContent);
      await expect(terms).toEqual([
        'Higher price',
        'Fair price',
        'Good price',
        'Great price',
        'Lower price',
      ]);
    });
    await step('it lists why a car may have no label', async () => {
      await expect(
        box.getByRole('heading', { name: 'Why might a car have no price label?' }),
      ).toBeVisible();
      await expect(box.getByText('It is brand new or nearly new')).toBeVisible();
      await expect(box.getByText('It is rare or classic')).toBeVisible();
      await expect(box.getByText('It is priced below £1,500 or above £70,000')).toBeVisible();
      await expect(box.getByText('It is over 15 years old')).toBeVisible();
      await expect(box.getByText('It has been written off (Category C/D/S/N)')).toBeVisible();
      await expect(box.getByText('It is imported')).toBeVisible();
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    blurFocus();
  },
} satisfies Story;
