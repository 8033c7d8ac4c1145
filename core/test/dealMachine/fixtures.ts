import type { DealVehicle } from '../../src/index.ts';

/** The deal machine tests' car: a £12,000 used Ford Focus (on the Commercial VAT scheme if asked). */
export function testVehicle(commercial = false): DealVehicle {
  return {
    stock_id: 7,
    price: 12000,
    price_excluding_vat: 10000,
    vat_scheme: commercial ? 'Commercial' : null,
    make: 'Ford',
    model: 'Focus',
    range: 'Focus',
    derivative: '1.0 Titanium',
    advert_classification: 'USED',
    site: { name: 'Leeds' },
    reservation_status: 'Available',
  };
}
