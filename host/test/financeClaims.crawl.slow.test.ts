import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialQuoteSettings } from '@showroom/core';
import { startHost, type TestHost } from './helpers/host.ts';
import { visibleText } from './helpers/visibleText.ts';

/**
 * Every finance promise on every vehicle page of the demo stock, read as a shopper reads it: the
 * server's HTML of /vehicle-search/{slug}, visible text only (a closed dialog shows nothing), held
 * against the API's own quotes for the car at the settings the page starts from (requirements
 * FIN-3, FIN-7).
 * - every monthly figure is one of the API's quotes for that car;
 * - no monthly figure stands without the full representative example of FCA CONC 3.5.5R for that
 *   quote (rate of interest, charges, amount of credit, APR, cash price, deposit, duration, total
 *   payable, each repayment), the broker's status and the firm's FCA registration;
 * - every amount of credit (the order summary's and the representative example's) is a quote's;
 * - "0%" or "interest-free" appears only on a page where one of the car's quotes is at 0% APR.
 */

type WireQuote = {
  key: 'PCP' | 'HP' | 'CS';
  RegularPayment: number;
  TotalPrice: number;
  TotalDeposit: number;
  Term: number;
  Residual: number;
  Apr: number;
  RateOfInterest: number;
  Balance: number;
  ChargesForCredit: number;
  TotalAmountPayable: number;
  TotalNumberOfRegularPayments: number;
};
type FinanceResult = {
  stock_id: number;
  pcpQuote: WireQuote | null;
  hpQuote: WireQuote | null;
  csQuote: WireQuote | null;
};
type StockVehicle = { stock_id: number; slug: string; vat_scheme: string | null };

const PAGE_SIZE = 100;
const PARALLEL = 8;

const pence = (pounds: number) => Math.round(pounds * 100);
const moneyPence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);
const MONEY = '£[0-9][0-9,]*(?:\\.[0-9]{2})?';

/** Monthly figures: an amount said to be paid per month, or named a monthly payment. */
const MONTHLY = [
  new RegExp(`(${MONEY})\\s*(?:\\([^)]{1,30}\\)\\s*)?(?:per|a|/|p/)\\s*(?:month|mo|m)\\b`, 'gi'),
  new RegExp(`(${MONEY})\\s*(?:pm|p\\.m\\.|monthly)\\b`, 'gi'),
  new RegExp(`monthly (?:payments?|repayments?|instalments?)(?: of| from)?\\s*(${MONEY})`, 'gi'),
  new RegExp(`\\bmonthly\\s*(${MONEY})`, 'gi'),
];

/** Amounts of credit: the representative example's total and the order summary's line. */
const CREDIT = new RegExp(`amount of credit\\s*(${MONEY})`, 'gi');

/** A claim of interest-free credit: a rate written as zero percent, or the words. */
const ZERO_CLAIM = /(?<![0-9.,])0(?:\.0+)?\s?%|interest[-\s]free/i;

function monthlyFigures(text: string): number[] {
  const found: number[] = [];
  for (const pattern of MONTHLY) {
    for (const match of text.matchAll(pattern)) found.push(moneyPence(match[1]!));
  }
  return found;
}

/** The first amount or number after a label within the example's text. */
function after(segment: string, label: string, value: string): string | null {
  const match = new RegExp(`${label}\\s*(${value})`, 'i').exec(segment);
  return match?.[1] ?? null;
}

/**
 * Whether the text holds the full representative example (CONC 3.5.5R) of the quote: each
 * figure the rule names, equal to the quote's, after a "Representative example" heading, with the
 * broker's status, "subject to status" and the firm's FCA reference number.
 */
