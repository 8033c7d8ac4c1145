import { BRANCH_TIME_ZONE, TEST_DRIVE_LENGTH_MINUTES, ukWallClock } from '@showroom/core';
import type { LeadEvent } from '../leadEvent.ts';

/**
 * The test drive as an iCalendar invitation (RFC 5545): one VEVENT whose UID is the lead's, so a
 * resent e-mail updates the same calendar entry instead of adding a second one. Times are written
 * in UTC (the branch's local time converted), which every calendar reads without a VTIMEZONE.
 */

/**
 * The instant a clock in the UK (GMT or BST) reads as `date` `time`; null when it is not a real
 * date and time. An hour the clocks skip (01:xx on the last Sunday of March) is read as GMT; one
 * they repeat (01:xx in October) is the first, BST.
 * @example ukInstant('2026-07-01', '10:30')?.toISOString() // '2026-07-01T09:30:00.000Z'
 */
export function ukInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(asUtc)) return null;
  for (const offsetMinutes of [60, 0]) {
    const instant = new Date(asUtc - offsetMinutes * 60_000);
    const wall = ukWallClock(instant);
    if (wall.date === date && wall.time === time) return instant;
  }
  const gmt = new Date(asUtc);
  // Not a real calendar date ('2026-02-30' rolls over into March).
  return gmt.toISOString().slice(0, 10) === date ? gmt : null;
}

/** `20260701T093000Z`: an instant as RFC 5545 writes a UTC DATE-TIME. */
export const icsUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped (RFC 5545 3.3.11). */
export const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74; // a continuation line starts with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The branch's address on one line: 'Showroom Northampton, 12 Riverside Way, Northampton, NN3 9HX'. */
export function branchAddress(branch: NonNullable<LeadEvent['branch']>): string {
  return [branch.name, branch.address.street, branch.address.town, branch.address.postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The `.ics` of a test drive lead (METHOD:PUBLISH: the shopper's calendar gets the entry; the
 * branch answers by e-mail or telephone, not by calendar reply); null when the lead has no slot
 * or the slot is not a real UK date and time.
 */
export function testDriveIcs(event: LeadEvent, domain: string): string | null {
  const slot = event.test_drive;
  const start = slot ? ukInstant(slot.date, slot.time) : null;
  if (!slot || !start) return null;
  const end = new Date(start.getTime() + TEST_DRIVE_LENGTH_MINUTES * 60_000);
  const vehicle = event.vehicle?.title ?? 'a car';
  const where = event.branch ? branchAddress(event.branch) : null;
  const description = [
    `Test drive of the ${vehicle}${event.vehicle?.registration ? ` (${event.vehicle.registration})` : ''}.`,
    `Booked for ${slot.date} ${slot.time} (${BRANCH_TIME_ZONE}).`,
    event.branch ? `To change or cancel it, call ${event.branch.telephone}.` : null,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Showroom//Lead e-mail//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@${domain}`,
    `DTSTAMP:${icsUtc(new Date(event.occurred_at))}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsText(`Test drive: ${vehicle}`)}`,
    ...(where ? [`LOCATION:${icsText(where)}`] : []),
    `DESCRIPTION:${icsText(description)}`,
    ...(event.branch
      ? [`ORGANIZER;CN="${event.branch.name.replace(/"/g, "'")}":mailto:${event.branch.email}`]
      : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
