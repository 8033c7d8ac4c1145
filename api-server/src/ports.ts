import type { Pence } from './model.ts';

/**
 * A payment (Stripe's PaymentIntent) as the provider reports it. The deposit is authorised first
 * and captured only while the vehicle is still held for the order, so a shopper who loses the car
 * (a hold that ran out during 3-D Secure) is never charged for it.
 */
export type PaymentState =
  /** Authorised: `capture` takes the money. */
  | { status: 'requires_capture'; id: string; last4: string }
  /** Taken. */
  | { status: 'succeeded'; id: string; last4: string }
  /** The card's issuer asks for 3-D Secure: the shopper goes to `redirectUrl` and comes back. */
  | { status: 'requires_action'; id: string; redirectUrl: string }
  /** Refused by the card's issuer, or its authentication failed (nothing taken). */
  | { status: 'declined'; id: string | null; message: string }
  /** The payment-method token is not one this provider issued (never charged). */
  | { status: 'invalid'; message: string }
  /** Cancelled (the hold ran out, or the shopper used another card): nothing taken. */
  | { status: 'canceled'; id: string }
  /** The provider has not decided yet: ask again. */
  | { status: 'processing'; id: string };

/** A refund the provider made (Stripe's Refund). */
export interface RefundState {
  /** The provider's refund id (`re_…`). */
  id: string;
  amount: Pence;
  /** `pending`: the provider accepted it and is sending the money back. */
  status: 'succeeded' | 'pending';
}

/** The provider will not refund the payment (never taken, refunded already in part, …). */
export class RefundRefused extends Error {}

/** What a provider's webhook says about a payment, once its signature is verified. */
export interface PaymentEvent {
  /** The provider's event id (a replay carries the same one). */
  id: string;
  intentId: string;
  /** What happened to it ('other': an event this API does not act on). */
  kind: 'authorised' | 'succeeded' | 'failed' | 'canceled' | 'other';
}

/**
 * Takes the reservation deposit (requirement ARCH-13: payment provider behind a port). It is handed
 * only the provider's payment-method token: the card itself never reaches the API.
 */
export interface PaymentPort {
  /** The name in webhook URLs (`/payment-webhooks/{name}`), and the storefront's provider. */
  readonly name: 'test' | 'stripe';
  /**
   * Shown to the storefront in the order config (`payment_provider`), so the browser hands the
   * card to this provider: Stripe's publishable key; null for the test provider.
   */
  readonly publishableKey: string | null;
  /** Creates the payment for `amount` with the token and confirms it, under an idempotency key. */
  authorise(request: {
    amount: Pence;
    paymentMethod: string;
    reference: string;
    idempotencyKey: string;
    /** Where the shopper comes back to after a 3-D Secure challenge. */
    returnUrl: string;
  }): Promise<PaymentState>;
  /** The payment as the provider has it now (never the browser's word). */
  retrieve(intentId: string): Promise<PaymentState>;
  /** Takes an authorised payment (idempotent: capturing twice takes it once). */
  capture(intentId: string): Promise<PaymentState>;
  /** Lets an unfinished or authorised payment go (idempotent). */
  cancel(intentId: string): Promise<void>;
  /**
   * Gives back `amount` of a taken payment (a released reservation's deposit). Idempotent: asked
   * again, with the same key or after the payment was refunded in full, it answers the refund
   * made. Throws RefundRefused when the provider will not; any other error when it cannot be asked.
   */
  refund(
    intentId: string,
    request: { amount: Pence; idempotencyKey: string; reference: string },
  ): Promise<RefundState>;
  /** Verifies a webhook's signature and reads it; null when it is not the provider's. */
  verifyWebhook?(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | null;
}

/** What Google's siteverify answers for a token (developers.google.com/recaptcha/docs/v3). */
export interface SiteverifyAnswer {
  success: boolean;
  /** 0.0 (very likely a bot) to 1.0 (very likely a person). */
  score?: number;
  /** The action the page asked the token for. */
  action?: string;
  /** When the page got the token (ISO 8601, seconds). */
  challenge_ts?: string;
  /** The site the token was got on. */
  hostname?: string;
  /** Why not, e.g. `timeout-or-duplicate` for a token seen before or older than two minutes. */
  'error-codes'?: string[];
}

/**
 * reCAPTCHA v3 (requirement ARCH-13: off unless configured): Google's siteverify, or the built-in
 * test provider that behaves like it. Whether a token passes (action, score) is the API's decision
 * (forms/recaptcha.ts), not the provider's.
 */
export interface RecaptchaPort {
  /** Whose script the storefront loads: Google's, or the test provider's own (same origin). */
  readonly provider: 'google' | 'test';
  /** Shown to the storefront in the order config. */
  readonly siteKey: string;
  /** Asks the provider about a token; rejects when the provider cannot be reached. */
  siteverify(token: string, remoteIp: string): Promise<SiteverifyAnswer>;
}

/** Fuel types a part-exchange car is described with (contract PartExchangeFuel). */
export type PartExchangeFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Plug-in hybrid' | 'Electric';

/** The car a registration belongs to (contract RegisteredVehicle). */
export interface RegisteredVehicle {
  /** As a plate is written: `FG17 HJK`. */
  registration: string;
  make: string;
  model: string;
  year: number;
  fuel_type: PartExchangeFuel;
}

/**
 * Finds the car a UK registration belongs to (requirement ARCH-13: vehicle lookup by registration
 * behind a port; a retailer plugs in a DVLA or registration-lookup provider). Null when the
 * provider does not know the registration: nothing is guessed.
 */
export interface RegistrationLookupPort {
  lookup(registration: string): Promise<RegisteredVehicle | null>;
}
