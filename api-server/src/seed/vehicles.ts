import type {
  AdvertClassification,
  MediaItem,
  ReservationStatus,
  VehicleRecord,
} from '../model.ts';
import { ageIdentifier } from '../plates.ts';
import {
  CATALOGUE,
  COLOURS,
  MEMORY_TAGS,
  PLATE_LETTERS,
  type CatalogueRange,
} from './catalogue.ts';
import { createRng, slugify, type Rng } from './prng.ts';

export const FIRST_STOCK_ID = 100001;
export const SEED_YEAR = 2026;

export const SITES = [
  { name: 'Showroom Northampton', slug: 'northampton', city_town: 'Northampton' },
  { name: 'Showroom Leicester', slug: 'leicester', city_town: 'Leicester' },
  { name: 'Showroom Milton Keynes', slug: 'milton-keynes', city_town: 'Milton Keynes' },
  { name: 'Showroom Prep Centre', slug: 'prep-centre', city_town: 'Corby' },
] as const;

const EXTRAS = [
  { name: 'Panoramic glass sunroof', price: 995 },
  { name: 'Metallic paint', price: 645 },
  { name: 'Winter pack (heated seats and steering wheel)', price: 450 },
  { name: 'Technology pack', price: 1250 },
  { name: 'Tow bar (detachable)', price: 780 },
  { name: '19" alloy wheels', price: 850 },
  { name: 'Premium sound system', price: 600 },
];

const FEATURES = [
  'Apple CarPlay',
  'Android Auto',
  'Heated seats',
  'Reversing camera',
  'Cruise control',
  'Sat nav',
  'Bluetooth',
  'Parking sensors',
  'Keyless entry',
  'LED headlights',
  'Climate control',
  'DAB radio',
];

/** Media URLs are served by GET /api/v2/media/vehicles/{stock_id}/{index}/{size}.svg. Index 50–73 are 360 frames. */
export const mediaUrl = (stockId: number, index: number, size: 'url' | 'medium' | 'large') =>
  `/api/v2/media/vehicles/${stockId}/${index}/${size}.svg`;
export const SPIN_FRAMES = 24;
export const SPIN_FIRST_INDEX = 50;

function plate(rng: Rng, year: number, month: number): string {
  const letters = () => PLATE_LETTERS[rng.int(0, PLATE_LETTERS.length - 1)];
  return `${rng.pick(MEMORY_TAGS)}${ageIdentifier(year, month)}${letters()}${letters()}${letters()}`;
}

function classFor(rng: Rng, index: number): AdvertClassification {
  // Every class appears in any stock of at least four vehicles; then mostly used.
  const fixed: AdvertClassification[] = ['USED', 'NEW', 'OFFER', 'MOTABILITY'];
  if (index < fixed.length) return fixed[index] as AdvertClassification;
  const r = rng.next();
  return r < 0.7 ? 'USED' : r < 0.82 ? 'NEW' : r < 0.92 ? 'OFFER' : 'MOTABILITY';
}

function reservationFor(rng: Rng, index: number): ReservationStatus {
  const fixed: ReservationStatus[] = ['Available', 'Reserved', 'On Order', null];
  if (index >= 4 && index < 8) return fixed[index - 4] as ReservationStatus;
  const r = rng.next();
  return r < 0.84 ? 'Available' : r < 0.93 ? 'Reserved' : r < 0.98 ? 'On Order' : null;
}

function technicalData(
  rng: Rng,
  fuel: string,
  mpg: number | null,
  evRange: number | null,
  spelling: number,
) {
  const data: Record<string, unknown> = {
    engine_size:
      fuel === 'Electric' ? null : rng.pick([999, 1199, 1498, 1598, 1968, 1995, 2487, 2993]),
    bhp: rng.int(70, 420),
    co2: fuel === 'Electric' ? 0 : rng.int(85, 210),
    insurance_group: `${rng.int(2, 45)}E`,
    top_speed: rng.int(100, 162),
    zero_to_sixty: Math.round(rng.int(35, 140)) / 10,
  };
  // The same facts arrive under several key spellings in real feeds; keep them all in play.
  if (mpg !== null) data[['mpg', 'MPG', 'combined_mpg'][spelling % 3] as string] = mpg;
  if (evRange !== null)
    data[['battery_range', 'ev_range', 'electric_range'][spelling % 3] as string] = evRange;
  return data;
}

function media(rng: Rng, stockId: number, used: boolean): MediaItem[] {
  const count = rng.int(4, 8);
  const withHotspots = used && rng.chance(0.3);
  return Array.from({ length: count }, (_, i) => ({
    url: mediaUrl(stockId, i, 'url'),
    medium: mediaUrl(stockId, i, 'medium'),
    large: mediaUrl(stockId, i, 'large'),
    hotspots:
      withHotspots && i >= 2 && i <= 3
        ? [
            {
              x: rng.int(10, 90),
              y: rng.int(20, 80),
              title: rng.pick(['Stone chip', 'Light scratch', 'Kerbed alloy', 'Small dent']),
              description: rng.pick([
                'Minor, in line with age and mileage.',
                'Visible on close inspection only.',
                'Cosmetic; does not affect use.',
              ]),
            },
          ]
        : [],
  }));
}

