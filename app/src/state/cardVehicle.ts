import { mediaUrl } from '@showroom/core';
import type { Vehicle } from '@showroom/api-client';
import type { CardVehicle } from './pageState.ts';

/**
 * Only what a carousel card (ui's VehicleCard) shows. The serialised page state carries up to 6
 * similar and several featured vehicles (and a page of search results), so each keeps its card
 * facts and its first image in two renditions (a card is never wider than about 500 px).
 */
export function cardVehicle(vehicle: Vehicle, apiOrigin: string): CardVehicle {
  const first = vehicle.media_urls[0];
  const at = (path: string) => mediaUrl(apiOrigin, path);
  return {
    stock_id: vehicle.stock_id,
    slug: vehicle.slug,
    name: vehicle.name,
    price: vehicle.price,
    // A van says so, and a Commercial VAT scheme price its "£X + VAT" (core's plusVatText).
    category: vehicle.category,
    vat_scheme: vehicle.vat_scheme,
    price_excluding_vat: vehicle.price_excluding_vat,
    year: vehicle.year,
    odometer_value: vehicle.odometer_value,
    odometer_units: vehicle.odometer_units,
    fuel_type: vehicle.fuel_type,
    transmission: vehicle.transmission,
    reservation_status: vehicle.reservation_status,
    reserved: vehicle.reserved,
    media_urls: first ? [{ url: at(first.url), medium: at(first.medium) }] : [],
  };
}
