/**
 * Leads' e-mails through a real SMTP server (the `smtp-server` package on 127.0.0.1): each lead
 * type delivered by the mail channel, checked as received: the envelope's recipients, the
 * subject, the deal's figures equal to the reference API's quote for the same settings, the
 * test drive's `.ics`, and no bank or card data anywhere in the raw message. With the server
 * down the channel throws (the dispatcher retries); back up, it delivers.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPounds, type WireQuote } from '@showroom/core';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_EVENT_TYPES, type LeadEvent, type LeadEventType } from '../src/leads/leadEvent.ts';
import { createMailChannel, MAIL_FOLDER, type MailChannel } from '../src/leads/mail/index.ts';
import {
  financeRecordOf,
  leadEvent,
  SECRET_ACCOUNT_NUMBER,
  SECRET_CARD_NUMBER,
  SECRET_SORT_CODE,
} from './helpers/leadEvents.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { smtpSink, type ReceivedMail } from './helpers/smtpSink.ts';

/** The mail tests' SMTP port (this suite's own range). */
const SMTP_PORT = 8990;
const FROM = 'Showroom Leads <leads@showroom.example>';

let api: TestServer;
let quote: WireQuote;
let vehicle: LeadEvent['vehicle'];
const sink = smtpSink(SMTP_PORT);
let channel: MailChannel;

beforeAll(async () => {
  api = await startServer();
  const search = await api.call('GET', '/api/v2/vehicle-search', {
    query: { advert_classification: 'USED', min_price: 12000, resultsPerPage: 1 },
  });
  const car = search.body.data[0];
  // The quote the page shows for the shopper's settings: 36 months, £2,000 down, 10,000 miles,
  // and a part exchange worth £1,500 more than the finance owed on it.
  const finance = await api.call('GET', '/api/v2/vehicle-finance', {
    query: {
      stock_ids: car.stock_id,
      term: 36,
      deposit: 2000,
      deposit_type: 'amount',
      mileage: 10000,
      part_exchange: 1500,
    },
  });
  quote = finance.body.data[0].pcpQuote;
  vehicle = {
    stock_id: car.stock_id,
    title: car.name,
    registration: car.formatted_plate ?? car.vrm ?? null,
    price: Math.round(car.price * 100),
    path: `/vehicle-search/${car.slug}`,
    branch_slug: car.site.slug,
  };
  await sink.start();
  channel = createMailChannel({
    smtpUrl: sink.url,
    from: FROM,
    publicUrl: 'https://cars.showroom.example',
    timeoutMs: 2_000,
  });
});

afterAll(async () => {
  channel?.close();
  await sink.stop();
  await api?.close();
});

/** A lead about the API's car on the API's quote. */
function eventFor(type: LeadEventType): LeadEvent {
  const event = leadEvent(type, { vehicle });
  if (event.deal) {
    event.deal.finance = { ...event.deal.finance, ...financeRecordOf(quote) };
    event.deal.part_exchange = null;
  }
  return event;
}

const byMessageId = (id: string) => sink.received.filter((m) => m.parsed.messageId === id);

