import type { TenantConfig } from './tenantConfig.ts';
import { FINANCE_WIDGET_MESSAGES } from './widgetMessages.ts';
import { messageOf, type MessageParams } from './template.ts';

export * from './widgetMessages.ts';
export * from './template.ts';

/**
 * The en-GB message catalogue: every text the requirements quote (VDP, DEAL, ERR, CONST) plus the
 * explanations and validation texts core produces. Placeholders are written `{name}`.
 * A tenant overrides any entry through `TenantConfig.messages` (requirement ARCH-14).
 * @example MESSAGES.buildYourDeal // 'Build your deal'
 */
export const MESSAGES = {
  buildYourDeal: 'Build your deal',
  checkout: 'Checkout',
  enquiryStep: 'Ask us a question',
  testDriveStep: 'Book a test drive',
  payMonthly: 'Pay Monthly',
  payInFull: 'Pay In Full',
  reserve: 'Reserve',
  backToResults: 'Back to results',
  save: 'Save',
  saved: 'Saved',
  compare: 'Compare',
  comparing: 'Comparing',
  share: 'Share',
  print: 'Print',
  imageComingSoon: 'Image coming soon',
  galleryCounter: '{n} of {total}',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',

  browseCars: 'Browse cars',

  vehicleReservedForYou: 'This vehicle is reserved for you',
  /** An update refused because the order changed in another tab (docs/decisions/0202). */
  orderChangedElsewhere:
    'This order changed in another tab or window: here it is as it stands now.',
  /** The shopper lost a race for the vehicle at the card form (docs/decisions/0201). */
  reservedMeanwhile:
    'Someone else reserved this car a moment ago: nothing was taken from your card.',
  viewSimilar: 'View similar',
  /**
   * Requirement ERR-10: a reserved car's similar-stock text, shown when the View similar button is
   * off.
   */
  similarStock: 'We often have similar vehicles in stock: ask us and we will help you find one.',
  availableToOrder: 'Available To Order',
  motHeading: 'Vehicle MOT History',
  showMore: 'Show more',
  showLess: 'Show less',

  reservedTag: 'Reserved',
  reservedForYouTag: 'Reserved for you',
  /** A car on order: free to reserve, not here yet (docs/decisions/0401). */
  onOrderTag: 'On order',

  /** The order summary's cash total, and what the retailer owes when it is below zero (docs/decisions/0402). */
  cashTotalLabel: 'Cash total',
  cashTotalOwedLabel: 'We owe you',
  cashTotalOwedNote:
    'Your part exchange is worth {amount} more than this deal: the retailer will refund it to you or take it off another purchase.',
  /** A cash order's next steps (the confirmation). */
  cashOrderEmailed: 'We have emailed you a copy of your order.',
  cashOrderPayment:
    'Our sales team will call you within one working day to arrange payment and collection or delivery.',
  cashOrderOwed:
    'We owe you {amount}: our sales team will call you within one working day to refund it or take it off another purchase, and to arrange collection or delivery.',
  /** The deal a paid reservation confirms (core's reservedDealLines). */
  dealVehiclePrice: 'Vehicle price',
  dealAdminFee: 'Admin fee',
  dealProducts: 'Products',
  dealPartExchange: 'Part-exchange valuation',
  dealSettlement: 'Outstanding finance settlement',
  dealDepositPaid: 'Reservation deposit paid',
  dealBalanceDue: 'Balance due',
  reservationHeldUntil: 'We hold it for you until {until}.',
  /** What a search card's monthly figure assumes outside a budget search: the car page's own. */
  headlineSettings: 'At our usual deposit, term and mileage',
  /** Why a compare column has no monthly figure (core's noQuoteReason). */
  financeNotOffered: 'Finance is not offered on this car.',
  financeNotAtTheseSettings: '{product} finance is not available for this car at these settings.',
  cashOrderCollect:
    'Bring your driving licence and proof of address when you collect your vehicle.',
  compareFull: 'You can compare up to {max} vehicles. Remove one from your list to add this one.',
  shareHeading: 'Share this vehicle',
  shareLinkLabel: 'Link to this vehicle',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyLinkFailed: 'Could not copy; select the link above and copy it.',
  depositContributionLabel: 'About deposit contributions',
  depositContributionHeading: 'Deposit contribution',
  depositContributionText:
    'On some finance offers the manufacturer or the retailer adds a deposit contribution to your own deposit. It lowers the amount you borrow, and when an offer includes one it is shown in the representative example.',
  vehicleTaxLabel: 'About vehicle tax',
  vehicleTaxHeading: 'Vehicle tax',
  vehicleTaxText:
    'Vehicle tax (VED) is paid to the DVLA, not to us. The rate depends on when the vehicle was first registered, its CO2 emissions and its fuel type; cars with a list price over £40,000 pay an extra rate for five years. Check the rate for this registration on GOV.UK before you buy.',
  ulezPill: 'ULEZ compliant',
  ulezHeading: 'Ultra Low Emission Zone (ULEZ)',
  ulezText:
    'This vehicle meets the emission standards of the Ultra Low Emission Zone, so no daily ULEZ charge applies when you drive it inside the zone.',
  ulezOtherZonesText:
    'Other clean air zones set their own rules; check them before you travel. Congestion charges are separate and may still apply.',
  zeroFinanceText:
    'This vehicle is offered at 0% APR representative on {product}. The representative example with the price shows every figure; finance is subject to status.',
  zeroFinanceOfferText:
    'This vehicle is offered at 0% APR representative on {product} under the {promotion}. The representative example with the price shows every figure; finance is subject to status.',
  nearlyReadyText:
    'This vehicle is being prepared at our preparation centre. You can reserve it now and we will let you know as soon as it is ready to view or collect.',
  enquirySuccess: 'Thank you for your enquiry',
  testDriveSuccess: 'Thank you: we have received your test drive request',
  enquiryFailureTitle: 'Sorry, there was a problem',
  enquiryFailureBody: 'Please try again or contact us if the problem persists.',
  recaptchaFailed: 'Sorry, you failed the reCaptcha check. Please refresh and try again.',
  connectionLost:
    'The connection dropped before this reached us. Nothing you entered has been lost: check your connection and send it again.',
  /** An availability check with no answer: ordering waits (docs/decisions/0205). */
  availabilityCheckFailed:
    'We could not check that this car is still available just now. Try again in a moment.',
  // Why Continue waits, by the deal view's reason (core's CONTINUE_NOTE_KEYS; a failed
  // availability check says availabilityCheckFailed).
  continueQuoteFailed: 'We need a quote for your choices before you continue.',
  continueNoQuote:
    'Finance is not available with these choices: change them, or choose another way to pay, to continue.',
  continueQuotePending: 'Getting your quote…',
  /** A finance quote that failed: the calculator offers Try again (docs/decisions/0207). */
  quoteFailed: 'We could not get a finance quote just now.',
  // What a call that failed says, by the kind of failure, never in its own words
  // (docs/decisions/0207; core's failureMessageKey).
  failureOffline: 'We could not connect just now. Check your connection and try again.',
  failureTimeout: 'This is taking longer than it should. Please try again in a moment.',
  failureServer: 'Something went wrong on our side. Please try again in a moment.',
  failureRateLimited: 'We are very busy just now. Please try again in a moment.',
  failureRateLimitedFor: 'We are very busy just now. Please try again in {seconds} seconds.',
  /**
   * After a failure's text, when a deposit did not go through because the payment provider or the
   * API could not be reached or failed: not a decline, and no card was charged (decision 0714).
   */
  paymentNotTaken: 'Nothing was taken from your card.',
  optionalExtrasBanner: 'Includes {price} of optional extras!',
  dealBanner:
    'Reserve it online today with a fully refundable {deposit} deposit, or choose how you would like to pay.',
  dealFooterCall: 'Prefer to talk it through? Call us on {telephone}.',
  dealFooterSmallPrint:
    '{broker} (FCA firm reference number {frn}) is a credit broker, not a lender. Finance is subject to status.',
  tagOptionalExtras: 'Optional Extras',
  tagZeroFinance: '0% finance',
  tagNearlyReady: "I'm nearly ready",
  tagVan: 'Van',
  mobilitySchemeHeading: 'Available on the Motability Scheme',
  mobilitySchemeText:
    'If you receive a qualifying mobility allowance, such as the enhanced rate of the mobility component of Personal Independence Payment (PIP), you can exchange it to lease this car through the Motability Scheme, with insurance, servicing and breakdown cover included; some cars also need an advance payment. The scheme arranges the lease, so we do not offer PCP, Hire Purchase or Conditional Sale finance on this car. Ask us about the scheme, or pay in full or reserve it here.',
  call: 'Call',
  enquire: 'Enquire',
  dealChangedElsewhere: 'You changed this deal in another tab: here it is now.',
  freeCreditCheck: 'Free credit check',
  addPartExchange: 'Add a part exchange',
  remove: 'Remove',
  priceLabelHeading: 'Price labels',
  priceLabelIntro:
    'Price labels compare this car with similar cars for sale across the market, using an independent valuation provider.',
  priceLabelAbout: 'About price labels',
  priceLabelWhyNone: 'Why no price label?',
  priceLabelHigh: 'Higher price',
  priceLabelHighText: 'This car is priced above the market average for similar cars.',
  priceLabelFair: 'Fair price',
  priceLabelFairText: 'This car is priced around the market average for similar cars.',
  priceLabelGood: 'Good price',
  priceLabelGoodText: 'This car is priced below the market average for similar cars.',
  priceLabelGreat: 'Great price',
  priceLabelGreatText: 'This car is priced well below the market average for similar cars.',
  priceLabelLower: 'Lower price',
  priceLabelLowerText:
    'This car is priced far below the market average for similar cars; check its history and condition.',
  priceLabelNoneHeading: 'Why might a car have no price label?',
  noLabelNew: 'It is brand new or nearly new',
  noLabelRare: 'It is rare or classic',
  noLabelPriceRange: 'It is priced below {min} or above {max}',
  noLabelAge: 'It is over {years} years old',
  noLabelWrittenOff: 'It has been written off (Category C/D/S/N)',
  noLabelImported: 'It is imported',
  keyFactYear: 'Year',
  keyFactMileage: 'Mileage',
  keyFactFuelType: 'Fuel type',
  keyFactTransmission: 'Transmission',
  keyFactBodyType: 'Body type',
  keyFactColour: 'Colour',
  keyFactDoors: 'Doors',
  keyFactSeats: 'Seats',
  keyFactMpg: 'MPG',
  keyFactEvRange: 'Range',
  requiredField: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  invalidTelephone: 'Please enter a valid UK telephone number',
  invalidPostcode: 'Please enter a valid UK postcode',
  termsNotAccepted: 'Please accept the terms and conditions to send this',
  invalidDate: 'Please enter a real date',
  tooYoung: 'You must be at least {age} years old',
  invalidSortCode: 'Please enter a 6 digit sort code',
  invalidAccountNumber: 'Please enter an 8 digit account number',
  invalidName: 'Please use letters, spaces, hyphens and apostrophes only (up to {max} characters)',
  addressHistoryShort: 'Please give your addresses for the last {years} years',
  /** A message over the limit is kept, never cut: the field says so (issue 43). */
  messageTooLong: 'Your message is {length} characters; the most we can send is {max}',
  charactersRemaining: 'You have {left} of {max} characters remaining',
  testDrivePastDate: 'Please choose today or a later date',
  testDriveClosed: '{branch} is closed on {day}s. Please choose another day.',
  testDriveNotOffered: '{branch} offers no test drives on {day}s. Please choose another day.',
  testDriveNotASlot:
    'Please choose one of the times offered: test drives at {branch} start every {minutes} minutes.',
  testDriveNoneLeftToday: 'There are no test drives left today. Please choose another day.',
  testDriveChooseTime: 'Please choose a time from the list',
  testDriveOutsideHours:
    'On {day}s {branch} is open {opens} to {closes}: please choose a time from {first} to {last}.',
  testDriveTooSoon:
    'That time has passed or is too soon. Please choose a time from {first}, or another day.',
  // The e-mails every lead sends (docs/leads.md): to the branch, and the shopper's own.
  mailLeadOrder: 'New order',
  mailLeadDeposit: 'Deposit taken',
  mailLeadDepositReleased: 'Deposit released',
  mailLeadApplication: 'Finance application sent',
  mailLeadEnquiry: 'Enquiry',
  mailLeadTestDrive: 'Test drive request',
  mailGreeting: 'Dear {name},',
  mailDepositSubject: 'Your {deposit} deposit receipt: {vehicle}',
  mailDepositIntro:
    'Thank you. We have received your {deposit} deposit and the {vehicle} is reserved for you.',
  mailDepositHeldUntil: 'We hold it for you until {until}.',
  mailDepositHeld: 'We hold it for you while we arrange the rest of your purchase with you.',
  mailDepositCancel:
    'To cancel, call {branch} on {telephone} or reply to this e-mail, quoting your order reference {reference}.',
  mailDepositRefund:
    'Your deposit is fully refundable: if you cancel before you buy the car, we refund the full {deposit} to {card}.',
  mailDepositReleasedSubject: 'Your reservation of the {vehicle} has ended',
  mailDepositReleasedText:
    'The {vehicle} is no longer reserved for you, and your {deposit} deposit is refunded in full to {card}. If you did not expect this, call {branch} on {telephone}.',
  mailDepositRefundOwedText:
    'The {vehicle} is no longer reserved for you. Your {deposit} deposit could not be refunded automatically: {branch} will refund it in full to {card}. If you do not see it within a few days, call {branch} on {telephone}.',
  mailDepositLapsedText:
    'The time to confirm your payment ran out and the {vehicle} is no longer held for you. You have not been charged. To reserve it again, call {branch} on {telephone}.',
  mailApplicationSubject: 'Your finance application for the {vehicle} has been sent',
  mailApplicationText:
    'Thank you. We have sent your finance application for the {vehicle} to the lender.',
  mailApplicationNext:
    'What happens next: the lender reviews your application, which includes a credit search, and we contact you by {contact} as soon as they have decided. Nothing is agreed until you sign the finance agreement.',
  mailEnquirySubject: 'Thank you for your enquiry about the {vehicle}',
  mailEnquiryText:
    'We have your message, and {branch} will reply by {contact} as soon as they can. This is what you sent:',
  mailTestDriveSubject: 'Your test drive of the {vehicle}: {date} at {time}',
  mailTestDriveText:
    'Thank you. We look forward to seeing you for a test drive of the {vehicle} on {date} at {time}, at {branch}, {address}.',
  mailTestDriveCalendar:
    'The attached invitation adds it to your calendar. To change or cancel it, call us on {telephone}.',
  mailContactUs: 'Any questions? Call {branch} on {telephone}, or reply to this e-mail.',
  /** First in every lead e-mail while the site runs as a demo (SHOWROOM_MODE=demo). */
  mailFromDemo:
    'This e-mail comes from a Showroom demo: the car, the deal and any deposit are not real, and no card was charged.',
  /** Above the deposit's card form while the payment provider charges no real card. */
  checkoutNoRealCharge: 'This is a demo: no real card is charged.',
  // The texts of the embeddable finance widget (widget/), some of them the storefront's too.
  ...FINANCE_WIDGET_MESSAGES,
} as const;

/** A key of the message catalogue {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;

/**
 * Returns the catalogue text for `key` with placeholders filled, using the tenant's override when
 * it has one (requirement ARCH-14; requirement ERR-5, custom messages).
 * @example message('galleryCounter', { n: 2, total: 10 }) // '2 of 10'
 * @example message('save', {}, { messages: { save: 'Favourite' } }) // 'Favourite'
 */
export function message(
  key: MessageKey,
  params: MessageParams = {},
  tenant?: Pick<TenantConfig, 'messages'>,
): string {
  return messageOf(MESSAGES, key, params, tenant);
}
