/**
 * The e-mails a lead sends, as pure builders: who gets what, the deal laid out as the vehicle
 * page's representative example, the shopper's receipt and test-drive invitation, the tenant's
 * wording, HTML escaped, and never bank or card details.
 */
import { DEFAULT_TENANT_CONFIG, formatPounds, resolveTenantConfig } from '@showroom/core';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { LEAD_EVENT_TYPES } from '../src/leads/leadEvent.ts';
import {
  branchMail,
  leadMails,
  shopperMail,
  testDriveIcs,
  ukInstant,
  type MailSettings,
} from '../src/leads/mail/index.ts';
import { foldLine } from '../src/leads/mail/ics.ts';
import {
  leadEvent,
  PCP_QUOTE,
  SECRET_ACCOUNT_NUMBER,
  SECRET_CARD_NUMBER,
  SECRET_SORT_CODE,
} from './helpers/leadEvents.ts';

const SETTINGS: MailSettings = {
  from: 'Showroom <leads@showroom.example>',
  publicUrl: 'https://cars.showroom.example',
};

const money = (pounds: number) => formatPounds(pounds, { pence: 'always' });

describe('who gets which e-mail', () => {
  it.each([
    ['order.created', ['branch']],
    ['deposit.taken', ['branch', 'shopper']],
    ['deposit.released', ['branch', 'shopper']],
    ['application.sent', ['branch', 'shopper']],
    ['enquiry.received', ['branch', 'shopper']],
    ['test_drive.booked', ['branch', 'shopper']],
  ] as const)('%s: %j', (type, recipients) => {
    const mails = leadMails(leadEvent(type), SETTINGS);
    expect(mails.map((m) => m.recipient)).toEqual(recipients);
    expect(mails.map((m) => m.to)).toEqual(
      recipients.map((r) =>
        r === 'branch' ? 'northampton@showroom.example' : 'james.wilson@example.co.uk',
      ),
    );
  });

  it('gives each message a Message-ID from the lead and the recipient, the same on every build', () => {
    const event = leadEvent('deposit.taken');
    const [branch, shopper] = leadMails(event, SETTINGS);
    expect(branch!.messageId).toBe(`<${event.id}.branch@showroom.example>`);
    expect(shopper!.messageId).toBe(`<${event.id}.shopper@showroom.example>`);
    expect(leadMails(event, SETTINGS)).toEqual(leadMails(event, SETTINGS));
    expect(branch!.date.toISOString()).toBe(event.occurred_at);
  });

  it('sends a lead without a branch to the from-address, so the retailer still hears of it', () => {
    const mail = branchMail(
      leadEvent('enquiry.received', { branch: null, vehicle: null }),
      SETTINGS,
    );
    expect(mail.to).toBe('leads@showroom.example');
    expect(mail.subject).toBe('Enquiry: Mr James Wilson');
  });
});

