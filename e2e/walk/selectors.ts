import type { Locator, Page } from '@playwright/test';

/**
 * Every way the walk finds something on a page, in one place: roles and accessible names (what a
 * shopper using a screen reader would find), so markup may change under them. Adjust here when a
 * name changes.
 */

/** The site header's navigation. */
export const header = {
  nav: (page: Page) => page.getByRole('navigation', { name: 'Main' }),
  searchLink: (page: Page) => header.nav(page).getByRole('link', { name: 'Search cars' }),
  /** "Saved", or "Saved (2 cars)" once the shopper has saved any. */
  savedLink: (page: Page) => header.nav(page).getByRole('link', { name: /^Saved/ }),
};

export const search = {
  /** "Vehicles for sale", "Volkswagen for sale" for a make, "Vans for sale" for a category. */
  heading: (page: Page) => page.getByRole('heading', { level: 1, name: / for sale$/ }),
  form: (page: Page) => page.getByRole('form', { name: 'Filter vehicles' }),
  make: (page: Page) => search.form(page).getByRole('combobox', { name: 'Make', exact: true }),
  monthlyFrom: (page: Page) => search.form(page).getByRole('textbox', { name: 'From (£ a month)' }),
  monthlyTo: (page: Page) => search.form(page).getByRole('textbox', { name: 'To (£ a month)' }),
  /** The budget's own settings (a disclosure the shopper opens). */
  budgetSettings: (page: Page) =>
    search.form(page).getByRole('group', { name: 'Your budget assumes' }),
  budgetSettingsToggle: (page: Page) =>
    search.form(page).getByText('Change deposit, finance type, term and mileage'),
  budgetDeposit: (page: Page) =>
    search.budgetSettings(page).getByRole('textbox', { name: 'Deposit' }),
  budgetDepositUnit: (page: Page) =>
    search.budgetSettings(page).getByRole('combobox', { name: 'Deposit in' }),
  budgetFinanceType: (page: Page) =>
    search.budgetSettings(page).getByRole('combobox', { name: 'Finance type' }),
  budgetTerm: (page: Page) => search.budgetSettings(page).getByRole('combobox', { name: 'Term' }),
  submit: (page: Page) => search.form(page).getByRole('button', { name: 'Search' }),
  /** "320 vehicles found". */
  count: (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /found/ }),
  cards: (page: Page) => page.getByRole('main').getByRole('article'),
  nextPage: (page: Page) =>
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /^Next/ }),
};

export const saved = {
  heading: (page: Page) => page.getByRole('heading', { level: 1, name: 'Saved cars' }),
  /** "2 saved cars". */
  count: (page: Page) =>
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /saved car/ }),
  cards: (page: Page) => page.getByRole('main').getByRole('article'),
};

export const compare = {
  heading: (page: Page) => page.getByRole('heading', { level: 1, name: 'Compare cars' }),
  table: (page: Page) => page.getByRole('main').getByRole('table'),
  /** One column header per car compared. */
  columns: (page: Page) => compare.table(page).getByRole('columnheader'),
  /**
   * Every car's column header, shown or not: on a phone two columns show and the third waits
   * behind the switcher (hidden, so not a column header to the accessibility tree).
   */
  allColumns: (page: Page) => compare.table(page).locator('thead th'),
  /** On a phone: the switcher's buttons, one per car after the first, in column order. */
  switchers: (page: Page) =>
    page.getByRole('group', { name: 'Car shown beside the first' }).getByRole('button'),
  buildYourDeal: (page: Page, name: string) =>
    page.getByRole('link', { name: `Build your deal for ${name}`, exact: true }),
};

/**
 * The cards of a search or saved page at once (one round trip): each card's link and whether it
 * carries the RESERVED tag (a text "Reserved" of its own).
 */
export const cardsOnPage = (page: Page) =>
  page.getByRole('main').evaluate((main) =>
    Array.from(main.querySelectorAll('article')).map((article) => ({
      href: article.querySelector('h2 a, h3 a, h4 a')?.getAttribute('href') ?? null,
      /** The card's "£X + VAT" (a Commercial VAT scheme price), as the shopper reads it; null without one. */
      plusVat:
        article
          .querySelector('.sr-plus-vat')
          ?.textContent?.replace(/^, or /, '')
          .trim() ?? null,
      reservedTag: Array.from(article.querySelectorAll('span, p, strong')).some(
        (node) =>
          node.childElementCount === 0 &&
          node.textContent?.trim() === 'Reserved' &&
          (node as HTMLElement).checkVisibility(),
      ),
    })),
  );

