import {
  availableToOrder,
  branchLink,
  keyFacts,
  locationTag,
  showClassTag,
  vehicleKindTag,
  type KeyFactKey,
  type TenantConfig,
} from '@showroom/core';
import type { VehicleData } from '../types.ts';
import './base.css';

/**
 * The key facts shown as tags on the summary and listing card (requirement VDP-18), in tenant
 * order.
 */
export const TAG_FACTS: readonly KeyFactKey[] = [
  'year',
  'mileage',
  'fuel_type',
  'transmission',
  'body_type',
];

/** The location tag: 'Available To Order' where core says so, else the tenant's location name. */
export function locationLabel(tenant: TenantConfig, vehicle: VehicleData): string | null {
  return availableToOrder(tenant, vehicle) ?? locationTag(tenant, vehicle);
}

/** A van's Van tag, class tag, key-feature tags and location tag. */
export function FactTags({ vehicle, tenant }: { vehicle: VehicleData; tenant: TenantConfig }) {
  const facts = keyFacts(tenant, vehicle).filter((fact) => TAG_FACTS.includes(fact.key));
  const location = locationLabel(tenant, vehicle);
  const branch = branchLink(vehicle);
  const kind = vehicleKindTag(vehicle, tenant);
  return (
    <ul className="sr-tags" aria-label="Key features">
      {kind && <li className="sr-tag sr-tag--kind">{kind}</li>}
      {showClassTag(tenant, vehicle) && (
        <li className="sr-tag sr-tag--class">{vehicle.advert_classification}</li>
      )}
      {facts.map((fact) => (
        <li key={fact.key} className="sr-tag">
          <span className="sr-visually-hidden">{`${fact.label}: `}</span>
          {fact.value}
        </li>
      ))}
      {location && (
        <li className="sr-tag sr-tag--location">
          <span className="sr-visually-hidden">Location: </span>
          {branch ? (
            <a className="sr-tag__link" href={branch}>
              {location}
            </a>
          ) : (
            location
          )}
        </li>
      )}
    </ul>
  );
}
