import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  DEFAULT_SUBJECT_TO_STATUS,
  DEFAULT_TENANT_CONFIG,
  formatMoney,
  fromPounds,
  type WireQuote,
} from '@showroom/core';
import '@showroom/widget';
import { sampleVehicle } from '../../ui/src/fixtures/vehicle.ts';
import { hpQuote, pcpQuote, pcpQuote60Months, quotes } from '../../ui/src/deal/fixtures.ts';
import { radio, select } from '../../ui/src/storyControls.ts';

const { broker } = DEFAULT_TENANT_CONFIG;

/**
 * What the mocked API answers, by path: the quotes of the sample car for the settings asked (the
 * 60-month PCP for a term of 60, else the 48-month quotes) with the car itself, and the retailer's
 * order config with its finance disclosure (the stories' retailer is the storefront's: decision
 * 1002). Nothing leaves the browser.
 */
function answer(url: URL): unknown {
  if (url.pathname.endsWith('/api/v2/vehicle-finance')) {
    const pcp: WireQuote = url.searchParams.get('term') === '60' ? pcpQuote60Months : pcpQuote;
    return {
      data: [
        { stock_id: sampleVehicle.stock_id, ...quotes, pcpQuote: pcp, vehicle: sampleVehicle },
      ],
    };
  }
  if (url.pathname.endsWith('/api/v2/website-orders/config'))
    return {
      data: {
        finance_deposit: null,
        finance_disclosure: {
          broker: {
            registered_name: broker.registeredName,
            firm_reference_number: broker.firmReferenceNumber,
            commission: broker.commission,
          },
          subject_to_status: DEFAULT_SUBJECT_TO_STATUS,
        },
      },
    };
  return undefined;
}

/** The page's fetch with the storefront's API answered from the fixtures (decision 1013). */
function mockApi(): () => void {
  const real = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const body = answer(url);
    if (body === undefined) return real(input, init);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return () => {
    globalThis.fetch = real;
  };
}

interface WidgetArgs {
  /** `theme`: the light theme (default) or the dark one for dark pages. */
  theme: 'light' | 'dark';
  /** `finance-type`: the product the widget starts on. */
  financeType: 'PCP' | 'HP' | 'CS';
  /** `term`: the months the widget starts on. */
  term: '24' | '36' | '48' | '60';
}

/**
 * The finance widget partners embed on their own sites (`<showroom-finance stock-id="…">`, see
 * docs/widget.md): one vehicle's monthly figure with its representative example and a link to the
 * vehicle page, whose deal builder opens on the same figure (requirement ARCH-8). A custom element
 * in its own shadow root, with a light and a dark theme. Here its API answers come from the
 * stories' fixtures.
 */
const meta = {
  title: 'Finance widget/showroom-finance',
  tags: ['autodocs'],
  args: { theme: 'light', financeType: 'PCP', term: '48' },
  argTypes: {
    theme: radio(['light', 'dark'], 'The widget’s theme attribute.'),
    financeType: radio(['PCP', 'HP', 'CS'], 'The finance-type attribute.'),
    term: select(['24', '36', '48', '60'], 'The term attribute, in months.'),
  },
  beforeEach: () => mockApi(),
  render: ({ theme, financeType, term }) =>
    createElement(
      'div',
      // The partner's page behind the widget: white, or a dark page for the dark theme.
      { style: { background: theme === 'dark' ? '#0d1117' : '#ffffff', padding: '1rem' } },
      createElement('showroom-finance', {
        'stock-id': String(sampleVehicle.stock_id),
        theme,
        'finance-type': financeType,
        term,
      }),
    ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<WidgetArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const money = (pounds: number) => formatMoney(fromPounds(pounds), { pence: 'always' });

/** The widget's shadow root, once its figure has arrived. */
async function shownWidget(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const host = canvasElement.querySelector('showroom-finance')!;
  return waitFor(
    () => {
      const root = host.shadowRoot;
      if (!root?.textContent?.includes('Representative example')) throw new Error('not yet');
      return root;
    },
    { timeout: 5000 },
  );
}

/** On a light page: the PCP figure for 48 months with its representative example. */
export const Light = {
  play: async ({ canvasElement }) => {
    const root = await shownWidget(canvasElement);
    await expect(root.textContent).toContain(money(pcpQuote.RegularPayment));
    await expect(root.textContent).toContain(sampleVehicle.name);
  },
} satisfies Story;

/** On a dark page (`theme="dark"`): the same figure in the dark theme's colours. */
export const Dark = {
  args: { theme: 'dark' },
  play: Light.play,
} satisfies Story;

/** Started on hire purchase (`finance-type="HP"`): the HP figure, with no mileage. */
export const HirePurchase = {
  args: { financeType: 'HP' },
  play: async ({ canvasElement }) => {
    const root = await shownWidget(canvasElement);
    await expect(root.textContent).toContain(money(hpQuote.RegularPayment));
  },
} satisfies Story;

/** Started on 60 months (`term="60"`): the 60-month PCP figure. */
export const SixtyMonths = {
  args: { term: '60' },
  play: async ({ canvasElement }) => {
    const root = await shownWidget(canvasElement);
    await expect(root.textContent).toContain(money(pcpQuote60Months.RegularPayment));
  },
} satisfies Story;

/** Try the widget's attributes with the controls. */
export const Playground = {} satisfies Story;
