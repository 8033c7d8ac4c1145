import type { Pence } from './model.ts';

/**
 * What charging a payment-method token gives: a payment with the card's last four digits, a
 * refusal by the card's issuer (402), or a token the provider did not issue (422).
 */
export type ChargeResult =
  | { ok: true; id: string; last4: string }
  | { ok: false; reason: 'declined'; message: string }
  | { ok: false; reason: 'invalid-token'; message: string };

/**
 * Takes the reservation deposit (design.md: payment provider behind a port). It is handed only the
 * provider's payment-method token: the card itself never reaches the API.
 */
export interface PaymentPort {
  charge(request: {
    amount: Pence;
    paymentMethod: string;
    reference: string;
  }): Promise<ChargeResult>;
}

/** Verifies a reCAPTCHA token (design.md: off unless configured). */
export interface RecaptchaPort {
  /** Shown to the storefront in the order config. */
  readonly siteKey: string | null;
  verify(token: string | null | undefined, remoteIp: string): Promise<boolean>;
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
 * Finds the car a UK registration belongs to (design.md: vehicle lookup by registration behind a
 * port; a retailer plugs in a DVLA or registration-lookup provider). Null when the provider does
 * not know the registration: nothing is guessed.
 */
export interface RegistrationLookupPort {
  lookup(registration: string): Promise<RegisteredVehicle | null>;
}