describe("the branch's e-mail", () => {
  const mail = branchMail(leadEvent('deposit.taken'), SETTINGS);

  it('names the lead and the car in its subject, and replies go to the shopper', () => {
    expect(mail.subject).toBe('Deposit taken: Ford Focus 1.0 EcoBoost ST-Line 5dr (AB21 CDE)');
    expect(mail.replyTo).toBe('james.wilson@example.co.uk');
  });

  it("carries the shopper's contact details and preferred contact method", () => {
    for (const line of [
      'Name: Mr James Wilson',
      'E-mail: james.wilson@example.co.uk',
      'Telephone: 07700 900123',
      'Preferred contact: telephone',
    ])
      expect(mail.text).toContain(line);
  });

  it("lays the quote out as the vehicle page's representative example, figure for figure", () => {
    const q = PCP_QUOTE;
    const rows = [
      'Representative APR: 9.9% APR',
      `Monthly payment: ${money(q.RegularPayment)}`,
      `Duration: 47 monthly payments of ${money(q.RegularPayment)}`,
      'Length of agreement: 48 months',
      `Cash price: ${money(q.TotalPrice)}`,
      `Deposit: ${money(q.Deposit)}`,
      `Total amount of credit: ${money(q.Balance)}`,
      `Charges for credit: ${money(q.ChargesForCredit)}`,
      `Optional final payment: ${money(q.Residual)}`,
      `Total amount payable: ${money(q.TotalAmountPayable)}`,
      'Annual mileage: 8,000 miles',
    ];
    const at = rows.map((row) => mail.text.indexOf(row));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(mail.text).toContain('Representative example: Personal Contract Purchase');
    expect(mail.text).toContain(
      'Showroom Motors Ltd (FCA firm reference number 987654) is a credit broker, not a lender, and finance is provided by Showroom Motor Finance.',
    );
    expect(mail.html).toContain('<th scope="row">Total amount payable</th><td>£18,035.30</td>');
  });

  it('shows a part exchange put towards the deposit as its own line, as the page does', () => {
    // £1,000 of part exchange on top of the £1,499.50 cash deposit: £1,000 less credit.
    const withPx = leadEvent('order.created');
    withPx.deal!.finance = {
      ...withPx.deal!.finance,
      finance_balance: 1_249_550,
    };
    expect(branchMail(withPx, SETTINGS).text).toContain('Part exchange: £1,000.00');
  });

  it('lists the part exchange, the products, the deposit and links to the car and the order', () => {
    for (const line of [
      'Payment: Pay Monthly',
      'Registration: FG17 HJK',
      'Valuation: £4,500',
      'Outstanding finance: £1,200',
      'Balance towards the deal: £3,300',
      'Paint protection: £199',
      'Amount: £99.00',
      'Card: ending 4242',
      'Held until: Wednesday 2 December 2026 at 17:00',
      'Vehicle page: https://cars.showroom.example/vehicle-search/ford-focus-ab21cde',
      'Order reference: 5b0e7f1c-2d3a-4b5c-8d9e-0a1b2c3d4e5f',
      'Order: https://cars.showroom.example/api/v2/website-orders/order/5b0e7f1c-2d3a-4b5c-8d9e-0a1b2c3d4e5f',
    ])
      expect(mail.text).toContain(line);
  });

  it('carries the test drive slot and what the shopper wrote', () => {
    const drive = branchMail(leadEvent('test_drive.booked'), SETTINGS);
    expect(drive.subject).toBe(
      'Test drive request: Ford Focus 1.0 EcoBoost ST-Line 5dr (AB21 CDE)',
    );
    expect(drive.text).toContain('Date: Thursday 3 December 2026');
    expect(drive.text).toContain('Time: 10:30');
    expect(drive.text).toContain('> Can I bring my partner along?');
  });
});

