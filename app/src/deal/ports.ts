import type { Vehicle } from '@showroom/api-client';
import { browserApi } from '../state/browserApi.ts';
import { browserSession, browserStorage } from '../state/browserStorage.ts';
import type { DealPorts } from './runner.ts';

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

/** The browser's ports for the deal's effects (only ever created after hydration). */
export function browserDealPorts(vehicle: Vehicle, apiOrigin: string): DealPorts {
  return {
    api: browserApi(apiOrigin),
    storage: browserStorage,
    session: browserSession,
    track: trackerFor(vehicle),
    scrollToDeal: () =>
      document.getElementById('deal')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    // The card goes to the payment provider's servers (the test provider's sit at the API origin).
    provider: {
      origin: apiOrigin || window.location.origin,
      fetch: (input, init) => window.fetch(input, init),
    },
    navigate: (url) =>
      window.location.assign(new URL(url, apiOrigin || window.location.origin).toString()),
    returnUrl: () => `${window.location.origin}${window.location.pathname}?reserve`,
  };
}
