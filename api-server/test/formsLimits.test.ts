import { readFileSync } from 'node:fs';
import { ENQUIRY_MESSAGE_MAX_LENGTH } from '@showroom/core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRANCHES } from '../src/seed/branches.ts';
import { ENQUIRY_CONTACT, startServer, type TestServer } from './helpers/server.ts';

// The tests' "now" (helpers/server.ts NOW) is Wednesday 25 November 2026, 12:00 in the UK.

let server: TestServer;
let northampton: string;
let prepCentre: string;
beforeAll(async () => {
  server = await startServer({ seed: { count: 20 } });
  const stock = (
    await server.call('GET', '/api/v2/vehicle-search', { query: { resultsPerPage: 100 } })
  ).body.data as { stock_id: number; site: { slug: string } }[];
  northampton = String(stock.find((v) => v.site.slug === 'northampton')!.stock_id);
  prepCentre = String(stock.find((v) => v.site.slug === 'prep-centre')!.stock_id);
});
afterAll(() => server.close());

const testDrive = (vehicle: string, date: string, time: string) =>
  server.call('POST', '/api/v2/form-submit', {
    form: {
      ...ENQUIRY_CONTACT,
      form_id: '2',
      vehicle_id: vehicle,
      enquiry_type: 'Test drive',
      preferred_date: date,
      preferred_time: time,
    },
  });

describe('a test drive is only accepted at a time the branch can give it', () => {
  it('the branches say their weekdays', () => {
    const sunday = DEMO_BRANCHES.find((b) => b.slug === 'northampton')!.opening_hours.find((r) =>
      r.weekdays.includes(7),
    );
    expect(sunday).toMatchObject({ opens: '10:30', closes: '16:30' });
  });

  it('a Sunday at 10:00, before the branch opens at 10:30, is a 422 on the time, stored nowhere', async () => {
    const before = server.count('form_submissions');
    const res = await testDrive(northampton, '2026-11-29', '10:00');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      preferred_time: [
        'On Sundays Showroom Northampton is open 10:30 to 16:30: please choose a time from 10:30 to 15:30.',
      ],
    });
    expect(server.count('form_submissions')).toBe(before);
  });

  it('a time already past today, a past date and a closed day are refused on their field', async () => {
    const passed = await testDrive(northampton, '2026-11-25', '10:00');
    expect(passed.status).toBe(422);
    expect(passed.body.errors).toEqual({
      preferred_time: [
        'That time has passed or is too soon. Please choose a time from 13:00, or another day.',
      ],
    });
    const yesterday = await testDrive(northampton, '2026-11-24', '11:00');
    expect(yesterday.body.errors).toEqual({
      preferred_date: ['Please choose today or a later date'],
    });
    const saturday = await testDrive(prepCentre, '2026-11-28', '11:00');
    expect(saturday.body.errors).toEqual({
      preferred_date: ['Showroom Prep Centre is closed on Saturdays. Please choose another day.'],
    });
    const noTime = await testDrive(northampton, '2026-11-27', '');
    expect(noTime.body.errors).toEqual({ preferred_time: ['This field is required'] });
  });

  it('a slot within the hours is stored as a test drive', async () => {
    const before = server.count('form_submissions', "kind = 'test_drive'");
    const res = await testDrive(northampton, '2026-11-29', '10:30');
    expect(res.status).toBe(201);
    // As the deal builder sends it: the enquiry form's id, "Test drive", a date and time.
    const fromDeal = await server.call('POST', '/api/v2/form-submit', {
      form: {
        ...ENQUIRY_CONTACT,
        form_id: '1',
        vehicle_id: northampton,
        enquiry_type: 'Test drive',
        preferred_date: '2026-11-29',
        preferred_time: '11:00',
      },
    });
    expect(fromDeal.status).toBe(201);
    expect(server.count('form_submissions', "kind = 'test_drive'")).toBe(before + 2);
    const later = await testDrive(northampton, '2026-11-25', '13:00');
    expect(later.status).toBe(201);
  });
});

describe('the enquiry message has one limit, core’s', () => {
  it('the contract states core’s limit', () => {
    const contract = parse(
      readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'),
    );
    expect(contract.components.schemas.FormSubmission.properties.message.maxLength).toBe(
      ENQUIRY_MESSAGE_MAX_LENGTH,
    );
    expect(ENQUIRY_MESSAGE_MAX_LENGTH).toBe(5000);
  });

  it('a message at the limit is stored; one over it is a 422 naming the limit', async () => {
    const at = await server.call('POST', '/api/v2/form-submit', {
      form: { ...ENQUIRY_CONTACT, message: 'a'.repeat(ENQUIRY_MESSAGE_MAX_LENGTH) },
    });
    expect(at.status).toBe(201);
    const over = await server.call('POST', '/api/v2/form-submit', {
      form: { ...ENQUIRY_CONTACT, message: 'a'.repeat(11_600) },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      message: ['The message must not be greater than 5000 characters.'],
    });
  });
});