/** A card's link to the vehicle page (search, saved and carousels). */
export const cardLink = (card: Locator) => card.getByRole('heading').getByRole('link');

/** The page's own markers: hydrated (`<html data-hydrated>`), something still busy. */
export const pageMarks = {
  hydrated: (page: Page) => page.locator('html'),
  busy: (scope: Locator) => scope.locator('[aria-busy="true"]'),
  main: (page: Page) => page.getByRole('main'),
};

export const vdp = {
  heading: (page: Page) => page.getByRole('heading', { level: 1 }),
  description: (page: Page) => page.getByRole('region', { name: 'Description' }),
  summary: (page: Page) => page.getByRole('region', { name: 'Vehicle summary' }),
  price: (page: Page) => vdp.summary(page).getByText(/^Price: £/),
  actions: (page: Page) => page.getByRole('navigation', { name: 'Vehicle actions' }),
  save: (page: Page) => vdp.actions(page).getByRole('button', { name: /^Saved?$/ }),
  compare: (page: Page) => vdp.actions(page).getByRole('button', { name: /^Compar(e|ing)$/ }),
  viewComparison: (page: Page) => vdp.actions(page).getByRole('link', { name: /^View comparison/ }),
  actionsNotice: (page: Page) => vdp.actions(page).getByRole('status'),
  gallery: (page: Page) => page.getByRole('region', { name: / gallery$/ }),
  /** The gallery's RESERVED badge. */
  galleryBadge: (page: Page) => vdp.gallery(page).getByText('Reserved', { exact: true }),
  listing: (page: Page) => page.getByRole('region', { name: 'Listing summary' }),
  listingReserve: (page: Page) =>
    vdp.listing(page).getByRole('button', { name: 'Reserve', exact: true }),
  listingEnquire: (page: Page) =>
    vdp.listing(page).getByRole('button', { name: 'Enquire', exact: true }),
  /** "This vehicle is currently reserved": said to a shopper the car is not theirs to have. */
  currentlyReserved: (page: Page) => page.getByText(/currently reserved/i),
  aside: (page: Page) => page.getByRole('complementary', { name: 'Price and deal' }),
  /** A used car's review: one of its information tiles. */
  reviewTile: (page: Page) => page.getByRole('button', { name: /^Independent review/ }),
  /** A NEW car's review: a section of its own (its information tiles are hidden). */
  reviewSection: (page: Page) => page.getByRole('region', { name: 'Independent review' }),
  /** On a phone: the teaser's button that opens the deal builder as a dialog. */
  teaserButton: (page: Page) =>
    vdp.aside(page).getByRole('button', { name: /^(Start your deal|View your reservation)$/ }),
  dialog: (page: Page) => page.getByRole('dialog', { name: 'Build your deal' }),
  dialogClose: (page: Page) => vdp.dialog(page).getByRole('button', { name: 'Close' }),
  similarCars: (page: Page) => page.getByRole('region', { name: 'Similar cars' }),
  /** A carousel's status: "Showing 2 to 4 of 6". */
  carouselStatus: (carousel: Locator) => carousel.locator('[aria-live="polite"]'),
  carouselNext: (carousel: Locator) => carousel.getByRole('button', { name: /^Next: / }),
  carouselPrevious: (carousel: Locator) => carousel.getByRole('button', { name: /^Previous: / }),
};

/**
 * The deal builder where the shopper sees it: the side panel, or on a phone the dialog. `#deal` is
 * the builder's own anchor (its `data-*` attributes say its step and quote status).
 */
