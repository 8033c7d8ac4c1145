import type { OrderConfig, TokenisedCard } from '@showroom/api-client';
import type { DealCard } from '@showroom/core';
import type { HostedCardFields } from '@showroom/ui';

/**
 * Stripe's publishable key when the order config says Stripe takes the card (its Payment Element
 * in the form, its origins in the page's CSP); null: the built-in test provider.
 */
export function stripeKeyOf(config: OrderConfig | null | undefined): string | null {
  const provider = config?.payment_provider;
  return provider?.name === 'stripe' ? provider.publishable_key : null;
}

/**
 * True when the order config's payment provider charges no real card: the built-in test provider,
 * or Stripe with its test keys (`pk_test_…`). The deposit form then says so.
 */
export function chargesNoRealCard(config: OrderConfig | null | undefined): boolean {
  const provider = config?.payment_provider;
  if (!provider) return false;
  return provider.name === 'test' || (provider.publishable_key ?? '').startsWith('pk_test_');
}

/** What the deposit form collects: core's card (the card itself, or only the cardholder's name). */
export type CollectedCard = DealCard;

/**
 * The provider's answer: the card's payment-method token, its own message for the shopper when it
 * refused the card, or how it could not be reached (never shown as a decline: decision 0714).
 */
export type { TokenisedCard };

/**
 * The payment provider as the browser reaches it (requirement ARCH-13: the card goes to the
 * provider, the API only ever gets its token). Two adapters: the built-in test provider
 * (testCardProvider.ts) and Stripe (stripeCardProvider.ts), chosen by the order config's
 * `payment_provider`.
 */
export interface CardProviderPort {
  /** The card fields the provider hosts in its own frames, or null: the form's own fields. */
  readonly hostedFields: HostedCardFields | null;
  tokenise(card: CollectedCard): Promise<TokenisedCard>;
}

/** How long the provider has to answer a card before the shopper is told it did not (decision 0714). */
export const TOKENISE_TIMEOUT_MS = 20_000;
