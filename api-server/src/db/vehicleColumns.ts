import type { Pence, VehicleRecord } from '../model.ts';

/**
 * A vehicle's indexed columns as both stores keep them (the `vehicles` table; the whole record is
 * in `vehicle_documents`): what search filters and sorts on, and the reservation.
 */
export function vehicleColumns(
  v: VehicleRecord,
  monthlyFrom: (v: VehicleRecord) => Pence | null,
  createdSeq: number,
  /** Written by the demo seed (the `demo` marker); anything else is the retailer's own stock. */
  demo = false,
) {
  return {
    stock_id: v.stock_id,
    slug: v.slug,
    vrm: v.vrm,
    make: v.make,
    range: v.range,
    model: v.model,
    price: v.price,
    advert_classification: v.advert_classification,
    allowance_type: v.allowance_type,
    category: v.category,
    fuel_type_slug: v.fuel_type_slug,
    body_type_slug: v.body_type_slug,
    transmission: v.transmission,
    year: v.year,
    odometer_value: v.odometer_value,
    monthly_from: monthlyFrom(v),
    reservation_status: v.reservation_status,
    reserved: v.reserved === true,
    reserved_at: v.reserved_at,
    created_seq: createdSeq,
    demo,
  };
}

export type VehicleColumns = ReturnType<typeof vehicleColumns>;

/** The names of the `vehicles` table's columns, every one of vehicleColumns' fields. */
export const VEHICLE_COLUMN_NAMES = [
  'stock_id',
  'slug',
  'vrm',
  'make',
  'range',
  'model',
  'price',
  'advert_classification',
  'allowance_type',
  'category',
  'fuel_type_slug',
  'body_type_slug',
  'transmission',
  'year',
  'odometer_value',
  'monthly_from',
  'reservation_status',
  'reserved',
  'reserved_at',
  'created_seq',
  'demo',
] as const satisfies readonly (keyof VehicleColumns)[];

// A column added to vehicleColumns and not named above fails to compile here.
const everyColumnNamed: [
  Exclude<keyof VehicleColumns, (typeof VEHICLE_COLUMN_NAMES)[number]>,
] extends [never]
  ? true
  : never = true;
void everyColumnNamed;
