import type { FinanceQuote } from '@showroom/api-client';

/** The broker named in the quote's broker statement, or the retailer's name. */
export function brokerName(quote: FinanceQuote, fallback: string): string {
  const match = /^(.*?) is a credit broker/i.exec(quote.BrokerText);
  return match?.[1]?.trim() || fallback;
}
