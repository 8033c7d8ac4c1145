import { DEFAULT_RESERVATION_HOLD_HOURS } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import { quoteTextsOf } from '../finance/quotes.ts';
import type { VehicleCondition } from '../model.ts';

export interface OrderConfig {
  finance_deposit: number;
  enquiry_form: { form_id: number; enquiry_types: string[] };
  recaptcha: boolean;
  recaptcha_site_key: string | null;
  /** Whose reCAPTCHA script the storefront loads (contract OrderConfig). */
  recaptcha_provider: 'google' | 'test' | null;
  part_exchange: boolean;
  part_ex_form: { conditions: VehicleCondition[] };
  /** deposit_amount in pounds, as on the wire. */
  reservation_form: { deposit_amount: number; terms_text: string; hold_hours: number };
  /** Who takes the deposit's card (contract PaymentProviderConfig). */
  payment_provider: { name: 'test' | 'stripe'; publishable_key: string | null };
  products: { id: number; name: string; price: number; description: string }[];
  admin_fee: number;
  /** The terms and conditions and the privacy policy the forms' checkboxes open; null: none given. */
  terms_url: string | null;
  privacy_url: string | null;
  /** What a channel shows beside every finance figure (contract OrderConfig, decision 0906). */
  finance_disclosure: {
    broker: { registered_name: string; firm_reference_number: string; commission: string };
    subject_to_status: string;
  };
}

/**
 * The deal-builder config: the configuration file's (SHOWROOM_CONFIG), else the store's
 * `order_config` row (the demo seed's); the reCAPTCHA fields and the payment provider are the
 * environment's.
 */
export async function orderConfig(ctx: ServerContext): Promise<OrderConfig> {
  const stored =
    ctx.business?.orderConfig ??
    (await ctx.repos.content.setting<
      Omit<
        OrderConfig,
        | 'payment_provider'
        | 'recaptcha'
        | 'recaptcha_site_key'
        | 'recaptcha_provider'
        | 'reservation_form'
        | 'terms_url'
        | 'privacy_url'
        | 'finance_disclosure'
      > & {
        reservation_form: Omit<OrderConfig['reservation_form'], 'hold_hours'> & {
          hold_hours?: number;
        };
        terms_url?: string | null;
        privacy_url?: string | null;
      }
    >('order_config'));
  if (!stored) throw new Error('The order config is missing: seed the database.');
  return {
    ...stored,
    terms_url: stored.terms_url ?? null,
    privacy_url: stored.privacy_url ?? null,
    // Configs stored before the hold was configurable hold for the default.
    reservation_form: {
      ...stored.reservation_form,
      hold_hours: stored.reservation_form.hold_hours ?? DEFAULT_RESERVATION_HOLD_HOURS,
    },
    recaptcha: ctx.recaptcha !== null,
    recaptcha_site_key: ctx.recaptcha?.siteKey ?? null,
    recaptcha_provider: ctx.recaptcha?.provider ?? null,
    payment_provider: { name: ctx.payment.name, publishable_key: ctx.payment.publishableKey },
    // The tenant's broker and the status text every quote carries: never another retailer's.
    finance_disclosure: {
      broker: {
        registered_name: ctx.broker.registeredName,
        firm_reference_number: ctx.broker.firmReferenceNumber,
        commission: ctx.broker.commission,
      },
      subject_to_status: quoteTextsOf(ctx).subjectToStatus,
    },
  };
}