export const deal = {
  root: (page: Page) => page.locator('#deal'),
  panel: (page: Page, phone: boolean) => (phone ? vdp.dialog(page) : deal.root(page)),
  tab: (scope: Locator, name: 'Pay Monthly' | 'Pay In Full' | 'Reserve') =>
    scope.getByRole('tab', { name, exact: true }),
  tabs: (scope: Locator) => scope.getByRole('tablist', { name: 'How would you like to pay?' }),
  back: (scope: Locator) => scope.getByRole('button', { name: 'Back', exact: true }),
  continueToCheckout: (scope: Locator) =>
    scope.getByRole('button', { name: 'Continue to checkout' }),
  reserveFor: (scope: Locator) => scope.getByRole('button', { name: /^Reserve for £/ }),
  enquire: (scope: Locator) => scope.getByRole('button', { name: 'Enquire', exact: true }),
  testDrive: (scope: Locator) => scope.getByRole('button', { name: 'Book a test drive' }),
  /** The panel's title for a step ("Build your deal", "Checkout", …), or a reservation's headline. */
  stepTitle: (scope: Locator) =>
    scope.getByRole('heading', {
      name: /^(Build your deal|Checkout|Ask us a question|Book a test drive|This vehicle is reserved for you)$/,
    }),
  alert: (scope: Locator) => scope.getByRole('alert'),
  checkoutHeading: (scope: Locator) =>
    scope.getByRole('heading', { name: 'Checkout', exact: true }),
  reservedForYou: (scope: Locator) =>
    scope.getByRole('heading', { name: 'This vehicle is reserved for you' }),
  availability: (scope: Locator) => scope.getByRole('region', { name: 'Vehicle availability' }),
};

export const calculator = {
  root: (scope: Locator) => scope.getByRole('region', { name: 'Personalise your finance' }),
  product: (scope: Locator, name: 'PCP' | 'HP' | 'Conditional Sale') =>
    calculator.root(scope).getByRole('radio', { name, exact: true }),
  products: (scope: Locator) =>
    calculator.root(scope).getByRole('group', { name: 'Finance type' }).getByRole('radio'),
  unitPounds: (scope: Locator) =>
    calculator.root(scope).getByRole('radio', { name: /Deposit in pounds/ }),
  unitPercent: (scope: Locator) =>
    calculator.root(scope).getByRole('radio', { name: /Deposit as a percentage/ }),
  /** "Deposit (% of price)", "Deposit (% of price excluding VAT)" or "Deposit amount (£)". */
  deposit: (scope: Locator) => calculator.root(scope).getByRole('spinbutton', { name: /^Deposit/ }),
  term: (scope: Locator) =>
    calculator.root(scope).getByRole('combobox', { name: 'Term', exact: true }),
  mileage: (scope: Locator) =>
    calculator.root(scope).getByRole('combobox', { name: 'Annual mileage' }),
  /** "£298.71 per month". */
  monthly: (scope: Locator) => calculator.root(scope).getByText(/^£[\d,.]+ per month$/),
  noQuote: (scope: Locator) =>
    calculator.root(scope).getByText(/Finance of this type is not available/),
  adjusted: (scope: Locator) => calculator.root(scope).getByText('We have adjusted your quote'),
  /** The lender's note as a whole: its title and what it changed. */
  adjustedNote: (scope: Locator) => calculator.adjusted(scope).locator('..'),
  stale: (scope: Locator) =>
    calculator.root(scope).getByText('This figure is for your previous choices.'),
  /** Why the quote on screen is not for the product chosen ("PCP is not available with …"). */
  productNotice: (scope: Locator) =>
    calculator.root(scope).getByText(/ is not available .*, so this quote is for /),
  failed: (scope: Locator) =>
    calculator.root(scope).getByText('We could not get a finance quote just now.'),
};

/** Every representative example on the page ("Representative example", or "…, {car}"). */
export const representativeExamples = (scope: Page | Locator) =>
  scope.getByRole('region', { name: /^Representative example/ });

export const orderSummary = (scope: Locator) =>
  scope.getByRole('region', { name: 'Order summary' });

export const partExchange = {
  add: (scope: Locator) => scope.getByRole('button', { name: 'Add your part exchange' }),
  registration: (scope: Locator) => scope.getByRole('textbox', { name: 'Registration' }),
  mileage: (scope: Locator) => scope.getByRole('textbox', { name: 'Mileage', exact: true }),
  condition: (scope: Locator) => scope.getByRole('combobox', { name: 'Condition' }),
  outstanding: (scope: Locator) =>
    scope.getByRole('textbox', { name: /^Outstanding finance \(£\)/ }),
  make: (scope: Locator) => scope.getByRole('textbox', { name: 'Make', exact: true }),
  model: (scope: Locator) => scope.getByRole('textbox', { name: 'Model', exact: true }),
  year: (scope: Locator) => scope.getByRole('textbox', { name: 'Year first registered' }),
  fuel: (scope: Locator) => scope.getByRole('combobox', { name: 'Fuel type' }),
  value: (scope: Locator) =>
    scope.getByRole('button', { name: /^(Value my car|Valuing your car…)$/ }),
  yours: (scope: Locator) => scope.getByRole('region', { name: 'Your part exchange', exact: true }),
  remove: (scope: Locator) => scope.getByRole('button', { name: /^Remove part exchange / }),
  /** The form's own error (role alert). */
  error: (scope: Locator) =>
    scope.getByRole('region', { name: 'Value your part exchange' }).getByRole('alert'),
};