describe('each lead type through a real SMTP server', () => {
  const delivered = new Map<LeadEventType, ReceivedMail[]>();

  beforeAll(async () => {
    for (const type of LEAD_EVENT_TYPES) {
      const event = eventFor(type);
      const before = sink.received.length;
      await channel.deliver(event);
      const expected = type === 'order.created' ? 1 : 2;
      await sink.waitFor(before + expected);
      delivered.set(type, sink.received.slice(before, before + expected));
    }
  });

  it('sends the branch every lead and the shopper their confirmation, to the right envelopes', () => {
    for (const type of LEAD_EVENT_TYPES) {
      const mails = delivered.get(type)!;
      expect(
        mails.map((m) => m.recipients),
        type,
      ).toEqual(
        type === 'order.created'
          ? [['northampton@showroom.example']]
          : [['northampton@showroom.example'], ['james.wilson@example.co.uk']],
      );
      for (const mail of mails) {
        expect(mail.from).toBe('leads@showroom.example');
        expect(mail.parsed.from?.value).toEqual([
          { name: 'Showroom Leads', address: 'leads@showroom.example' },
        ]);
        expect(mail.parsed.text).toBeTruthy();
        expect(mail.parsed.html).toBeTruthy();
        expect(mail.parsed.headers.get('x-lead-event-type')).toBe(type);
      }
    }
  });

  it('gives the subjects the lead and the car', () => {
    const title = vehicle!.title;
    expect(delivered.get('deposit.taken')!.map((m) => m.parsed.subject)).toEqual([
      `Deposit taken: ${title} (${vehicle!.registration})`,
      `Your £99.00 deposit receipt: ${title}`,
    ]);
    expect(delivered.get('test_drive.booked')![1]!.parsed.subject).toBe(
      `Your test drive of the ${title}: Thursday 3 December 2026 at 10:30`,
    );
  });

  it("shows the branch the deal's figures equal to the API's quote for the same settings", () => {
    const text = delivered.get('order.created')![0]!.parsed.text!;
    const money = (pounds: number) => formatPounds(pounds, { pence: 'always' });
    for (const line of [
      `Representative APR: ${quote.Apr.toFixed(1)}% APR`,
      `Monthly payment: ${money(quote.RegularPayment)}`,
      `Duration: ${quote.TotalNumberOfRegularPayments} monthly payments of ${money(quote.RegularPayment)}`,
      `Length of agreement: ${quote.Term} months`,
      `Cash price: ${money(quote.TotalPrice)}`,
      `Deposit: ${money(quote.Deposit)}`,
      `Part exchange: ${money(quote.TotalDeposit - quote.Deposit)}`,
      `Total amount of credit: ${money(quote.Balance)}`,
      `Charges for credit: ${money(quote.ChargesForCredit)}`,
      `Optional final payment: ${money(quote.Residual)}`,
      `Total amount payable: ${money(quote.TotalAmountPayable)}`,
      `Annual mileage: ${quote.AnnualMileage!.toLocaleString('en-GB')} miles`,
      `finance is provided by ${quote.Lender}.`,
    ])
      expect(text).toContain(line);
    expect(quote.Term).toBe(36);
    expect(quote.Deposit).toBe(2000);
    expect(quote.TotalDeposit).toBe(3500);
  });

  it('gives the shopper a receipt for the deposit: amount, order reference and car', () => {
    const receipt = delivered.get('deposit.taken')![1]!.parsed;
    expect(receipt.text).toContain('Deposit paid: £99.00');
    expect(receipt.text).toContain('Order reference: 5b0e7f1c-2d3a-4b5c-8d9e-0a1b2c3d4e5f');
    expect(receipt.text).toContain(`Car: ${vehicle!.title}`);
    expect(receipt.replyTo?.text).toBe('northampton@showroom.example');
  });

  it('attaches a test drive invitation that parses with its date, time and branch address', () => {
    const mail = delivered.get('test_drive.booked')![1]!.parsed;
    const ics = mail.attachments.find((a) => a.filename === 'test-drive.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vevent.getFirstPropertyValue('uid')).toBe(
      `${eventFor('test_drive.booked').id}@showroom.example`,
    );
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe('2026-12-03T10:30:00.000Z');
    expect(vevent.getFirstPropertyValue('location')).toBe(
      'Showroom Northampton, 12 Riverside Way, Northampton, NN3 9HX',
    );
  });

  it('never carries the sort code, the account number or the full card number', () => {
    for (const mail of sink.received) {
      const raw = mail.raw.replace(/=\r?\n/g, ''); // quoted-printable soft breaks
      const decoded = `${mail.parsed.text}\n${mail.parsed.html || ''}\n${mail.parsed.attachments
        .map((a) => a.content.toString('utf8'))
        .join('\n')}`;
      for (const secret of [
        SECRET_SORT_CODE,
        SECRET_SORT_CODE.replace(/-/g, ''),
        SECRET_ACCOUNT_NUMBER,
        SECRET_CARD_NUMBER,
      ]) {
        expect(raw).not.toContain(secret);
        expect(decoded).not.toContain(secret);
      }
    }
  });
});

describe('the SMTP server down', () => {
  it('makes the channel throw, and once it is back the lead is delivered, each message once', async () => {
    await sink.stop();
    const event = eventFor('application.sent');
    event.id = '7d3e9a10-0000-4000-8000-0000000000aa';
    await expect(channel.deliver(event)).rejects.toThrow(/was not sent/);
    await expect(channel.deliver(event)).rejects.toThrow(/was not sent/);
    await sink.start();
    await channel.deliver(event);
    await sink.waitFor(sink.received.length);
    expect(byMessageId(`<${event.id}.branch@showroom.example>`)).toHaveLength(1);
    expect(byMessageId(`<${event.id}.shopper@showroom.example>`)).toHaveLength(1);
    // Delivered again (the dispatcher lost its mark): nothing new is sent by this node.
    await channel.deliver(event);
    expect(byMessageId(`<${event.id}.branch@showroom.example>`)).toHaveLength(1);
  });

  it('refuses a wrong password as a failure to retry, never as delivered', async () => {
    const wrong = createMailChannel({
      smtpUrl: `smtp://leads:wrong@127.0.0.1:${SMTP_PORT}`,
      from: FROM,
      publicUrl: 'https://cars.showroom.example',
      timeoutMs: 2_000,
    });
    try {
      await expect(wrong.deliver(eventFor('enquiry.received'))).rejects.toThrow(/was not sent/);
    } finally {
      wrong.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each e-mail to DATA_DIR/outbox-mail as an .eml a mail program opens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'showroom-mail-'));
    try {
      const files = createMailChannel({ dataDir, from: FROM, publicUrl: 'http://localhost:8080' });
      const event = eventFor('deposit.taken');
      await files.deliver(event);
      await files.deliver({ ...event }); // a resend is the same file, written over
      const names = readdirSync(join(dataDir, MAIL_FOLDER)).sort();
      expect(names).toEqual([
        `20261125T120000000Z-deposit-taken-branch-${event.id}.eml`,
        `20261125T120000000Z-deposit-taken-shopper-${event.id}.eml`,
      ]);
      const raw = readFileSync(join(dataDir, MAIL_FOLDER, names[1]!));
      expect(raw.toString('latin1')).toMatch(/\r\n\r\n/); // CRLF headers, as RFC 5322 writes them
      const parsed = await simpleParser(raw);
      expect(parsed.messageId).toBe(`<${event.id}.shopper@showroom.example>`);
      expect(parsed.to && 'text' in parsed.to ? parsed.to.text : null).toBe(
        'james.wilson@example.co.uk',
      );
      expect(parsed.subject).toBe(`Your £99.00 deposit receipt: ${vehicle!.title}`);
      expect(parsed.text).toContain('Deposit paid: £99.00');
      files.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
