import type { Vehicle } from '@showroom/api-client';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const tracked = new Set<number>();

/**
 * Pushes the GA4 `view_item` ecommerce event for the vehicle to `window.dataLayer`, once per
 * vehicle load (requirement VDP-21).
 */
export function trackViewItem(
  vehicle: Pick<
    Vehicle,
    'stock_id' | 'name' | 'price' | 'make' | 'range' | 'advert_classification'
  >,
): void {
  if (typeof window === 'undefined' || tracked.has(vehicle.stock_id)) return;
  tracked.add(vehicle.stock_id);
  const layer = ((window as DataLayerWindow).dataLayer ??= []);
  layer.push({ ecommerce: null });
  layer.push({
    event: 'view_item',
    ecommerce: {
      currency: 'GBP',
      value: vehicle.price,
      items: [
        {
          item_id: String(vehicle.stock_id),
          item_name: vehicle.name,
          item_brand: vehicle.make,
          item_category: vehicle.advert_classification,
          item_variant: vehicle.range,
          price: vehicle.price,
          quantity: 1,
        },
      ],
    },
  });
}