function priceFor(
  rng: Rng,
  range: CatalogueRange,
  age: number,
  mileage: number,
  cls: AdvertClassification,
): number {
  if (cls !== 'USED')
    return Math.round((range.newPrice * (cls === 'OFFER' ? 0.92 : 1)) / 5) * 5 - 5;
  const value =
    range.newPrice * 0.82 * 0.86 ** Math.max(0, age - 1) - mileage * 0.02 + rng.int(-900, 900);
  const pounds = Math.min(95000, Math.max(900, Math.round(value / 10) * 10 - 5));
  return pounds;
}

/** Builds `count` demo vehicles (default 320) from the catalogue with a fixed seed. */
export function demoVehicles(count = 320, seed = 20261125): VehicleRecord[] {
  const rng = createRng(seed);
  const vehicles: VehicleRecord[] = [];
  const usedPlates = new Set<string>();
  for (let index = 0; index < count; index++) {
    const stockId = FIRST_STOCK_ID + index;
    // Force vans into the first few so any stock has one.
    const range =
      index === 8
        ? (CATALOGUE.find((r) => r.body === 'Panel Van') as CatalogueRange)
        : rng.pick(CATALOGUE);
    const variant = rng.pick(range.derivatives);
    const cls = range.body === 'Panel Van' && index % 5 === 4 ? 'USED' : classFor(rng, index);
    const isNew = cls !== 'USED';
    // Old bangers at the start of the range so prices under £1,500 and vehicles over 15 years old exist.
    const year = isNew
      ? rng.pick([2025, 2026])
      : index % 37 === 11
        ? rng.int(2010, 2012)
        : rng.int(2010, 2025);
    const month = isNew ? rng.int(1, 10) : rng.int(1, 12);
    const age = SEED_YEAR - year;
    const mileage = isNew
      ? rng.int(5, 150)
      : Math.max(1200, Math.round((age * rng.int(5000, 12000)) / 100) * 100);
    let vrm = plate(rng, year, month);
    while (usedPlates.has(vrm)) vrm = plate(rng, year, month);
    usedPlates.add(vrm);
    const price = priceFor(rng, range, age, mileage, cls) * 100;
    const isVan = range.body === 'Panel Van';
    const fuel = variant.fuel;
    const colour = rng.pick(COLOURS).name;
    const evRange = fuel === 'Electric' ? rng.int(150, 360) : null;
    const mpg = fuel === 'Electric' ? null : Math.round(rng.int(320, 720) / 10);
    const reservation = reservationFor(rng, index);
    const site = index === 9 ? SITES[3] : rng.chance(0.12) ? SITES[3] : rng.pick(SITES.slice(0, 3));
    const location = index === 10 || rng.chance(0.08) ? 'ROCKINGHAM' : site.city_town.toUpperCase();
    const ulezCompliant: 0 | 1 = fuel === 'Diesel' && year < 2016 ? 0 : 1;
    const extras = rng.chance(0.35)
      ? [rng.pick(EXTRAS), rng.pick(EXTRAS)].filter((e, i, all) => all.indexOf(e) === i)
      : [];
    const name = `${range.make} ${range.range} ${variant.derivative}`;
    const inPriceLabelRange = price >= 150000 && price <= 7000000 && age <= 15;
    const keepers = isNew ? 0 : Math.min(6, Math.floor(age / 3) + rng.int(0, 1));
    const motDue = !isNew && age >= 3;
    const lastTest = `${SEED_YEAR - 1}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const spelling = rng.int(0, 2);
    const evSpelling = rng.int(0, 2);
    const body = range.body;
    const seats = isVan ? 3 : body === 'Coupe' ? 4 : rng.chance(0.1) ? 7 : 5;
    const doors = isVan ? 4 : body === 'Coupe' ? 2 : body === 'Saloon' ? 4 : 5;
    const motability = cls === 'MOTABILITY';
    const offer = cls === 'OFFER';
    vehicles.push({
      stock_id: stockId,
      slug: slugify(`${range.make} ${range.range} ${variant.derivative} ${stockId}`),
      name,
      make: range.make,
      range: range.range,
      model: range.range,
      derivative: variant.derivative,
      vrm,
      formatted_plate: `${vrm.slice(0, 4)} ${vrm.slice(4)}`,
      year,
      first_registration_date: `${year}-${String(month).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      price,
      list_price: null,
      price_excluding_vat: isVan ? Math.round(price / 1.2) : null,
      recommended_retail_price: isNew ? Math.round((price * (offer ? 1.09 : 1)) / 100) * 100 : null,
      admin_fee: motability ? 0 : 14900,
      vat_scheme: isVan ? 'Commercial' : isNew ? 'VAT Qualifying' : 'Marginal',
      advert_classification: cls,
      advert_type: offer ? 'OFFER_VEHICLE' : null,
      allowance_type: motability ? 'PIP' : null,
      category: isVan ? 'vans' : 'cars',
      fuel_type: fuel,
      fuel_type_slug: slugify(fuel),
      body_type: body,
      body_type_slug: slugify(body),
      transmission: variant.transmission,
      odometer_value: mileage,
      odometer_units: 'miles',
      colour,
      doors,
      seats,
      mpg,
      ulez: ulezCompliant ? 'ULEZ Compliant' : 'Not ULEZ Compliant',
      ulez_compliant: ulezCompliant,
      price_indicator:
        cls === 'USED' && inPriceLabelRange
          ? rng.pick(['GREAT', 'GOOD', 'GOOD', 'FAIR', 'FAIR', 'HIGH', 'LOWER'])
          : 'NOANALYSIS',
      attention_grabber: truthfulGrabber(
        rng.pick([
          'Low mileage',
          'Full service history',
          'One owner from new',
          'Great spec',
          'Nearly new',
          'Finance available',
          'ULEZ compliant',
          'Must be seen',
        ]),
        { keepers, mileage, ulezCompliant: ulezCompliant === 1, isNew },
      ),
      description: `<p>This ${colour.toLowerCase()} ${range.make} ${range.range} ${variant.derivative} comes with ${mileage.toLocaleString('en-GB')} miles on the clock${keepers ? ` and ${keepers} previous keeper${keepers > 1 ? 's' : ''}` : ''}.</p><ul>${[...new Set([rng.pick(FEATURES), rng.pick(FEATURES), rng.pick(FEATURES)])].map((f) => `<li>${f}</li>`).join('')}</ul><p><strong>Every vehicle is HPI checked</strong> and prepared in our own workshop.</p>`,
      contents: [
        {
          highlighted_features: [
            ...new Set([rng.pick(FEATURES), rng.pick(FEATURES), rng.pick(FEATURES)]),
          ],
        },
        { rules: { age: 15, make: range.make } },
        {
          main_content: offer
            ? `<p>Save £${Math.round((price * 0.09) / 100).toLocaleString('en-GB')} on the ${range.range} this month.</p>`
            : '',
        },
      ],
      media_urls: media(rng, stockId, !isNew),
      videos: rng.chance(0.2) ? [{ url: `https://www.youtube.com/embed/${slugify(vrm)}` }] : [],
      tags: offer && rng.chance(0.5) ? ['interest-free'] : [],
      site: { ...site },
      location: { name: location },
      company: { telephone: rng.chance(0.9) ? '01604 123456' : null },
      reservation_status: reservation,
      reserved: reservation === 'Reserved',
      reserved_at:
        reservation === 'Reserved'
          ? `${SEED_YEAR}-11-${String(rng.int(1, 24)).padStart(2, '0')}T10:00:00.000Z`
          : null,
      additional_features: extras.map((e) => ({ name: e.name, price: e.price * 100 })),
      technical_data: technicalData(rng, fuel, mpg, evRange, spelling),
      technical_spec: {
        fuel_type: fuel,
        transmission: variant.transmission,
        doors,
        seats,
        ...(mpg !== null && spelling === 0 ? { 'Fuel Consumption Combined': `${mpg} mpg` } : {}),
      },
      ev_data: evRange !== null && evSpelling === 0 ? { range_miles: evRange } : null,
      range_wltp: evRange !== null && evSpelling === 1 ? evRange : null,
      electric_data: evRange !== null && evSpelling === 2 ? { mileage_range: evRange } : null,
      previous_keepers: isNew ? 0 : keepers,
      date_mot_expires: motDue ? `${SEED_YEAR}-${lastTest.slice(5)}` : null,
      mot_history: motDue
        ? {
            last_test_date: lastTest,
            last_test_expiry_date: `${SEED_YEAR}-${lastTest.slice(5)}`,
            last_test_status: rng.chance(0.9) ? 'PASSED' : 'FAILED',
          }
        : null,
      service_history: isNew
        ? []
        : Array.from({ length: Math.min(age, rng.int(1, 6)) }, (_, i) => ({
            date: `${year + i + 1}-${String(month).padStart(2, '0')}-15`,
            mileage: Math.round((mileage * (i + 1)) / (age + 1)),
          })),
      turntable: rng.chance(0.25),
    });
  }
  return vehicles;
}

/** An attention grabber must never contradict the vehicle's own facts (owners, mileage, ULEZ). */
function truthfulGrabber(
  picked: string,
  facts: { keepers: number; mileage: number; ulezCompliant: boolean; isNew: boolean },
): string {
  const contradicts =
    (picked === 'One owner from new' && facts.keepers > 0) ||
    (picked === 'Low mileage' && facts.mileage > 30_000) ||
    (picked === 'Nearly new' && !facts.isNew && facts.mileage > 10_000) ||
    (picked === 'ULEZ compliant' && !facts.ulezCompliant);
  return contradicts ? 'Great spec' : picked;
}
