import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import type { HostedFieldsStatus } from '@showroom/ui';
import type { CardProviderPort } from './cardProvider.ts';

/** Loads Stripe.js from js.stripe.com for the publishable key (`loadStripe` of @stripe/stripe-js). */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

export const STRIPE_UNAVAILABLE =
  'The secure card form could not be loaded. Please check your connection and try again.';
const NOT_READY = 'The secure card form is not ready yet. Please try again.';
const CARD_REFUSED = 'Please check your card details or try another card.';

/**
 * Stripe in the browser: its Payment Element, mounted into the deposit form, holds the card in
 * Stripe's own frames (the card never enters this page, so the retailer stays out of card-data
 * scope), and `stripe.createPaymentMethod` turns it into the `pm_…` id the API confirms the
 * PaymentIntent with (manual capture, as the server creates it). 3-D Secure is the server's
 * `next_action` redirect, the same as with the test provider. Stripe.js is loaded only when the
 * card form is first shown. Wallets are off: the page's Permissions-Policy allows no payment
 * handlers.
 */
export function stripeCardProvider(
  publishableKey: string,
  depositPence: number,
  load: StripeLoader,
): CardProviderPort {
  let stripe: Promise<Stripe | null> | null = null;
  const loaded = () =>
    (stripe ??= load(publishableKey).then(
      (instance) => instance,
      () => {
        stripe = null; // a later attempt loads again
        return null;
      },
    ));
  /** The Elements of the Payment Element on screen. */
  let current: { stripe: Stripe; elements: StripeElements } | null = null;

  return {
    hostedFields: {
      mount(container, onStatus: (status: HostedFieldsStatus) => void) {
        let gone = false;
        let element: StripePaymentElement | null = null;
        let mine: typeof current = null;
        const fail = () => {
          if (!gone) onStatus({ state: 'failed', message: STRIPE_UNAVAILABLE });
        };
        void loaded().then((instance) => {
          if (gone) return;
          if (!instance) return fail();
          const elements = instance.elements({
            mode: 'payment',
            amount: depositPence,
            currency: 'gbp',
            captureMethod: 'manual',
            paymentMethodCreation: 'manual',
            allowedPaymentMethodTypes: ['card'],
          });
          element = elements.create('payment', {
            fields: { billingDetails: { name: 'never' } },
            wallets: { applePay: 'never', googlePay: 'never', link: 'never' },
          });
          element.on('ready', () => onStatus({ state: 'ready', complete: false }));
          element.on('change', (event) => onStatus({ state: 'ready', complete: event.complete }));
          element.on('loaderror', fail);
          element.mount(container);
          current = mine = { stripe: instance, elements };
        });
        return {
          unmount() {
            gone = true;
            // Only this mount's fields: a newer mount may already be on screen.
            if (current === mine) current = null;
            element?.destroy();
          },
          focus: () => element?.focus(),
        };
      },
    },
    async tokenise(card) {
      const mounted = current;
      if (!mounted) return { message: NOT_READY };
      try {
        const submitted = await mounted.elements.submit();
        if (submitted.error) return { message: submitted.error.message ?? NOT_READY };
        const { paymentMethod, error } = await mounted.stripe.createPaymentMethod({
          elements: mounted.elements,
          params: { billing_details: { name: card.cardholder_name ?? '' } },
        });
        // Stripe could not be reached, or failed: not a refusal of the card (decision 0714).
        if (error?.type === 'api_connection_error') return { unreachable: 'network' };
        if (error?.type === 'api_error') return { unreachable: 'server' };
        if (error) return { message: error.message || CARD_REFUSED };
        if (!paymentMethod) return { unreachable: 'server' };
        return { token: paymentMethod.id };
      } catch {
        return { unreachable: 'network' };
      }
    },
  };
}
