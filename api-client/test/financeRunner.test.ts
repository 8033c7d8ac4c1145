import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FINANCE_TERM_CHOICES,
  initialFinance,
  type DealVehicle,
  type FinanceEffect,
  type FinanceEvent,
  type FinanceState,
  type FinanceStep,
  type WireQuote,
} from '@showroom/core';
import {
  createFinanceRunner,
  performFinanceEffect,
  type FinanceResult,
  type Result,
  type ShowroomClient,
} from '../src/index.ts';

// The kit's finance runner (decision 0930): core's finance rules alone, run through the API client,
// as the finance widget runs them; tested once here for every channel that shows only a figure.

const vehicle: DealVehicle = {
  stock_id: 7,
  price: 12000,
  price_excluding_vat: 10000,
  vat_scheme: null,
  make: 'Ford',
  model: 'Focus',
  advert_classification: 'USED',
  reservation_status: 'Available',
};

type Query = Parameters<ShowroomClient['getVehicleFinance']>[0];

/** The lender's PCP quote for a query, as asked (its monthly payment names the term). */
function quoteFor(query: Query): WireQuote {
  const deposit =
    query.deposit_type === 'percent'
      ? (vehicle.price * Number(query.deposit)) / 100
      : Number(query.deposit);
  return {
    key: 'PCP',
    RegularPayment: 100 + Number(query.term),
    TotalPrice: vehicle.price,
    TotalDeposit: deposit,
    Deposit: deposit,
    Term: Number(query.term),
    AnnualMileage: Number(query.mileage),
    Residual: 4000,
    Apr: 9.9,
    RateOfInterest: 5.1,
    Lender: 'Black Horse Finance',
    Balance: vehicle.price - deposit,
    ChargesForCredit: 1500,
    TotalAmountPayable: vehicle.price + 1500,
    TotalNumberOfRegularPayments: Number(query.term),
    Notifications: [],
    QuoteReference: `q-${query.term}`,
  };
}

const answerFor = (query: Query): FinanceResult[] =>
  [
    { stock_id: vehicle.stock_id, pcpQuote: quoteFor(query), hpQuote: null, csQuote: null },
  ] as unknown as FinanceResult[];

const start = (): FinanceState => ({
  vehicle,
  finance: initialFinance({ vehicle, financeDeposit: 10 }),
});

/** An API whose quotes are answered at once, each query it was asked kept. */
function lender() {
  const asked: Query[] = [];
  const api = {
    getVehicleFinance: async (query: Query): Promise<Result<FinanceResult[]>> => {
      asked.push(query);
      return { data: answerFor(query) };
    },
  };
  return { asked, api };
}

