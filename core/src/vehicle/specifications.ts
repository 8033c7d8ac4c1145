import { formatNumber } from '../text/numbers.ts';
import { evRange, mpg } from './technicalData.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/**
 * The drawers of the specifications accordion, in order (requirement VDP-11: the overview drawer
 * first and initially open).
 */
export type DrawerKey = 'overview' | 'performance' | 'economy' | 'dimensions' | 'features';

/**
 * The title of each specifications drawer (requirement VDP-11).
 * @example DRAWER_TITLES.economy // 'Economy & environment'
 */
export const DRAWER_TITLES: Readonly<Record<DrawerKey, string>> = {
  overview: 'Overview',
  performance: 'Performance',
  economy: 'Economy & environment',
  dimensions: 'Dimensions',
  features: 'Features',
};

/** One labelled value in a specifications drawer. */
export type SpecRow = { label: string; value: string };

/** A specifications drawer: its rows, and for the features drawer the feature names. */
export type Drawer = { key: DrawerKey; title: string; rows: SpecRow[]; features: string[] };

/** The vehicle fields the specifications accordion reads (requirement VEH-1). */
export type SpecificationFacts = VehicleFacts & {
  contents?: readonly Readonly<Record<string, unknown>>[] | null;
};

const KNOWN: Readonly<Record<string, { drawer: DrawerKey; label: string; unit?: string }>> = {
  engine_size: { drawer: 'performance', label: 'Engine size', unit: 'cc' },
  engine_size_cc: { drawer: 'performance', label: 'Engine size', unit: 'cc' },
  bhp: { drawer: 'performance', label: 'Power', unit: 'bhp' },
  power_bhp: { drawer: 'performance', label: 'Power', unit: 'bhp' },
  torque_nm: { drawer: 'performance', label: 'Torque', unit: 'Nm' },
  top_speed: { drawer: 'performance', label: 'Top speed', unit: 'mph' },
  top_speed_mph: { drawer: 'performance', label: 'Top speed', unit: 'mph' },
  zero_to_sixty: { drawer: 'performance', label: '0–60 mph', unit: 'seconds' },
  acceleration_0_62_s: { drawer: 'performance', label: '0–62 mph', unit: 'seconds' },
  co2: { drawer: 'economy', label: 'CO₂ emissions', unit: 'g/km' },
  co2_gkm: { drawer: 'economy', label: 'CO₂ emissions', unit: 'g/km' },
  insurance_group: { drawer: 'economy', label: 'Insurance group' },
};

/** Keys shown elsewhere (key facts, the economy rows above) and so left out of the raw data. */
const SKIP =
  /^(mpg|combined_mpg|mpg_combined|fuel_consumption_combined|ev_range|electric_range|battery_range|range_miles|fuel_type|transmission|doors|seats)$/i;

/** 'boot_capacity_litres' → 'Boot capacity litres'. */
const humanise = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
};

const drawerOf = (key: string): DrawerKey =>
  /length|width|height|weight|wheelbase|boot|load|payload|kerb|tank|towing/i.test(key)
    ? 'dimensions'
    : /co2|emission|mpg|economy|insurance|euro|tax/i.test(key)
      ? 'economy'
      : /bhp|power|torque|speed|accel|engine|cylinder|valve|gear/i.test(key)
        ? 'performance'
        : 'features';

const scalar = (value: unknown): string | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value) : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return null;
};

/** The feature names: additional_features names, then contents' highlighted_features, once each. */
function featureNames(vehicle: SpecificationFacts): string[] {
  const names = [
    ...(vehicle.additional_features ?? []).flatMap((feature) =>
      feature.name ? [feature.name] : [],
    ),
    ...(vehicle.contents ?? []).flatMap((item) => {
      const list = item['highlighted_features'];
      return Array.isArray(list)
        ? list.filter((entry): entry is string => typeof entry === 'string')
        : [];
    }),
  ];
  return [...new Set(names)];
}

/**
 * The drawers of the specifications accordion (requirement VDP-11; requirement VEH-6,
 * technical_data / technical_spec): the overview (make, model, derivative, year, mileage, body,
 * fuel, transmission, colour, doors, seats) first, then performance, economy & environment,
 * dimensions and features. Known technical keys get a label and unit, others are humanised and
 * placed by name; a label appears once; empty drawers are left out.
 * @example specificationDrawers({ make: 'Ford' })
 * // [{ key: 'overview', title: 'Overview', rows: [{ label: 'Make', value: 'Ford' }], features: [] }]
 */
export function specificationDrawers(vehicle: SpecificationFacts): Drawer[] {
  const rows: Record<DrawerKey, SpecRow[]> = {
    overview: [],
    performance: [],
    economy: [],
    dimensions: [],
    features: [],
  };
  const seen = new Set<string>();
  const add = (drawer: DrawerKey, label: string, value: string | null) => {
    if (value === null || seen.has(label)) return;
    seen.add(label);
    rows[drawer].push({ label, value });
  };
  add('overview', 'Make', scalar(vehicle.make));
  add('overview', 'Model', scalar(vehicle.model ?? vehicle.range));
  add('overview', 'Derivative', scalar(vehicle.derivative));
  add('overview', 'Year', scalar(vehicle.year == null ? null : String(vehicle.year)));
  if (typeof vehicle.odometer_value === 'number') {
    add(
      'overview',
      'Mileage',
      `${formatNumber(vehicle.odometer_value)} ${vehicle.odometer_units ?? 'miles'}`,
    );
  }
  add('overview', 'Body type', scalar(vehicle.body_type));
  add('overview', 'Fuel type', scalar(vehicle.fuel_type));
  add('overview', 'Transmission', scalar(vehicle.transmission));
  add('overview', 'Colour', scalar(vehicle.colour));
  add('overview', 'Doors', scalar(vehicle.doors));
  add('overview', 'Seats', scalar(vehicle.seats));
  const combined = mpg(vehicle);
  if (combined !== null) add('economy', 'Fuel economy (combined)', `${combined} mpg`);
  const range = evRange(vehicle);
  if (range !== null) add('economy', 'Electric range', `${formatNumber(range)} miles`);
  for (const source of [vehicle.technical_data, vehicle.technical_spec]) {
    for (const [key, raw] of Object.entries(source ?? {})) {
      const value = SKIP.test(key) ? null : scalar(raw);
      if (value === null) continue;
      const known = KNOWN[key];
      const label = known?.label ?? humanise(key);
      add(known?.drawer ?? drawerOf(key), label, known?.unit ? `${value} ${known.unit}` : value);
    }
  }
  const features = featureNames(vehicle);
  return (Object.keys(DRAWER_TITLES) as DrawerKey[])
    .map((key) => ({
      key,
      title: DRAWER_TITLES[key],
      rows: rows[key],
      features: key === 'features' ? features : [],
    }))
    .filter((drawer) => drawer.rows.length > 0 || drawer.features.length > 0);
}
