import { normaliseVrm } from '../plates.ts';
import type { RegisteredVehicle, RegistrationLookupPort } from '../ports.ts';
import { DEMO_REGISTRATIONS } from '../seed/demoRegistrations.ts';

/**
 * The built-in registration lookup: answers like a registration-lookup provider, from a fixed
 * table of demo registrations (spaces and letter case do not matter); null for any other.
 */
export function demoRegistrationLookup(
  table: readonly RegisteredVehicle[] = DEMO_REGISTRATIONS,
): RegistrationLookupPort {
  const byVrm = new Map(table.map((car) => [normaliseVrm(car.registration), car]));
  return {
    lookup: async (registration) => {
      const car = byVrm.get(normaliseVrm(registration));
      return car ? { ...car } : null;
    },
  };
}
