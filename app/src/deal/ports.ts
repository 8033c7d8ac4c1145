import type { OrderConfig, Vehicle } from '@showroom/api-client';
import { fromPounds, reservationDepositOf } from '@showroom/core';
import { loadStripe } from '@stripe/stripe-js/pure';
import { browserApi } from '../state/browserApi.ts';
import { browserSession, browserStorage, shareDeal } from '../state/browserStorage.ts';
import { stripeKeyOf, type CardProviderPort } from './cardProvider.ts';
import type { DealPorts } from './runner.ts';
import { stripeCardProvider } from './stripeCardProvider.ts';
import { testCardProvider } from './testCardProvider.ts';
import { browserRecaptcha } from './recaptcha.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** GA4 ecommerce events (add_to_cart, purchase) for the vehicle, pushed to `window.dataLayer`. */
function trackerFor(vehicle: Vehicle) {
  return (event: string, params: Readonly<Record<string, unknown>>) => {
    if (event === 'view_item') return; // VdpPage's trackViewItem sends it, once per vehicle.
    const layer = ((window as DataLayerWindow).dataLayer ??= []);
    layer.push({ ecommerce: null });
    layer.push({
      event,
      ecommerce: {
        currency: 'GBP',
        value: vehicle.price,
        ...(typeof params.transaction_id === 'string'
          ? { transaction_id: params.transaction_id }
          : {}),
        items: [
          {
            item_id: String(vehicle.stock_id),
            item_name: vehicle.name,
            item_brand: vehicle.make,
            item_category: vehicle.advert_classification,
            price: vehicle.price,
            quantity: 1,
          },
        ],
      },
    });
  };
}

/**
 * Who takes the deposit's card, as the order config says: Stripe (its Payment Element, Stripe.js
 * loaded from js.stripe.com when the card form is first shown) or the built-in test provider, whose
 * endpoint is at the API's origin.
 */
/** The page's clock: the one place the deal's forms read the time. */
export const systemClock = (): Date => new Date();

export function browserCardProvider(
  config: OrderConfig | null,
  apiOrigin: string,
): CardProviderPort {
  const stripeKey = stripeKeyOf(config);
  if (stripeKey)
    return stripeCardProvider(stripeKey, fromPounds(reservationDepositOf(config)), (key) =>
      loadStripe(key),
    );
  return testCardProvider(apiOrigin || window.location.origin, (input, init) =>
    window.fetch(input, init),
  );
}

/** The browser's ports for the deal's effects (only ever created after hydration). */
export function browserDealPorts(
  vehicle: Vehicle,
  apiOrigin: string,
  orderConfig: OrderConfig | null,
): DealPorts {
  return {
    api: browserApi(apiOrigin),
    storage: browserStorage,
    session: browserSession,
    share: (deal) => shareDeal(vehicle.stock_id, deal),
    track: trackerFor(vehicle),
    scrollToDeal: () =>
      document.getElementById('deal')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    // The card goes to the payment provider, never to the API.
    provider: browserCardProvider(orderConfig, apiOrigin),
    // Loaded at the first form sent, only when the order config turns reCAPTCHA on.
    recaptcha: browserRecaptcha(orderConfig, apiOrigin),
    navigate: (url) =>
      window.location.assign(new URL(url, apiOrigin || window.location.origin).toString()),
    returnUrl: (query) =>
      `${window.location.origin}${window.location.pathname}?${new URLSearchParams(query).toString()}`,
  };
}
