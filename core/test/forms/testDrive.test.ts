import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDayLabel,
  testDriveDates,
  testDriveProblem,
  testDriveTimes,
  ukWallClock,
  type OpeningHours,
} from '../../src/index.ts';
import { TEST_DRIVE_DAYS_AHEAD, isoWeekday, openingOn } from '../../src/forms/testDrive.ts';

/** The demo showroom's week (contract Branch.opening_hours). */
const HOURS: OpeningHours = [
  { days: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' },
  { days: 'Saturday', weekdays: [6], opens: '09:00', closes: '18:00' },
  { days: 'Sunday', weekdays: [7], opens: '10:30', closes: '16:30' },
];
/** Closed at weekends. */
const WEEKDAYS_ONLY: OpeningHours = [
  { days: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], opens: '08:00', closes: '17:00' },
  { days: 'Saturday', weekdays: [6], opens: null, closes: null },
  { days: 'Sunday', weekdays: [7], opens: null, closes: null },
];
const branch = { name: 'Showroom Northampton', opening_hours: HOURS };

// Thursday 26 November 2026, 14:10 in the UK.
const NOW = { date: '2026-11-26', time: '14:10' };

describe('the UK wall clock and calendar', () => {
  it('reads an instant as the date and time in the UK (GMT in winter, BST in summer)', () => {
    expect(ukWallClock(new Date('2026-11-26T14:10:30Z'))).toEqual({
      date: '2026-11-26',
      time: '14:10',
    });
    expect(ukWallClock(new Date('2026-07-01T23:30:00Z'))).toEqual({
      date: '2026-07-02',
      time: '00:30',
    });
  });
  it('names the ISO weekday of a date and says it as a shopper reads it', () => {
    expect(isoWeekday('2026-11-26')).toBe(4);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(formatDayLabel('2026-11-29')).toBe('Sunday 29 November');
  });
  it('an unreadable date or clock has no weekday, label of its own or slot', () => {
    expect(isoWeekday('someday')).toBeNaN();
    expect(formatDayLabel('someday')).toBe('someday');
    expect(testDriveDates(HOURS, { date: 'someday', time: '09:00' })).toEqual([]);
    // An unreadable time of day counts as midnight: today's slots start an hour after it.
    expect(testDriveTimes(HOURS, NOW.date, { date: NOW.date, time: '??' })[0]).toBe('09:00');
  });
  it('a day open for less than a test drive offers none', () => {
    const short: OpeningHours = [{ weekdays: [5], opens: '09:00', closes: '09:45' }];
    expect(testDriveTimes(short, '2026-11-27', NOW)).toEqual([]);
    expect(
      testDriveProblem({ name: 'Kiosk', opening_hours: short }, '2026-11-27', '09:00', NOW),
    ).toEqual({
      field: 'preferredDate',
      message: 'Kiosk is closed on Fridays. Please choose another day.',
    });
  });
  it('finds the hours of a date, null on a closed day or a day the week does not list', () => {
    expect(openingOn(HOURS, '2026-11-29')).toEqual({ opens: '10:30', closes: '16:30' });
    expect(openingOn(WEEKDAYS_ONLY, '2026-11-29')).toBeNull();
    expect(openingOn([HOURS[0]!], '2026-11-28')).toBeNull();
  });
});

describe('test-drive slots offered', () => {
  it('a Sunday offers the half hours from opening to an hour before closing, never 10:00', () => {
    const sunday = testDriveTimes(HOURS, '2026-11-29', NOW);
    expect(sunday[0]).toBe('10:30');
    expect(sunday.at(-1)).toBe('15:30');
    expect(sunday).not.toContain('10:00');
    expect(sunday).toHaveLength(11);
  });
  it('today offers only times at least an hour ahead', () => {
    expect(testDriveTimes(HOURS, '2026-11-26', NOW)).toEqual([
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
    ]);
    expect(testDriveTimes(HOURS, '2026-11-26', { date: NOW.date, time: '17:31' })).toEqual([]);
  });
  it('a past or closed day offers nothing', () => {
    expect(testDriveTimes(HOURS, '2026-11-25', NOW)).toEqual([]);
    expect(testDriveTimes(WEEKDAYS_ONLY, '2026-11-28', NOW)).toEqual([]);
    expect(testDriveTimes(HOURS, 'not a date', NOW)).toEqual([]);
  });
  it('the dates offered are the coming days with a slot, today first when it has one', () => {
    const dates = testDriveDates(HOURS, NOW);
    expect(dates).toHaveLength(TEST_DRIVE_DAYS_AHEAD);
    expect(dates[0]).toBe('2026-11-26');
    const late = testDriveDates(WEEKDAYS_ONLY, { date: NOW.date, time: '16:30' });
    expect(late[0]).toBe('2026-11-27');
    expect(late).not.toContain('2026-11-28');
    expect(late).not.toContain('2026-11-29');
    expect(late[2]).toBe('2026-12-01');
  });
  it('every slot offered passes the check (any week, any moment)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (day, minute) => {
          const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
          const now = {
            date,
            time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
          };
          for (const offered of testDriveDates(HOURS, now, 3))
            for (const time of testDriveTimes(HOURS, offered, now))
              expect(testDriveProblem(branch, offered, time, now)).toBeNull();
        },
      ),
    );
  });
});

