import type { Vehicle } from '@showroom/api-client';
import { isReserved, mediaUrl, pageTitle, socialMeta } from '@showroom/core';
import type { VdpState } from '@showroom/app/ssr';
import type { Head } from './document.ts';

const absolute = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin}${path}`;

function condition(vehicle: Vehicle): string {
  return vehicle.advert_classification === 'NEW'
    ? 'https://schema.org/NewCondition'
    : 'https://schema.org/UsedCondition';
}

/**
 * The Offer's availability from the reservation state (schema.org ItemAvailability): a reserved
 * car is `Reserved` (schema.org 28.0: "reserved and therefore not available"; it may come back, so
 * not `SoldOut`), a car on order from the maker `PreOrder` (it can be ordered, it is not at the
 * branch yet), any other `InStock`.
 */
export function offerAvailability(vehicle: Vehicle): string {
  if (isReserved(vehicle)) return 'https://schema.org/Reserved';
  if (vehicle.reservation_status === 'On Order') return 'https://schema.org/PreOrder';
  return 'https://schema.org/InStock';
}

/**
 * The seller: the branch holding the car (its site in GET /api/v2/branches), with its postal
 * address and telephone; only the site's name and town when the branches could not be read.
 */
function seller(state: VdpState): object {
  const { vehicle, branch } = state;
  if (!branch) {
    return {
      '@type': 'AutoDealer',
      name: vehicle.site.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: vehicle.site.city_town,
        addressCountry: 'GB',
      },
      ...(vehicle.company.telephone ? { telephone: vehicle.company.telephone } : {}),
    };
  }
  return {
    '@type': 'AutoDealer',
    name: branch.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address.street,
      addressLocality: branch.address.town,
      postalCode: branch.address.postcode,
      addressCountry: 'GB',
    },
    telephone: branch.telephone,
  };
}

/**
 * schema.org Car with an Offer (price in GBP, availability from the reservation state) sold by the
 * AutoDealer holding it. No `vehicleIdentificationNumber`: the API has no VIN, and a UK
 * registration is not one (Google's vehicle listings want a 17-character VIN valid to the NHTSA
 * standard), so none is claimed.
 */
export function carJsonLd(state: VdpState, origin: string): object {
  const { vehicle } = state;
  const url = absolute(origin, state.links.canonical);
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicle.name,
    url,
    description: vehicle.attention_grabber || undefined,
    image: vehicle.media_urls.map((item) =>
      absolute(origin, mediaUrl(state.apiOrigin, item.large)),
    ),
    brand: { '@type': 'Brand', name: vehicle.make },
    model: vehicle.range,
    vehicleConfiguration: vehicle.derivative,
    vehicleModelDate: String(vehicle.year),
    bodyType: vehicle.body_type,
    color: vehicle.colour,
    fuelType: vehicle.fuel_type,
    vehicleTransmission: vehicle.transmission,
    numberOfDoors: vehicle.doors,
    seatingCapacity: vehicle.seats,
    mileageFromOdometer: {
      '@type': 'QuantitativeValue',
      value: vehicle.odometer_value,
      unitCode: vehicle.odometer_units === 'km' ? 'KMT' : 'SMI',
    },
    itemCondition: condition(vehicle),
    offers: {
      '@type': 'Offer',
      url,
      price: vehicle.price,
      priceCurrency: 'GBP',
      itemCondition: condition(vehicle),
      availability: offerAvailability(vehicle),
      seller: seller(state),
    },
  };
}

/**
 * The VDP's head: title = vehicle name, the social meta of requirement VDP-4, canonical, JSON-LD,
 * hero preload.
 */
export function vdpHead(state: VdpState, origin: string, hero: Head['heroPreload'] | null): Head {
  const { vehicle, tenant } = state;
  const social = socialMeta(vehicle, tenant.siteName, state.finance);
  const canonical = absolute(origin, state.links.canonical);
  return {
    title: pageTitle(vehicle),
    description: social.description,
    canonical,
    social: {
      ...social,
      url: canonical,
      ...(vehicle.media_urls[0]
        ? { image: absolute(origin, mediaUrl(state.apiOrigin, vehicle.media_urls[0].large)) }
        : {}),
    },
    jsonLd: carJsonLd(state, origin),
    ...(hero ? { heroPreload: hero } : {}),
  };
}
