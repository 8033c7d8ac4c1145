import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TENANT_CONFIG,
  financeQuoteQuery,
  representativeExampleOf,
  representativeExampleRows,
  representativeExampleSmallPrint,
  settingsShownForQuotes,
  type WireQuote,
} from '../../src/index.ts';

const broker = DEFAULT_TENANT_CONFIG.broker;

const pcp: WireQuote = {
  key: 'PCP',
  RegularPayment: 287.06,
  TotalPrice: 14995,
  TotalDeposit: 1499.5,
  Deposit: 1499.5,
  Term: 49,
  AnnualMileage: 8000,
  Residual: 5621.25,
  Apr: 9.9,
  RateOfInterest: 5.12,
  Lender: 'Showroom Motor Finance',
  Balance: 13495.5,
  ChargesForCredit: 3904.63,
  TotalAmountPayable: 18900.13,
  TotalNumberOfRegularPayments: 48,
  QuoteReference: 'Q-1',
};

describe('representativeExampleOf', () => {
  it('reads a wire quote into pence, the part exchange on its own line', () => {
    const example = representativeExampleOf({ ...pcp, TotalDeposit: 2499.5 }, broker);
    expect(example).toMatchObject({
      product: 'PCP',
      regularPayment: 28706,
      cashPrice: 1_499_500,
      deposit: 149_950,
      partExchange: 100_000,
      amountOfCredit: 1_349_550,
      finalPayment: 562_125,
      annualMileage: 8000,
      lender: 'Showroom Motor Finance',
    });
    expect(representativeExampleOf(pcp, broker)).not.toHaveProperty('partExchange');
  });

  it('HP has no annual mileage and no optional final payment row', () => {
    const hp = representativeExampleOf(
      { ...pcp, key: 'HP', Residual: 0, AnnualMileage: 8000 },
      broker,
    );
    expect(hp).not.toHaveProperty('annualMileage');
    const keys = representativeExampleRows(hp).map((row) => row.key);
    expect(keys).not.toContain('finalPayment');
    expect(keys).not.toContain('mileage');
  });
});

describe('representativeExampleRows', () => {
  it('lists CONC 3.5.5R’s figures in the vehicle page’s order and words', () => {
    const rows = representativeExampleRows(representativeExampleOf(pcp, broker));
    expect(rows.map((row) => [row.term, row.value])).toEqual([
      ['Representative APR', '9.9% APR'],
      ['Monthly payment', '£287.06'],
      ['Duration', '48 monthly payments of £287.06'],
      ['Length of agreement', '49 months'],
      ['Cash price', '£14,995.00'],
      ['Deposit', '£1,499.50'],
      ['Total amount of credit', '£13,495.50'],
      ['Charges for credit', '£3,904.63'],
      ['Optional final payment', '£5,621.25'],
      ['Total amount payable', '£18,900.13'],
      ['Fixed rate of interest', '5.12% p.a.'],
      ['Annual mileage', '8,000 miles'],
    ]);
  });

  it('says negative equity with a minus sign, and an excess mileage charge per mile', () => {
    const example = {
      ...representativeExampleOf(pcp, broker),
      partExchange: -150_000,
      excessMileageCharge: 8,
    };
    const rows = representativeExampleRows(example);
    expect(rows.find((row) => row.key === 'partExchange')?.value).toBe('−£1,500.00');
    expect(rows.find((row) => row.key === 'excessMileage')?.value).toBe('8p per mile');
    const dear = representativeExampleRows({ ...example, excessMileageCharge: 125 });
    expect(dear.find((row) => row.key === 'excessMileage')?.value).toBe('£1.25 per mile');
  });
});

it('the small print is the broker disclosure and "Finance subject to status."', () => {
  expect(representativeExampleSmallPrint({ broker, lender: 'Bank plc' })).toBe(
    'Showroom Motors Ltd (FCA firm reference number 987654) is a credit broker, not a lender, and finance is provided by Bank plc. ' +
      `${broker.commission} Finance subject to status.`,
  );
});

it("the small print ends with the quote's own status statement when it carries one", () => {
  const example = representativeExampleOf(
    { ...pcp, SubjectToStatus: 'Finance subject to status. Over 18s only.' },
    broker,
  );
  expect(example.subjectToStatus).toBe('Finance subject to status. Over 18s only.');
  expect(representativeExampleSmallPrint(example)).toBe(
    'Showroom Motors Ltd (FCA firm reference number 987654) is a credit broker, not a lender, and finance is provided by ' +
      `${pcp.Lender}. ${broker.commission} Finance subject to status. Over 18s only.`,
  );
  // A quote with none (or an empty one) keeps the plain statement.
  for (const SubjectToStatus of [undefined, null, '  '])
    expect(
      representativeExampleSmallPrint(representativeExampleOf({ ...pcp, SubjectToStatus }, broker)),
    ).toMatch(/ Finance subject to status\.$/);
});

describe('financeQuoteQuery', () => {
  const settings = {
    financeType: 'HP',
    depositType: 'amount',
    deposit: 2000,
    term: 36,
    mileage: 10000,
  } as const;
  it('asks for the settings as the API prices them', () => {
    expect(financeQuoteQuery(100236, settings)).toEqual({
      stock_ids: '100236',
      term: 36,
      mileage: 10000,
      deposit: 2000,
      deposit_type: 'amount',
    });
  });
  it('adds a part exchange’s balance only when there is one', () => {
    expect(financeQuoteQuery('7', settings, -1500).part_exchange).toBe(-1500);
    expect(financeQuoteQuery('7', settings, 0)).not.toHaveProperty('part_exchange');
  });
});

describe('settingsShownForQuotes', () => {
  const vehicle = { price: 14995, price_excluding_vat: null, vat_scheme: null };
  const asked = {
    financeType: 'PCP',
    depositType: 'percent',
    deposit: 10,
    term: 48,
    mileage: 8000,
  } as const;
  it('keeps the product asked when it is offered, and the settings as asked without notifications', () => {
    expect(settingsShownForQuotes(vehicle, asked, { pcpQuote: pcp })).toEqual(asked);
  });
  it('falls back to the first product offered, with the lender’s adjustments shown', () => {
    const hp = { ...pcp, key: 'HP' as const, Term: 36, Notifications: ['Term changed to 36'] };
    expect(settingsShownForQuotes(vehicle, asked, { pcpQuote: null, hpQuote: hp })).toEqual({
      ...asked,
      financeType: 'HP',
      term: 36,
    });
  });
  it('keeps the product asked when nothing is offered', () => {
    expect(settingsShownForQuotes(vehicle, asked, { pcpQuote: null }).financeType).toBe('PCP');
  });
});
