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

/** The form fields sent only when they have a value. */
type OptionalFormField =
  | 'telephone'
  | 'postcode'
  | 'message'
  | 'make'
  | 'model'
  | 'trim'
  | '_organisational_unit'
  | 'vehicle_id'
  | '_vehicle_type'
  | 'enquiry_source'
  | 'enquiry_source_history'
  | 'enquiry_type'
  | 'preferred_date'
  | 'preferred_time'
  | 'g-recaptcha-response'
  | 'payload';

/**
 * The fields of a form submission as the contract takes them: the form, the shopper's name and
 * e-mail and whether the terms were accepted always; the rest only when they have a value.
 */
export type FormSubmitFields = {
  readonly form_id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly _terms_accepted: '0' | '1';
} & { readonly [field in OptionalFormField]?: string };

/**
 * The multipart fields of POST /api/v2/form-submit (requirement API-11): form_id, first_name,
 * last_name, email, telephone, postcode, message, make, model (range when no model), trim
 * (derivative), _organisational_unit (site name), vehicle_id, _vehicle_type (advert class),
 * _terms_accepted ('1'/'0'), the enquiry source fields, enquiry_type, preferred date and time, the
 * reCAPTCHA response and payload (JSON). Optional fields that are empty are left out.
 * @example buildFormSubmitFields(input)._terms_accepted // '1'
 */
export function buildFormSubmitFields(input: FormSubmitInput): FormSubmitFields {
  const { vehicle } = input;
  const optional: Record<OptionalFormField, string | null | undefined> = {
    telephone: input.telephone.trim(),
    postcode: input.postcode?.trim().toUpperCase(),
    message: input.message,
    make: vehicle.make,
    model: vehicle.model ?? vehicle.range,
    trim: vehicle.derivative,
    _organisational_unit: vehicle.site?.name,
    vehicle_id: vehicle.stock_id == null ? null : String(vehicle.stock_id),
    _vehicle_type: vehicle.advert_classification,
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
  const sent: { [field in OptionalFormField]?: string } = {};
  for (const [field, value] of Object.entries(optional) as [OptionalFormField, string | null][])
    if (value) sent[field] = value;
  return {
    form_id: input.formId,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    email: input.email.trim(),
    ...sent,
    _terms_accepted: input.termsAccepted ? '1' : '0',
  };
}