export const customer = {
  title: (scope: Locator) => scope.getByRole('combobox', { name: 'Title', exact: true }),
  firstName: (scope: Locator) => scope.getByRole('textbox', { name: 'First name', exact: true }),
  lastName: (scope: Locator) => scope.getByRole('textbox', { name: 'Last name', exact: true }),
  email: (scope: Locator) => scope.getByRole('textbox', { name: 'Email', exact: true }),
  telephone: (scope: Locator) => scope.getByRole('textbox', { name: 'Telephone', exact: true }),
  postcode: (scope: Locator) => scope.getByRole('textbox', { name: 'Postcode', exact: true }),
  terms: (scope: Locator) => scope.getByRole('checkbox', { name: /terms and conditions/ }),
  continueToPayment: (scope: Locator) => scope.getByRole('button', { name: 'Continue to payment' }),
};

export const card = {
  form: (scope: Locator) => scope.getByRole('form', { name: 'Card payment' }),
  name: (scope: Locator) => scope.getByRole('textbox', { name: 'Name on card' }),
  number: (scope: Locator) => scope.getByRole('textbox', { name: 'Card number' }),
  month: (scope: Locator) => scope.getByRole('textbox', { name: 'Month (MM)' }),
  year: (scope: Locator) => scope.getByRole('textbox', { name: 'Year (YY)' }),
  cvc: (scope: Locator) => scope.getByRole('textbox', { name: 'Security code (CVC)' }),
  pay: (scope: Locator) => scope.getByRole('button', { name: /^Pay / }),
  declined: (scope: Locator) => scope.getByRole('alert').filter({ hasText: /declined/i }),
  continueToBank: (scope: Locator) => scope.getByRole('button', { name: 'Continue to your bank' }),
  useAnotherCard: (scope: Locator) => scope.getByRole('button', { name: /another card/i }),
  /**
   * The deposit refused ("Your payment was declined …"), or not gone through (a provider that
   * could not be reached: "Your payment did not go through …", decision 0714).
   */
  refused: (scope: Locator) =>
    scope.getByRole('alert').filter({ hasText: /declined|failed|did not go through/i }),
  /** The payment provider's 3-D Secure page. */
  bankComplete: (page: Page) => page.getByRole('button', { name: 'Complete' }),
  bankFail: (page: Page) => page.getByRole('button', { name: 'Fail' }),
};

export const enquiry = {
  form: (scope: Locator) => scope.getByRole('form', { name: 'Enquiry' }),
  message: (scope: Locator) => scope.getByRole('textbox', { name: /^Your message/ }),
  send: (scope: Locator) => scope.getByRole('button', { name: /^(Send enquiry|Sending…)$/ }),
};

export const testDrive = {
  form: (scope: Locator) => scope.getByRole('form', { name: 'Test drive' }),
  date: (scope: Locator) => scope.getByRole('combobox', { name: 'Preferred date' }),
  time: (scope: Locator) => scope.getByRole('combobox', { name: 'Preferred time' }),
  send: (scope: Locator) => scope.getByRole('button', { name: /^(Request test drive|Sending…)$/ }),
};

/** The enquiry and test-drive forms' outcome (role status). */
export const sent = {
  success: (scope: Locator) =>
    scope
      .getByText('Thank you for your enquiry')
      .or(scope.getByText('Thank you: we have received your test drive request')),
  failure: (scope: Locator) => scope.getByText('Sorry, there was a problem'),
  /** A form's own refusal: an alert, or a field marked invalid. */
  refused: (form: Locator) =>
    form.getByRole('alert').or(form.locator('[aria-invalid="true"]')).first(),
};
