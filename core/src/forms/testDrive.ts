import { message, type TenantConfig } from '../tenant/index.ts';
import { MONTHS } from '../text/numbers.ts';

/**
 * Test drives: the slots a branch can offer and the check of a requested one, at a moment the
 * caller gives (core never reads the clock). Dates are `YYYY-MM-DD` and times `HH:MM`, both as a
 * clock at the branch reads them (the UK: {@link ukWallClock}).
 */

/** A branch's week as the API sends it (contract Branch.opening_hours). */
export type OpeningHours = readonly {
  /** The days in words ('Monday to Friday'). */
  readonly days?: string;
  /** The ISO weekdays the row is for: 1 is Monday, 7 is Sunday. */
  readonly weekdays: readonly number[];
  /** `HH:MM`, both null on a closed day. */
  readonly opens: string | null;
  readonly closes: string | null;
}[];

/**
 * A branch's own test-drive slots (contract Branch.test_drives, the configuration file's
 * `branches[].test_drives`, docs/configuration.md). Each setting left out keeps the usual rule:
 * every half hour from opening to an hour before closing, every day the branch is open.
 */
export type TestDriveSettings = {
  /** How often a slot starts, in minutes (15 to 120): slots start on its multiples of the clock. */
  readonly slot_minutes?: number;
  /** The first slot starts at least this long after opening (0 by default). */
  readonly first_after_opening_minutes?: number;
  /** The last slot starts at least this long before closing (60 by default: a drive's length). */
  readonly last_before_closing_minutes?: number;
  /** The ISO weekdays (1 is Monday, 7 is Sunday) on which no test drives are offered. */
  readonly days?: readonly number[];
};

/** The branch a test drive is at: its name for messages, its week and its own slots. */
export type TestDriveBranch = {
  readonly name: string;
  readonly opening_hours: OpeningHours;
  readonly test_drives?: TestDriveSettings | null;
};

/** A moment as a clock at the branch reads it. */
export type WallClock = { readonly date: string; readonly time: string };

/** Slots start on the half hour. */
export const TEST_DRIVE_SLOT_MINUTES = 30;
/** A test drive takes about an hour: the last slot starts an hour before closing. */
export const TEST_DRIVE_LENGTH_MINUTES = 60;
/** Notice the branch needs: a slot today starts at least this long after now. */
export const TEST_DRIVE_NOTICE_MINUTES = 60;
/** How many days ahead, today included, the form offers. */
export const TEST_DRIVE_DAYS_AHEAD = 14;
/** Where every demo branch is. */
export const BRANCH_TIME_ZONE = 'Europe/London';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

type Tenant = Pick<TenantConfig, 'messages'> | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

/** Midnight UTC of a real `YYYY-MM-DD` date, else null ('2026-02-30' is not a date). */
function dayOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const back = new Date(at);
  return back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? at : null;
}

/** Minutes after midnight of a real `HH:MM`, else null. */
function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

let ukFormat: Intl.DateTimeFormat | undefined;

/**
 * An instant as a clock in the UK reads it (GMT or BST), to the minute.
 * @example ukWallClock(new Date('2026-07-01T23:30:00Z')) // { date: '2026-07-02', time: '00:30' }
 */
