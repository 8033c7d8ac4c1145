import type { RegisteredVehicle } from '../ports.ts';

/**
 * The registrations the built-in registration lookup knows (listed in api-server/README.md). Any
 * other registration is unknown to it: the shopper then describes the car themselves.
 */
export const DEMO_REGISTRATIONS: readonly RegisteredVehicle[] = [
  { registration: 'FG17 HJK', make: 'Vauxhall', model: 'Corsa', year: 2017, fuel_type: 'Petrol' },
  { registration: 'AB21 CDE', make: 'Ford', model: 'Kuga', year: 2021, fuel_type: 'Hybrid' },
  { registration: 'LM19 XYZ', make: 'Volkswagen', model: 'Golf', year: 2019, fuel_type: 'Diesel' },
  { registration: 'YR68 PLM', make: 'Nissan', model: 'Qashqai', year: 2018, fuel_type: 'Petrol' },
  { registration: 'EV22 LEA', make: 'Nissan', model: 'Leaf', year: 2022, fuel_type: 'Electric' },
  { registration: 'BD15 KTR', make: 'Ford', model: 'Fiesta', year: 2015, fuel_type: 'Petrol' },
  { registration: 'WP70 HYB', make: 'Toyota', model: 'Corolla', year: 2020, fuel_type: 'Hybrid' },
  { registration: 'SK66 BMW', make: 'BMW', model: '3 Series', year: 2016, fuel_type: 'Diesel' },
];
