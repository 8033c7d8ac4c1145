import {
  DEFAULT_TENANT_CONFIG,
  formatDayLabel,
  formatMoney,
  formatUkDateTime,
  message,
  type MessageKey,
  type MessageParams,
  type Pence,
  type TenantConfig,
} from '@showroom/core';
import type { LeadEvent, LeadEventType } from '../leadEvent.ts';
import { branchAddress, testDriveIcs } from './ics.ts';
import { representativeExampleText } from './representativeExample.ts';

/**
 * The e-mails a lead sends (docs/leads.md), built from its LeadEvent alone: pure
 * functions, so the same event always gives the same messages, and a resend after a crash is
 * the same message (its Message-ID is the event's id and the recipient's kind).
 *
 * - The branch that holds the car gets every lead: the car, the deal (the quote laid out as the
 *   representative example, part exchange, products), the shopper's contact details and
 *   preferred contact method, and a link to the order.
 * - The shopper gets a receipt for a deposit, the test drive with an `.ics`, word that an
 *   application was sent and what happens next, an acknowledgement of an enquiry, and word that a
 *   released deposit is refunded (or owed, docs/decisions/0624). An order created alone sends the
 *   shopper nothing (the deal is not made yet; the deposit or application that follows says so).
 *
 * Never bank details (the event has none, and the order's quote is read field by field) and never
 * card details beyond the last four digits.
 */

/** Who an e-mail is for; part of its Message-ID. */
export type MailRecipient = 'branch' | 'shopper';

export interface LeadMail {
  recipient: MailRecipient;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** `<{event.id}.{recipient}@{domain}>`: the same for every delivery of this lead. */
  messageId: string;
  /** The lead's time, so a resend carries the same Date. */
  date: Date;
  attachments: { filename: string; content: string; contentType: string }[];
  /** The lead's id and type, for filters and for a retailer matching it to the webhook's event. */
  headers: Record<string, string>;
}

export interface MailSettings {
  /** The from-address (MAIL_FROM): `leads@example.com` or `Showroom <leads@example.com>`. */
  from: string;
  /** The storefront's public origin (PUBLIC_URL), for links; no trailing slash. */
  publicUrl: string;
  /** The tenant's wording (messages), name and credit-broker disclosure. */
  tenant?: Pick<TenantConfig, 'messages' | 'siteName' | 'broker'>;
  /** The e-mails come from a demo (SHOWROOM_MODE=demo): each says so first. */
  demo?: boolean;
}

