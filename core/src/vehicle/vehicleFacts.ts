/**
 * The vehicle fields core rules read, as they arrive on the /api/v2 wire (requirement VEH-1;
 * money in pounds). Every field is optional so any wire vehicle, or a hand-made fixture, fits.
 */
export type VehicleFacts = {
  stock_id?: number | null;
  slug?: string | null;
  name?: string | null;
  make?: string | null;
  range?: string | null;
  model?: string | null;
  derivative?: string | null;
  vrm?: string | null;
  year?: number | string | null;
  first_registration_date?: string | null;
  price?: number | null;
  list_price?: number | null;
  /** Pounds; the price before VAT of a vehicle on the Commercial VAT scheme. */
  price_excluding_vat?: number | null;
  vat_scheme?: string | null;
  /** PIP (or MOTABILITY): a mobility-scheme vehicle. */
  allowance_type?: string | null;
  advert_classification?: string | null;
  category?: string | null;
  fuel_type?: string | null;
  body_type?: string | null;
  body_type_slug?: string | null;
  fuel_type_slug?: string | null;
  transmission?: string | null;
  odometer_value?: number | null;
  odometer_units?: string | null;
  colour?: string | null;
  doors?: number | null;
  seats?: number | null;
  mpg?: number | string | null;
  ulez_compliant?: number | null;
  price_indicator?: string | null;
  tags?: readonly string[] | null;
  site?: { name?: string | null; slug?: string | null; city_town?: string | null } | null;
  location?: { name?: string | null } | null;
  company?: { telephone?: string | null } | null;
  reservation_status?: string | null;
  reserved?: boolean | null;
  additional_features?: readonly { name?: string | null; price?: number | null }[] | null;
  technical_data?: Readonly<Record<string, unknown>> | null;
  technical_spec?: Readonly<Record<string, unknown>> | null;
  ev_data?: { range_miles?: number | string | null } | null;
  range_wltp?: number | string | null;
  electric_data?: { mileage_range?: number | string | null } | null;
  previous_keepers?: number | null;
  date_mot_expires?: string | null;
  mot_history?: {
    last_test_date?: string | null;
    last_test_expiry_date?: string | null;
    last_test_status?: string | null;
  } | null;
  franchise_approved?: boolean | number | null;
};
