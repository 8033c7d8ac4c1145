import { PROVIDER_UNREACHABLE, type CardProviderPort } from './cardProvider.ts';

/** The test payment provider's tokenising endpoint (api-server's testProviderPlugin). */
export const PAYMENT_METHODS_PATH = '/test-payment-provider/v1/payment_methods';

/**
 * The built-in test provider: the page's own card fields collect the card, which is posted to the
 * provider's endpoint (at the API's origin, outside /api/v2) for its payment-method token. Its
 * answers are read in the provider's wire format, as a client library would read them.
 */
export function testCardProvider(origin: string, fetch: typeof globalThis.fetch): CardProviderPort {
  return {
    hostedFields: null,
    async tokenise(card) {
      let response: Response;
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
        });
      } catch {
        return { message: PROVIDER_UNREACHABLE };
      }
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        error?: { message?: unknown };
      } | null;
      if (response.ok && typeof body?.id === 'string') return { token: body.id };
      const message = body?.error?.message;
      return { message: typeof message === 'string' && message ? message : PROVIDER_UNREACHABLE };
    },
  };
}