describe("the shopper's e-mails", () => {
  it('a deposit: a receipt with the amount, order reference, car, hold, how to cancel and the refund', () => {
    const mail = shopperMail(leadEvent('deposit.taken'), SETTINGS)!;
    expect(mail.subject).toBe('Your £99.00 deposit receipt: Ford Focus 1.0 EcoBoost ST-Line 5dr');
    expect(mail.replyTo).toBe('northampton@showroom.example');
    for (const line of [
      'Dear James,',
      'We have received your £99.00 deposit and the Ford Focus 1.0 EcoBoost ST-Line 5dr is reserved for you.',
      'We hold it for you until Wednesday 2 December 2026 at 17:00.',
      'Deposit paid: £99.00',
      'Paid with: Card ending 4242',
      'Order reference: 5b0e7f1c-2d3a-4b5c-8d9e-0a1b2c3d4e5f',
      'Car: Ford Focus 1.0 EcoBoost ST-Line 5dr',
      'Registration: AB21 CDE',
      'To cancel, call Showroom Northampton on 01632 960118 or reply to this e-mail, quoting your order reference 5b0e7f1c-2d3a-4b5c-8d9e-0a1b2c3d4e5f.',
      'Your deposit is fully refundable: if you cancel before you buy the car, we refund the full £99.00 to the card ending 4242.',
    ])
      expect(mail.text).toContain(line);
  });

  it('a deposit without a hold time says it is held while the purchase is arranged', () => {
    const event = leadEvent('deposit.taken');
    event.deposit!.held_until = null;
    expect(shopperMail(event, SETTINGS)!.text).toContain(
      'We hold it for you while we arrange the rest of your purchase with you.',
    );
  });

  it('a released deposit: the reservation ended and the deposit is refunded', () => {
    const mail = shopperMail(leadEvent('deposit.released'), SETTINGS)!;
    expect(mail.subject).toBe(
      'Your reservation of the Ford Focus 1.0 EcoBoost ST-Line 5dr has ended',
    );
    expect(mail.text).toContain('your £99.00 deposit is refunded in full to the card ending 4242');
  });

  it('a payment never confirmed (its hold lapsed): the car is no longer held and nothing was charged', () => {
    const event = leadEvent('deposit.released');
    event.deposit!.charged = false;
    const [branch, shopper] = leadMails(event, SETTINGS);
    expect(shopper!.text).toContain(
      'The time to confirm your payment ran out and the Ford Focus 1.0 EcoBoost ST-Line 5dr is no longer held for you. You have not been charged.',
    );
    expect(shopper!.text).not.toContain('refund');
    expect(branch!.text).toContain('was never confirmed: nothing was charged');
    expect(branch!.text).not.toContain('refund');
  });

  it('an application: that it was sent and what happens next, by the contact method chosen', () => {
    const mail = shopperMail(leadEvent('application.sent'), SETTINGS)!;
    expect(mail.subject).toBe(
      'Your finance application for the Ford Focus 1.0 EcoBoost ST-Line 5dr has been sent',
    );
    expect(mail.text).toContain('What happens next: the lender reviews your application');
    expect(mail.text).toContain('we contact you by telephone as soon as they have decided');
  });

  it('an enquiry: an acknowledgement quoting the message, escaped in the HTML part', () => {
    const mail = shopperMail(leadEvent('enquiry.received'), SETTINGS)!;
    expect(mail.subject).toBe(
      'Thank you for your enquiry about the Ford Focus 1.0 EcoBoost ST-Line 5dr',
    );
    expect(mail.text).toContain('> Is the <b>spare key</b> included? Price "as seen" & ready?');
    expect(mail.html).toContain(
      'Is the &lt;b&gt;spare key&lt;/b&gt; included? Price &quot;as seen&quot; &amp; ready?',
    );
    expect(mail.html).not.toContain('<b>spare key</b>');
    // An enquiry about no particular car says the tenant's thank-you.
    expect(shopperMail(leadEvent('enquiry.received', { vehicle: null }), SETTINGS)!.subject).toBe(
      'Thank you for your enquiry',
    );
  });

  it('a test drive: the date, time and branch address, with an .ics invitation', () => {
    const mail = shopperMail(leadEvent('test_drive.booked'), SETTINGS)!;
    expect(mail.subject).toBe(
      'Your test drive of the Ford Focus 1.0 EcoBoost ST-Line 5dr: Thursday 3 December 2026 at 10:30',
    );
    expect(mail.text).toContain(
      'on Thursday 3 December 2026 at 10:30, at Showroom Northampton, 12 Riverside Way, Northampton, NN3 9HX.',
    );
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'test-drive.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
  });

  it('an order created alone sends the shopper nothing', () => {
    expect(shopperMail(leadEvent('order.created'), SETTINGS)).toBeNull();
  });
});

describe('the wording is the tenant’s', () => {
  it("uses a tenant's messages and name over the defaults", () => {
    const tenant = resolveTenantConfig({
      siteName: 'Northgate Motors',
      messages: {
        mailDepositSubject: 'Receipt for your {deposit} holding deposit ({vehicle})',
        mailLeadEnquiry: 'New web enquiry',
      },
    });
    const settings = { ...SETTINGS, tenant };
    expect(shopperMail(leadEvent('deposit.taken'), settings)!.subject).toBe(
      'Receipt for your £99.00 holding deposit (Ford Focus 1.0 EcoBoost ST-Line 5dr)',
    );
    expect(branchMail(leadEvent('enquiry.received'), settings).subject).toMatch(
      /^New web enquiry: /,
    );
    expect(branchMail(leadEvent('enquiry.received'), settings).html).toContain(
      '<p class="small">Northgate Motors</p>',
    );
    expect(DEFAULT_TENANT_CONFIG.siteName).toBe('Showroom');
  });
});