/** The address part of `Name <addr>` or `addr`. */
export function addressOf(from: string): string {
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

/** The domain Message-IDs and calendar UIDs are made in: the from-address's. */
export const mailDomain = (from: string) => addressOf(from).split('@')[1] ?? 'localhost';

/** Escapes text for HTML element content and attribute values. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const LEAD_NAMES: Record<LeadEventType, MessageKey> = {
  'order.created': 'mailLeadOrder',
  'deposit.taken': 'mailLeadDeposit',
  'deposit.released': 'mailLeadDepositReleased',
  'application.sent': 'mailLeadApplication',
  'enquiry.received': 'mailLeadEnquiry',
  'test_drive.booked': 'mailLeadTestDrive',
};

const PAYMENT_TYPES: Record<string, MessageKey> = {
  FINANCE: 'payMonthly',
  OUTRIGHT_FULL: 'payInFull',
  OUTRIGHT_DEPOSIT: 'reserve',
};

/** How the shopper asked to be contacted, in words. */
export function contactMethodText(method: string | null): string {
  switch ((method ?? '').toLowerCase()) {
    case 'email':
    case 'e-mail':
      return 'e-mail';
    case 'telephone':
    case 'phone':
      return 'telephone';
    case 'sms':
    case 'text':
      return 'text message';
    default:
      return 'e-mail or telephone';
  }
}

/** A `YYYY-MM-DD` slot date as the shopper reads it: 'Thursday 3 December 2026'. */
const slotDate = (date: string) => {
  const label = formatDayLabel(date);
  return label === date ? date : `${label} ${date.slice(0, 4)}`;
};

/** The card's last four digits, only when they are exactly four digits. */
const last4 = (event: LeadEvent) => {
  const digits = event.deposit?.card_last4 ?? null;
  return digits && /^\d{4}$/.test(digits) ? digits : null;
};

/** One part of an e-mail: a heading, paragraphs and labelled rows, as text and as HTML. */
interface Block {
  heading?: string;
  paragraphs?: (string | null)[];
  rows?: [string, string | null][];
  /** Rows with a link (label, text, href). */
  links?: [string, string][];
  /** Pre-formatted text (what the shopper wrote). */
  quote?: string | null;
  small?: string | null;
}

function toText(title: string, blocks: Block[]): string {
  const out: string[] = [title, '='.repeat(Math.min(title.length, 72)), ''];
  for (const block of blocks) {
    if (block.heading) out.push(block.heading, '-'.repeat(Math.min(block.heading.length, 72)));
    for (const p of block.paragraphs ?? []) if (p) out.push(p, '');
    const rows = (block.rows ?? []).filter((r): r is [string, string] => r[1] !== null);
    for (const [label, value] of rows) out.push(`${label}: ${value}`);
    for (const [label, href] of block.links ?? []) out.push(`${label}: ${href}`);
    if (rows.length || block.links?.length) out.push('');
    if (block.quote) out.push(...block.quote.split(/\r?\n/).map((line) => `> ${line}`), '');
    if (block.small) out.push(block.small, '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function toHtml(title: string, blocks: Block[], siteName: string): string {
  const e = escapeHtml;
  const parts = blocks.map((block) => {
    const rows = (block.rows ?? []).filter((r): r is [string, string] => r[1] !== null);
    return [
      block.heading ? `<h2>${e(block.heading)}</h2>` : '',
      ...(block.paragraphs ?? []).filter(Boolean).map((p) => `<p>${e(p!)}</p>`),
      rows.length || block.links?.length
        ? `<table role="presentation">${rows
            .map(
              ([label, value]) => `<tr><th scope="row">${e(label)}</th><td>${e(value)}</td></tr>`,
            )
            .join('')}${(block.links ?? [])
            .map(
              ([label, href]) =>
                `<tr><th scope="row">${e(label)}</th><td><a href="${e(href)}">${e(href)}</a></td></tr>`,
            )
            .join('')}</table>`
        : '',
      block.quote ? `<blockquote>${e(block.quote).replace(/\r?\n/g, '<br>')}</blockquote>` : '',
      block.small ? `<p class="small">${e(block.small)}</p>` : '',
    ].join('');
  });
  return [
    '<!DOCTYPE html>',
    '<html lang="en-GB"><head><meta charset="utf-8">',
    `<title>${e(title)}</title>`,
    '<style>body{font-family:Arial,Helvetica,sans-serif;color:#1a1f24;line-height:1.45}',
    'h1{font-size:20px}h2{font-size:16px;margin-top:24px}',
    'th{text-align:left;font-weight:normal;color:#50585f;padding:2px 16px 2px 0}',
    'td{padding:2px 0}.small{font-size:12px;color:#50585f}',
    'blockquote{border-left:3px solid #d0d5da;margin:0;padding-left:12px}</style>',
    '</head><body>',
    `<h1>${e(title)}</h1>`,
    ...parts,
    `<p class="small">${e(siteName)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
}

/** Everything a builder needs: the event, the tenant's words and links. */
class Context {
  readonly tenant: Pick<TenantConfig, 'messages' | 'siteName' | 'broker'>;
  constructor(
    readonly event: LeadEvent,
    readonly settings: MailSettings,
  ) {
    this.tenant = settings.tenant ?? DEFAULT_TENANT_CONFIG;
  }
  say(key: MessageKey, params: MessageParams = {}) {
    return message(key, params, this.tenant);
  }
  get vehicleTitle() {
    return this.event.vehicle?.title ?? 'car';
  }
  get vehicleName() {
    const { vehicle } = this.event;
    if (!vehicle) return null;
    return vehicle.registration ? `${vehicle.title} (${vehicle.registration})` : vehicle.title;
  }
  link(path: string) {
    return `${this.settings.publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
  }
  get orderLink() {
    const guid = this.event.order_guid;
    return guid ? this.link(`/api/v2/website-orders/order/${encodeURIComponent(guid)}`) : null;
  }
  get customerName() {
    const c = this.event.customer;
    return [c.title, c.first_name, c.last_name]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  }
  get deposit() {
    // As the payment form showed it: 'Pay £99.00'.
    return this.event.deposit ? formatMoney(this.event.deposit.amount, { pence: 'always' }) : null;
  }
  get card() {
    const digits = last4(this.event);
    return digits ? `the card ending ${digits}` : 'the card you paid with';
  }
  get branchName() {
    return this.event.branch?.name ?? this.tenant.siteName;
  }
  get telephone() {
    return this.event.branch?.telephone ?? '';
  }
  messageId(recipient: MailRecipient) {
    return `<${this.event.id}.${recipient}@${mailDomain(this.settings.from)}>`;
  }
  mail(
    recipient: MailRecipient,
    to: string,
    replyTo: string | null,
    subject: string,
    blocks: Block[],
    attachments: LeadMail['attachments'] = [],
  ): LeadMail {
    if (this.settings.demo) blocks = [{ paragraphs: [this.say('mailFromDemo')] }, ...blocks];
    return {
      recipient,
      to,
      replyTo,
      subject,
      text: toText(subject, blocks),
      html: toHtml(subject, blocks, this.tenant.siteName),
      messageId: this.messageId(recipient),
      date: new Date(this.event.occurred_at),
      attachments,
      headers: { 'X-Lead-Event-Id': this.event.id, 'X-Lead-Event-Type': this.event.type },
    };
  }
}

/** The deal: how the shopper pays, the quote's representative example, part exchange, products. */
function dealBlocks(c: Context): Block[] {
  const deal = c.event.deal;
  if (!deal) return [];
  const paymentKey = PAYMENT_TYPES[deal.payment_type];
  const example = representativeExampleText(deal.finance, c.tenant.broker);
  const blocks: Block[] = [
    {
      heading: 'The deal',
      rows: [['Payment', paymentKey ? c.say(paymentKey) : deal.payment_type]],
    },
  ];
  if (example) {
    blocks.push({
      heading: `Representative example: ${example.productName}`,
      rows: example.rows,
      small: example.smallPrint,
    });
  }
  const px = deal.part_exchange;
  if (px) {
    const owed = px.outstanding_finance ?? 0;
    blocks.push({
      heading: 'Part exchange',
      rows: [
        ['Registration', px.registration],
        ['Valuation', formatMoney(px.valuation)],
        ['Outstanding finance', px.outstanding_finance === null ? null : formatMoney(owed)],
        ['Balance towards the deal', formatMoney(px.valuation - owed)],
      ],
    });
  }
  if (deal.products.length) {
    const total = deal.products.reduce((sum, p) => sum + p.price, 0 as Pence);
    blocks.push({
      heading: 'Products',
      rows: [
        ...deal.products.map((p): [string, string] => [p.name, formatMoney(p.price)]),
        ['Products in total', formatMoney(total)],
      ],
    });
  }
  return blocks;
}

/** What happened, in one sentence for the branch. */
function branchSummary(c: Context): string {
  const who = c.customerName || c.event.customer.email;
  const car = c.vehicleName ?? 'no particular car';
  switch (c.event.type) {
    case 'order.created':
      return `${who} started an order for the ${car}.`;
    case 'deposit.taken': {
      const until = c.event.deposit?.held_until
        ? formatUkDateTime(c.event.deposit.held_until)
        : null;
      return `${who} paid a ${c.deposit ?? ''} deposit on the ${car}${until ? `, held for them until ${until}` : ''}.`;
    }
    case 'deposit.released':
      return c.event.deposit?.charged === false
        ? `The ${c.deposit ?? ''} deposit payment of ${who} on the ${car} was never confirmed: nothing was charged, and the car is no longer held for them.`
        : c.event.deposit?.refunded === false
          ? `The ${c.deposit ?? ''} deposit of ${who} on the ${car} was released: the car is no longer held for them, but the payment provider did not refund the deposit. Refund it (the admin release of the order refunds it).`
          : `The ${c.deposit ?? ''} deposit of ${who} on the ${car} was released: the car is no longer held for them and the deposit is ${c.event.deposit?.refunded ? 'refunded' : 'to be refunded'}.`;
    case 'application.sent':
      return `${who} sent a finance application for the ${car}.`;
    case 'enquiry.received':
      return `${who} sent an enquiry about the ${car}.`;
    case 'test_drive.booked': {
      const slot = c.event.test_drive;
      return `${who} asked for a test drive of the ${car}${slot ? ` on ${slotDate(slot.date)} at ${slot.time}` : ''}.`;
    }
  }
}

/** The branch's e-mail: every lead, everything the branch needs to call the shopper back. */
export function branchMail(event: LeadEvent, settings: MailSettings): LeadMail {
  const c = new Context(event, settings);
  const to = event.branch?.email || addressOf(settings.from);
  const lead = c.say(LEAD_NAMES[event.type]);
  const subject = `${lead}: ${c.vehicleName ?? c.customerName}`;
  const customer = event.customer;
  const slot = event.test_drive;
  const blocks: Block[] = [
    { paragraphs: [branchSummary(c)] },
    {
      heading: 'Customer',
      rows: [
        ['Name', c.customerName || null],
        ['E-mail', customer.email],
        ['Telephone', customer.telephone],
        ['Postcode', customer.postcode ?? null],
        ['Preferred contact', contactMethodText(customer.preferred_contact)],
      ],
    },
  ];
  if (slot) {
    blocks.push({
      heading: 'Test drive',
      rows: [
        ['Date', slotDate(slot.date)],
        ['Time', slot.time],
      ],
    });
  }
  if (event.message) blocks.push({ heading: 'Message', quote: event.message });
  if (event.vehicle) {
    blocks.push({
      heading: 'The car',
      rows: [
        ['Car', event.vehicle.title],
        ['Registration', event.vehicle.registration],
        ['Stock number', String(event.vehicle.stock_id)],
        ['Price', formatMoney(event.vehicle.price)],
      ],
      links: [['Vehicle page', c.link(event.vehicle.path)]],
    });
  }
  if (event.deposit) {
    const digits = last4(event);
    const until = event.deposit.held_until ? formatUkDateTime(event.deposit.held_until) : null;
    blocks.push({
      heading: 'Deposit',
      rows: [
        ['Amount', formatMoney(event.deposit.amount, { pence: 'always' })],
        ['Card', digits ? `ending ${digits}` : null],
        ['Held until', until],
      ],
    });
  }
  blocks.push(...dealBlocks(c));
  if (event.order_guid) {
    blocks.push({
      heading: 'Order',
      rows: [['Order reference', event.order_guid]],
      links: c.orderLink ? [['Order', c.orderLink]] : [],
    });
  }
  return c.mail('branch', to, customer.email || null, subject, blocks);
}

/** The shopper's e-mail for the lead, or null when this kind of lead sends them none. */
export function shopperMail(event: LeadEvent, settings: MailSettings): LeadMail | null {
  const c = new Context(event, settings);
  const to = event.customer.email;
  if (!to) return null;
  const replyTo = event.branch?.email ?? null;
  const greeting = c.say('mailGreeting', {
    name: event.customer.first_name.trim() || c.customerName,
  });
  const contactUs = event.branch
    ? c.say('mailContactUs', { branch: c.branchName, telephone: c.telephone })
    : null;
  const vehicle = c.vehicleTitle;
  const carRows = (): [string, string | null][] => [
    ['Car', event.vehicle?.title ?? null],
    ['Registration', event.vehicle?.registration ?? null],
  ];
  switch (event.type) {
    case 'deposit.taken': {
      const until = event.deposit?.held_until ? formatUkDateTime(event.deposit.held_until) : null;
      const reference = event.order_guid ?? '';
      return c.mail(
        'shopper',
        to,
        replyTo,
        c.say('mailDepositSubject', { deposit: c.deposit ?? '', vehicle }),
        [
          {
            paragraphs: [
              greeting,
              c.say('mailDepositIntro', { deposit: c.deposit ?? '', vehicle }),
              until ? c.say('mailDepositHeldUntil', { until }) : c.say('mailDepositHeld'),
            ],
          },
          {
            heading: 'Your receipt',
            rows: [
              ['Deposit paid', c.deposit],
              ['Paid with', last4(event) ? `Card ending ${last4(event)}` : null],
              ['Order reference', reference || null],
              ...carRows(),
              ['Held for you until', until],
              ['Branch', event.branch ? branchAddress(event.branch) : null],
            ],
            links: event.vehicle ? [['Vehicle page', c.link(event.vehicle.path)]] : [],
          },
          {
            heading: 'Cancelling and refunds',
            paragraphs: [
              c.say('mailDepositCancel', {
                branch: c.branchName,
                telephone: c.telephone,
                reference,
              }),
              c.say('mailDepositRefund', { deposit: c.deposit ?? '', card: c.card }),
            ],
          },
        ],
      );
    }
    case 'deposit.released':
      return c.mail('shopper', to, replyTo, c.say('mailDepositReleasedSubject', { vehicle }), [
        {
          paragraphs: [
            greeting,
            c.say(
              event.deposit?.charged === false
                ? 'mailDepositLapsedText'
                : event.deposit?.refunded === false
                  ? 'mailDepositRefundOwedText'
                  : 'mailDepositReleasedText',
              {
                vehicle,
                deposit: c.deposit ?? '',
                card: c.card,
                branch: c.branchName,
                telephone: c.telephone,
              },
            ),
          ],
          rows: [['Order reference', event.order_guid], ...carRows()],
        },
      ]);
    case 'application.sent':
      return c.mail('shopper', to, replyTo, c.say('mailApplicationSubject', { vehicle }), [
        {
          paragraphs: [
            greeting,
            c.say('mailApplicationText', { vehicle }),
            c.say('mailApplicationNext', {
              contact: contactMethodText(event.customer.preferred_contact),
            }),
            contactUs,
          ],
          rows: [['Order reference', event.order_guid], ...carRows()],
        },
      ]);
    case 'enquiry.received':
      return c.mail(
        'shopper',
        to,
        replyTo,
        event.vehicle ? c.say('mailEnquirySubject', { vehicle }) : c.say('enquirySuccess'),
        [
          {
            paragraphs: [
              greeting,
              c.say('mailEnquiryText', {
                branch: c.branchName,
                contact: contactMethodText(event.customer.preferred_contact),
              }),
            ],
            quote: event.message ?? null,
          },
          { paragraphs: [contactUs], rows: carRows() },
        ],
      );
    case 'test_drive.booked': {
      const slot = event.test_drive;
      if (!slot) return null;
      const ics = testDriveIcs(event, mailDomain(settings.from));
      const date = slotDate(slot.date);
      const address = event.branch ? branchAddress(event.branch) : '';
      return c.mail(
        'shopper',
        to,
        replyTo,
        c.say('mailTestDriveSubject', { vehicle, date, time: slot.time }),
        [
          {
            paragraphs: [
              greeting,
              c.say('mailTestDriveText', {
                vehicle,
                date,
                time: slot.time,
                branch: c.branchName,
                address: event.branch
                  ? [
                      event.branch.address.street,
                      event.branch.address.town,
                      event.branch.address.postcode,
                    ].join(', ')
                  : '',
              }),
              ics ? c.say('mailTestDriveCalendar', { telephone: c.telephone }) : contactUs,
            ],
          },
          {
            heading: 'Your test drive',
            rows: [['Date', date], ['Time', slot.time], ['Where', address || null], ...carRows()],
          },
        ],
        ics
          ? [
              {
                filename: 'test-drive.ics',
                content: ics,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ]
          : [],
      );
    }
    case 'order.created':
      return null;
  }
}

/** Every e-mail a lead sends: the branch's first, then the shopper's if this lead sends one. */
export function leadMails(event: LeadEvent, settings: MailSettings): LeadMail[] {
  const shopper = shopperMail(event, settings);
  return [branchMail(event, settings), ...(shopper ? [shopper] : [])];
}
