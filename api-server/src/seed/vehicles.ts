import { ownersText, previousOwners } from '@showroom/core';
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
  type CatalogueDerivative,
  type CatalogueRange,
} from './catalogue.ts';
import { DEMO_BRANCHES } from './branches.ts';
import { vehicleName, vehicleSlug } from '../vehicles/naming.ts';
import { createRng, slugify, type Rng } from './prng.ts';

export const FIRST_STOCK_ID = 100001;
export const SEED_YEAR = 2026;

/** The retailer's own line on its vehicles (`company.telephone`): its first branch's. */
const RETAILER_TELEPHONE = DEMO_BRANCHES[0]!.telephone;

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

/** Engine sizes in cc of the litre figures the catalogue's names use (a 2.0 diesel is 1,968 cc). */
const ENGINE_CC: Readonly<Record<string, number>> = {
  '1.0': 999,
  '1.2': 1199,
  '1.25': 1242,
  '1.3': 1332,
  '1.33': 1329,
  '1.4': 1395,
  '1.5': 1498,
  '1.6': 1598,
  '1.8': 1798,
  '2.0': 1968,
  '2.2': 2179,
  '2.3': 2261,
  '2.5': 2487,
  '3.0': 2993,
};

/**
 * The engine size a derivative's name states ('1.2 PureTech Allure' is 1,199 cc), or null when
 * the name states none.
 */
export function engineSizeOfName(derivative: string): number | null {
  const litres = /^(\d\.\d{1,2})\b/.exec(derivative)?.[1];
  if (!litres) return null;
  return ENGINE_CC[litres] ?? Math.round(Number(litres) * 1000) - 1;
}

