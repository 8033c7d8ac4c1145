import {
  DEFAULT_RATE_TABLE,
  FINANCE_PRODUCTS,
  quoteFinance,
  type FinanceQuoteRequest,
} from '@showroom/core';

/** The i-th request the finance benchmarks quote: PCP, HP and CS in turn, varied prices, deposits and terms. */
export function benchQuoteRequest(i: number): FinanceQuoteRequest {
  const cashPrice = 500_000 + ((i * 7919) % 5_000_000);
  return {
    product: FINANCE_PRODUCTS[i % 3]!,
    cashPrice,
    deposit: Math.round(cashPrice * ((i % 30) / 100)),
    term: 24 + (i % 37),
    annualMileage: 8000,
    rates: DEFAULT_RATE_TABLE,
    vehicleAgeYears: i % 8,
  };
}

/** Quotes per second of core's finance maths (PCP, HP and CS in turn, varied prices and deposits). */
export function benchFinance(durationMs = 2000): { name: string; value: number; unit: string }[] {
  let quotes = 0;
  let checksum = 0;
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    for (let i = 0; i < 1000; i++) {
      const result = quoteFinance(benchQuoteRequest(i));
      if (result.ok) checksum += result.quote.RegularPayment;
      quotes++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  if (checksum === 0) throw new Error('No quote was produced.');
  return [
    {
      name: 'core finance: quotes per second',
      value: Math.round(quotes / seconds),
      unit: 'quotes/s',
    },
  ];
}
