import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Repositories } from '../db/repositories.ts';

/** How long leads and an order's personal fields are kept by default (DATA_RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 365;

/** Parts of an order's `meta` that say something about the shopper (the rest are figures and flags). */
export const PERSONAL_META_FIELDS = [
  'enquiry_source_history',
  'valuation_outstanding_finance',
  'valuation_condition',
] as const;

/** Where an erased order's `meta` records when its personal fields were emptied. */
export const ERASED_AT = 'personal_data_erased_at';

/**
 * An order document (the `orders.data` column) with its personal fields emptied: the customer's
 * contact details, the sent application (customer_form) and the personal parts of `meta`. The
 * vehicle, status, payment type, products, quote and dates stay: the anonymous figures of a sale.
 */
export function erasedOrderData(
  data: Record<string, unknown>,
  at: string,
): Record<string, unknown> {
  const meta = { ...((data.meta as Record<string, unknown> | undefined) ?? {}) };
  for (const field of PERSONAL_META_FIELDS) delete meta[field];
  return {
    ...data,
    customer: {
      customer_title: null,
      customer_first_name: '',
      customer_last_name: '',
      customer_email: '',
      customer_telephone: null,
      customer_current_address: null,
    },
    customer_form: null,
    meta: { ...meta, [ERASED_AT]: at },
  };
}

export interface ErasureCounts {
  forms: number;
  orders: number;
  outbox: number;
  valuations: number;
  /** `.eml` files removed from DATA_DIR/outbox-mail. */
  mails: number;
}

/** The lead's time at the start of an `.eml` file's name (mail/channel.ts emlFileName). */
const EML_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})?Z-/;

/** When the lead an `.eml` file (or a `.tmp` left by a crash) was made, in ms; else its mtime. */
async function mailTime(path: string, name: string): Promise<number> {
  const m = EML_TIME.exec(name);
  if (m) {
    const [, y, mo, d, h, mi, s, ms] = m;
    return Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!, +(ms ?? 0));
  }
  return (await stat(path)).mtimeMs;
}

/**
 * Removes the e-mails (`.eml`, and `.tmp` files a crash left) of leads made before `before` from
 * `folder` (DATA_DIR/outbox-mail): each is a copy of a lead, with the shopper's name and contact
 * details (docs/decisions/0707-retention-every-copy.md). A missing folder has nothing to erase.
 */
export async function eraseMailFilesBefore(folder: string, before: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let erased = 0;
  for (const name of names) {
    if (!/\.(eml|tmp)$/.test(name)) continue;
    const path = join(folder, name);
    try {
      if ((await mailTime(path, name)) >= before) continue;
      await unlink(path);
      erased++;
    } catch (error) {
      // Gone meanwhile (written over by a resend, or erased by another run): nothing to do.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return erased;
}

/**
 * The retention job: erases every copy of a shopper's data older than `days` days at `now`
 * (docs/decisions/0707-retention-every-copy.md): the form submissions (enquiries, test drives,
 * saved applications), the personal fields of orders (and their application drafts), the outbox
 * rows, the registrations of part-exchange valuations and the leads' `.eml` files in `mailFolder`
 * (DATA_DIR/outbox-mail). Vehicles, payments' amounts and the orders' figures stay.
 */
export async function eraseExpiredPersonalData(
  repos: Pick<Repositories, 'forms' | 'orders' | 'outbox' | 'valuations'>,
  now: Date,
  days: number,
  mailFolder?: string,
): Promise<ErasureCounts> {
  const cutoff = now.getTime() - days * 86_400_000;
  const before = new Date(cutoff).toISOString();
  const at = now.toISOString();
  return {
    forms: await repos.forms.eraseBefore(before),
    orders: await repos.orders.erasePersonalDataBefore(before, at),
    outbox: await repos.outbox.eraseBefore(before),
    valuations: await repos.valuations.eraseBefore(before),
    mails: mailFolder ? await eraseMailFilesBefore(mailFolder, cutoff) : 0,
  };
}