describe('a requested test drive is checked', () => {
  it('a possible slot is accepted', () => {
    expect(testDriveProblem(branch, '2026-11-29', '10:30', NOW)).toBeNull();
    expect(testDriveProblem(branch, '2026-11-26', '15:30', NOW)).toBeNull();
  });
  it('a Sunday at 10:00, before the 10:30 opening, is refused on the time with the hours', () => {
    expect(testDriveProblem(branch, '2026-11-29', '10:00', NOW)).toEqual({
      field: 'preferredTime',
      message:
        'On Sundays Showroom Northampton is open 10:30 to 16:30: please choose a time from 10:30 to 15:30.',
    });
    expect(testDriveProblem(branch, '2026-11-29', '16:00', NOW)?.field).toBe('preferredTime');
  });
  it('a time already past today is refused', () => {
    expect(testDriveProblem(branch, '2026-11-26', '10:00', NOW)).toEqual({
      field: 'preferredTime',
      message:
        'That time has passed or is too soon. Please choose a time from 15:30, or another day.',
    });
    expect(testDriveProblem(branch, '2026-11-26', '14:30', NOW)?.field).toBe('preferredTime');
  });
  it('a past date, a closed day, a missing or malformed date or time are refused on their field', () => {
    expect(testDriveProblem(branch, '2026-11-25', '11:00', NOW)).toEqual({
      field: 'preferredDate',
      message: 'Please choose today or a later date',
    });
    expect(
      testDriveProblem(
        { name: 'Showroom Prep Centre', opening_hours: WEEKDAYS_ONLY },
        '2026-11-28',
        '11:00',
        NOW,
      ),
    ).toEqual({
      field: 'preferredDate',
      message: 'Showroom Prep Centre is closed on Saturdays. Please choose another day.',
    });
    expect(testDriveProblem(branch, '', '11:00', NOW)).toEqual({
      field: 'preferredDate',
      message: 'This field is required',
    });
    expect(testDriveProblem(branch, '2026-02-30', '11:00', NOW)).toEqual({
      field: 'preferredDate',
      message: 'Please enter a real date',
    });
    expect(testDriveProblem(branch, '2026-11-27', '', NOW)).toEqual({
      field: 'preferredTime',
      message: 'This field is required',
    });
    expect(testDriveProblem(branch, '2026-11-27', '25:00', NOW)).toEqual({
      field: 'preferredTime',
      message: 'Please choose a time from the list',
    });
    // Today with nothing left: the date is the problem.
    expect(
      testDriveProblem(branch, '2026-11-26', '18:30', { date: NOW.date, time: '18:00' }),
    ).toEqual({
      field: 'preferredDate',
      message: 'There are no test drives left today. Please choose another day.',
    });
  });
  it('without the branch’s hours only the date and time themselves are checked', () => {
    expect(testDriveProblem(null, '2026-11-29', '07:00', NOW)).toBeNull();
    expect(testDriveProblem(null, '2026-11-26', '14:00', NOW)?.field).toBe('preferredTime');
    expect(testDriveProblem(null, '2026-11-25', '14:00', NOW)?.field).toBe('preferredDate');
  });
  it('a tenant may word the messages', () => {
    const tenant = { messages: { testDriveClosed: '{branch}: closed on {day}s.' } };
    expect(
      testDriveProblem(
        { name: 'Prep', opening_hours: WEEKDAYS_ONLY },
        '2026-11-28',
        '11:00',
        NOW,
        tenant,
      )?.message,
    ).toBe('Prep: closed on Saturdays.');
  });
});

