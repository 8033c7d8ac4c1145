import type { OrderConfig } from '@showroom/api-client';
import { describe, expect, it } from 'vitest';
import { chargesNoRealCard } from '../src/deal/cardProvider.ts';

/** The deposit form says no real card is charged exactly while its provider charges none. */
describe('chargesNoRealCard', () => {
  const withProvider = (provider: OrderConfig['payment_provider']) =>
    ({ payment_provider: provider }) as OrderConfig;

  it('the built-in test provider and Stripe’s test keys charge no real card', () => {
    expect(chargesNoRealCard(withProvider({ name: 'test', publishable_key: null }))).toBe(true);
    expect(
      chargesNoRealCard(withProvider({ name: 'stripe', publishable_key: 'pk_test_abc' })),
    ).toBe(true);
  });

  it('Stripe’s live keys do, and an order config not loaded yet says nothing', () => {
    expect(
      chargesNoRealCard(withProvider({ name: 'stripe', publishable_key: 'pk_live_abc' })),
    ).toBe(false);
    expect(chargesNoRealCard(null)).toBe(false);
  });
});
