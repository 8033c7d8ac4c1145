import { useState } from 'react';
import {
  DEFAULT_FINANCE_SETTINGS,
  activeQuote,
  depositInUnit,
  settingsForQuote,
  type DepositPricing,
  type QuoteSettings,
  type WireQuotes,
} from '@showroom/core';
import { FinanceCalculator, type FinanceCalculatorProps } from './FinanceCalculator.tsx';

export type CalculatorStoryProps = Omit<FinanceCalculatorProps, 'settings'> & {
  /** Settings the container holds as they are (a change is only reported). */
  settings?: QuoteSettings;
  /** Without `settings`: where the container's own settings start. */
  initialSettings?: QuoteSettings;
  /**
   * The vehicle's price, price excluding VAT and VAT scheme: with them the container converts a
   * £ / % switch as the deal does (core's `depositInUnit`), or shows why it cannot.
   */
  pricing?: DepositPricing;
  /**
   * The quotes for the settings held, as the deal asks for them after each change: with it a change
   * is answered at once, so the figure and the representative example are for the settings shown
   * (requirement FIN-6). Without it the quotes stay `quotes` whatever is chosen.
   */
  quotesFor?: (settings: QuoteSettings) => WireQuotes | null;
};

/** The deal builder's first settings: PCP, a 10 percent deposit, 48 months, 8,000 miles. */
const FIRST_SETTINGS: QuoteSettings = { ...DEFAULT_FINANCE_SETTINGS, depositType: 'percent' };

/**
 * The calculator as a container drives it, for stories: it keeps the settings, takes each change
 * and shows a current quote's adjustments (core's settingsForQuote, requirement FIN-6) as the deal
 * does.
 */
export function CalculatorWithState({
  settings,
  initialSettings = FIRST_SETTINGS,
  pricing,
  quotesFor,
  ...given
}: CalculatorStoryProps) {
  const [own, setOwn] = useState(initialSettings);
  const [refused, setRefused] = useState<string | null>(null);
  if (settings) return <FinanceCalculator {...given} settings={settings} />;
  const props = quotesFor ? { ...given, quotes: quotesFor(own) } : given;
  const quote = activeQuote(props.quotes, own.financeType);
  const current = quote !== null && !props.loading && !props.error && !props.stale;
  return (
    <FinanceCalculator
      {...props}
      settings={current ? settingsForQuote(own, quote) : own}
      depositError={props.depositError ?? refused}
      onChange={(next) => {
        props.onChange(next);
        const switched =
          pricing && next.depositType !== own.depositType
            ? depositInUnit(pricing, own, next.depositType)
            : { ok: true as const, settings: next };
        setRefused(switched.ok ? null : switched.problem);
        if (switched.ok) setOwn(switched.settings);
      }}
    />
  );
}
