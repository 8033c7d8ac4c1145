import { formatUkDateTime } from '../forms/testDrive.ts';
import { message, type TenantConfig } from '../tenant/index.ts';

// How long a paid reservation holds the car (docs/decisions/0404): a whole number of hours from the
// payment, the retailer's `reservation_form.hold_hours`; 72 when the platform names none.

/** The hold the reference API gives a paid reservation when the retailer names none. */
export const DEFAULT_RESERVATION_HOLD_HOURS = 72;

/** The longest hold a retailer may set (90 days): a reservation is not an open-ended option. */
export const MAX_RESERVATION_HOLD_HOURS = 2160;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Until when a reservation paid at `reservedAt` holds the car: `holdHours` hours of real time
 * later (ISO, UTC). Throws on a hold that is not a whole number of hours from 1 to 2,160, or an
 * unreadable time: both are the platform's configuration errors, never a shopper's.
 * @example reservationHeldUntil('2026-11-25T12:00:00.000Z', 72) // '2026-11-28T12:00:00.000Z'
 */
export function reservationHeldUntil(reservedAt: string, holdHours: number): string {
  if (!Number.isInteger(holdHours) || holdHours < 1 || holdHours > MAX_RESERVATION_HOLD_HOURS)
    throw new RangeError(
      `The reservation's hold hours must be a whole number from 1 to 2,160, not ${holdHours}.`,
    );
  const at = Date.parse(reservedAt);
  if (Number.isNaN(at))
    throw new RangeError(`The reservation's reserved at "${reservedAt}" is not a time.`);
  return new Date(at + holdHours * HOUR_MS).toISOString();
}

/**
 * Until when the car is held, said to the shopper (the reservation's confirmation): 'We hold it
 * for you until Wednesday 2 December 2026 at 17:00.' in UK time; null when the order names no
 * end (or an unreadable one).
 * @example reservationHeldText('2026-12-02T17:00:00.000Z') // 'We hold it for you until Wednesday 2 December 2026 at 17:00.'
 */
export function reservationHeldText(
  reservedUntil: string | null | undefined,
  tenant?: Pick<TenantConfig, 'messages'>,
): string | null {
  const until = reservedUntil ? formatUkDateTime(reservedUntil) : null;
  return until ? message('reservationHeldUntil', { until }, tenant) : null;
}
