import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEFAULT_SUBJECT_TO_STATUS, DEFAULT_TENANT_CONFIG } from '@showroom/core';
import { RepresentativeExample } from './RepresentativeExample.tsx';
import { hidden, number, pence, radio, text } from '../storyControls.ts';

/**
 * The representative example every finance figure comes with (FCA CONC 3.5.5R): the APR most
 * prominent, then each figure in the regulator's order, and the broker's small print (requirement
 * ARCH-8). Money is in pence, as core holds it.
 */
const meta = {
  title: 'Finance/RepresentativeExample',
  component: RepresentativeExample,
  tags: ['autodocs'],
  argTypes: {
    product: radio(['PCP', 'HP', 'CS'], 'The finance product.'),
    headingLevel: radio([2, 3, 4], 'Level of the heading.'),
    regionLabel: text('The name of the region, when there are several examples on a page.'),
    regularPayment: pence('Each monthly payment.'),
    term: number('Length of the agreement, in months.', 12, 60),
    totalNumberOfRegularPayments: number('Number of monthly payments.', 12, 60),
    cashPrice: pence('The cash price.'),
    deposit: pence('The cash deposit.'),
    partExchange: pence('The part exchange put towards the deal (negative for negative equity).'),
    amountOfCredit: pence('Total amount of credit.'),
    chargesForCredit: pence('Charges for credit.'),
    totalAmountPayable: pence('Total amount payable.'),
    finalPayment: pence('PCP’s optional final payment.'),
    apr: number('Representative APR, in percent.', 0, 50, 0.1),
    rateOfInterest: number('Fixed rate of interest, per annum.', 0, 50, 0.01),
    annualMileage: number('PCP: miles a year.', 0, 30000, 1000),
    excessMileageCharge: pence('PCP: per mile over the mileage.'),
    broker: hidden,
    lender: text('The lender.'),
    subjectToStatus: text('The "subject to status" statement the quote carries.'),
  },
  // As the API sends every quote: the small print ends with its statement.
  args: { subjectToStatus: DEFAULT_SUBJECT_TO_STATUS },
} satisfies Meta<typeof RepresentativeExample>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const valueOf = (canvas: Canvas, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** The retailer as a credit broker, under another registered name. */
const firm = (registeredName: string) => ({ ...DEFAULT_TENANT_CONFIG.broker, registeredName });

/** The small print: broker status with FCA registration and commission, lender and "subject to status", in full. */
const broker = (registeredName: string, lender: string) =>
  `${registeredName} (FCA firm reference number ${DEFAULT_TENANT_CONFIG.broker.firmReferenceNumber}) is a credit broker, not a lender, and finance is provided by ${lender}. ${DEFAULT_TENANT_CONFIG.broker.commission} ${DEFAULT_SUBJECT_TO_STATUS}`;

const fontSize = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
const fontWeight = (element: Element) => Number(getComputedStyle(element).fontWeight);

/** Every element of the example that shows text of its own, other than the APR. */
function otherTextElements(section: HTMLElement, apr: HTMLElement): Element[] {
  return [...section.querySelectorAll('*')].filter(
    (element) =>
      element !== apr &&
      !element.contains(apr) &&
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      ),
  );
}

async function expectAprMostProminent(canvas: Canvas, aprText: string) {
  const apr = canvas.getByText(aprText);
  const section = canvas.getByRole('region', { name: 'Representative example' });
  const others = otherTextElements(section, apr);
  await expect(others.length).toBeGreaterThan(10);
  for (const other of others) {
    await expect(fontSize(apr)).toBeGreaterThan(fontSize(other));
    await expect(fontWeight(apr)).toBeGreaterThanOrEqual(fontWeight(other));
  }
}

/**
 * A PCP example: monthly payments, the optional final payment, mileage and excess mileage charge.
 */
export const Pcp = {
  args: {
    product: 'PCP',
    regularPayment: 22140,
    term: 49,
    totalNumberOfRegularPayments: 48,
    cashPrice: 1399500,
    deposit: 300000,
    amountOfCredit: 1099500,
    chargesForCredit: 392879,
    totalAmountPayable: 1792379,
    finalPayment: 429659,
    apr: 12.9,
    rateOfInterest: 12.19,
    annualMileage: 8000,
    excessMileageCharge: 6,
    lender: 'Black Horse Finance',
    broker: firm('Showroom Motors Ltd'),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the representative APR is the most prominent figure', async () => {
      await expect(canvas.getByRole('heading', { name: 'Representative example' })).toBeVisible();
      await expect(valueOf(canvas, 'Representative APR')).toBe('12.9% APR');
      await expectAprMostProminent(canvas, '12.9% APR');
    });
    await step('the shopper reads every figure of the example', async () => {
      await expect(canvas.getByText('48 monthly payments of £221.40')).toBeVisible();
      await expect(valueOf(canvas, 'Monthly payment')).toBe('£221.40');
      await expect(valueOf(canvas, 'Cash price')).toBe('£13,995.00');
      await expect(valueOf(canvas, 'Deposit')).toBe('£3,000.00');
      await expect(valueOf(canvas, 'Total amount of credit')).toBe('£10,995.00');
      await expect(valueOf(canvas, 'Charges for credit')).toBe('£3,928.79');
      await expect(valueOf(canvas, 'Optional final payment')).toBe('£4,296.59');
      await expect(valueOf(canvas, 'Total amount payable')).toBe('£17,923.79');
      await expect(valueOf(canvas, 'Fixed rate of interest')).toBe('12.19% p.a.');
      await expect(valueOf(canvas, 'Annual mileage')).toBe('8,000 miles');
      await expect(valueOf(canvas, 'Excess mileage charge')).toBe('6p per mile');
    });
    await step('broker status and subject to status are stated', async () => {
      await expect(
        canvas.getByText(broker('Showroom Motors Ltd', 'Black Horse Finance')),
      ).toBeVisible();
    });
  },
} satisfies Story;

