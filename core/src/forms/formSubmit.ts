import type { VehicleFacts } from '../vehicle/index.ts';

/** What an enquiry, test-drive or saved application form knows (requirements FORM-5, API-11). */
export type FormSubmitInput = {
  formId: string;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  postcode?: string | null;
  message?: string | null;
  vehicle: Pick<
    VehicleFacts,
    'stock_id' | 'make' | 'model' | 'range' | 'derivative' | 'advert_classification' | 'site'
  >;
  termsAccepted: boolean;
  enquirySource?: string | null;
  enquirySourceHistory?: readonly string[] | null;
  enquiryType?: string | null;
  preferredDate?: string | null;
  preferredTime?: string | null;
  recaptchaToken?: string | null;
  /** An incomplete finance application to save, sent as JSON in `payload`. */
  application?: unknown;
};

/**
 * The multipart fields of POST /api/v2/form-submit (requirement API-11): form_id, first_name,
 * last_name, email, telephone, postcode, message, make, model (range when no model), trim
 * (derivative), _organisational_unit (site name), vehicle_id, _vehicle_type (advert class),
 * _terms_accepted ('1'/'0'), the enquiry source fields, enquiry_type, preferred date and time, the
 * reCAPTCHA response and payload (JSON). Optional fields that are empty are left out.
 * @example buildFormSubmitFields(input)._terms_accepted // '1'
 */
export function buildFormSubmitFields(input: FormSubmitInput): Record<string, string> {
  const { vehicle } = input;
  const fields: Record<string, string | null | undefined> = {
    form_id: input.formId,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    email: input.email.trim(),
    telephone: input.telephone.trim(),
    postcode: input.postcode?.trim().toUpperCase(),
    message: input.message,
    make: vehicle.make,
    model: vehicle.model ?? vehicle.range,
    trim: vehicle.derivative,
    _organisational_unit: vehicle.site?.name,
    vehicle_id: vehicle.stock_id == null ? null : String(vehicle.stock_id),
    _vehicle_type: vehicle.advert_classification,
    _terms_accepted: input.termsAccepted ? '1' : '0',
    enquiry_source: input.enquirySource,
    enquiry_source_history: input.enquirySourceHistory?.length
      ? JSON.stringify(input.enquirySourceHistory)
      : null,
    enquiry_type: input.enquiryType,
    preferred_date: input.preferredDate,
    preferred_time: input.preferredTime,
    'g-recaptcha-response': input.recaptchaToken,
    payload: input.application === undefined ? null : JSON.stringify(input.application),
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