// A branch's own test-drive slots (docs/configuration.md, branches[].test_drives): its length,
// how long after opening the first starts, how long before closing the last, days without any.
describe('a branch’s own test-drive slots', () => {
  const THURSDAY = '2026-11-26';
  const SATURDAY = '2026-11-28';
  const MORNING = { date: '2026-11-25', time: '08:00' };
  const hourly = {
    slot_minutes: 60,
    first_after_opening_minutes: 60,
    last_before_closing_minutes: 120,
    days: [6],
  };
  const own = { ...branch, test_drives: hourly };

  it('without settings, or with today’s values, the slots are the half-hourly ones', () => {
    for (const settings of [
      undefined,
      {},
      { slot_minutes: 30, first_after_opening_minutes: 0, last_before_closing_minutes: 60 },
    ]) {
      expect(testDriveTimes(HOURS, '2026-11-29', MORNING, settings)).toEqual(
        testDriveTimes(HOURS, '2026-11-29', MORNING),
      );
      expect(testDriveDates(HOURS, NOW, TEST_DRIVE_DAYS_AHEAD, settings)).toEqual(
        testDriveDates(HOURS, NOW),
      );
    }
    expect(testDriveTimes(HOURS, '2026-11-29', MORNING)[0]).toBe('10:30');
  });

  it('every slot_minutes from the first after opening to the last before closing', () => {
    // Thursday 09:00 to 19:00: from 10:00 to 17:00, on the hour.
    expect(testDriveTimes(HOURS, THURSDAY, MORNING, hourly)).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(
      testDriveTimes(HOURS, THURSDAY, MORNING, {
        slot_minutes: 15,
        last_before_closing_minutes: 30,
      }).slice(-3),
    ).toEqual(['18:00', '18:15', '18:30']);
    // Today: the notice rounds up to the branch's slots.
    expect(testDriveTimes(HOURS, THURSDAY, NOW, hourly)).toEqual(['16:00', '17:00']);
  });

  it('no slot on a day the branch offers none, though it is open', () => {
    expect(testDriveTimes(HOURS, SATURDAY, MORNING, hourly)).toEqual([]);
    expect(testDriveDates(HOURS, MORNING, 7, hourly)).not.toContain(SATURDAY);
    expect(testDriveProblem(own, SATURDAY, '11:00', MORNING)).toEqual({
      field: 'preferredDate',
      message:
        'Showroom Northampton offers no test drives on Saturdays. Please choose another day.',
    });
  });

  it('the check holds a request to the branch’s slots', () => {
    expect(testDriveProblem(own, THURSDAY, '10:00', MORNING)).toBeNull();
    expect(testDriveProblem(own, THURSDAY, '09:00', MORNING)).toMatchObject({
      field: 'preferredTime',
      message: expect.stringContaining('from 10:00 to 17:00'),
    });
    expect(testDriveProblem(own, THURSDAY, '17:30', MORNING)?.field).toBe('preferredTime');
    expect(testDriveProblem(own, THURSDAY, '10:30', MORNING)).toEqual({
      field: 'preferredTime',
      message:
        'Please choose one of the times offered: test drives at Showroom Northampton start every 60 minutes.',
    });
  });

  it('every slot a branch’s settings offer passes the check, and none falls outside its hours', () => {
    fc.assert(
      fc.property(
        fc.record({
          slot_minutes: fc.integer({ min: 15, max: 120 }),
          first_after_opening_minutes: fc.integer({ min: 0, max: 180 }),
          last_before_closing_minutes: fc.integer({ min: 0, max: 180 }),
          days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 3 }),
        }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (settings, day, minute) => {
          const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
          const now = {
            date,
            time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
          };
          const withSettings = { ...branch, test_drives: settings };
          for (const offered of testDriveDates(HOURS, now, 3, settings)) {
            expect(settings.days).not.toContain(isoWeekday(offered));
            const open = openingOn(HOURS, offered)!;
            for (const time of testDriveTimes(HOURS, offered, now, settings)) {
              expect(testDriveProblem(withSettings, offered, time, now)).toBeNull();
              const [h, m] = time.split(':').map(Number);
              const at = h! * 60 + m!;
              const [oh, om] = open.opens.split(':').map(Number);
              const [ch, cm] = open.closes.split(':').map(Number);
              expect(at).toBeGreaterThanOrEqual(
                oh! * 60 + om! + settings.first_after_opening_minutes,
              );
              expect(at).toBeLessThanOrEqual(ch! * 60 + cm! - settings.last_before_closing_minutes);
              expect(at % settings.slot_minutes).toBe(0);
            }
          }
        },
      ),
    );
  });
});