describe('the finance runner', () => {
  it('asks the quote of the calculator’s starting settings on loadQuote, and shows it', async () => {
    const { asked, api } = lender();
    const runner = createFinanceRunner(start(), { api });
    await runner.send({ type: 'loadQuote' });
    expect(asked).toEqual([
      { stock_ids: '7', term: 48, mileage: 8000, deposit: 10, deposit_type: 'percent' },
    ]);
    const { finance } = runner.state();
    expect(finance.status).toBe('current');
    expect(finance.quotes?.pcpQuote?.RegularPayment).toBe(148);
    expect(finance.settings.term).toBe(48);
  });

  it('quotes a choice at once, and a typed deposit once the typing pause is over', async () => {
    const { asked, api } = lender();
    const waits: number[] = [];
    const runner = createFinanceRunner(start(), {
      api,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    await runner.send({ type: 'loadQuote' });
    await runner.send({
      type: 'changeFinance',
      settings: { ...runner.state().finance.settings, term: 36 },
    });
    expect(waits).toEqual([]);
    expect(runner.state().finance.quotes?.pcpQuote?.Term).toBe(36);
    // A deposit typed in the unit on screen (here a percentage) waits for the typing pause.
    await runner.send({
      type: 'changeFinance',
      settings: { ...runner.state().finance.settings, deposit: 15 },
    });
    expect(waits).toEqual([300]);
    expect(asked.at(-1)).toEqual({
      stock_ids: '7',
      term: 36,
      mileage: 8000,
      deposit: 15,
      deposit_type: 'percent',
    });
    expect(runner.state().finance.status).toBe('current');
    expect(runner.state().finance.quotes?.pcpQuote?.Deposit).toBe(1800);
  });

  it('keeps the last figure, marked failed, when a quote fails; Try again asks for it again', async () => {
    let down = false;
    const api = {
      getVehicleFinance: async (query: Query): Promise<Result<FinanceResult[]>> =>
        down
          ? { error: { kind: 'server', status: 503, message: 'Down' } }
          : { data: answerFor(query) },
    };
    const seen: string[] = [];
    const runner = createFinanceRunner(start(), { api });
    runner.subscribe((state, event) => seen.push(`${event.type}:${state.finance.status}`));
    await runner.send({ type: 'loadQuote' });
    down = true;
    await runner.send({
      type: 'changeFinance',
      settings: { ...runner.state().finance.settings, term: 24 },
    });
    expect(runner.state().finance.status).toBe('failed');
    // The figure on screen is still the last good one, the 48 months' quote.
    expect(runner.state().finance.quotes?.pcpQuote?.Term).toBe(48);
    down = false;
    await runner.send({ type: 'retryQuote' });
    expect(runner.state().finance.status).toBe('current');
    expect(runner.state().finance.quotes?.pcpQuote?.Term).toBe(24);
    expect(seen).toEqual([
      'loadQuote:loading',
      'quoteAnswered:current',
      'changeFinance:loading',
      'quoteFailed:failed',
      'retryQuote:loading',
      'quoteAnswered:current',
    ]);
  });

  it('tells the channel of a move core ignored, with core’s reason', async () => {
    const { api } = lender();
    const ignored: unknown[] = [];
    const runner = createFinanceRunner(start(), { api, ignored: (move) => ignored.push(move) });
    await runner.send({ type: 'loadQuote' });
    await runner.send({ type: 'retryQuote' });
    expect(ignored).toEqual([
      {
        event: 'retryQuote',
        reason: 'Only a failed quote is asked again: this one has not failed.',
      },
    ]);
  });

  it('answers a quote for a vehicle the answer leaves out as none (not a failure of the call)', async () => {
    const event = await performFinanceEffect(
      {
        type: 'api.getQuotes',
        seq: 3,
        query: { stock_ids: '8', term: 48, mileage: 8000, deposit: 10, deposit_type: 'percent' },
      },
      { api: lender().api },
    );
    expect(event).toEqual({ type: 'quoteAnswered', seq: 3, quotes: null });
  });
});

/** Terms the shopper picks one after another: each differs from the one before it. */
const termChanges = fc
  .array(fc.constantFrom(...FINANCE_TERM_CHOICES), { minLength: 1, maxLength: 6 })
  .map((terms) => terms.filter((term, index) => term !== (terms[index - 1] ?? 48)))
  .filter((terms) => terms.length > 0);

describe('the stale-answer rule', () => {
  it('shows the latest request’s figure, whatever order the answers arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), termChanges, async (s, terms) => {
        const api = {
          getVehicleFinance: s.scheduleFunction(
            async (query: Query): Promise<Result<FinanceResult[]>> => ({
              data: answerFor(query),
            }),
          ),
        };
        const runner = createFinanceRunner(start(), { api });
        const sent = [runner.send({ type: 'loadQuote' })];
        for (const term of terms)
          sent.push(
            runner.send({
              type: 'changeFinance',
              settings: { ...runner.state().finance.settings, term },
            }),
          );
        await s.waitAll();
        await Promise.all(sent);
        const { finance } = runner.state();
        expect(finance.status).toBe('current');
        expect(finance.settings.term).toBe(terms.at(-1));
        expect(finance.quotes?.pcpQuote?.Term).toBe(terms.at(-1));
      }),
    );
  });

  it('is the runner’s own: a machine that takes every answer still hears only the newest', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), termChanges, async (s, terms) => {
        // A stand-in for core's rules without their own check: it asks a quote for each term and
        // takes whatever answer it is fed.
        const heard: number[] = [];
        const transition = (state: FinanceState, event: FinanceEvent): FinanceStep => {
          if (event.type === 'quoteAnswered') heard.push(event.seq);
          if (event.type !== 'changeFinance') return { state, effects: [] };
          const effect: FinanceEffect = {
            type: 'api.getQuotes',
            seq: event.settings.term,
            query: {
              stock_ids: '7',
              term: event.settings.term,
              mileage: 8000,
              deposit: 10,
              deposit_type: 'percent',
            },
          };
          return { state: { ...state }, effects: [effect] };
        };
        const api = {
          getVehicleFinance: s.scheduleFunction(
            async (query: Query): Promise<Result<FinanceResult[]>> => ({
              data: answerFor(query),
            }),
          ),
        };
        const runner = createFinanceRunner(start(), { api }, transition);
        const sent = terms.map((term) =>
          runner.send({ type: 'changeFinance', settings: { ...start().finance.settings, term } }),
        );
        await s.waitAll();
        await Promise.all(sent);
        // Every ask was made before any answer came: only the newest ask's answer is heard.
        expect(heard).toEqual([terms.at(-1)]);
      }),
    );
  });
});
