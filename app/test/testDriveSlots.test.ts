import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TestDriveForm } from '@showroom/ui';

/**
 * The test-drive form offers the branch's own slots (contract Branch.test_drives, the
 * configuration file's `branches[].test_drives`, docs/configuration.md): its dates leave out the
 * days it offers none, its times are its slots; a branch without them offers the half hours.
 */
const HOURS = [
  { days: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], opens: '08:30', closes: '18:00' },
  { days: 'Saturday', weekdays: [6], opens: '09:00', closes: '17:00' },
  { days: 'Sunday', weekdays: [7], opens: null, closes: null },
];
const OWN = {
  slot_minutes: 60,
  first_after_opening_minutes: 30,
  last_before_closing_minutes: 90,
  days: [6],
};
// Wednesday 25 November 2026, early.
const now = { date: '2026-11-25', time: '07:00' };

const optionsOf = (html: string, label: string) => {
  const select = new RegExp(`${label}[\\s\\S]*?<select[^>]*>([\\s\\S]*?)</select>`).exec(html);
  return [...(select?.[1] ?? '').matchAll(/<option value="([^"]+)"/g)].map(([, value]) => value);
};

const form = (test_drives?: typeof OWN) =>
  renderToStaticMarkup(
    createElement(TestDriveForm, {
      status: 'idle',
      now,
      onSubmit: () => undefined,
      branch: { name: 'Northgate Motors Leeds', opening_hours: HOURS, test_drives },
      initialValues: { preferredDate: '2026-11-27' },
    }),
  );

describe('the test-drive form at a branch with its own slots', () => {
  it('offers its slots, on the hour from 09:00 to 16:00, and no Saturday', () => {
    const html = form(OWN);
    expect(optionsOf(html, 'Preferred time')).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    const dates = optionsOf(html, 'Preferred date');
    expect(dates).toContain('2026-11-27');
    expect(dates).not.toContain('2026-11-28');
  });

  it('a branch without them offers every half hour to an hour before closing, Saturdays too', () => {
    const html = form();
    const times = optionsOf(html, 'Preferred time');
    expect(times[0]).toBe('08:30');
    expect(times.at(-1)).toBe('17:00');
    expect(times).toContain('10:30');
    expect(optionsOf(html, 'Preferred date')).toContain('2026-11-28');
  });
});
