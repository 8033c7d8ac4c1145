import { formatPounds, fromPounds } from '../money/index.ts';
import { formatNumber } from '../text/numbers.ts';
import { depositPounds, normaliseQuoteSettings } from './quoteSettings.ts';
import type { DealVehicle, QuoteSettings } from './dealTypes.ts';

/** What a deposit is worked out from: the vehicle's price, price excluding VAT and VAT scheme. */
export type DepositPricing = Pick<DealVehicle, 'price' | 'price_excluding_vat' | 'vat_scheme'>;

/** The most decimal places a percentage deposit is given to (enough for a penny of £1,000,000). */
const MAX_PERCENT_DECIMALS = 6;

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * The same deposit in the other unit, for the deposit box's £ / % toggle: the deposit the
 * settings ask for (as the API prices it: core's `depositPounds`, the Commercial floor applied)
 * in pounds to the penny, or as a percentage with as few decimal places (at most 6) as give that
 * deposit to the penny again (£2,000 of £14,395 is 13.8937%). So a toggle never changes the
 * deposit, the monthly figure or the representative example, and toggling back gives the
 * deposit in its first unit. One exception, the rule of spec 5: on the Commercial VAT scheme a
 * percentage under 20 is raised to 20 (of the price excluding VAT), so a smaller deposit in pounds
 * becomes that 20%; and as a percentage under 50 is of the price excluding VAT there but 50 or more
 * of the price, a deposit between the two has no percentage: the nearest one is given.
 * @example depositInUnit({ price: 14395 }, { ...settings, depositType: 'percent', deposit: 10 }, 'amount').deposit // 1439.5
 * @example depositInUnit({ price: 14395 }, { ...settings, depositType: 'amount', deposit: 2000 }, 'percent').deposit // 13.8937
 */
export function depositInUnit(
  vehicle: DepositPricing,
  settings: QuoteSettings,
  unit: QuoteSettings['depositType'],
): QuoteSettings {
  const pounds = depositPounds(vehicle, normaliseQuoteSettings(vehicle, settings));
  if (unit === 'amount') return { ...settings, depositType: 'amount', deposit: pounds };
  if (settings.depositType === 'percent') return settings;
  const wanted = fromPounds(pounds);
  const asPercent = (deposit: number): QuoteSettings =>
    normaliseQuoteSettings(vehicle, { ...settings, depositType: 'percent', deposit });
  const pence = (deposit: number) => fromPounds(depositPounds(vehicle, asPercent(deposit)));
  // A percentage under 50 is of the price excluding VAT on the Commercial scheme, else of the price.
  const bases = (
    vehicle.vat_scheme === 'Commercial'
      ? [vehicle.price_excluding_vat ?? vehicle.price, vehicle.price]
      : [vehicle.price]
  ).filter((base) => base > 0);
  const exact = bases.map((base) => Math.min(100, (pounds / base) * 100));
  let closest = asPercent(roundTo(exact[exact.length - 1] ?? 0, MAX_PERCENT_DECIMALS));
  for (let decimals = 0; decimals <= MAX_PERCENT_DECIMALS; decimals += 1) {
    for (const percent of exact) {
      const candidate = roundTo(percent, decimals);
      const off = Math.abs(pence(candidate) - wanted);
      if (off === 0) return asPercent(candidate);
      if (off < Math.abs(pence(closest.deposit) - wanted)) closest = asPercent(candidate);
    }
  }
  return closest;
}

/**
 * Why the deposit typed cannot be quoted, or null when it can: a deposit is never negative and
 * never more than the car's price (more than 100 percent of it). Such a deposit changes nothing;
 * the message is shown at the deposit box.
 * @example depositProblem({ price: 14395 }, { ...settings, depositType: 'amount', deposit: 999999999 })
 * // 'A deposit of £999,999,999 is more than the price of this car (£14,395). Please enter a smaller deposit.'
 */
export function depositProblem(vehicle: DepositPricing, settings: QuoteSettings): string | null {
  const { deposit, depositType } = settings;
  const percent = depositType === 'percent';
  if (!Number.isFinite(deposit)) return 'Please enter the deposit as a number.';
  if (deposit < 0) return `The deposit cannot be less than ${percent ? '0%' : '£0'}.`;
  const above = percent ? deposit > 100 : fromPounds(deposit) > fromPounds(vehicle.price);
  if (!above) return null;
  const typed = percent
    ? `${formatNumber(deposit, { maximumFractionDigits: 6 })}%`
    : formatPounds(deposit);
  return `A deposit of ${typed} is more than the price of this car (${formatPounds(vehicle.price)}). Please enter a smaller deposit.`;
}
