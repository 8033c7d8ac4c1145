/**
 * The Payment Element's frame (js.stripe.com): card number, expiration date and security code,
 * checked as Stripe checks them. Only the page that framed it (the origin in the URL's hash, and
 * only its window) may ask; the card goes from here to api.stripe.com, and only the PaymentMethod
 * or an error goes back to the page.
 */
(() => {
  'use strict';
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const channel = hash.get('channel');
  const parentOrigin = hash.get('origin');
  const publishableKey = hash.get('key');
  if (!channel || !parentOrigin || !publishableKey || window.parent === window) return;

  const $ = (id) => document.getElementById(id);
  const form = $('card');
  const inputs = { number: $('number'), expiry: $('expiry'), cvc: $('cvc') };

  try {
    const { variables = {} } = JSON.parse(hash.get('appearance') || '{}');
    for (const name of [
      'colorPrimary',
      'colorText',
      'colorDanger',
      'colorBackground',
      'fontFamily',
      'fontSizeBase',
      'borderRadius',
    ])
      if (typeof variables[name] === 'string')
        document.documentElement.style.setProperty(`--${name}`, variables[name]);
  } catch {
    // Appearance is decoration: a bad one leaves Stripe's defaults.
  }

  const post = (message) =>
    window.parent.postMessage(
      { channel, height: Math.ceil(form.getBoundingClientRect().height), ...message },
      parentOrigin,
    );

  const digits = (value) => value.replace(/\D/g, '');
  const isAmex = (number) => /^3[47]/.test(number);
  const numberLength = (number) => (isAmex(number) ? 15 : 16);
  function luhn(number) {
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
      let d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  }

  /** Shows the digits as Stripe does: 4242 4242 4242 4242, 3782 822463 10005, MM / YY. */
  const formats = {
    number(value) {
      const number = digits(value).slice(0, 19);
      const groups = isAmex(number) ? [4, 6, 5] : [4, 4, 4, 4, 3];
      const parts = [];
      let at = 0;
      for (const size of groups) {
        if (at >= number.length) break;
        parts.push(number.slice(at, at + size));
        at += size;
      }
      return parts.join(' ');
    },
    expiry(value) {
      let date = digits(value).slice(0, 4);
      if (/^[2-9]/.test(date)) date = `0${date}`.slice(0, 4);
      return date.length > 2 ? `${date.slice(0, 2)} / ${date.slice(2)}` : date;
    },
    cvc: (value) => digits(value).slice(0, 4),
  };

  /** Stripe's code and message for what is wrong with a field, or null. */
  function problem(name) {
    const value = digits(inputs[name].value);
    if (name === 'number') {
      if (value.length < numberLength(value))
        return { code: 'incomplete_number', message: 'Your card number is incomplete.' };
      if (!luhn(value)) return { code: 'invalid_number', message: 'Your card number is invalid.' };
      return null;
    }
    if (name === 'expiry') {
      if (value.length < 4)
        return { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
      const month = Number(value.slice(0, 2));
      const year = 2000 + Number(value.slice(2));
      const now = new Date();
      if (month < 1 || month > 12)
        return { code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." };
      if (year < now.getFullYear())
        return {
          code: 'invalid_expiry_year_past',
          message: "Your card's expiration year is in the past.",
        };
      if (year === now.getFullYear() && month < now.getMonth() + 1)
        return {
          code: 'invalid_expiry_month_past',
          message: "Your card's expiration date is in the past.",
        };
      if (year > now.getFullYear() + 50)
        return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." };
      return null;
    }
    const wanted = isAmex(digits(inputs.number.value)) ? 4 : 3;
    if (value.length < wanted)
      return { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
    return null;
  }

  function show(name, message) {
    $(`${name}-error`).textContent = message;
    if (message) inputs[name].setAttribute('aria-invalid', 'true');
    else inputs[name].removeAttribute('aria-invalid');
  }

  const complete = () => Object.keys(inputs).every((name) => !problem(name));
  const empty = () => Object.values(inputs).every((input) => input.value === '');

  for (const [name, input] of Object.entries(inputs)) {
    input.addEventListener('input', () => {
      input.value = formats[name](input.value);
      const found = problem(name);
      // A finished field that is wrong says so at once; otherwise the message waits for blur.
      const finished =
        name === 'number'
          ? digits(input.value).length >= numberLength(digits(input.value))
          : name === 'expiry'
            ? digits(input.value).length === 4
            : false;
      show(name, found && finished ? found.message : '');
      post({ type: 'change', complete: complete(), empty: empty() });
    });
    input.addEventListener('blur', () => {
      const found = input.value === '' ? null : problem(name);
      show(name, found ? found.message : '');
      post({ type: 'height' });
    });
  }
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('focusin', (event) => {
    if (!form.contains(event.relatedTarget)) post({ type: 'focus' });
  });
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget)) post({ type: 'blur' });
  });

  /** Every field's message shown; the first problem is the answer. */
  function validate() {
    let first = null;
    for (const name of Object.keys(inputs)) {
      const found = problem(name);
      show(name, found ? found.message : '');
      if (found && !first) first = found;
    }
    post({ type: 'height' });
    return first ? { error: { type: 'validation_error', ...first } } : {};
  }

  /** billing_details as Stripe's form encoding: billing_details[address][line1]=… */
  function encode(form, prefix, value) {
    if (value === null || value === undefined) return;
    if (typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) encode(form, `${prefix}[${key}]`, inner);
    else form.append(prefix, String(value));
  }

  const FIELD_OF_PARAM = {
    'card[number]': 'number',
    'card[exp_month]': 'expiry',
    'card[exp_year]': 'expiry',
    'card[cvc]': 'cvc',
  };

  async function createPaymentMethod(billingDetails) {
    const invalid = validate();
    if (invalid.error) return invalid;
    const expiry = digits(inputs.expiry.value);
    const body = new URLSearchParams({
      type: 'card',
      'card[number]': digits(inputs.number.value),
      'card[exp_month]': expiry.slice(0, 2),
      'card[exp_year]': `20${expiry.slice(2)}`,
      'card[cvc]': inputs.cvc.value,
    });
    encode(body, 'billing_details', billingDetails);
    let response;
    let answer;
    try {
      response = await fetch('https://api.stripe.com/v1/payment_methods', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${publishableKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body,
      });
      answer = await response.json();
    } catch {
      return {
        error: {
          type: 'api_connection_error',
          message: 'An error occurred with our connection to Stripe. Request was retried 0 times.',
        },
      };
    }
    if (!response.ok) {
      const error = answer && answer.error ? answer.error : { type: 'api_error', message: '' };
      const field = FIELD_OF_PARAM[error.param];
      if (error.type === 'card_error' && field) {
        show(field, error.message);
        post({ type: 'height' });
      }
      return { error };
    }
    return { paymentMethod: answer };
  }

  window.addEventListener('message', async (event) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    const data = event.data;
    if (!data || typeof data !== 'object' || data.channel !== channel) return;
    const reply = (result) => post({ type: 'reply', id: data.id, result });
    switch (data.type) {
      case 'submit':
        reply(validate());
        break;
      case 'createPaymentMethod':
        reply(await createPaymentMethod(data.billing_details));
        break;
      case 'focus':
        inputs.number.focus();
        break;
      case 'blur':
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        break;
      case 'clear':
        for (const name of Object.keys(inputs)) {
          inputs[name].value = '';
          show(name, '');
        }
        post({ type: 'change', complete: false, empty: true });
        break;
    }
  });

  new ResizeObserver(() => post({ type: 'height' })).observe(form);
  post({ type: 'ready' });
})();