function hasRepresentativeExample(text: string, quote: WireQuote): boolean {
  const starts = [...text.matchAll(/Representative example/g)].map((match) => match.index);
  return starts.some((start) => {
    const segment = text.slice(start, start + 2500);
    const money = (label: string) => {
      const found = after(segment, label, MONEY);
      return found === null ? null : moneyPence(found);
    };
    const checks: [unknown, unknown][] = [
      [after(segment, 'Representative APR', '[0-9.]+% APR'), `${quote.Apr.toFixed(1)}% APR`],
      [money('Monthly payment'), pence(quote.RegularPayment)],
      [
        after(segment, 'Duration', `[0-9]+ monthly payments of ${MONEY}`),
        `${quote.TotalNumberOfRegularPayments} monthly payments of £${quote.RegularPayment.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
      ],
      [after(segment, 'Length of agreement', '[0-9]+ months'), `${quote.Term} months`],
      [money('Cash price'), pence(quote.TotalPrice)],
      [money('Deposit'), pence(quote.TotalDeposit)],
      [money('Total amount of credit'), pence(quote.Balance)],
      [money('Charges for credit'), pence(quote.ChargesForCredit)],
      [money('Total amount payable'), pence(quote.TotalAmountPayable)],
      [
        after(segment, 'Fixed rate of interest', '[0-9.]+% p\\.a\\.'),
        `${quote.RateOfInterest.toFixed(2)}% p.a.`,
      ],
      [/is a credit broker, not a lender/.test(segment), true],
      [/subject to status/i.test(segment), true],
      [/FCA firm reference number [0-9]{6,7}/.test(segment), true],
      [/commission/i.test(segment), true],
    ];
    if (quote.key === 'PCP' && quote.Residual > 0) {
      checks.push([money('Optional final payment'), pence(quote.Residual)]);
    }
    return checks.every(([seen, expected]) => seen === expected);
  });
}

type PageFinding = { slug: string; problem: string };

describe('finance claims on every vehicle page of the demo stock', () => {
  let host: TestHost;
  let stock: StockVehicle[];
  let financeDeposit: number | null;

  beforeAll(async () => {
    host = await startHost();
    const config = await host.app.inject({ method: 'GET', url: '/api/v2/website-orders/config' });
    financeDeposit =
      (config.json() as { data: { finance_deposit?: number | null } }).data.finance_deposit ?? null;
    stock = [];
    for (let page = 1; ; page++) {
      const reply = await host.app.inject({
        method: 'GET',
        url: `/api/v2/vehicle-search?resultsPerPage=${PAGE_SIZE}&page=${page}`,
      });
      const body = reply.json() as { data: StockVehicle[]; meta: { pages: number } };
      stock.push(...body.data);
      if (page >= body.meta.pages) break;
    }
  }, 120_000);
  afterAll(() => host.close());

  /** The API's quotes for the car at the settings the page's calculator starts from. */
  async function apiQuotes(vehicle: StockVehicle): Promise<WireQuote[]> {
    const settings = initialQuoteSettings({ vehicle, financeDeposit });
    const query = new URLSearchParams({
      stock_ids: String(vehicle.stock_id),
      term: String(settings.term),
      mileage: String(settings.mileage),
      deposit: String(settings.deposit),
      deposit_type: settings.depositType,
    });
    const reply = await host.app.inject({
      method: 'GET',
      url: `/api/v2/vehicle-finance?${query}`,
    });
    const result = (reply.json() as { data: FinanceResult[] }).data[0];
    return [result?.pcpQuote, result?.hpQuote, result?.csQuote].filter(
      (quote): quote is WireQuote => quote != null,
    );
  }

  type PageCheck = { findings: PageFinding[]; figures: number; interestFree: boolean };

  async function checkPage(vehicle: StockVehicle): Promise<PageCheck> {
    const [view, quotes] = await Promise.all([
      host.view(`/vehicle-search/${vehicle.slug}`),
      apiQuotes(vehicle),
    ]);
    const findings: PageFinding[] = [];
    const problem = (text: string) => findings.push({ slug: vehicle.slug, problem: text });
    if (view.status !== 200) problem(`status ${view.status}`);
    const text = visibleText(view.html);
    const figures = monthlyFigures(text);
    for (const figure of figures) {
      const quote = quotes.find((q) => pence(q.RegularPayment) === figure);
      if (!quote) problem(`monthly figure ${figure}p is none of the API's quotes`);
      else if (!hasRepresentativeExample(text, quote)) {
        problem(`monthly figure ${figure}p (${quote.key}) without its representative example`);
      }
    }
    for (const match of text.matchAll(CREDIT)) {
      const credit = moneyPence(match[1]!);
      if (!quotes.some((q) => pence(q.Balance) === credit)) {
        problem(`amount of credit ${credit}p is none of the API's quotes' amounts of credit`);
      }
    }
    const claim = ZERO_CLAIM.exec(text);
    const atZero = quotes.some((quote) => quote.Apr === 0);
    if (claim && !atZero) {
      const at = claim.index;
      problem(`"${text.slice(Math.max(0, at - 40), at + 40)}" with no quote at 0% APR`);
    }
    return { findings, figures: figures.length, interestFree: atZero && claim !== null };
  }

  it('every monthly figure is an API quote with its full representative example, and 0% only where a quote is at 0% APR', async () => {
    expect(stock.length).toBe(320);
    const pages: PageCheck[] = [];
    for (let at = 0; at < stock.length; at += PARALLEL) {
      pages.push(...(await Promise.all(stock.slice(at, at + PARALLEL).map(checkPage))));
    }
    expect(pages.flatMap((page) => page.findings)).toEqual([]);
    // The crawl read real claims: most pages carry a monthly figure, and some cars are genuinely at 0%.
    expect(pages.filter((page) => page.figures > 0).length).toBeGreaterThan(stock.length / 2);
    expect(pages.filter((page) => page.interestFree).length).toBeGreaterThan(0);
  }, 300_000);

  it('a car quoted at 0% APR says so in its print view and social description, with the example; others never do', async () => {
    const quoted = await Promise.all(
      stock.map(async (vehicle) => ({ vehicle, quotes: await apiQuotes(vehicle) })),
    );
    const zero = quoted.find(({ quotes }) => quotes.some((q) => q.Apr === 0))!;
    const standard = quoted.find(
      ({ quotes }) => quotes.length > 0 && quotes.every((q) => q.Apr > 0),
    )!;
    expect(zero).toBeDefined();
    const zeroQuote = zero.quotes.find((q) => q.Apr === 0)!;

    const print = visibleText((await host.view(`/vehicle-search/print/${zero.vehicle.slug}`)).html);
    expect(hasRepresentativeExample(print, zeroQuote)).toBe(true);
    const ogDescription = (html: string) =>
      /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const zeroPage = await host.view(`/vehicle-search/${zero.vehicle.slug}`);
    expect(ogDescription(zeroPage.html)).toMatch(/ 0% APR representative on /);

    const standardPrint = visibleText(
      (await host.view(`/vehicle-search/print/${standard.vehicle.slug}`)).html,
    );
    expect(standardPrint).not.toMatch(ZERO_CLAIM);
    const standardPage = await host.view(`/vehicle-search/${standard.vehicle.slug}`);
    expect(ogDescription(standardPage.html)).not.toMatch(ZERO_CLAIM);
  }, 120_000);
});
