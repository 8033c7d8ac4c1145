import type { Pence } from './model.ts';

export interface CardDetails {
  card_number: string;
  expiry_month: number;
  expiry_year: number;
  cvc: string;
  cardholder_name: string;
}

export type ChargeResult = { ok: true; id: string } | { ok: false; message: string };

/** Takes the reservation deposit (design.md: payment provider behind a port). */
export interface PaymentPort {
  charge(request: { amount: Pence; card: CardDetails; reference: string }): Promise<ChargeResult>;
}

/** Verifies a reCAPTCHA token (design.md: off unless configured). */
export interface RecaptchaPort {
  /** Shown to the storefront in the order config. */
  readonly siteKey: string | null;
  verify(token: string | null | undefined, remoteIp: string): Promise<boolean>;
}
