import type { VehicleFacts } from '../../src/index.ts';

/** The day the post-rule tests are run on. */
export const NOW = new Date('2025-06-15T00:00:00Z');

/** A 2020 Ford Focus with every fact a post rule reads. */
export const focus: VehicleFacts = {
  make: 'Ford',
  range: 'Focus',
  body_type: 'Hatchback',
  body_type_slug: 'hatchback',
  fuel_type: 'Petrol',
  fuel_type_slug: 'petrol',
  transmission: 'Manual',
  price: 12995,
  odometer_value: 30000,
  seats: 5,
  doors: 5,
  tags: ['interest-free'],
  first_registration_date: '2020-03-01',
  franchise_approved: true,
};
