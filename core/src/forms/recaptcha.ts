// reCAPTCHA v3 (requirement FORM-6: order config `recaptcha`, order payload and form-submit
// `g-recaptcha-response`): the storefront asks for a token for an action at the moment it sends,
// and the API takes the order or form only for a token of that action. Google's action names:
// letters, digits, slashes and underscores.

/** The actions a token is asked for, one per kind of sending; the API checks the token's. */
export const RECAPTCHA_ACTIONS = {
  /** `POST /api/v2/website-orders/order`. */
  createOrder: 'create_order',
  /** `POST /api/v2/form-submit`: an enquiry, a test drive, a sent application. */
  formSubmit: 'form_submit',
} as const;

export type RecaptchaAction = (typeof RECAPTCHA_ACTIONS)[keyof typeof RECAPTCHA_ACTIONS];

/** The score Google's guidance starts from: a token scoring less is taken for a bot's. */
export const RECAPTCHA_DEFAULT_MIN_SCORE = 0.5;
