/**
 * The Payment Element's frame (served at js.stripe.com/fake/payment-element.html): the card
 * number, then expiry and security code side by side, each with its own error line that
 * payment-element.js fills. The fields are written once here, as Stripe's frame shows them.
 */

interface CardField {
  id: string;
  name: string;
  label: string;
  autocomplete: string;
  placeholder: string;
}

/** One labelled card field and its error line, indented to sit `depth` levels into the form. */
function field(f: CardField, depth: number): string {
  const pad = ' '.repeat(depth * 2);
  return [
    `<div class="field">`,
    `  <label for="${f.id}">${f.label}</label>`,
    `  <input`,
    `    id="${f.id}"`,
    `    name="${f.name}"`,
    `    type="text"`,
    `    autocomplete="${f.autocomplete}"`,
    `    inputmode="numeric"`,
    `    placeholder="${f.placeholder}"`,
    `    spellcheck="false"`,
    `    aria-describedby="${f.id}-error"`,
    `  />`,
    `  <p class="error" id="${f.id}-error" role="alert"></p>`,
    `</div>`,
  ]
    .map((line) => pad + line)
    .join('\n');
}

const NUMBER: CardField = {
  id: 'number',
  name: 'cardnumber',
  label: 'Card number',
  autocomplete: 'cc-number',
  placeholder: '1234 1234 1234 1234',
};
const EXPIRY: CardField = {
  id: 'expiry',
  name: 'exp-date',
  label: 'Expiration date',
  autocomplete: 'cc-exp',
  placeholder: 'MM / YY',
};
const CVC: CardField = {
  id: 'cvc',
  name: 'cvc',
  label: 'Security code',
  autocomplete: 'cc-csc',
  placeholder: 'CVC',
};

export const PAYMENT_ELEMENT_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Secure payment input frame</title>
    <link rel="stylesheet" href="/fake/payment-element.css" />
    <script src="/fake/payment-element.js" defer></script>
  </head>
  <body>
    <form id="card" novalidate>
${field(NUMBER, 3)}
      <div class="row">
${field(EXPIRY, 4)}
${field(CVC, 4)}
      </div>
    </form>
  </body>
</html>
`;
