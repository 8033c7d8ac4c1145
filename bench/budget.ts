import {
  annualRate,
  quoteFinance,
  quoteMonthlyPayment,
  type FinanceQuote,
  type FinanceQuoteRequest,
} from '@showroom/core';
import { getJson, load, startApi, type BenchRow } from './api.ts';
import { annualRateBefore } from './baseline/annualRateBefore.ts';
import { benchQuoteRequest } from './finance.ts';

/** The requests `benchFinance` quotes. */
const requests = (count: number): FinanceQuoteRequest[] =>
  Array.from({ length: count }, (_, i) => benchQuoteRequest(i));

/** Microseconds per call of `run` over `items`, repeated for about `durationMs`. */
function timePerItem<T>(items: readonly T[], run: (item: T) => number, durationMs: number) {
  let calls = 0;
  let checksum = 0;
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    for (const item of items) checksum += run(item);
    calls += items.length;
  }
  if (!Number.isFinite(checksum)) throw new Error('a benchmark produced no number');
  return ((performance.now() - started) * 1000) / calls;
}

/**
 * Core's finance speed for a search by monthly budget: the APR solve before and after the faster
 * solver (on the same schedules, which must give the same APR to 0.1%), full quotes per second
 * now and with the previous solver (a quote less today's solve plus the previous one: the solver
 * is all that changed), and the monthly-payment-only quote the budget search prices vehicles with.
 */
export function benchBudgetCore(durationMs = 2000): BenchRow[] {
  const asked = requests(3000);
  const quotes = asked
    .map((request) => quoteFinance(request))
    .flatMap((result) => (result.ok ? [result.quote] : []));
  const schedules = quotes.map((quote: FinanceQuote) => ({
    credit: quote.Balance,
    schedule: quote.Payments.map((amount, index) => ({ month: index + 1, amount })),
  }));
  for (const input of schedules) {
    const now = Math.round(annualRate(input) * 1000);
    const before = Math.round(annualRateBefore(input) * 1000);
    if (now !== before) throw new Error(`APR differs from the previous solver: ${now} ≠ ${before}`);
  }
  const solveBefore = timePerItem(schedules, annualRateBefore, durationMs);
  const solveAfter = timePerItem(schedules, annualRate, durationMs);
  const quote = timePerItem(
    asked,
    (request) => {
      const result = quoteFinance(request);
      return result.ok ? result.quote.RegularPayment : 0;
    },
    durationMs,
  );
  const monthly = timePerItem(
    asked,
    (request) => {
      const result = quoteMonthlyPayment(request);
      return result.ok ? result.regularPayment : 0;
    },
    durationMs,
  );
  const perSecond = (microseconds: number) => Math.round(1_000_000 / microseconds);
  return [
    { name: 'core APR solve, previous solver', value: perSecond(solveBefore), unit: 'solves/s' },
    { name: 'core APR solve, annualRate', value: perSecond(solveAfter), unit: 'solves/s' },
    {
      name: 'core quoteFinance, with the previous solver',
      value: perSecond(quote - solveAfter + solveBefore),
      unit: 'quotes/s',
    },
    { name: 'core quoteFinance', value: perSecond(quote), unit: 'quotes/s' },
    { name: 'core quoteMonthlyPayment', value: perSecond(monthly), unit: 'quotes/s' },
  ];
}

/**
 * Budget searches a shopper would make with settings of their own (never the defaults): each
 * product at other deposits (pounds and percent), terms and mileages, with budgets from £150 to
 * £450 a month; 60 distinct searches asked in turn.
 */
export function budgetSearchPaths(): string[] {
  const deposits = [
    ['500', 'amount'],
    ['2000', 'amount'],
    ['5000', 'amount'],
    ['5', 'percent'],
    ['20', 'percent'],
  ] as const;
  const terms = [24, 36, 60];
  const mileages = [5000, 12000, 20000];
  const products = ['PCP', 'HP'] as const;
  return Array.from({ length: 60 }, (_, i) => {
    const [deposit, depositType] = deposits[i % deposits.length]!;
    const query = new URLSearchParams({
      monthly_to: String(150 + ((i * 37) % 300)),
      finance_type: products[i % products.length]!,
      deposit,
      deposit_type: depositType,
      term: String(terms[i % terms.length]),
      mileage: String(mileages[(i >> 1) % mileages.length]),
    });
    return `/api/v2/vehicle-search?${query}`;
  });
}

/**
 * The budget search under load over 50,000 vehicles (10 connections, the 60 searches in turn), after
 * checking that its answers are right; and the first search after a start, alone.
 */
export async function benchBudgetSearch(): Promise<BenchRow[]> {
  const paths = budgetSearchPaths();
  const big = await startApi(50_000);
  try {
    // The first budget search after a start (or a write) reads the candidates from the database;
    // the first with a product, term and mileage works out their payment models: timed here once,
    // then every search is asked once before the load (the kept candidates and models are then
    // what the load test measures, as for a running shop).
    const started = performance.now();
    await getJson(`${big.base}${paths[0]}`);
    const firstMs = Math.round(performance.now() - started);
    for (const path of paths.slice(0, 5)) {
      const found = await getJson<{
        meta: { total: number };
        quotes: { RegularPayment: number }[];
      }>(`${big.base}${path}`);
      const budget = Number(new URL(path, big.base).searchParams.get('monthly_to'));
      const payments = found.quotes.map((q) => q.RegularPayment);
      if (found.meta.total === 0 || payments.length === 0) throw new Error(`${path}: no vehicle`);
      if (payments.some((p, i) => p > budget || (i > 0 && p < payments[i - 1]!))) {
        throw new Error(`${path}: a payment over budget or out of order`);
      }
    }
    for (const path of paths) await getJson(`${big.base}${path}`);
    // A deposit no one asked for yet (the candidates and models kept, the answer not): alone.
    const fresh: number[] = [];
    for (let i = 0; i < 15; i++) {
      const path = paths[i]!.replace(
        /deposit=[^&]*&deposit_type=[^&]*/,
        `deposit=${1234 + i}&deposit_type=amount`,
      );
      const began = performance.now();
      await getJson(`${big.base}${path}`);
      fresh.push(performance.now() - began);
    }
    fresh.sort((a, b) => a - b);
    // CPU time of one budget search (the kept answers), asked one after another: unlike latency,
    // it hardly moves with the machine's other load.
    const cpuBefore = process.cpuUsage();
    for (const path of paths) await getJson(`${big.base}${path}`);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000 / paths.length;
    return [
      {
        name: 'API budget search, first after start (50,000 vehicles)',
        value: firstMs,
        unit: 'ms',
      },
      {
        name: 'API budget search, a deposit not asked before, alone: median (50,000 vehicles)',
        value: Math.round(fresh[7]!),
        unit: 'ms',
      },
      {
        name: 'API budget search, CPU per search, one at a time (50,000 vehicles)',
        value: Math.round(cpuMs * 10) / 10,
        unit: 'ms',
      },
      ...(await load(
        'API budget search, own settings (50,000 vehicles)',
        `${big.base}/`,
        {},
        paths,
      )),
      // The same machine, the same moment: a plain filtered search over the same stock.
      ...(await load(
        'API vehicle-search, filtered, same run (50,000 vehicles)',
        `${big.base}/api/v2/vehicle-search?make=Ford&max_price=20000&sort=price-asc`,
      )),
    ];
  } finally {
    await big.close();
  }
}