function technicalData(
  rng: Rng,
  fuel: string,
  mpg: number | null,
  evRange: number | null,
  spelling: number,
  derivative: string,
) {
  // Drawn (not for an electric car) whatever the name says, so every later draw, and so every
  // other fact of the demo stock, stays as it was.
  const drawn =
    fuel === 'Electric' ? null : rng.pick([999, 1199, 1498, 1598, 1968, 1995, 2487, 2993]);
  const data: Record<string, unknown> = {
    // The name's engine size where it states one: a Peugeot 208 1.2 is never 2,993 cc.
    engine_size: drawn === null ? null : (engineSizeOfName(derivative) ?? drawn),
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

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
/** The day the demo stock describes (its ages and mileages are as of then). */
export const SEED_DATE = Date.UTC(SEED_YEAR, 10, 26);

/** Years a car first registered in that month has been on the road at the seed date (at least 0.1). */
export function yearsOnRoad(year: number, month: number): number {
  return Math.max(0.1, (SEED_DATE - Date.UTC(year, month - 1, 15)) / YEAR_MS);
}

/** Average miles a year of the demo stock (UK cars average 7,000–8,000). */
export const AVERAGE_ANNUAL_MILES = 7500;

/**
 * What a used car of this new price, age (years since first registration) and mileage is worth at
 * retail: about 85% of new at the forecourt, then 15% a year off the value for ten years (about
 * half at three years, a quarter at eight) and 8% a year after that, and 0.6% more or less for
 * each 1,000 miles below or above the average for its age (at most 25% either way).
 */
export function depreciatedValue(newPrice: number, ageYears: number, mileage: number): number {
  const byAge =
    newPrice * 0.85 * 0.85 ** Math.min(ageYears, 10) * 0.92 ** Math.max(0, ageYears - 10);
  const milesOver = mileage - AVERAGE_ANNUAL_MILES * ageYears;
  const byMileage = Math.min(0.25, Math.max(-0.25, (-0.006 * milesOver) / 1000));
  return byAge * (1 + byMileage);
}

/** A retail price ending in 95 (£12,495; £895 under £1,000). */
function retailPrice(pounds: number): number {
  return pounds >= 1000 ? Math.round(pounds / 100) * 100 - 5 : Math.round(pounds / 50) * 50 - 5;
}

function priceFor(
  rng: Rng,
  variant: CatalogueDerivative,
  ageYears: number,
  mileage: number,
  cls: AdvertClassification,
): number {
  if (cls === 'OFFER') return retailPrice(variant.newPrice * 0.92);
  if (cls !== 'USED') return variant.newPrice;
  // Condition, colour and spec move a car a few percent either side of the curve.
  const spread = 1 + rng.int(-40, 40) / 1000;
  return retailPrice(depreciatedValue(variant.newPrice, ageYears, mileage) * spread);
}

const OLDEST_YEAR = 2010;
const onSaleIn = (variant: CatalogueDerivative, year: number) =>
  variant.from <= year && (variant.to ?? SEED_YEAR) >= year;
const onSaleNew = (variant: CatalogueDerivative) => variant.to === null;

/** A range and derivative for the class: new stock only of derivatives still on sale. */
function pickModel(
  rng: Rng,
  index: number,
  isNew: boolean,
  old: boolean,
): { range: CatalogueRange; variant: CatalogueDerivative } {
  // Force vans into the first few so any stock has one.
  const ranges =
    index === 8
      ? CATALOGUE.filter((r) => r.body === 'Panel Van')
      : CATALOGUE.filter((r) =>
          r.derivatives.some((v) => (isNew ? onSaleNew(v) : !old || v.from <= OLDEST_YEAR + 2)),
        );
  const range = rng.pick(ranges);
  const variants = range.derivatives.filter((v) =>
    isNew ? onSaleNew(v) : !old || v.from <= OLDEST_YEAR + 2,
  );
  return { range, variant: rng.pick(variants.length ? variants : range.derivatives) };
}

/** Builds `count` demo vehicles (default 320) from the catalogue with a fixed seed. */
export function demoVehicles(
  count = 320,
  seed = 20261125,
  now: Date = new Date(SEED_DATE),
): VehicleRecord[] {
  const rng = createRng(seed);
  // One old car's MOT has run out (deliberately: the page says so); every other is current.
  let lapsedGiven = false;
  const vehicles: VehicleRecord[] = [];
  const usedPlates = new Set<string>();
  for (let index = 0; index < count; index++) {
    const stockId = FIRST_STOCK_ID + index;
    const drawn = classFor(rng, index);
    // Old bangers now and then, so prices under £1,500 and vehicles over 15 years old exist.
    const old = drawn === 'USED' && index % 37 === 11;
    const { range, variant } = pickModel(rng, index, drawn !== 'USED', old);
    // A van of a range no longer sold new, or every fifth van, is used stock.
    const cls =
      range.body === 'Panel Van' && (index % 5 === 4 || !range.derivatives.some(onSaleNew))
        ? 'USED'
        : drawn;
    const isNew = cls !== 'USED';
    // Registered while the derivative was on sale new: never before its model existed.
    const first = Math.max(OLDEST_YEAR, variant.from);
    const last = Math.min(SEED_YEAR - 1, variant.to ?? SEED_YEAR - 1);
    const year = isNew
      ? rng.pick([SEED_YEAR - 1, SEED_YEAR].filter((y) => onSaleIn(variant, y)))
      : old
        ? rng.int(first, Math.min(last, OLDEST_YEAR + 2))
        : rng.int(first, last);
    const month = isNew ? rng.int(1, 10) : rng.int(1, 12);
    const age = SEED_YEAR - year;
    // A mileage plausible for its years on the road: 4,500 to 11,500 miles a year.
    const onRoad = yearsOnRoad(year, month);
    const mileage = isNew
      ? rng.int(5, 150)
      : Math.max(300, Math.round((onRoad * rng.int(4500, 11500)) / 100) * 100);
    let vrm = plate(rng, year, month);
    while (usedPlates.has(vrm)) vrm = plate(rng, year, month);
    usedPlates.add(vrm);
    const price = priceFor(rng, variant, onRoad, mileage, cls) * 100;
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
    const name = vehicleName({ ...range, derivative: variant.derivative });
    const inPriceLabelRange = price >= 150000 && price <= 7000000 && age <= 15;
    const keepers = isNew ? 0 : Math.min(6, Math.floor(age / 3) + rng.int(0, 1));
    const motDue = !isNew && age >= 3;
    // How long before the seed runs the last MOT was, in days (1 to 336).
    const testedDaysAgo = (rng.int(1, 12) - 1) * 28 + rng.int(1, 28);
    const spelling = rng.int(0, 2);
    const evSpelling = rng.int(0, 2);
    const body = range.body;
    const seats = isVan ? 3 : body === 'Coupe' ? 4 : rng.chance(0.1) ? 7 : 5;
    const doors = isVan ? 4 : body === 'Coupe' ? 2 : body === 'Saloon' ? 4 : 5;
    const motability = cls === 'MOTABILITY';
    const offer = cls === 'OFFER';
    const reduced = cls === 'USED' && index % 23 === 7;
    const vehicle: Omit<VehicleRecord, 'mot_history'> & {
      mot_history: { last_test_status: string } | null;
    } = {
      stock_id: stockId,
      slug: vehicleSlug({ ...range, derivative: variant.derivative, stock_id: stockId }),
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
      // Now and then a used car reduced by about 5%: its earlier price is shown as "Was".
      list_price: reduced ? price + Math.max(10000, Math.round(price / 2000) * 100) : null,
      price_excluding_vat: isVan ? Math.round(price / 1.2) : null,
      recommended_retail_price: isNew ? variant.newPrice * 100 : null,
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
      description: `<p>This ${colour.toLowerCase()} ${range.make} ${range.range} ${variant.derivative} comes with ${mileage.toLocaleString('en-GB')} miles on the clock${isNew ? '' : ` and has had ${ownersText(previousOwners({ previous_keepers: keepers })!)}`}.</p><ul>${[...new Set([rng.pick(FEATURES), rng.pick(FEATURES), rng.pick(FEATURES)])].map((f) => `<li>${f}</li>`).join('')}</ul><p><strong>Every vehicle is HPI checked</strong> and prepared in our own workshop.</p>`,
      contents: [
        {
          highlighted_features: [
            ...new Set([rng.pick(FEATURES), rng.pick(FEATURES), rng.pick(FEATURES)]),
          ],
        },
        { rules: { age: 15, make: range.make } },
        {
          main_content: offer
            ? `<p>Save £${(variant.newPrice - price / 100).toLocaleString('en-GB')} on the ${range.range} this month.</p>`
            : '',
        },
      ],
      media_urls: media(rng, stockId, !isNew),
      videos: rng.chance(0.2) ? [{ url: `https://www.youtube.com/embed/${slugify(vrm)}` }] : [],
      // 'interest-free' is set by the seed from the rate table's offers, never drawn at random.
      tags: [],
      site: { ...site },
      location: { name: location },
      company: { telephone: rng.chance(0.9) ? RETAILER_TELEPHONE : null },
      reservation_status: reservation,
      reserved: reservation === 'Reserved',
      reserved_at:
        reservation === 'Reserved'
          ? `${SEED_YEAR}-11-${String(rng.int(1, 24)).padStart(2, '0')}T10:00:00.000Z`
          : null,
      additional_features: extras.map((e) => ({ name: e.name, price: e.price * 100 })),
      technical_data: technicalData(rng, fuel, mpg, evRange, spelling, variant.derivative),
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
      // Dated below, from the day the seed runs.
      date_mot_expires: null,
      mot_history: motDue ? { last_test_status: rng.chance(0.9) ? 'PASSED' : 'FAILED' } : null,
      service_history: isNew
        ? []
        : Array.from({ length: Math.min(age, rng.int(1, 6)) }, (_, i) => ({
            date: `${year + i + 1}-${String(month).padStart(2, '0')}-15`,
            mileage: Math.round((mileage * (i + 1)) / (age + 1)),
          })),
      turntable: rng.chance(0.25),
    };
    const lapsed: boolean = old && motDue && !lapsedGiven;
    const mot: { tested: string; expires: string } | null = motDue
      ? motDates(vehicle.first_registration_date, now, testedDaysAgo, lapsed)
      : null;
    lapsedGiven ||= lapsed && mot !== null;
    vehicles.push({
      ...vehicle,
      date_mot_expires: mot?.expires ?? null,
      mot_history:
        mot && vehicle.mot_history
          ? {
              last_test_date: mot.tested,
              last_test_expiry_date: mot.expires,
              last_test_status: vehicle.mot_history.last_test_status,
            }
          : null,
    });
  }
  return vehicles;
}

const DAY_MS = 24 * 3600 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The same day `years` later (29 February becomes 1 March in a year without one). */
function addYears(ms: number, years: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate());
}

/**
 * An MOT as of the day the seed runs: last tested `daysAgo` days before it, never before the month
 * ahead of the car's third anniversary (its first MOT), the certificate running a year less a day.
 * A lapsed one was tested a year and three weeks ago, so it ran out a few weeks back. Null when the
 * car is not yet three years old on that day.
 */
function motDates(
  firstRegistration: string,
  now: Date,
  daysAgo: number,
  lapsed: boolean,
): { tested: string; expires: string } | null {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDue = addYears(Date.parse(firstRegistration), 3) - 30 * DAY_MS;
  if (firstDue > today) return null;
  const tested = lapsed
    ? addYears(today, -1) - 21 * DAY_MS
    : Math.max(today - daysAgo * DAY_MS, firstDue);
  return { tested: isoDay(tested), expires: isoDay(addYears(tested, 1) - DAY_MS) };
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
