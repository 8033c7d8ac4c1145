import type { Vehicle } from '@showroom/api-client';
import { isReserved, mediaUrl, pageTitle, socialMeta } from '@showroom/core';
import type { VdpState } from '../state/pageState.ts';
import type { Head } from './document.ts';

const absolute = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin}${path}`;

function condition(vehicle: Vehicle): string {
  return vehicle.advert_classification === 'NEW'
    ? 'https://schema.org/NewCondition'
    : 'https://schema.org/UsedCondition';
}

/** schema.org Car with an Offer (price in GBP; InStock, or SoldOut while reserved). */
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
      availability: isReserved(vehicle)
        ? 'https://schema.org/SoldOut'
        : 'https://schema.org/InStock',
      seller: {
        '@type': 'AutoDealer',
        name: vehicle.site.name,
        address: {
          '@type': 'PostalAddress',
          addressLocality: vehicle.site.city_town,
          addressCountry: 'GB',
        },
        ...(vehicle.company.telephone ? { telephone: vehicle.company.telephone } : {}),
      },
    },
  };
}

/** The VDP's head: title = vehicle name, spec 2's social meta, canonical, JSON-LD, hero preload. */
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