describe('what never goes into an e-mail', () => {
  it.each(LEAD_EVENT_TYPES)(
    '%s: no bank details and no card number beyond the last four',
    (type) => {
      for (const mail of leadMails(leadEvent(type), SETTINGS)) {
        const all = [mail.subject, mail.text, mail.html, ...mail.attachments.map((a) => a.content)];
        for (const part of all) {
          expect(part).not.toContain(SECRET_SORT_CODE);
          expect(part).not.toContain(SECRET_SORT_CODE.replace(/-/g, ''));
          expect(part).not.toContain(SECRET_ACCOUNT_NUMBER);
          expect(part).not.toContain(SECRET_CARD_NUMBER);
        }
      }
    },
  );

  it('a card "last four" that is anything but four digits is left out', () => {
    const event = leadEvent('deposit.taken');
    event.deposit!.card_last4 = SECRET_CARD_NUMBER;
    const [branch, shopper] = leadMails(event, SETTINGS);
    expect(branch!.text).not.toContain(SECRET_CARD_NUMBER);
    expect(shopper!.text).not.toContain(SECRET_CARD_NUMBER);
    expect(shopper!.text).toContain('to the card you paid with');
  });

  it('the HTML part loads nothing remote', () => {
    for (const type of LEAD_EVENT_TYPES)
      for (const mail of leadMails(leadEvent(type), SETTINGS)) {
        expect(mail.html).not.toMatch(/<img|<link|<script|url\(|src=/i);
      }
  });
});

describe('the test drive invitation (.ics)', () => {
  const ics = testDriveIcs(leadEvent('test_drive.booked'), 'showroom.example')!;
  const parsed = new ICAL.Component(ICAL.parse(ics));
  const vevent = parsed.getFirstSubcomponent('vevent')!;

  it('is an RFC 5545 calendar with CRLF lines of at most 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parsed.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(parsed.getFirstPropertyValue('version')).toBe('2.0');
  });

  it('starts at the slot in UK time (GMT in December) and lasts an hour, with the lead as its UID', () => {
    const event = leadEvent('test_drive.booked');
    expect(vevent.getFirstPropertyValue('uid')).toBe(`${event.id}@showroom.example`);
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe('2026-12-03T10:30:00.000Z');
    expect(end.toJSDate().toISOString()).toBe('2026-12-03T11:30:00.000Z');
    expect(vevent.getFirstPropertyValue('location')).toBe(
      'Showroom Northampton, 12 Riverside Way, Northampton, NN3 9HX',
    );
    expect(vevent.getFirstPropertyValue('summary')).toBe(
      'Test drive: Ford Focus 1.0 EcoBoost ST-Line 5dr',
    );
  });

  it('converts a summer slot from BST', () => {
    const summer = testDriveIcs(
      leadEvent('test_drive.booked', { test_drive: { date: '2027-07-01', time: '10:30' } }),
      'showroom.example',
    )!;
    const start = new ICAL.Component(ICAL.parse(summer))
      .getFirstSubcomponent('vevent')!
      .getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe('2027-07-01T09:30:00.000Z');
  });

  it('reads UK wall-clock times across both clock changes', () => {
    expect(ukInstant('2026-03-29', '00:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(ukInstant('2026-03-29', '02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(ukInstant('2026-10-25', '01:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(ukInstant('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(ukInstant('2026-02-30', '10:00')).toBeNull();
    expect(ukInstant('2026-02-03', '25:00')).toBeNull();
  });

  it('escapes text values and folds long lines without splitting a character', () => {
    const event = leadEvent('test_drive.booked');
    event.branch = { ...event.branch!, name: 'Smith; Sons, “Motors”' };
    const text = testDriveIcs(event, 'showroom.example')!;
    const location = new ICAL.Component(ICAL.parse(text))
      .getFirstSubcomponent('vevent')!
      .getFirstPropertyValue('location');
    expect(location).toBe('Smith; Sons, “Motors”, 12 Riverside Way, Northampton, NN3 9HX');
    const long = foldLine(`DESCRIPTION:${'é'.repeat(100)}`);
    expect(long.split('\r\n ').join('')).toBe(`DESCRIPTION:${'é'.repeat(100)}`);
  });
});

describe('from a demo', () => {
  const DEMO_LINE =
    'This e-mail comes from a Showroom demo: the car, the deal and any deposit are not real, and no card was charged.';

  it('with demo (SHOWROOM_MODE=demo) every e-mail says so first; otherwise none does', () => {
    for (const type of LEAD_EVENT_TYPES) {
      const demo = leadMails(leadEvent(type), { ...SETTINGS, demo: true });
      for (const mail of demo) {
        expect(mail.text.split('\n')[3], `${type} ${mail.recipient}`).toBe(DEMO_LINE);
        expect(mail.html).toContain(DEMO_LINE);
      }
      for (const mail of leadMails(leadEvent(type), SETTINGS))
        expect(mail.text).not.toContain('Showroom demo');
    }
  });
});
