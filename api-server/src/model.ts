import type { Schema } from './http/routeTypes.ts';

/**
 * Records as the server stores them. Money is integer pence (requirement ARCH-4);
 * the http layer converts to pounds on the wire (contract-decisions: money in POUNDS).
 */
export type Pence = number;

/** The shopper's contact details on an order, as sent and as shown (contract OrderCustomer). */
export type OrderCustomer = Schema<'OrderCustomer'>;
/** The chosen quote's finance_* fields, as sent (contract OrderFinance), its money in pence. */
export type OrderFinance = Schema<'OrderFinance'>;
/** The unfinished finance application, never with bank details (contract ApplicationDraft). */
export type ApplicationDraft = Schema<'ApplicationDraft'>;

export type AdvertClassification = 'USED' | 'NEW' | 'OFFER' | 'MOTABILITY';
export type ReservationStatus = 'Available' | 'Reserved' | 'On Order' | null;

export interface MediaItem {
  url: string;
  medium: string;
  large: string;
  hotspots: { x: number; y: number; title: string; description: string }[];
}

export interface VehicleRecord {
  stock_id: number;
  slug: string;
  name: string;
  make: string;
  range: string;
  model: string;
  derivative: string;
  vrm: string;
  formatted_plate: string;
  year: number;
  first_registration_date: string;
  price: Pence;
  list_price: Pence | null;
  price_excluding_vat: Pence | null;
  recommended_retail_price: Pence | null;
  /** The vehicle's own fee; null: the order config's is charged. */
  admin_fee: Pence | null;
  vat_scheme: string | null;
  advert_classification: AdvertClassification;
  advert_type: string | null;
  allowance_type: string | null;
  category: 'cars' | 'vans';
  fuel_type: string;
  fuel_type_slug: string;
  body_type: string;
  body_type_slug: string;
  transmission: string;
  odometer_value: number;
  odometer_units: string;
  colour: string;
  doors: number;
  seats: number;
  mpg: number | null;
  ulez: string | null;
  ulez_compliant: 0 | 1;
  price_indicator: string | null;
  attention_grabber: string;
  description: string;
  contents: Record<string, unknown>[];
  media_urls: MediaItem[];
  videos: { url: string }[];
  tags: string[];
  site: { name: string; slug: string; city_town: string };
  location: { name: string };
  company: { telephone: string | null };
  reservation_status: ReservationStatus;
  reserved: boolean | null;
  reserved_at: string | null;
  additional_features: { name: string; price: Pence }[];
  technical_data: Record<string, unknown>;
  technical_spec: Record<string, unknown>;
  ev_data: { range_miles: number } | null;
  range_wltp: number | null;
  electric_data: { mileage_range: number } | null;
  previous_keepers: number | null;
  date_mot_expires: string | null;
  mot_history: {
    last_test_date: string;
    last_test_expiry_date: string;
    last_test_status: string;
  } | null;
  service_history: { date: string; mileage: number }[];
  turntable: boolean;
}

export type OrderStatus =
  'STATUS_NEW' | 'STATUS_SUBMITTED' | 'STATUS_COMPLETED' | 'STATUS_RESERVED' | 'STATUS_CANCELLED';
export type PaymentType = 'FINANCE' | 'OUTRIGHT_FULL' | 'OUTRIGHT_DEPOSIT';

/** A part-exchange car's condition as the shopper gives it (contract VehicleCondition). */
export type VehicleCondition = 'excellent' | 'good' | 'fair' | 'poor';

export interface ValuationRecord {
  hash: string;
  registration: string;
  price: Pence;
  settlement: Pence;
  condition: VehicleCondition;
  mileage: number;
  make: string;
  model: string;
  year: number;
  created_at: string;
}

export interface PaymentRecord {
  id: string;
  amount: Pence;
  status: string;
  created_at: string;
}

export interface OrderRecord {
  guid: string;
  status: OrderStatus;
  vehicle: number;
  payment_type: PaymentType;
  products: number[];
  customer: OrderCustomer;
  /** finance_* fields as sent (money fields in pence), or null when not financed. */
  finance: OrderFinance | null;
  /** The sent finance application: stored, never returned (contract CustomerForm). */
  customer_form: Record<string, unknown> | null;
  /**
   * The unfinished finance application (contract ApplicationDraft): returned with the order,
   * never holds bank details, null once the application is sent. Its own column of `orders`.
   */
  application_draft: ApplicationDraft | null;
  /** Everything else the shopper sent that the order keeps but does not show (terms_accepted, sources…). */
  meta: Record<string, unknown>;
  /** When this order's deposit reserved the vehicle (the token that releases it on cancellation). */
  reserved_at: string | null;
  /**
   * Until when the paid reservation holds the vehicle (contract WebsiteOrder.reserved_until), set
   * when the deposit is taken; absent on orders stored before it existed.
   */
  reserved_until?: string | null;
  valuations: ValuationRecord[];
  payments: PaymentRecord[];
  created_at: string;
  updated_at: string;
}

/**
 * The vehicle held for an order while its deposit payment is in progress (a 3-D Secure challenge,
 * or the moments between the hold and the charge). The vehicle shows as reserved; the hold is
 * released when the payment fails, or on its own once `expires_at` has passed unconfirmed.
 */
export interface PaymentHold {
  order_guid: string;
  stock_id: number;
  /** The vehicle's `reserved_at`: the token that releases exactly this hold. */
  held_at: string;
  expires_at: string;
  /** The status the vehicle goes back to when the hold is released ('Available', 'On Order'). */
  previous_status: ReservationStatus;
  /** The provider's payment (intent) id, once it has been created. */
  intent_id: string | null;
  /** Where the shopper completes the card's 3-D Secure challenge, while one is asked for. */
  redirect_url: string | null;
}

/** Where an order's `meta` keeps the id of its application's form submission (one per order). */
export const APPLICATION_FORM_ID = 'application_form_id';

export interface FormSubmissionRecord {
  id: number;
  form_id: string;
  kind: 'enquiry' | 'test_drive' | 'incomplete_application';
  data: Record<string, unknown>;
  created_at: string;
}
