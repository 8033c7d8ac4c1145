import { createHmac, timingSafeEqual } from 'node:crypto';
import { toPounds } from '@showroom/core';
import { FINANCE_MONEY_FIELDS } from '../orders/wire.ts';
import { DeliveryError } from './failureReason.ts';
import type { LeadChannel, LeadEvent } from './leadEvent.ts';

/** The header carrying a webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'Showroom-Signature';
/** How long the CRM may take to answer before the attempt counts as failed (LEADS_WEBHOOK_TIMEOUT_MS). */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/** What the CRM receives (openapi.yaml `webhooks:`). */
export interface WebhookPayload {
  /** The outbox row's event id: the same on every attempt, so the CRM can drop a repeat. */
  id: string;
  type: LeadEvent['type'];
  /** When the lead was made (ISO). */
  created: string;
  /**
   * The lead (never bank or card details beyond the last four digits), its money in pounds as
   * everywhere on the API's wire (the outbox keeps pence).
   */
  data: LeadEvent;
}

const pounds = (value: unknown) => (typeof value === 'number' ? toPounds(value) : value);

/**
 * The lead as the CRM reads it (contract LeadEvent): the snapshot with every amount in pounds,
 * the vehicle page's absolute `url` from `publicUrl` (PUBLIC_URL) and the shopper's `postcode`
 * (null on a lead made before it was kept).
 */
export function wireLead(event: LeadEvent, publicUrl: string): LeadEvent {
  const finance = event.deal?.finance
    ? Object.fromEntries(
        Object.entries(event.deal.finance).map(([k, v]) => [
          k,
          (FINANCE_MONEY_FIELDS as readonly string[]).includes(k) ? pounds(v) : v,
        ]),
      )
    : null;
  const px = event.deal?.part_exchange ?? null;
  return {
    ...event,
    vehicle: event.vehicle && {
      ...event.vehicle,
      url: `${publicUrl.replace(/\/+$/, '')}${event.vehicle.path}`,
      price: toPounds(event.vehicle.price),
    },
    customer: { ...event.customer, postcode: event.customer.postcode ?? null },
    deal: event.deal && {
      ...event.deal,
      finance,
      part_exchange: px && {
        ...px,
        valuation: toPounds(px.valuation),
        outstanding_finance:
          px.outstanding_finance === null ? null : toPounds(px.outstanding_finance),
      },
      products: event.deal.products.map((p) => ({ ...p, price: toPounds(p.price) })),
    },
    ...(event.deposit
      ? { deposit: { ...event.deposit, amount: toPounds(event.deposit.amount) } }
      : {}),
  };
}

export function webhookPayload(event: LeadEvent, publicUrl: string): WebhookPayload {
  return {
    id: event.id,
    type: event.type,
    created: event.occurred_at,
    data: wireLead(event, publicUrl),
  };
}

/** HMAC-SHA256, hex, over `${timestamp}.${body}` with the shared secret (as Stripe signs). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The Showroom-Signature header's value for a body sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${webhookSignature(secret, timestamp, body)}`;
}

/**
 * Checks a received Showroom-Signature against the raw body, as a CRM does (docs/leads.md,
 * "The webhook"): some v1 equals the HMAC, and the timestamp is within `toleranceSeconds` of `now`.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  now: Date,
  toleranceSeconds = 300,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body), 'hex');
  return parts.some(([k, v]) => {
    if (k !== 'v1' || !/^[0-9a-f]{64}$/.test(v)) return false;
    return timingSafeEqual(Buffer.from(v, 'hex'), expected);
  });
}

export interface WebhookChannelOptions {
  url: string;
  secret: string;
  timeoutMs?: number;
  /** The storefront's origin (PUBLIC_URL), for the vehicle's absolute `url`. */
  publicUrl: string;
  /** The clock the signature's timestamp is read from. */
  now: () => Date;
  /** fetch, by default the global one. */
  fetch?: typeof fetch;
}

/**
 * LEADS_WEBHOOK_URL: each lead POSTed as JSON, signed with LEADS_WEBHOOK_SECRET. Any answer but a
 * 2xx, a connection refused or no answer within the timeout is a failure the dispatcher retries.
 */
export function webhookChannel(options: WebhookChannelOptions): LeadChannel {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  return {
    name: 'webhook',
    async deliver(event) {
      const body = JSON.stringify(webhookPayload(event, options.publicUrl));
      const timestamp = Math.floor(options.now().getTime() / 1000);
      const response = await send(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Showroom-Leads/1',
          [SIGNATURE_HEADER]: signatureHeader(options.secret, timestamp, body),
          'Showroom-Event-Id': event.id,
          'Showroom-Event-Type': event.type,
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      // The answer's body is not needed; read it so the connection is freed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok)
        throw new DeliveryError(
          `the webhook answered ${response.status}`,
          response.status >= 500 ? 'http-5xx' : 'http-4xx',
        );
    },
  };
}
