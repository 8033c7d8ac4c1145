import { formatPounds, fromPounds } from '../money/index.ts';
import { formatNumber } from '../text/numbers.ts';
import { COMMERCIAL_MIN_DEPOSIT_PERCENT, DEPOSIT_PERCENT_LIMIT } from '../deal/index.ts';
import { depositPounds, normaliseQuoteSettings, queryDepositProblem } from './quoteSettings.ts';
import type { DealVehicle, QuoteSettings } from './dealTypes.ts';

/** What a deposit is worked out from: the vehicle's price, price excluding VAT and VAT scheme. */
export type DepositPricing = Pick<DealVehicle, 'price' | 'price_excluding_vat' | 'vat_scheme'>;

/** The most decimal places a percentage deposit is given to (enough for a penny of £1,000,000). */
const MAX_PERCENT_DECIMALS = 6;

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** A deposit switched to the other unit: the same deposit, or why it has no figure in that unit. */
export type DepositSwitch =
  | { readonly ok: true; readonly settings: QuoteSettings }
  | { readonly ok: false; readonly problem: string };

/**
 * What a percentage in the deposit box is of, where that is not simply the price: on the
 * Commercial VAT scheme under 50% it is of the price excluding VAT (raised to at least 20%), and
 * from 50% of the full price (`depositPounds`). The box says so beside it; none for other cars.
 * @example depositPercentNote({ price: 7895, price_excluding_vat: 6579.17, vat_scheme: 'Commercial' }) // 'Under 50%, of the price excluding VAT (£6,579.17), at least 20%. From 50%, of the full price (£7,895).'
 */
export function depositPercentNote(vehicle: DepositPricing): string | null {
  if (vehicle.vat_scheme !== 'Commercial') return null;
  const exVat = vehicle.price_excluding_vat ?? vehicle.price;
  const limit = DEPOSIT_PERCENT_LIMIT;
  return `Under ${limit}%, of the price excluding VAT (${formatPounds(exVat)}), at least ${COMMERCIAL_MIN_DEPOSIT_PERCENT}%. From ${limit}%, of the full price (${formatPounds(vehicle.price)}).`;
}

/** Why a deposit in pounds has no percentage giving it to the penny (see `depositInUnit`). */
function noPercentage(vehicle: DepositPricing, pounds: number): string {
  const typed = `A deposit of ${formatPounds(pounds)}`;
  const stays = 'Your deposit stays in pounds.';
  if (vehicle.vat_scheme !== 'Commercial')
    return `${typed} cannot be shown exactly as a percentage of this vehicle’s price. ${stays}`;
  const exVat = vehicle.price_excluding_vat ?? vehicle.price;
  const floor = depositPounds(vehicle, {
    financeType: 'PCP',
    depositType: 'percent',
    deposit: COMMERCIAL_MIN_DEPOSIT_PERCENT,
    term: 0,
    mileage: 0,
  });
  if (fromPounds(pounds) < fromPounds(floor))
    return `${typed} cannot be shown as a percentage on this vehicle: a percentage deposit is at least ${COMMERCIAL_MIN_DEPOSIT_PERCENT}% of the price excluding VAT (${formatPounds(floor)}). ${stays}`;
  const limit = DEPOSIT_PERCENT_LIMIT;
  return `${typed} cannot be shown as a percentage on this vehicle: under ${limit}% a percentage is of the price excluding VAT (${formatPounds(exVat)}), from ${limit}% of the full price (${formatPounds(vehicle.price)}), and no percentage gives exactly ${formatPounds(pounds)}. ${stays}`;
}

/**
 * The same deposit in the other unit, for the deposit box's £ / % switch: the deposit the
 * settings ask for (as the API prices it: core's `depositPounds`, the Commercial floor applied)
 * in pounds to the penny, or as a percentage with as few decimal places (at most 6) as give that
 * deposit to the penny again (£2,000 of £14,395 is 13.8937%). So a switch never changes the
 * deposit, the monthly figure or the representative example, and switching back gives the
 * deposit in its first unit. Where the deposit has no figure in the other unit the switch is
 * refused, saying why (decision 0101): on the Commercial VAT scheme a percentage under 20 is
 * raised to 20 of the price excluding VAT, and a percentage under 50 is of the price excluding
 * VAT but 50 or more of the price, so a deposit under that floor, or between the two halves, has
 * no percentage; and a percentage worth £0.01 to £49.99 has no amount the deposit box takes
 * (`queryDepositProblem`).
 * @example depositInUnit({ price: 14395 }, { ...settings, depositType: 'percent', deposit: 10 }, 'amount') // { ok: true, settings: { ...settings, depositType: 'amount', deposit: 1439.5 } }
 * @example depositInUnit({ price: 14395 }, { ...settings, depositType: 'amount', deposit: 2000 }, 'percent') // { ok: true, settings: { ...settings, depositType: 'percent', deposit: 13.8937 } }
 */
export function depositInUnit(
  vehicle: DepositPricing,
  settings: QuoteSettings,
  unit: QuoteSettings['depositType'],
): DepositSwitch {
  if (settings.depositType === unit) return { ok: true, settings };
  const pounds = depositPounds(vehicle, normaliseQuoteSettings(vehicle, settings));
  if (unit === 'amount') {
    const problem = queryDepositProblem(pounds);
    return problem
      ? {
          ok: false,
          problem: `A deposit of ${formatNumber(settings.deposit, { maximumFractionDigits: 6 })}% is ${formatPounds(pounds, { pence: 'always' })}. ${problem} Your deposit stays as a percentage.`,
        }
      : { ok: true, settings: { ...settings, depositType: 'amount', deposit: pounds } };
  }
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
  for (let decimals = 0; decimals <= MAX_PERCENT_DECIMALS; decimals += 1) {
    for (const percent of exact) {
      const candidate = roundTo(percent, decimals);
      if (pence(candidate) === wanted) return { ok: true, settings: asPercent(candidate) };
    }
  }
  return { ok: false, problem: noPercentage(vehicle, pounds) };
}

/**
 * Why the deposit typed cannot be quoted, or null when it can: a deposit is never negative and
 * never more than the car's price (more than 100 percent of it), and one in pounds is £0 or at
 * least £50 (`queryDepositProblem`: the rule the widget and the budget search apply too). Such a
 * deposit changes nothing; the message is shown at the deposit box.
 * @example depositProblem({ price: 14395 }, { ...settings, depositType: 'amount', deposit: 999999999 })
 * // 'A deposit of £999,999,999 is more than the price of this car (£14,395). Please enter a smaller deposit.'
 */
export function depositProblem(vehicle: DepositPricing, settings: QuoteSettings): string | null {
  const { deposit, depositType } = settings;
  const percent = depositType === 'percent';
  if (!Number.isFinite(deposit)) return 'Please enter the deposit as a number.';
  if (deposit < 0) return `The deposit cannot be less than ${percent ? '0%' : '£0'}.`;
  const above = percent ? deposit > 100 : fromPounds(deposit) > fromPounds(vehicle.price);
  if (!above) return percent ? null : queryDepositProblem(deposit);
  const typed = percent
    ? `${formatNumber(deposit, { maximumFractionDigits: 6 })}%`
    : formatPounds(deposit);
  return `A deposit of ${typed} is more than the price of this car (${formatPounds(vehicle.price)}). Please enter a smaller deposit.`;
}
