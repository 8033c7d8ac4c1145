import { TOKENISE_TIMEOUT_MS, type CardProviderPort, type TokenisedCard } from './cardProvider.ts';

/**
 * The test payment provider's tokenising endpoint, on the storefront's own origin: the host serves
 * it (api-server's testProviderPlugin), whether the API is embedded or a platform's (decision 0714).
 */
export const PAYMENT_METHODS_PATH = '/test-payment-provider/v1/payment_methods';

/** The provider's refusal of a card: 4xx with `{ error: { message } }`, in its wire format. */
const refusalOf = (status: number, body: unknown): string | null => {
  if (status < 400 || status >= 500) return null;
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message ? message : null;
};

/**
 * The built-in test provider: the page's own card fields collect the card, which is posted to the
 * provider's endpoint for its payment-method token. Its answers are read in the provider's wire
 * format, as a client library would read them: a token, a refusal of the card (a 4xx with the
 * provider's error) in its own words, or a provider that could not be reached (no answer, a
 * timeout) or failed (a 5xx, a 404 or a body that is not the provider's), which is never a decline
 * (decision 0714).
 */
export function testCardProvider(
  origin: string,
  fetch: typeof globalThis.fetch,
  timeoutMs = TOKENISE_TIMEOUT_MS,
): CardProviderPort {
  return {
    hostedFields: null,
    async tokenise(card): Promise<TokenisedCard> {
      const signal = AbortSignal.timeout(timeoutMs);
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(`${origin}${PAYMENT_METHODS_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            card: {
              number: card.card_number ?? '',
              exp_month: Number(card.expiry_month),
              exp_year: Number(card.expiry_year),
              cvc: card.cvc ?? '',
            },
            ...(card.cardholder_name ? { billing_details: { name: card.cardholder_name } } : {}),
          }),
          signal,
        });
        body = await response.json().catch(() => null);
      } catch {
        return { unreachable: signal.aborted ? 'timeout' : 'network' };
      }
      if (signal.aborted) return { unreachable: 'timeout' };
      const id = (body as { id?: unknown } | null)?.id;
      if (response.ok && typeof id === 'string' && id) return { token: id };
      const refusal = refusalOf(response.status, body);
      if (refusal) return { message: refusal };
      // A 5xx, or an answer that is not the provider's (a 404 where it is not served, a page).
      return { unreachable: 'server' };
    },
  };
}