export function ukWallClock(instant: Date): WallClock {
  // One formatter for every call: making one costs about a millisecond, using it microseconds.
  ukFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BRANCH_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(
    ukFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * An instant as a shopper in the UK reads it: 'Wednesday 2 December 2026 at 17:00' (GMT or BST);
 * null for an unreadable time.
 * @example formatUkDateTime('2026-12-02T17:00:00Z') // 'Wednesday 2 December 2026 at 17:00'
 */
export function formatUkDateTime(iso: string): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const wall = ukWallClock(instant);
  return `${formatDayLabel(wall.date)} ${wall.date.slice(0, 4)} at ${wall.time}`;
}

/**
 * The ISO weekday of a date: 1 is Monday, 7 is Sunday.
 * @example isoWeekday('2026-11-29') // 7
 */
export function isoWeekday(date: string): number {
  const at = dayOf(date) ?? Number.NaN;
  return ((new Date(at).getUTCDay() + 6) % 7) + 1;
}

/** The weekday's name of a real date (callers check the date first). */
const weekdayName = (date: string) => WEEKDAYS[(isoWeekday(date) + 6) % 7]!;

/**
 * A date as the form offers it: 'Sunday 29 November'.
 * @example formatDayLabel('2026-11-29') // 'Sunday 29 November'
 */
export function formatDayLabel(date: string): string {
  const at = dayOf(date);
  if (at === null) return date;
  const day = new Date(at);
  return `${weekdayName(date)} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/**
 * The branch's hours on a date; null when it is closed then (or the week does not list the day).
 * @example openingOn([{ weekdays: [7], opens: '10:30', closes: '16:30' }], '2026-11-29') // { opens: '10:30', closes: '16:30' }
 */
export function openingOn(
  hours: OpeningHours,
  date: string,
): { opens: string; closes: string } | null {
  const weekday = isoWeekday(date);
  const row = hours.find((r) => r.weekdays.includes(weekday));
  return row && row.opens && row.closes ? { opens: row.opens, closes: row.closes } : null;
}

/** A branch's settings with the usual rule for each one left out. */
function slotRule(settings: TestDriveSettings | null | undefined) {
  return {
    slot: settings?.slot_minutes ?? TEST_DRIVE_SLOT_MINUTES,
    afterOpening: settings?.first_after_opening_minutes ?? 0,
    beforeClosing: settings?.last_before_closing_minutes ?? TEST_DRIVE_LENGTH_MINUTES,
    days: settings?.days ?? [],
  };
}

/** The first slot at or after `minutes` (slots start on multiples of `slot` of the clock). */
const slotFrom = (minutes: number, slot: number) => Math.ceil(minutes / slot) * slot;

/**
 * The first and last slot a date's hours and the branch's settings allow, in minutes; null when
 * none fits or the branch offers none that weekday.
 */
function slotRange(
  hours: OpeningHours,
  date: string,
  settings?: TestDriveSettings | null,
): { first: number; last: number } | null {
  const rule = slotRule(settings);
  if (rule.days.includes(isoWeekday(date))) return null;
  const open = openingOn(hours, date);
  const opens = open ? minutesOf(open.opens) : null;
  const closes = open ? minutesOf(open.closes) : null;
  if (opens === null || closes === null) return null;
  const first = slotFrom(opens + rule.afterOpening, rule.slot);
  const latest = closes - rule.beforeClosing;
  // A branch that sets its own slot length ends on its last slot (the usual rule, on any time).
  const last =
    settings?.slot_minutes === undefined ? latest : Math.floor(latest / rule.slot) * rule.slot;
  return first <= last ? { first, last } : null;
}

/** The earliest a test drive today may start, in minutes (a slot boundary). */
function earliestToday(now: WallClock, slot: number): number {
  return slotFrom((minutesOf(now.time) ?? 0) + TEST_DRIVE_NOTICE_MINUTES, slot);
}

/**
 * The times a test drive may start on a date: each slot (half hour by default) from opening (and
 * the branch's first_after_opening_minutes) to an hour (its last_before_closing_minutes) before
 * closing, today only those at least an hour from now; none on a past or closed day, or a day the
 * branch offers none (its settings' `days`).
 * @example testDriveTimes([{ weekdays: [7], opens: '10:30', closes: '12:00' }], '2026-11-29', { date: '2026-11-26', time: '09:00' }) // ['10:30', '11:00']
 */
export function testDriveTimes(
  hours: OpeningHours,
  date: string,
  now: WallClock,
  settings?: TestDriveSettings | null,
): string[] {
  if (dayOf(date) === null || date < now.date) return [];
  const range = slotRange(hours, date, settings);
  if (!range) return [];
  const { slot } = slotRule(settings);
  const from = date === now.date ? Math.max(range.first, earliestToday(now, slot)) : range.first;
  const times: string[] = [];
  for (let at = from; at <= range.last; at += slot) times.push(timeOf(at));
  return times;
}

/**
 * The dates a test drive may be booked on: of the `days` days from today, those with a slot.
 * @example testDriveDates([{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '09:00', closes: '17:00' }], { date: '2026-11-26', time: '09:00' }, 2) // ['2026-11-26', '2026-11-27']
 */
export function testDriveDates(
  hours: OpeningHours,
  now: WallClock,
  days: number = TEST_DRIVE_DAYS_AHEAD,
  settings?: TestDriveSettings | null,
): string[] {
  const start = dayOf(now.date);
  if (start === null) return [];
  const dates: string[] = [];
  for (let i = 0; i < days; i++) {
    const date = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
    if (testDriveTimes(hours, date, now, settings).length > 0) dates.push(date);
  }
  return dates;
}

/** What is wrong with a requested test drive, and on which of the form's fields. */
export type TestDriveProblem = {
  readonly field: 'preferredDate' | 'preferredTime';
  readonly message: string;
};

/**
 * Checks a requested test drive at `now` (the branch's clock): the date is real and not past, the
 * branch is open that day, the time is a real time within its hours (from opening to an hour
 * before closing) and, today, at least an hour away. Without the branch (`null`) only the date
 * and time themselves are checked. Null when the slot is possible.
 * @example testDriveProblem(null, '2026-11-25', '11:00', { date: '2026-11-26', time: '09:00' }) // { field: 'preferredDate', message: 'Please choose today or a later date' }
 */
export function testDriveProblem(
  branch: TestDriveBranch | null,
  date: string,
  time: string,
  now: WallClock,
  tenant?: Tenant,
): TestDriveProblem | null {
  const onDate = (text: string): TestDriveProblem => ({ field: 'preferredDate', message: text });
  const onTime = (text: string): TestDriveProblem => ({ field: 'preferredTime', message: text });
  if (date.trim() === '') return onDate(message('requiredField', {}, tenant));
  if (dayOf(date) === null) return onDate(message('invalidDate', {}, tenant));
  if (date < now.date) return onDate(message('testDrivePastDate', {}, tenant));
  const day = weekdayName(date);
  const name = branch?.name ?? 'The branch';
  const settings = branch?.test_drives;
  const rule = slotRule(settings);
  const range = branch
    ? slotRange(branch.opening_hours, date, settings)
    : { first: 0, last: 24 * 60 - 1 };
  if (!range && rule.days.includes(isoWeekday(date)) && openingOn(branch!.opening_hours, date))
    return onDate(message('testDriveNotOffered', { branch: name, day }, tenant));
  if (!range) return onDate(message('testDriveClosed', { branch: name, day }, tenant));
  const earliest =
    date === now.date ? Math.max(range.first, earliestToday(now, rule.slot)) : range.first;
  if (earliest > range.last) return onDate(message('testDriveNoneLeftToday', {}, tenant));
  if (time.trim() === '') return onTime(message('requiredField', {}, tenant));
  const at = minutesOf(time);
  if (at === null) return onTime(message('testDriveChooseTime', {}, tenant));
  if (branch && (at < range.first || at > range.last)) {
    const open = openingOn(branch.opening_hours, date)!;
    return onTime(
      message(
        'testDriveOutsideHours',
        {
          day,
          branch: name,
          opens: open.opens,
          closes: open.closes,
          first: timeOf(range.first),
          last: timeOf(range.last),
        },
        tenant,
      ),
    );
  }
  if (at < earliest)
    return onTime(message('testDriveTooSoon', { first: timeOf(earliest) }, tenant));
  // A branch that sets its own slot length takes only its slots' times.
  if (settings?.slot_minutes !== undefined && at % rule.slot !== 0)
    return onTime(message('testDriveNotASlot', { branch: name, minutes: rule.slot }, tenant));
  return null;
}
