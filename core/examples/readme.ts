// The examples of core/README.md, runnable: `npx tsx core/examples/readme.ts`.
import {
  DEFAULT_RATE_TABLE,
  DEFAULT_TENANT_CONFIG,
  cashTotal,
  dealTransition,
  dealView,
  featuredTabQuery,
  formatMoney,
  fromPounds,
  initialDealState,
  isReserved,
  message,
  optionalExtrasBanner,
  postMatchesVehicle,
  priceIndicatorBadge,
  quoteFinance,
  representativeApr,
  resolveDeposit,
  resolveTenantConfig,
  similarCarsQuery,
  socialMeta,
  truncateDescription,
  validateEmail,
  viewSimilarLink,
} from '@showroom/core';

// 1. Money
console.log(formatMoney(fromPounds(14995.5))); // £14,995.50

// 2. Deposits and 3. cash total with a part exchange in negative equity
console.log(
  resolveDeposit({ configDeposit: 10, price: 1_499_500, priceExcludingVat: null, vatScheme: null }),
); // 149950
const total = cashTotal({
  price: 1_499_500,
  adminFee: 9_900,
  products: [29_900],
  valuations: [{ price: 300_000, settlement: 450_000 }],
});
console.log(total.negativeEquity, total.total); // 150000 1689300

// 4. Vehicle status and labels
const vehicle = {
  reserved: null,
  reservation_status: 'On Order',
  additional_features: [{ price: 450 }, { price: 1200 }],
  price_indicator: 'GREAT',
};
console.log(isReserved(vehicle), optionalExtrasBanner(vehicle)); // false Includes £1,650 of optional extras!
console.log(priceIndicatorBadge(DEFAULT_TENANT_CONFIG, vehicle)); // great

// 5. Finance maths
const pcp = quoteFinance({
  product: 'PCP',
  cashPrice: 1_499_500,
  deposit: 149_950,
  term: 48,
  annualMileage: 8000,
  rates: DEFAULT_RATE_TABLE,
  vehicleAgeYears: 3,
});
if (pcp.ok) console.log(formatMoney(pcp.quote.RegularPayment), `${pcp.quote.Apr}% APR`); // £287.06 9.9% APR
console.log(representativeApr({ credit: 100_000, schedule: [{ month: 12, amount: 110_000 }] })); // 10

// 6. The deal machine: events in, the next state and the effects to run out, as data
const deal = initialDealState({
  vehicle: {
    stock_id: 42,
    price: 12000,
    make: 'Ford',
    model: 'Focus',
    range: 'Focus',
    derivative: '1.0 Titanium',
    advert_classification: 'USED',
    site: null,
    reserved: false,
  },
  config: {
    enquiryFormId: '3',
    testDriveFormId: '3',
    customErrorMessages: {},
    enquirySource: 'web',
  },
  quotes: null,
  quotesFor: null,
  query: { reserve: '' },
});
const loaded = dealTransition(deal, { type: 'load', storedGuid: null });
console.log(loaded.effects.map((effect) => effect.type)); // [ 'api.checkAvailability', 'analytics.track', 'api.getQuotes' ]

// 7. Deal-builder steps: ?reserve opens the reservation checkout; Back returns to step-1
console.log(loaded.state.builder.currentStep, dealView(loaded.state).checkout); // step-2 customer-details
const back = dealTransition(loaded.state, { type: 'back' }).state;
console.log(back.builder.currentStep, back.builder.paymentMethod); // step-1 cash

// 8. Forms
console.log(validateEmail('jane@')); // a clear message

// 9. Content and carousels
console.log(
  similarCarsQuery({ advert_classification: 'USED', make: 'Ford', slug: 'ford-focus-ab21cde' }),
);
console.log(
  featuredTabQuery({ label: 'Vans', filters: { category: 'vans' }, resultsPerPage: 50 })
    .resultsPerPage,
); // 24
console.log(postMatchesVehicle({ age: 5 }, { year: 2015 }, new Date('2026-11-25'))); // false

// 10. Text and links
console.log(viewSimilarLink({ make: 'Ford', range: 'Focus', price: 14995 })); // min_price 13995, max_price 15995
console.log(truncateDescription('x'.repeat(250)).length); // 203
console.log(
  socialMeta(
    {
      vrm: 'AB21CDE',
      make: 'Ford',
      range: 'Focus',
      derivative: '1.0 EcoBoost ST-Line',
      advert_classification: 'USED',
    },
    'Northgate Motors',
  ).title,
);

// 11. Tenant configuration and messages
const tenant = resolveTenantConfig({ siteName: 'Northgate Motors', ulez: 'yes' }); // wrong types are ignored
console.log(tenant.ulez === DEFAULT_TENANT_CONFIG.ulez, message('enquirySuccess', {}, tenant));