/** A hire purchase example: level payments, no final payment, no mileage. */
export const Hp = {
  args: {
    ...Pcp.args,
    product: 'HP',
    regularPayment: 16181,
    term: 60,
    totalNumberOfRegularPayments: 60,
    cashPrice: 809800,
    deposit: 100000,
    amountOfCredit: 709800,
    chargesForCredit: 262060,
    totalAmountPayable: 1071860,
    finalPayment: 0,
    apr: 13.9,
    rateOfInterest: 13.09,
    annualMileage: undefined,
    excessMileageCharge: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hire Purchase')).toBeVisible();
    await expectAprMostProminent(canvas, '13.9% APR');
    await expect(canvas.getByText('60 monthly payments of £161.81')).toBeVisible();
    await expect(valueOf(canvas, 'Total amount payable')).toBe('£10,718.60');
    await expect(canvas.queryByText('Optional final payment')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Annual mileage')).not.toBeInTheDocument();
    await expect(
      canvas.getByText(broker('Showroom Motors Ltd', 'Black Horse Finance')),
    ).toBeVisible();
  },
} satisfies Story;

/** A conditional sale example, laid out as HP. */
export const ConditionalSale = {
  args: {
    ...Hp.args,
    product: 'CS',
    regularPayment: 100520,
    cashPrice: 5045000,
    deposit: 500000,
    amountOfCredit: 4545000,
    chargesForCredit: 1487200,
    totalAmountPayable: 6532200,
    apr: 12.4,
    rateOfInterest: 11.75,
    lender: 'Close Brothers Motor Finance',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Conditional Sale')).toBeVisible();
    await expectAprMostProminent(canvas, '12.4% APR');
    await expect(canvas.getByText('60 monthly payments of £1,005.20')).toBeVisible();
    await expect(valueOf(canvas, 'Cash price')).toBe('£50,450.00');
    await expect(valueOf(canvas, 'Total amount payable')).toBe('£65,322.00');
    await expect(canvas.queryByText('Optional final payment')).not.toBeInTheDocument();
    await expect(
      canvas.getByText(broker('Showroom Motors Ltd', 'Close Brothers Motor Finance')),
    ).toBeVisible();
  },
} satisfies Story;

/** The largest figures a vehicle can have (a £2.2 million car): nothing overflows. */
export const LongFigures = {
  args: {
    ...Pcp.args,
    regularPayment: 2983034,
    cashPrice: 224999500,
    deposit: 44999900,
    amountOfCredit: 179999600,
    chargesForCredit: 53186032,
    totalAmountPayable: 278185532,
    finalPayment: 90000000,
    apr: 9.9,
    rateOfInterest: 9.48,
    annualMileage: 5000,
    excessMileageCharge: 125,
    lender: 'Aldermore Bank plc (Motor Finance Division)',
    broker: firm('Northgate Motors Prestige & Performance Ltd'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAprMostProminent(canvas, '9.9% APR');
    await expect(canvas.getByText('48 monthly payments of £29,830.34')).toBeVisible();
    await expect(valueOf(canvas, 'Cash price')).toBe('£2,249,995.00');
    await expect(valueOf(canvas, 'Optional final payment')).toBe('£900,000.00');
    await expect(valueOf(canvas, 'Total amount payable')).toBe('£2,781,855.32');
    await expect(valueOf(canvas, 'Excess mileage charge')).toBe('£1.25 per mile');
    const section = canvas.getByRole('region', { name: 'Representative example' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
} satisfies Story;

/** Another retailer: the small print names it as the broker. */
export const NorthgateMotorsTenant = {
  args: { ...Pcp.args, broker: firm('Northgate Motors') },
  globals: { tenant: 'northgate-motors' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-tenant]')).toHaveAttribute(
      'data-tenant',
      'northgate-motors',
    );
    // A tenant's colours are the stylesheet's (decision 1002): the APR is the storefront's brand.
    const apr = canvas.getByText('12.9% APR');
    await expect(getComputedStyle(apr).color).toBe('rgb(11, 61, 110)');
    await expect(getComputedStyle(canvas.getByText('£17,923.79')).textAlign).toBe('left');
    await expect(canvas.getByText(broker('Northgate Motors', 'Black Horse Finance'))).toBeVisible();
  },
} satisfies Story;

/** One of several on a page (a comparison, budget results): the region is named after its car. */
export const NamedForItsCar = {
  args: { ...Hp.args, regionLabel: 'Representative example, Ford Fiesta' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Representative example, Ford Fiesta' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Representative example' })).toBeVisible();
  },
} satisfies Story;
