// The public surface of @showroom/core (470 names), written by scripts/apiReport.ts: do not edit.
export declare const ADDRESS_FIELDS: readonly ["building", "street", "town", "county", "postcode", "residential_status", "years_at_address", "months_at_address"];
export declare const ADDRESS_HISTORY_YEARS: 3;
export declare const BRANCH_TIME_ZONE: "Europe/London";
export declare const COMMERCIAL_MIN_DEPOSIT_PERCENT: 20;
export declare const COMPARE_MAX: 3;
export declare const CONTACT_PATH: "/contact";
export declare const CONTINUE_NOTE_KEYS: Readonly<Record<import("core/src/index").ContinueBlock, "similarCars" | "vehicleReserved" | "readMore" | "readLess" | "financeWidgetLoading" | "financeWidgetUnavailable" | "financeWidgetCannotLoad" | "financeWidgetRetry" | "financeWidgetBuildDeal" | "financeWidgetSeeVehicle" | "financeWidgetCashOnly" | "financeWidgetNoQuote" | "financeWidgetPrevious" | "financeWidgetAdjusted" | "financeWidgetPerMonth" | "buildYourDeal" | "checkout" | "enquiryStep" | "testDriveStep" | "payMonthly" | "payInFull" | "reserve" | "backToResults" | "save" | "saved" | "compare" | "comparing" | "share" | "print" | "imageComingSoon" | "galleryCounter" | "close" | "previous" | "next" | "browseCars" | "vehicleReservedForYou" | "orderChangedElsewhere" | "reservedMeanwhile" | "viewSimilar" | "similarStock" | "availableToOrder" | "motHeading" | "showMore" | "showLess" | "reservedTag" | "reservedForYouTag" | "onOrderTag" | "cashTotalLabel" | "cashTotalOwedLabel" | "cashTotalOwedNote" | "cashOrderEmailed" | "cashOrderPayment" | "cashOrderOwed" | "dealVehiclePrice" | "dealAdminFee" | "dealProducts" | "dealPartExchange" | "dealSettlement" | "dealDepositPaid" | "dealBalanceDue" | "reservationHeldUntil" | "headlineSettings" | "financeNotOffered" | "financeNotAtTheseSettings" | "cashOrderCollect" | "compareFull" | "shareHeading" | "shareLinkLabel" | "copyLink" | "linkCopied" | "copyLinkFailed" | "depositContributionLabel" | "depositContributionHeading" | "depositContributionText" | "vehicleTaxLabel" | "vehicleTaxHeading" | "vehicleTaxText" | "ulezPill" | "ulezHeading" | "ulezText" | "ulezOtherZonesText" | "zeroFinanceText" | "zeroFinanceOfferText" | "nearlyReadyText" | "enquirySuccess" | "testDriveSuccess" | "enquiryFailureTitle" | "enquiryFailureBody" | "recaptchaFailed" | "connectionLost" | "availabilityCheckFailed" | "continueQuoteFailed" | "continueNoQuote" | "continueQuotePending" | "quoteFailed" | "failureOffline" | "failureTimeout" | "failureServer" | "failureRateLimited" | "failureRateLimitedFor" | "paymentNotTaken" | "optionalExtrasBanner" | "dealBanner" | "dealFooterCall" | "dealFooterSmallPrint" | "tagOptionalExtras" | "tagZeroFinance" | "tagNearlyReady" | "tagVan" | "mobilitySchemeHeading" | "mobilitySchemeText" | "call" | "enquire" | "dealChangedElsewhere" | "freeCreditCheck" | "addPartExchange" | "remove" | "priceLabelHeading" | "priceLabelIntro" | "priceLabelAbout" | "priceLabelWhyNone" | "priceLabelHigh" | "priceLabelHighText" | "priceLabelFair" | "priceLabelFairText" | "priceLabelGood" | "priceLabelGoodText" | "priceLabelGreat" | "priceLabelGreatText" | "priceLabelLower" | "priceLabelLowerText" | "priceLabelNoneHeading" | "noLabelNew" | "noLabelRare" | "noLabelPriceRange" | "noLabelAge" | "noLabelWrittenOff" | "noLabelImported" | "keyFactYear" | "keyFactMileage" | "keyFactFuelType" | "keyFactTransmission" | "keyFactBodyType" | "keyFactColour" | "keyFactDoors" | "keyFactSeats" | "keyFactMpg" | "keyFactEvRange" | "requiredField" | "invalidEmail" | "invalidTelephone" | "invalidPostcode" | "termsNotAccepted" | "invalidDate" | "tooYoung" | "invalidSortCode" | "invalidAccountNumber" | "invalidName" | "addressHistoryShort" | "messageTooLong" | "charactersRemaining" | "testDrivePastDate" | "testDriveClosed" | "testDriveNotOffered" | "testDriveNotASlot" | "testDriveNoneLeftToday" | "testDriveChooseTime" | "testDriveOutsideHours" | "testDriveTooSoon" | "mailLeadOrder" | "mailLeadDeposit" | "mailLeadDepositReleased" | "mailLeadApplication" | "mailLeadEnquiry" | "mailLeadTestDrive" | "mailGreeting" | "mailDepositSubject" | "mailDepositIntro" | "mailDepositHeldUntil" | "mailDepositHeld" | "mailDepositCancel" | "mailDepositRefund" | "mailDepositReleasedSubject" | "mailDepositReleasedText" | "mailDepositRefundOwedText" | "mailDepositLapsedText" | "mailApplicationSubject" | "mailApplicationText" | "mailApplicationNext" | "mailEnquirySubject" | "mailEnquiryText" | "mailTestDriveSubject" | "mailTestDriveText" | "mailTestDriveCalendar" | "mailContactUs" | "mailFromDemo" | "checkoutNoRealCharge">>;
export declare const DEAL_BUILDER_DEFAULTS: { readonly depositPercent: 10; readonly term: 48; readonly mileage: 8000; readonly fixedDeposit: number; };
export declare const DEFAULT_FINANCE_SETTINGS: import("core/src/index").FinanceSettings;
export declare const DEFAULT_RATE_TABLE: import("core/src/index").RateTable;
export declare const DEFAULT_RESERVATION_HOLD_HOURS: 72;
export declare const DEFAULT_SEARCH_SORT: import("core/src/index").SearchSort;
export declare const DEFAULT_SUBJECT_TO_STATUS: "Finance subject to status. Over 18s only. Guarantees may be required.";
export declare const DEFAULT_TENANT_CONFIG: import("core/src/index").TenantConfig;
export declare const DEPOSIT_PERCENT_LIMIT: 50;
export declare const DESCRIPTION_LIMIT: 200;
export declare const DISCLAIMER_LIMIT: 130;
export declare const EMPLOYMENT_FIELDS: readonly ["status", "occupation", "employer_name", "employer_town", "years_employed", "months_employed", "gross_annual_income"];
export declare const EMPTY_PART_EXCHANGE_FORM: Readonly<import("core/src/index").PartExchangeFormValues>;
export declare const ENQUIRY_MESSAGE_MAX_LENGTH: 5000;
export declare const ENQUIRY_TYPES: readonly ["General Enquiry", "Test Drive", "Question About Finance", "Request More Information"];
export declare const FEATURED_MAX: 24;
export declare const FINANCE_MILEAGE_CHOICES: readonly number[];
export declare const FINANCE_PRODUCTS: readonly import("core/src/index").FinanceProduct[];
export declare const FINANCE_PRODUCT_NAMES: Readonly<Record<import("core/src/index").FinanceProduct, string>>;
export declare const FINANCE_TERM_CHOICES: readonly number[];
export declare const FINANCE_WIDGET_MESSAGES: { readonly similarCars: "Similar cars"; readonly vehicleReserved: "This vehicle is currently reserved"; readonly readMore: "Read more"; readonly readLess: "Read less"; readonly financeWidgetLoading: "Loading the finance for this vehicle…"; readonly financeWidgetUnavailable: "This vehicle is no longer available: it may have been sold. We often have similar vehicles in stock."; readonly financeWidgetCannotLoad: "Sorry, the finance for this vehicle cannot be loaded right now."; readonly financeWidgetRetry: "Try again"; readonly financeWidgetBuildDeal: "Build your deal"; readonly financeWidgetSeeVehicle: "See this vehicle"; readonly financeWidgetCashOnly: "Finance is not offered on this vehicle: it is for sale at its cash price."; readonly financeWidgetNoQuote: "No finance is available with these choices. Please try a smaller deposit or another term."; readonly financeWidgetPrevious: "This figure is for your previous choices."; readonly financeWidgetAdjusted: "We have adjusted your quote"; readonly financeWidgetPerMonth: "per month"; };
export declare const INTEREST_FREE_TAG: "interest-free";
export declare const KEPT_DEAL_VERSION: 1;
export declare const MAX_RESERVATION_HOLD_HOURS: 2160;
export declare const MESSAGES: { readonly similarCars: "Similar cars"; readonly vehicleReserved: "This vehicle is currently reserved"; readonly readMore: "Read more"; readonly readLess: "Read less"; readonly financeWidgetLoading: "Loading the finance for this vehicle…"; readonly financeWidgetUnavailable: "This vehicle is no longer available: it may have been sold. We often have similar vehicles in stock."; readonly financeWidgetCannotLoad: "Sorry, the finance for this vehicle cannot be loaded right now."; readonly financeWidgetRetry: "Try again"; readonly financeWidgetBuildDeal: "Build your deal"; readonly financeWidgetSeeVehicle: "See this vehicle"; readonly financeWidgetCashOnly: "Finance is not offered on this vehicle: it is for sale at its cash price."; readonly financeWidgetNoQuote: "No finance is available with these choices. Please try a smaller deposit or another term."; readonly financeWidgetPrevious: "This figure is for your previous choices."; readonly financeWidgetAdjusted: "We have adjusted your quote"; readonly financeWidgetPerMonth: "per month"; readonly buildYourDeal: "Build your deal"; readonly checkout: "Checkout"; readonly enquiryStep: "Ask us a question"; readonly testDriveStep: "Book a test drive"; readonly payMonthly: "Pay Monthly"; readonly payInFull: "Pay In Full"; readonly reserve: "Reserve"; readonly backToResults: "Back to results"; readonly save: "Save"; readonly saved: "Saved"; readonly compare: "Compare"; readonly comparing: "Comparing"; readonly share: "Share"; readonly print: "Print"; readonly imageComingSoon: "Image coming soon"; readonly galleryCounter: "{n} of {total}"; readonly close: "Close"; readonly previous: "Previous"; readonly next: "Next"; readonly browseCars: "Browse cars"; readonly vehicleReservedForYou: "This vehicle is reserved for you"; readonly orderChangedElsewhere: "This order changed in another tab or window: here it is as it stands now."; readonly reservedMeanwhile: "Someone else reserved this car a moment ago: nothing was taken from your card."; readonly viewSimilar: "View similar"; readonly similarStock: "We often have similar vehicles in stock: ask us and we will help you find one."; readonly availableToOrder: "Available To Order"; readonly motHeading: "Vehicle MOT History"; readonly showMore: "Show more"; readonly showLess: "Show less"; readonly reservedTag: "Reserved"; readonly reservedForYouTag: "Reserved for you"; readonly onOrderTag: "On order"; readonly cashTotalLabel: "Cash total"; readonly cashTotalOwedLabel: "We owe you"; readonly cashTotalOwedNote: "Your part exchange is worth {amount} more than this deal: the retailer will refund it to you or take it off another purchase."; readonly cashOrderEmailed: "We have emailed you a copy of your order."; readonly cashOrderPayment: "Our sales team will call you within one working day to arrange payment and collection or delivery."; readonly cashOrderOwed: "We owe you {amount}: our sales team will call you within one working day to refund it or take it off another purchase, and to arrange collection or delivery."; readonly dealVehiclePrice: "Vehicle price"; readonly dealAdminFee: "Admin fee"; readonly dealProducts: "Products"; readonly dealPartExchange: "Part-exchange valuation"; readonly dealSettlement: "Outstanding finance settlement"; readonly dealDepositPaid: "Reservation deposit paid"; readonly dealBalanceDue: "Balance due"; readonly reservationHeldUntil: "We hold it for you until {until}."; readonly headlineSettings: "At our usual deposit, term and mileage"; readonly financeNotOffered: "Finance is not offered on this car."; readonly financeNotAtTheseSettings: "{product} finance is not available for this car at these settings."; readonly cashOrderCollect: "Bring your driving licence and proof of address when you collect your vehicle."; readonly compareFull: "You can compare up to {max} vehicles. Remove one from your list to add this one."; readonly shareHeading: "Share this vehicle"; readonly shareLinkLabel: "Link to this vehicle"; readonly copyLink: "Copy link"; readonly linkCopied: "Link copied"; readonly copyLinkFailed: "Could not copy; select the link above and copy it."; readonly depositContributionLabel: "About deposit contributions"; readonly depositContributionHeading: "Deposit contribution"; readonly depositContributionText: "On some finance offers the manufacturer or the retailer adds a deposit contribution to your own deposit. It lowers the amount you borrow, and when an offer includes one it is shown in the representative example."; readonly vehicleTaxLabel: "About vehicle tax"; readonly vehicleTaxHeading: "Vehicle tax"; readonly vehicleTaxText: "Vehicle tax (VED) is paid to the DVLA, not to us. The rate depends on when the vehicle was first registered, its CO2 emissions and its fuel type; cars with a list price over £40,000 pay an extra rate for five years. Check the rate for this registration on GOV.UK before you buy."; readonly ulezPill: "ULEZ compliant"; readonly ulezHeading: "Ultra Low Emission Zone (ULEZ)"; readonly ulezText: "This vehicle meets the emission standards of the Ultra Low Emission Zone, so no daily ULEZ charge applies when you drive it inside the zone."; readonly ulezOtherZonesText: "Other clean air zones set their own rules; check them before you travel. Congestion charges are separate and may still apply."; readonly zeroFinanceText: "This vehicle is offered at 0% APR representative on {product}. The representative example with the price shows every figure; finance is subject to status."; readonly zeroFinanceOfferText: "This vehicle is offered at 0% APR representative on {product} under the {promotion}. The representative example with the price shows every figure; finance is subject to status."; readonly nearlyReadyText: "This vehicle is being prepared at our preparation centre. You can reserve it now and we will let you know as soon as it is ready to view or collect."; readonly enquirySuccess: "Thank you for your enquiry"; readonly testDriveSuccess: "Thank you: we have received your test drive request"; readonly enquiryFailureTitle: "Sorry, there was a problem"; readonly enquiryFailureBody: "Please try again or contact us if the problem persists."; readonly recaptchaFailed: "Sorry, you failed the reCaptcha check. Please refresh and try again."; readonly connectionLost: "The connection dropped before this reached us. Nothing you entered has been lost: check your connection and send it again."; readonly availabilityCheckFailed: "We could not check that this car is still available just now. Try again in a moment."; readonly continueQuoteFailed: "We need a quote for your choices before you continue."; readonly continueNoQuote: "Finance is not available with these choices: change them, or choose another way to pay, to continue."; readonly continueQuotePending: "Getting your quote…"; readonly quoteFailed: "We could not get a finance quote just now."; readonly failureOffline: "We could not connect just now. Check your connection and try again."; readonly failureTimeout: "This is taking longer than it should. Please try again in a moment."; readonly failureServer: "Something went wrong on our side. Please try again in a moment."; readonly failureRateLimited: "We are very busy just now. Please try again in a moment."; readonly failureRateLimitedFor: "We are very busy just now. Please try again in {seconds} seconds."; readonly paymentNotTaken: "Nothing was taken from your card."; readonly optionalExtrasBanner: "Includes {price} of optional extras!"; readonly dealBanner: "Reserve it online today with a fully refundable {deposit} deposit, or choose how you would like to pay."; readonly dealFooterCall: "Prefer to talk it through? Call us on {telephone}."; readonly dealFooterSmallPrint: "{broker} (FCA firm reference number {frn}) is a credit broker, not a lender. Finance is subject to status."; readonly tagOptionalExtras: "Optional Extras"; readonly tagZeroFinance: "0% finance"; readonly tagNearlyReady: "I'm nearly ready"; readonly tagVan: "Van"; readonly mobilitySchemeHeading: "Available on the Motability Scheme"; readonly mobilitySchemeText: "If you receive a qualifying mobility allowance, such as the enhanced rate of the mobility component of Personal Independence Payment (PIP), you can exchange it to lease this car through the Motability Scheme, with insurance, servicing and breakdown cover included; some cars also need an advance payment. The scheme arranges the lease, so we do not offer PCP, Hire Purchase or Conditional Sale finance on this car. Ask us about the scheme, or pay in full or reserve it here."; readonly call: "Call"; readonly enquire: "Enquire"; readonly dealChangedElsewhere: "You changed this deal in another tab: here it is now."; readonly freeCreditCheck: "Free credit check"; readonly addPartExchange: "Add a part exchange"; readonly remove: "Remove"; readonly priceLabelHeading: "Price labels"; readonly priceLabelIntro: "Price labels compare this car with similar cars for sale across the market, using an independent valuation provider."; readonly priceLabelAbout: "About price labels"; readonly priceLabelWhyNone: "Why no price label?"; readonly priceLabelHigh: "Higher price"; readonly priceLabelHighText: "This car is priced above the market average for similar cars."; readonly priceLabelFair: "Fair price"; readonly priceLabelFairText: "This car is priced around the market average for similar cars."; readonly priceLabelGood: "Good price"; readonly priceLabelGoodText: "This car is priced below the market average for similar cars."; readonly priceLabelGreat: "Great price"; readonly priceLabelGreatText: "This car is priced well below the market average for similar cars."; readonly priceLabelLower: "Lower price"; readonly priceLabelLowerText: "This car is priced far below the market average for similar cars; check its history and condition."; readonly priceLabelNoneHeading: "Why might a car have no price label?"; readonly noLabelNew: "It is brand new or nearly new"; readonly noLabelRare: "It is rare or classic"; readonly noLabelPriceRange: "It is priced below {min} or above {max}"; readonly noLabelAge: "It is over {years} years old"; readonly noLabelWrittenOff: "It has been written off (Category C/D/S/N)"; readonly noLabelImported: "It is imported"; readonly keyFactYear: "Year"; readonly keyFactMileage: "Mileage"; readonly keyFactFuelType: "Fuel type"; readonly keyFactTransmission: "Transmission"; readonly keyFactBodyType: "Body type"; readonly keyFactColour: "Colour"; readonly keyFactDoors: "Doors"; readonly keyFactSeats: "Seats"; readonly keyFactMpg: "MPG"; readonly keyFactEvRange: "Range"; readonly requiredField: "This field is required"; readonly invalidEmail: "Please enter a valid email address"; readonly invalidTelephone: "Please enter a valid UK telephone number"; readonly invalidPostcode: "Please enter a valid UK postcode"; readonly termsNotAccepted: "Please accept the terms and conditions to send this"; readonly invalidDate: "Please enter a real date"; readonly tooYoung: "You must be at least {age} years old"; readonly invalidSortCode: "Please enter a 6 digit sort code"; readonly invalidAccountNumber: "Please enter an 8 digit account number"; readonly invalidName: "Please use letters, spaces, hyphens and apostrophes only (up to {max} characters)"; readonly addressHistoryShort: "Please give your addresses for the last {years} years"; readonly messageTooLong: "Your message is {length} characters; the most we can send is {max}"; readonly charactersRemaining: "You have {left} of {max} characters remaining"; readonly testDrivePastDate: "Please choose today or a later date"; readonly testDriveClosed: "{branch} is closed on {day}s. Please choose another day."; readonly testDriveNotOffered: "{branch} offers no test drives on {day}s. Please choose another day."; readonly testDriveNotASlot: "Please choose one of the times offered: test drives at {branch} start every {minutes} minutes."; readonly testDriveNoneLeftToday: "There are no test drives left today. Please choose another day."; readonly testDriveChooseTime: "Please choose a time from the list"; readonly testDriveOutsideHours: "On {day}s {branch} is open {opens} to {closes}: please choose a time from {first} to {last}."; readonly testDriveTooSoon: "That time has passed or is too soon. Please choose a time from {first}, or another day."; readonly mailLeadOrder: "New order"; readonly mailLeadDeposit: "Deposit taken"; readonly mailLeadDepositReleased: "Deposit released"; readonly mailLeadApplication: "Finance application sent"; readonly mailLeadEnquiry: "Enquiry"; readonly mailLeadTestDrive: "Test drive request"; readonly mailGreeting: "Dear {name},"; readonly mailDepositSubject: "Your {deposit} deposit receipt: {vehicle}"; readonly mailDepositIntro: "Thank you. We have received your {deposit} deposit and the {vehicle} is reserved for you."; readonly mailDepositHeldUntil: "We hold it for you until {until}."; readonly mailDepositHeld: "We hold it for you while we arrange the rest of your purchase with you."; readonly mailDepositCancel: "To cancel, call {branch} on {telephone} or reply to this e-mail, quoting your order reference {reference}."; readonly mailDepositRefund: "Your deposit is fully refundable: if you cancel before you buy the car, we refund the full {deposit} to {card}."; readonly mailDepositReleasedSubject: "Your reservation of the {vehicle} has ended"; readonly mailDepositReleasedText: "The {vehicle} is no longer reserved for you, and your {deposit} deposit is refunded in full to {card}. If you did not expect this, call {branch} on {telephone}."; readonly mailDepositRefundOwedText: "The {vehicle} is no longer reserved for you. Your {deposit} deposit could not be refunded automatically: {branch} will refund it in full to {card}. If you do not see it within a few days, call {branch} on {telephone}."; readonly mailDepositLapsedText: "The time to confirm your payment ran out and the {vehicle} is no longer held for you. You have not been charged. To reserve it again, call {branch} on {telephone}."; readonly mailApplicationSubject: "Your finance application for the {vehicle} has been sent"; readonly mailApplicationText: "Thank you. We have sent your finance application for the {vehicle} to the lender."; readonly mailApplicationNext: "What happens next: the lender reviews your application, which includes a credit search, and we contact you by {contact} as soon as they have decided. Nothing is agreed until you sign the finance agreement."; readonly mailEnquirySubject: "Thank you for your enquiry about the {vehicle}"; readonly mailEnquiryText: "We have your message, and {branch} will reply by {contact} as soon as they can. This is what you sent:"; readonly mailTestDriveSubject: "Your test drive of the {vehicle}: {date} at {time}"; readonly mailTestDriveText: "Thank you. We look forward to seeing you for a test drive of the {vehicle} on {date} at {time}, at {branch}, {address}."; readonly mailTestDriveCalendar: "The attached invitation adds it to your calendar. To change or cancel it, call us on {telephone}."; readonly mailContactUs: "Any questions? Call {branch} on {telephone}, or reply to this e-mail."; readonly mailFromDemo: "This e-mail comes from a Showroom demo: the car, the deal and any deposit are not real, and no card was charged."; readonly checkoutNoRealCharge: "This is a demo: no real card is charged."; };
export declare const NOT_WORKING: string[];
export declare const NO_LABEL_REASONS: readonly import("core/src/index").NoLabelReasonEntry[];
export declare const OPEN_ORDER_STATUSES: readonly string[];
export declare const ORDER_CONFIG_CACHE_MS: 300000;
export declare const ORDER_FIGURE_PLACEHOLDERS: readonly (keyof import("core/src/index").OrderFigures)[];
export declare const ORDER_STATUS_CANCELLED: "STATUS_CANCELLED";
export declare const ORDER_STATUS_COMPLETED: "STATUS_COMPLETED";
export declare const ORDER_STATUS_NEW: "STATUS_NEW";
export declare const ORDER_STATUS_RESERVED: "STATUS_RESERVED";
export declare const ORDER_STATUS_SUBMITTED: "STATUS_SUBMITTED";
export declare const PART_EXCHANGE_FUELS: readonly ["Petrol", "Diesel", "Hybrid", "Plug-in hybrid", "Electric"];
export declare const PAYMENT_STATUS_REFUNDED: "refunded";
export declare const PAYMENT_STATUS_SUCCEEDED: "succeeded";
export declare const POUNDS_DEPOSIT_RULE: "A deposit in pounds must be £0 or at least £50.";
export declare const PRICE_LABELS: readonly import("core/src/index").PriceLabel[];
export declare const QUOTE_DEBOUNCE_MS: 300;
export declare const RECAPTCHA_ACTIONS: { readonly createOrder: "create_order"; readonly formSubmit: "form_submit"; };
export declare const RECAPTCHA_DEFAULT_MIN_SCORE: 0.5;
export declare const RESERVED_STATUS: "Reserved";
export declare const REVIEW_SCORE_KEYS: readonly ["performance", "handling", "comfort", "space", "styling", "build", "value", "equipment", "economy", "depreciation", "insurance"];
export declare const SEARCH_PATH: "/vehicle-search";
export declare const SEARCH_SORTS: readonly import("core/src/index").SearchSort[];
export declare const SHARE_TARGETS: readonly import("core/src/index").ShareTarget[];
export declare const SIMILAR_CARS_COUNT: 6;
export declare const TEST_CARDS: { readonly accepted: "4242424242424242"; readonly declined: "4000000000000002"; readonly insufficientFunds: "4000000000009995"; readonly threeDSecure: "4000002500003155"; };
export declare const TEST_CARD_OUTCOMES: Readonly<Record<string, import("core/src/index").TestCardOutcome>>;
export declare const TEST_DRIVE_ENQUIRY_TYPE: "General Enquiry" | "Test Drive" | "Question About Finance" | "Request More Information";
export declare const TEST_DRIVE_LENGTH_MINUTES: 60;
export declare const TITLES: readonly ["Mr", "Mrs", "Miss", "Ms", "Dr", "Rev", "Other"];
export declare const VEHICLE_CONDITIONS: readonly import("core/src/index").VehicleCondition[];
export declare const activeQuote: <Q>(financeResult: import("core/src/index").FinanceQuotes<Q> | null | undefined, type: import("core/src/index").FinanceProduct) => Q | null;
export declare const addressHistoryCovers: (addresses: readonly import("core/src/index").AddressHistoryEntry[], years?: number) => boolean;
export declare const addressKey: (index: number, field: import("core/src/index").AddressField) => string;
export declare const adminFeeOf: (orderConfig: { readonly admin_fee?: number | null; } | null | undefined, vehicle: { readonly admin_fee?: number | null; }) => number;
export declare const amountOfCredit: ({ cashPrice, deposit, partExchangeBalance, }: import("core/src/index").AmountOfCreditInput) => import("core/src/index").Pence;
export declare const annualRate: ({ credit, schedule }: import("core/src/index").AprInput) => number;
export declare const applicationFormValues: (data?: Partial<import("core/src/index").FinanceApplication>) => import("core/src/index").ApplicationValues;
export declare const applicationFromFormValues: (values: import("core/src/index").ApplicationValues) => import("core/src/index").FinanceApplication;
export declare const applicationHistoryCovered: (values: import("core/src/index").ApplicationValues) => boolean;
export declare const applicationSentStatus: (status: string | null | undefined) => boolean;
export declare const applicationStart: (state: import("core/src/index").DealState) => Record<string, unknown>;
export declare const applyMessageMapping: (messages: readonly string[], customMapping?: Readonly<Record<string, string>>) => string[];
export declare const applyQuoteNotifications: (shown: import("core/src/index").ShownFinanceTerms, quote: Pick<import("core/src/index").FinanceQuote, "key" | "Notifications" | "Term" | "Deposit" | "AnnualMileage">) => import("core/src/index").ShownFinanceTerms;
export declare const applySearchFilterOverrides: (defaults: import("core/src/index").FinanceSettings, filters: import("core/src/index").SearchFinanceFilters) => import("core/src/index").FinanceSettings;
export declare const askingPrice: (vehicle: { readonly price: number; readonly list_price?: number | null; }) => number;
export declare const availableToOrder: (config: Pick<import("core/src/index").TenantConfig, "prepCentreSiteSlugs" | "messages">, vehicle: Pick<import("core/src/index").VehicleFacts, "site" | "location">) => string | null;
export declare const bestIndex: (values: readonly (number | null | undefined)[], better: "lowest" | "highest") => number | null;
export declare const branchAnchor: (slug: string) => string;
export declare const branchLink: (vehicle: { readonly site?: { readonly slug?: string | null; } | null; }) => string | null;
export declare const brokerStatement: (broker: { registeredName: string; firmReferenceNumber: string; commission: string; }, lender: string) => string;
export declare const browseCarsLink: (vehicle: Pick<import("core/src/index").VehicleFacts, "make">, searchPath?: string) => string;
export declare const buildFormSubmitFields: (input: import("core/src/index").FormSubmitInput) => import("core/src/index").FormSubmitFields;
export declare const buildOrderPayload: (input: import("core/src/index").OrderPayloadInput) => import("core/src/index").OrderPayload;
export declare const callLink: (vehicle: Pick<import("core/src/index").VehicleFacts, "company">) => string | null;
export declare const cancellationDecision: (order: import("core/src/index").OperationOrder) => import("core/src/index").CancellationDecision;
export declare const cancellationOutcome: (refund: readonly string[], made: readonly string[]) => import("core/src/index").CancellationOutcome;
export declare const cardExpiryOf: (month: string, year: string) => import("core/src/index").CardMonth | null;
export declare const cardHasExpired: (expiry: import("core/src/index").CardMonth, current: import("core/src/index").CardMonth) => boolean;
export declare const cardMonthOf: (now: Date) => import("core/src/index").CardMonth;
export declare const cardNumberDigits: (typed: string) => string;
export declare const cashOrderSteps: (total: Pick<import("core/src/index").CashTotal, "owedToShopper">, tenant?: { messages: Record<string, string>; }) => string[];
export declare const cashTotal: ({ price, adminFee, products, valuations, }: import("core/src/index").CashTotalInput) => import("core/src/index").CashTotal;
export declare const cashTotalShown: (total: Pick<import("core/src/index").CashTotal, "total" | "owedToShopper">, tenant?: { messages: Record<string, string>; }) => { label: string; amount: import("core/src/index").Pence; note: string | null; };
export declare const compareNames: (a: string, b: string) => number;
export declare const comparePath: (stockIds: readonly number[], settings?: Readonly<Record<string, string | number | null | undefined>>, searchPath?: string) => string;
export declare const confirmationShown: (state: Pick<import("core/src/index").DealState, "builder" | "payment">) => import("core/src/index").DealConfirmation | null;
export declare const dealTransition: (state: import("core/src/index").DealState, event: import("core/src/index").DealEvent) => import("core/src/index").DealTransition;
export declare const dealView: (state: import("core/src/index").DealState) => import("core/src/index").DealView;
export declare const depositAnswer: (order: import("core/src/index").DealOrder) => import("core/src/index").DealEvent;
export declare const depositInUnit: (vehicle: import("core/src/index").DepositPricing, settings: import("core/src/index").QuoteSettings, unit: import("core/src/index").QuoteSettings["depositType"]) => import("core/src/index").DepositSwitch;
export declare const depositPercentNote: (vehicle: import("core/src/index").DepositPricing) => string | null;
export declare const depositPounds: <Asked extends Pick<import("core/src/index").QuoteSettings, "depositType" | "deposit">>(vehicle: Pick<import("core/src/index").DealVehicle, "price" | "price_excluding_vat" | "vat_scheme">, settings: Asked) => number;
export declare const depositProblem: (vehicle: import("core/src/index").DepositPricing, settings: import("core/src/index").QuoteSettings) => string | null;
export declare const depositRule: (vehicle: Pick<import("core/src/index").DealVehicle, "vat_scheme">) => import("core/src/index").DepositRule;
export declare const depositUnitOf: (deposit: number) => import("core/src/index").DepositUnit;
export declare const describeFinanceSettings: (settings: import("core/src/index").FinanceSettings) => string;
export declare const employmentKey: (index: number, field: import("core/src/index").EmploymentField) => string;
export declare const equalIgnoringCase: (a: string, b: string) => boolean;
export declare const evRange: (vehicle: { technical_data?: (Readonly<Record<string, unknown>> | null) | undefined; technical_spec?: (Readonly<Record<string, unknown>> | null) | undefined; } & Pick<import("core/src/index").VehicleFacts, "ev_data" | "range_wltp" | "electric_data">) => number | null;
export declare const exampleMoney: (amount: import("core/src/index").Pence) => string;
export declare const extendHoldDecision: (order: import("core/src/index").OperationOrder, requested: unknown, now: Date) => import("core/src/index").HoldExtensionDecision;
export declare const failureMessageKey: (failure: Pick<import("core/src/index").ShopperFailure, "kind" | "timedOut" | "retryAfterSeconds">) => import("core/src/index").MessageKey | null;
export declare const featuredTabQuery: (tab: import("core/src/index").FeaturedTab) => import("core/src/index").SearchQuery;
export declare const financeDisclaimerHtml: (broker: { registeredName: string; firmReferenceNumber: string; commission: string; }, lender: string, subjectToStatus?: string) => string;
export declare const financeOffered: (vehicle: Pick<import("core/src/index").VehicleFacts, "allowance_type" | "advert_classification">) => boolean;
export declare const financeQueryOf: (settings: import("core/src/index").FinanceSettings) => { deposit: number; deposit_type: "percent" | "amount"; finance_type: import("core/src/index").FinanceProduct; term: number; mileage: number; };
export declare const financeQuoteQuery: (stockId: number | string, settings: import("core/src/index").QuoteSettings, partExchange?: number) => { stock_ids: string; term: number; mileage: number; deposit: number; deposit_type: import("core/src/index").QuoteSettings["depositType"]; part_exchange?: number; };
export declare const financeSettingsParams: (settings: import("core/src/index").FinanceSettings) => Record<string, string>;
export declare const financeTransition: (state: import("core/src/index").FinanceState, event: import("core/src/index").FinanceEvent) => import("core/src/index").FinanceStep;
export declare const firstMethod: (methods: readonly import("core/src/index").PaymentMethod[]) => import("core/src/index").PaymentMethod;
export declare const firstOfferedProduct: (quotes: import("core/src/index").WireQuotes | null) => import("core/src/index").FinanceProduct | null;
export declare const flattenErrors: (body: unknown) => string[];
export declare const formStart: (state: import("core/src/index").DealState, form: import("core/src/index").KeptForm) => Record<string, string>;
export declare const formatDayLabel: (date: string) => string;
export declare const formatLongDate: (date: Date) => string;
export declare const formatMoney: (amount: import("core/src/index").Pence, options?: { pence?: "auto" | "always"; }) => string;
export declare const formatNumber: (value: number, options?: { minimumFractionDigits?: number; maximumFractionDigits?: number; prefix?: string; }) => string;
export declare const formatPlusVat: (pounds: number) => string;
export declare const formatPounds: (pounds: number, options?: { pence?: "auto" | "always"; }) => string;
export declare const formatReview: (review: import("core/src/index").Review, config?: Pick<import("core/src/index").TenantConfig, "carDrivingReview" | "hideShowMoreButton">) => import("core/src/index").FormattedReview;
export declare const formatUkDateTime: (iso: string) => string | null;
export declare const formatWireDate: (value: string | null | undefined) => string | null;
export declare const fromPounds: (pounds: number) => import("core/src/index").Pence;
export declare const hasReview: (data: unknown) => data is import("core/src/index").Review;
export declare const headlineMonthly: <Q extends import("core/src/index").ClaimQuote>(vehicle: Pick<import("core/src/index").VehicleFacts, "allowance_type" | "advert_classification">, quotes: import("core/src/index").VehicleQuotes<Q> | null | undefined, tenant: Pick<import("core/src/index").TenantConfig, "repExample">, chosen?: import("core/src/index").FinanceProduct | null) => Q | null;
export declare const headlineQuote: <Q extends import("core/src/index").ClaimQuote>(quotes: import("core/src/index").VehicleQuotes<Q> | null | undefined, chosen?: import("core/src/index").FinanceProduct | null) => Q | null;
export declare const headlineSettings: (asked: import("core/src/index").QuoteSettings, quote: Pick<import("core/src/index").WireQuote, "key" | "Deposit" | "Term" | "AnnualMileage" | "Notifications">, vehicle: Pick<import("core/src/index").DealVehicle, "price" | "price_excluding_vat" | "vat_scheme">, tenant?: Pick<import("core/src/index").TenantConfig, "messages">) => import("core/src/index").QuotedSettings;
export declare const htmlToText: (html: string) => string;
export declare const inMonthlyBudget: (cashPrice: import("core/src/index").Pence, deposit: import("core/src/index").Pence, payment: import("core/src/index").Pence, from: import("core/src/index").Pence, to: import("core/src/index").Pence) => boolean;
export declare const initialBuilderState: (query?: import("core/src/index").BuilderQuery, availableMethods?: readonly import("core/src/index").PaymentMethod[]) => import("core/src/index").BuilderState;
export declare const initialDealState: (init: import("core/src/index").DealInit) => import("core/src/index").DealState;
export declare const initialFinance: (init: { vehicle: import("core/src/index").DealVehicle; financeDeposit?: number | null; filters?: import("core/src/index").SearchFinanceFilters; }) => import("core/src/index").DealFinance;
export declare const initialQuoteSettings: (input: { vehicle: Pick<import("core/src/index").DealVehicle, "vat_scheme">; financeDeposit?: number | null; filters?: import("core/src/index").SearchFinanceFilters; quotes?: import("core/src/index").WireQuotes | null; }) => import("core/src/index").QuoteSettings;
export declare const interestFreeQuote: <Q extends import("core/src/index").ClaimQuote>(quotes: import("core/src/index").VehicleQuotes<Q> | null | undefined) => Q | null;
export declare const isCardNumber: (typed: string) => boolean;
export declare const isCardSecurityCode: (code: string) => boolean;
export declare const isCompareFull: (list: readonly unknown[]) => boolean;
export declare const isDefaultFinanceSettings: (settings: import("core/src/index").FinanceSettings) => boolean;
export declare const isDepositPercentage: (configDeposit: number) => boolean;
export declare const isFinanceProduct: (value: unknown) => value is import("core/src/index").FinanceProduct;
export declare const isOnOrder: (vehicle: { reserved?: boolean | null | undefined; reservation_status?: string | null | undefined; }) => boolean;
export declare const isReserved: (vehicle: { reserved?: boolean | null | undefined; reservation_status?: string | null | undefined; }) => boolean;
export declare const keyFacts: (config: Pick<import("core/src/index").TenantConfig, "keyFeatureOrder" | "messages">, vehicle: import("core/src/index").VehicleFacts) => import("core/src/index").KeyFact[];
export declare const leadContactErrors: (contact: Partial<import("core/src/index").LeadContact>, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => import("core/src/index").LeadContactErrors;
export declare const leadContactValid: (contact: Partial<import("core/src/index").LeadContact>) => boolean;
export declare const locationTag: (config: Pick<import("core/src/index").TenantConfig, "locationOptions">, vehicle: Pick<import("core/src/index").VehicleFacts, "site" | "location">) => string | null;
export declare const mapMessage: (text: string, customMapping?: Readonly<Record<string, string>>) => string;
export declare const matchStockNames: (stock: readonly import("core/src/index").StockMake[], typed: { readonly make?: string | null; readonly range?: string | null; }) => { makes: string[] | undefined; ranges: string[] | undefined; };
export declare const mediaUrl: (apiOrigin: string, path: string) => string;
export declare const message: (key: import("core/src/index").MessageKey, params?: import("core/src/index").MessageParams, tenant?: Pick<import("core/src/index").TenantConfig, "messages">) => string;
export declare const messageOf: <K extends string>(catalogue: Readonly<Record<K, string>>, key: K, params?: import("core/src/index").MessageParams, tenant?: Pick<import("core/src/index").TenantConfig, "messages">) => string;
export declare const mobilitySchemeNote: (vehicle: Pick<import("core/src/index").VehicleFacts, "allowance_type" | "advert_classification">, tenant?: Pick<import("core/src/index").TenantConfig, "messages">) => { heading: string; text: string; } | null;
export declare const monthlyPaymentModel: (request: Omit<import("core/src/index").FinanceQuoteRequest, "deposit">) => import("core/src/index").MonthlyPaymentModel | import("core/src/index").NoFinanceQuote;
export declare const monthlyPaymentWith: (model: Pick<import("core/src/index").MonthlyPaymentModel, "cashPrice" | "partExchangeBalance" | "limits" | "factors">, deposit: import("core/src/index").Pence) => import("core/src/index").Pence;
export declare const monthlyRate: (rate: import("core/src/index").Rate) => number;
export declare const motExpiry: (vehicle: Pick<import("core/src/index").VehicleFacts, "mot_history" | "date_mot_expires">) => string | null;
export declare const motStatus: (vehicle: Pick<import("core/src/index").VehicleFacts, "mot_history" | "date_mot_expires">, today: string) => import("core/src/index").MotStatus | null;
export declare const mpg: (vehicle: { technical_data?: (Readonly<Record<string, unknown>> | null) | undefined; technical_spec?: (Readonly<Record<string, unknown>> | null) | undefined; } & Pick<import("core/src/index").VehicleFacts, "mpg">) => number | null;
export declare const negativeEquity: (balance: import("core/src/index").Pence) => import("core/src/index").Pence;
export declare const noLabelReasons: (tenant?: Pick<import("core/src/index").TenantConfig, "messages">) => string[];
export declare const noQuoteReason: (vehicle: Pick<import("core/src/index").VehicleFacts, "allowance_type" | "advert_classification">, product: string, tenant?: Pick<import("core/src/index").TenantConfig, "messages">) => string;
export declare const normaliseQuoteSettings: (vehicle: Pick<import("core/src/index").DealVehicle, "vat_scheme">, settings: import("core/src/index").QuoteSettings) => import("core/src/index").QuoteSettings;
export declare const offerMainContent: (vehicle: { readonly advert_classification?: string | null; readonly advert_type?: string | null; readonly contents?: readonly Readonly<Record<string, unknown>>[] | null; }) => string | null;
export declare const offeredProducts: (quotes: import("core/src/index").WireQuotes | null) => import("core/src/index").FinanceProduct[];
export declare const offersInterestFree: (rates: Pick<import("core/src/index").RateTable, "promotions">, vehicle: import("core/src/index").PromotionVehicle, vehicleAgeYears: number) => boolean;
export declare const optionalExtrasBanner: (vehicle: Pick<import("core/src/index").VehicleFacts, "additional_features">, tenant?: Pick<import("core/src/index").TenantConfig, "messages">) => string | null;
export declare const orderConfigCacheFresh: (fetchedAt: number, now: number) => boolean;
export declare const orderFinanceFields: (finance: import("core/src/index").OrderFinance) => import("core/src/index").OrderFinanceFields;
export declare const orderFinanceOf: (quote: import("core/src/index").WireQuote) => import("core/src/index").OrderFinance;
export declare const orderHasPayments: (order: import("core/src/index").OrderFacts | null | undefined) => boolean;
export declare const orderPayloadComplete: (payload: import("core/src/index").OrderSubmission, termsAccepted: boolean) => boolean;
export declare const orderReservesVehicle: (order: import("core/src/index").OrderFacts | null) => boolean;
export declare const ownersText: (owners: number) => string;
export declare const pageTitle: (vehicle: Pick<import("core/src/index").VehicleFacts, "name">) => string;
export declare const partExchangeBalance: (valuations: readonly import("core/src/index").PartExchangeValuation[]) => import("core/src/index").Pence;
export declare const partExchangeRequest: (values: import("core/src/index").PartExchangeFormValues, { askDetails }: { askDetails: boolean; }) => import("core/src/index").PartExchangeRequest | null;
export declare const partExchangeStatus: (valuations: readonly unknown[] | null | undefined) => Extract<import("core/src/index").PartExchangeStatus, "idle" | "done">;
export declare const paymentMethodOf: (type: string | null | undefined) => import("core/src/index").PaymentMethod | null;
export declare const paymentTypeOf: (method: import("core/src/index").PaymentMethod) => import("core/src/index").PaymentType;
export declare const pdfPath: (slug: string, searchPath?: string) => string;
export declare const percentOf: (amount: import("core/src/index").Pence, percent: number) => import("core/src/index").Pence;
export declare const plusVatText: (vehicle: Pick<import("core/src/index").VehicleFacts, "vat_scheme" | "price_excluding_vat">) => string | null;
export declare const postMatchesVehicle: (rules: import("core/src/index").PostRules | null | undefined, vehicle: import("core/src/index").VehicleFacts, now: Date) => boolean;
export declare const postSearchVehicle: (vehicle: import("core/src/index").VehicleFacts) => import("core/src/index").PostSearchVehicle;
export declare const postsForVehicle: <P extends { rules?: import("core/src/index").PostRules | null; }>(posts: readonly P[], vehicle: import("core/src/index").VehicleFacts, now: Date) => P[];
export declare const previousOwners: (vehicle: Pick<import("core/src/index").VehicleFacts, "previous_keepers">, offset?: number) => number | null;
export declare const priceExcludingVat: (vehicle: Pick<import("core/src/index").VehicleFacts, "vat_scheme" | "price_excluding_vat">) => number | null;
export declare const priceIndicatorBadge: (config: Pick<import("core/src/index").TenantConfig, "showPriceIndicator" | "priceIndicatorBadgeLevels">, vehicle: Pick<import("core/src/index").VehicleFacts, "price_indicator">) => string | null;
export declare const priceLabelEligibility: (vehicle: Pick<import("core/src/index").VehicleFacts, "advert_classification" | "price" | "list_price" | "first_registration_date" | "year">, now: Date) => import("core/src/index").PriceLabelEligibility;
export declare const printPath: (slug: string, searchPath?: string) => string;
export declare const queryDepositProblem: (pounds: number) => string | null;
export declare const quoteFinance: (request: import("core/src/index").FinanceQuoteRequest) => import("core/src/index").FinanceQuoteResult;
export declare const quoteIsCurrent: (state: import("core/src/index").DealState) => boolean;
export declare const quoteMonthlyPayment: (request: import("core/src/index").FinanceQuoteRequest) => { readonly ok: true; readonly regularPayment: import("core/src/index").Pence; } | import("core/src/index").NoFinanceQuote;
export declare const quotedSettings: (settings: import("core/src/index").FinanceSettings, quote: Pick<import("core/src/index").WireQuote, "key" | "Deposit" | "Term" | "AnnualMileage" | "Notifications">, vehicle: Pick<import("core/src/index").DealVehicle, "price" | "price_excluding_vat" | "vat_scheme">) => import("core/src/index").QuotedSettings;
export declare const readFinanceSettings: (query: import("core/src/index").FinanceSettingsQuery, { defaultDeposit }?: { defaultDeposit?: number; }) => { settings: import("core/src/index").FinanceSettings; messages: string[]; };
export declare const readKeptDeal: (state: import("core/src/index").DealState, value: unknown) => import("core/src/index").KeptDeal | null;
export declare const readPostSearchVehicle: (input: unknown) => { facts: import("core/src/index").PostSearchVehicle; errors?: undefined; } | { facts?: undefined; errors: string[]; };
export declare const regularPayment: (input: import("core/src/index").RegularPaymentInput) => import("core/src/index").Pence;
export declare const releaseDecision: (order: import("core/src/index").OperationOrder) => import("core/src/index").ReleaseDecision;
export declare const repeatCount: (values: import("core/src/index").ApplicationValues, group: string) => number;
export declare const representativeApr: (input: import("core/src/index").AprInput) => number;
export declare const representativeExampleOf: (quote: import("core/src/index").WireQuote, broker: import("core/src/index").BrokerDisclosure) => import("core/src/index").RepresentativeExample;
export declare const representativeExampleRows: (example: import("core/src/index").RepresentativeExample) => import("core/src/index").RepresentativeExampleRow[];
export declare const representativeExampleSmallPrint: (example: Pick<import("core/src/index").RepresentativeExample, "broker" | "lender" | "subjectToStatus">) => string;
export declare const reservationDepositOf: (orderConfig: { readonly reservation_form?: { readonly deposit_amount?: number | null; } | null; } | null | undefined) => number;
export declare const reservationHeldText: (reservedUntil: string | null | undefined, tenant?: Pick<import("core/src/index").TenantConfig, "messages">) => string | null;
export declare const reservationHeldUntil: (reservedAt: string, holdHours: number) => string;
export declare const reservationShown: (vehicle: { reserved?: boolean | null | undefined; reservation_status?: string | null | undefined; }, shopper?: import("core/src/index").ShopperReservation | null) => import("core/src/index").ReservationShown;
export declare const reservedByOthers: (vehicle: { reserved?: boolean | null | undefined; reservation_status?: string | null | undefined; }, shopper: import("core/src/index").ShopperReservation | null) => boolean;
export declare const reservedByShopper: (state: import("core/src/index").DealState) => boolean;
export declare const reservedDealLines: (total: import("core/src/index").CashTotal, deposit: import("core/src/index").Pence, tenant?: { messages: Record<string, string>; }) => import("core/src/index").DealLine[];
export declare const resolveDeposit: ({ configDeposit, price, priceExcludingVat, vatScheme, }: import("core/src/index").ResolveDepositInput) => import("core/src/index").Pence;
export declare const resolveTenantConfig: (partial: unknown) => import("core/src/index").TenantConfig;
export declare const retailerHtmlPolicy: () => import("core/src/index").RetailerHtmlPolicy;
export declare const retailerHtmlSanitiser: (sanitiser: import("core/src/index").HtmlSanitiser) => (html: string | null | undefined) => string;
export declare const roundPence: (amount: number) => import("core/src/index").Pence;
export declare const saleDecision: (outOfStock: boolean, orders: readonly import("core/src/index").OperationOrder[]) => import("core/src/index").SaleDecision;
export declare const sameQuoteSettings: (a: import("core/src/index").QuoteSettings | null, b: import("core/src/index").QuoteSettings | null) => boolean;
export declare const savedPath: (searchPath?: string) => string;
export declare const searchHref: (searchPath: string, filters: Readonly<Record<string, string | number | null | undefined>>) => string;
export declare const serverWordsShown: (failure: Pick<import("core/src/index").ShopperFailure, "kind">) => boolean;
export declare const settingsAsQuery: (vehicle: Pick<import("core/src/index").DealVehicle, "price" | "price_excluding_vat" | "vat_scheme">, settings: import("core/src/index").QuoteSettings) => Record<string, string>;
export declare const settingsForQuote: (settings: import("core/src/index").QuoteSettings, quote: import("core/src/index").WireQuote | null, askedDeposit?: number) => import("core/src/index").QuoteSettings;
export declare const settingsShownForQuotes: (vehicle: Pick<import("core/src/index").DealVehicle, "price" | "price_excluding_vat" | "vat_scheme">, asked: import("core/src/index").QuoteSettings, quotes: import("core/src/index").WireQuotes) => import("core/src/index").QuoteSettings;
export declare const sharedDealOf: (kept: import("core/src/index").KeptDeal) => import("core/src/index").SharedDeal;
export declare const shopperFailureText: (failure: import("core/src/index").ShopperFailure, tenant?: Pick<import("core/src/index").TenantConfig, "messages">) => string;
export declare const shopperReservation: (state: import("core/src/index").DealState) => import("core/src/index").ShopperReservation;
export declare const showClassTag: (config: Pick<import("core/src/index").TenantConfig, "hiddenAdvertClassifications">, vehicle: Pick<import("core/src/index").VehicleFacts, "advert_classification">) => boolean;
export declare const showInformationTiles: (vehicle: Pick<import("core/src/index").VehicleFacts, "advert_classification">) => boolean;
export declare const showUlezPill: (config: Pick<import("core/src/index").TenantConfig, "ulez">, vehicle: Pick<import("core/src/index").VehicleFacts, "ulez_compliant">) => boolean;
export declare const shownQuote: (state: import("core/src/index").DealState) => import("core/src/index").WireQuote | null;
export declare const showsReservedLayout: (state: import("core/src/index").DealState, vehicleReserved: boolean) => boolean;
export declare const similarCarsQuery: (vehicle: Pick<import("core/src/index").VehicleFacts, "advert_classification" | "make" | "slug" | "category">) => import("core/src/index").SearchQuery;
export declare const socialMeta: (vehicle: { advert_classification?: string | null | undefined; make?: string | null | undefined; model?: string | null | undefined; range?: string | null | undefined; derivative?: string | null | undefined; name?: string | null | undefined; vrm?: string | null | undefined; }, siteName: string, finance?: import("core/src/index").VehicleQuotes<import("core/src/index").ClaimQuote> | null) => import("core/src/index").SocialMeta;
export declare const specificationDrawers: (vehicle: import("core/src/index").SpecificationFacts) => import("core/src/index").Drawer[];
export declare const stepOnePanelTexts: ({ methods, reservationDeposit, telephone, tenant, }: { methods: readonly import("core/src/index").PaymentMethod[]; reservationDeposit: number; telephone: string | null | undefined; tenant: Pick<import("core/src/index").TenantConfig, "messages" | "broker">; }) => import("core/src/index").StepOnePanelTexts;
export declare const stockRangeNames: (stock: readonly import("core/src/index").StockMake[], make?: string | null) => string[];
export declare const sumPence: (amounts: readonly import("core/src/index").Pence[]) => import("core/src/index").Pence;
export declare const termsCheckboxEnabled: (form: import("core/src/index").TermsGateFields) => boolean;
export declare const testCardOutcome: (typed: string) => import("core/src/index").TestCardOutcome;
export declare const testDriveDates: (hours: import("core/src/index").OpeningHours, now: import("core/src/index").WallClock, days?: number, settings?: import("core/src/index").TestDriveSettings | null) => string[];
export declare const testDriveProblem: (branch: import("core/src/index").TestDriveBranch | null, date: string, time: string, now: import("core/src/index").WallClock, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => import("core/src/index").TestDriveProblem | null;
export declare const testDriveTimes: (hours: import("core/src/index").OpeningHours, date: string, now: import("core/src/index").WallClock, settings?: import("core/src/index").TestDriveSettings | null) => string[];
export declare const titleOf: (title: string) => import("core/src/index").Title | null;
export declare const toPounds: (pence: import("core/src/index").Pence) => number;
export declare const toQueryString: (params: Readonly<Record<string, string | number | null | undefined>>) => string;
export declare const toggleCompare: <T>(list: readonly T[], id: T) => T[];
export declare const toggleFavourite: <T>(list: readonly T[], id: T) => T[];
export declare const truncateDescription: (text: string) => string;
export declare const truncateDisclaimer: (text: string) => string;
export declare const ukWallClock: (instant: Date) => import("core/src/index").WallClock;
export declare const unknownPlaceholders: (text: string) => string[];
export declare const validateAccountNumber: (value: string | null | undefined, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => import("core/src/index").ValidationMessage;
export declare const validateApplication: (values: import("core/src/index").ApplicationValues, today: string, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => Record<string, import("core/src/index").ValidationMessage>;
export declare const validateDateOfBirth: (parts: import("core/src/index").DateOfBirthParts, now: Date, tenant?: Pick<import("core/src/index").TenantConfig, "messages">) => import("core/src/index").ValidationMessage;
export declare const validateEmail: (value: string | null | undefined, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => import("core/src/index").ValidationMessage;
export declare const validateEnquiryMessage: (value: string | null | undefined, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => import("core/src/index").ValidationMessage;
export declare const validateName: (value: string | null | undefined, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => import("core/src/index").ValidationMessage;
export declare const validatePartExchange: (values: import("core/src/index").PartExchangeFormValues, { askDetails, maxYear }: { askDetails: boolean; maxYear: number; }, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => Partial<Record<keyof import("core/src/index").PartExchangeFormValues, import("core/src/index").ValidationMessage>>;
export declare const validatePostcode: (value: string | null | undefined, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => import("core/src/index").ValidationMessage;
export declare const validateRateTable: (table: import("core/src/index").RateTable) => import("core/src/index").RateTableProblem[];
export declare const validateRequired: (value: string | null | undefined, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => import("core/src/index").ValidationMessage;
export declare const validateSortCode: (value: string | null | undefined, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => import("core/src/index").ValidationMessage;
export declare const validateTelephone: (value: string | null | undefined, tenant?: Pick<import("core/src/index").TenantConfig, "messages"> | undefined) => import("core/src/index").ValidationMessage;
export declare const validateTenantConfig: (input: unknown) => import("core/src/index").TenantConfigProblem[];
export declare const vehicleAgeYears: (vehicle: Pick<import("core/src/index").VehicleFacts, "first_registration_date" | "year">, now: Date) => number | null;
export declare const vehicleDetailsPath: (slug: string, searchPath?: string) => string;
export declare const vehicleKindTag: (vehicle: Pick<import("core/src/index").VehicleFacts, "category">, tenant?: Pick<import("core/src/index").TenantConfig, "messages">) => string | null;
export declare const vehicleTags: (config: Pick<import("core/src/index").TenantConfig, "nearlyReadyLocations" | "messages">, vehicle: Pick<import("core/src/index").VehicleFacts, "additional_features" | "location" | "site">, quotes?: import("core/src/index").VehicleQuotes<import("core/src/index").ClaimQuote & { readonly Promotion?: string | null; }> | null) => import("core/src/index").VehicleTag[];
export declare const viewSimilarLink: (vehicle: Pick<import("core/src/index").VehicleFacts, "make" | "range" | "price">, searchPath?: string) => string;
export declare const wasPrice: (vehicle: { readonly price?: number | null; readonly list_price?: number | null; readonly recommended_retail_price?: number | null; }) => import("core/src/index").WasPrice | null;
export declare const withOrderFigures: (text: string, figures: import("core/src/index").OrderFigures) => string;
export interface ApplicationAddress {
    building?: string;
    street?: string;
    town?: string;
    county?: string;
    postcode?: string;
    residential_status?: string;
    years_at_address?: number;
    months_at_address?: number;
}
export interface ApplicationEmployment {
    status?: string;
    occupation?: string;
    employer_name?: string;
    employer_town?: string;
    years_employed?: number;
    months_employed?: number;
    gross_annual_income?: number;
}
export interface CancellationOutcome {
    refunded: string[];
    owed: string[];
    deposit: DepositRefund | null;
}
export interface CardMonth {
    year: number;
    month: number;
}
export interface FinanceApplication {
    customer_title?: string;
    customer_first_name?: string;
    customer_last_name?: string;
    customer_email?: string;
    customer_telephone?: string;
    dob_day?: number;
    dob_month?: number;
    dob_year?: number;
    marital_status?: string;
    nationality?: string;
    dependants?: number;
    address_history?: ApplicationAddress[];
    employment?: ApplicationEmployment[];
    bank_account?: {
        account_name?: string;
        sort_code?: string;
        account_number?: string;
        years_at_bank?: number;
    };
    licence?: {
        type?: string;
        number?: string;
    };
    passport?: {
        has_passport?: boolean;
        number?: string | null;
    };
    payment_type: PaymentType;
}
export interface OperationOrder {
    guid: string;
    status: string;
    payments: readonly {
        id: string;
        status: string;
    }[];
    reserved_until?: string | null;
}
export interface SaleClosure {
    guid: string;
    status: typeof ORDER_STATUS_COMPLETED | typeof ORDER_STATUS_CANCELLED;
}
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressHistoryEntry = {
    years_at_address?: number | string | null;
    months_at_address?: number | string | null;
};
export type AmountOfCreditInput = {
    readonly cashPrice: Pence;
    readonly deposit: Pence;
    readonly partExchangeBalance?: Pence;
};
export type ApplicationValues = Record<string, string>;
export type AppliedPromotion = {
    readonly promotion: FinancePromotion;
    readonly offer: PromotionOffer;
};
export type AprBand = {
    readonly maxVehicleAgeYears: number;
    readonly minCashPrice: Pence;
    readonly apr: number;
    readonly termBands?: readonly TermBand[];
};
export type AprInput = {
    readonly credit: Pence;
    readonly schedule: readonly ScheduledPayment[];
};
export type BrokerDisclosure = {
    registeredName: string;
    firmReferenceNumber: string;
    commission: string;
};
export type BuilderQuery = Readonly<Record<string, string | readonly string[] | null | undefined>>;
export type BuilderState = {
    readonly currentStep: BuilderStep;
    readonly paymentMethod: PaymentMethod;
    readonly availableMethods: readonly PaymentMethod[];
};
export type BuilderStep = 'step-1' | 'step-1-part-ex' | 'step-2' | 'step-enquiry-form' | 'step-test-drive-form' | 'cash-order-complete' | 'finance-application-complete';
export type CancellationDecision = {
    kind: 'cancel';
    refund: string[];
} | Refusal;
export type CashTotal = {
    readonly vehiclePrice: Pence;
    readonly adminFee: Pence;
    readonly products: Pence;
    readonly partExchangeValue: Pence;
    readonly settlement: Pence;
    readonly partExchangeBalance: Pence;
    readonly negativeEquity: Pence;
    readonly total: Pence;
    readonly owedToShopper: Pence;
};
export type CashTotalInput = {
    readonly price: Pence;
    readonly adminFee?: Pence | null;
    readonly products?: readonly Pence[];
    readonly valuations?: readonly PartExchangeValuation[];
};
export type CheckoutShown = 'customer-details' | 'placing-order' | 'saving-choices' | 'application' | 'deposit' | 'nothing';
export type ClaimQuote = {
    readonly key: FinanceProduct;
    readonly Apr: number;
};
export type ContinueBlock = 'availability-unknown' | 'quote-failed' | 'no-quote' | 'quote-pending';
export type DateOfBirthParts = {
    day: string | number | null | undefined;
    month: string | number | null | undefined;
    year: string | number | null | undefined;
};
export type DealApplication = object;
export type DealCard = {
    readonly card_number?: string;
    readonly expiry_month?: number | string;
    readonly expiry_year?: number | string;
    readonly cvc?: string;
    readonly cardholder_name?: string;
};
export type DealConfig = {
    readonly enquiryFormId: string;
    readonly testDriveFormId: string;
    readonly customErrorMessages: Readonly<Record<string, string>>;
    readonly enquirySource: string;
    readonly recaptcha?: boolean;
};
export type DealConfirmation = 'cash-order-complete' | 'finance-application-complete' | 'reserved';
export type DealCustomer = LeadContact & {
    readonly title: string;
    readonly optIns?: object;
};
export type DealEffect = {
    type: 'api.checkAvailability';
    stockId: number;
} | {
    type: 'api.getOrder';
    guid: string;
    delayMs?: number;
} | {
    type: 'api.getQuotes';
    seq: number;
    query: {
        stock_ids: string;
        term: number;
        mileage: number;
        deposit: number;
        deposit_type: 'amount' | 'percent';
        part_exchange?: number;
    };
} | {
    type: 'api.getFinanceTerms';
    financeType: FinanceProduct;
    quoteReference: string;
} | {
    type: 'api.createOrder';
    payload: OrderPayload;
    idempotencyKey: string;
    delayMs: number;
    recaptchaAction?: RecaptchaAction;
} | {
    type: 'api.updateOrder';
    guid: string;
    purpose: UpdatePurpose;
    changes: Readonly<Record<string, unknown>>;
    delayMs?: number;
    ifMatch?: string;
} | {
    type: 'api.saveDraft';
    guid: string;
    seq: number;
    draft: DealApplication;
} | {
    type: 'api.lookupRegistration';
    registration: string;
} | {
    type: 'api.createValuation';
    request: PartExchangeRequest;
} | {
    type: 'api.attachValuation';
    guid: string;
    hash: string;
} | {
    type: 'api.removeValuation';
    guid: string;
    hash: string;
} | {
    type: 'provider.tokenise';
    card: DealCard;
} | {
    type: 'api.payDeposit';
    guid: string;
    payment: {
        readonly payment_method: string;
    };
    returnQuery: Readonly<Record<string, string>>;
} | {
    type: 'api.confirmDeposit';
    guid: string;
    delayMs?: number;
} | {
    type: 'navigate';
    url: string;
} | {
    type: 'api.submitForm';
    purpose: 'enquiry' | 'testDrive' | 'application';
    fields: FormSubmitFields;
    delayMs?: number;
    recaptchaAction?: RecaptchaAction;
} | {
    type: 'storage.saveOrder';
    stockId: number;
    guid: string;
} | {
    type: 'storage.saveAttempt';
    stockId: number;
    attempt: StoredAttempt | null;
} | {
    type: 'storage.clearOrder';
    stockId: number;
} | {
    type: 'storage.keepDeal';
    stockId: number;
    kept: KeptDeal;
    share: boolean;
} | {
    type: 'api.getValuation';
    hash: string;
    outstandingFinance: number;
    delayMs?: number;
} | {
    type: 'analytics.track';
    event: string;
    params: Readonly<Record<string, unknown>>;
} | {
    type: 'ui.scrollToDeal';
} | {
    type: 'timer';
    ms: number;
    event: DealEvent;
};
export type DealEnquiry = LeadContact & {
    readonly message?: string | null;
    readonly enquiryType?: string | null;
    readonly preferredDate?: string | null;
    readonly preferredTime?: string | null;
};
export type DealEvent = {
    type: 'load';
    storedGuid: string | null;
    storedAttempt?: StoredAttempt | null;
} | {
    type: 'availabilityChecked';
    ok: true;
} | {
    type: 'availabilityChecked';
    ok: false;
    message: string | null;
} | {
    type: 'availabilityCheckFailed';
} | {
    type: 'retryAvailability';
} | {
    type: 'orderFetched';
    guid: string;
    order: DealOrder | null;
} | {
    type: 'orderFetchFailed';
    guid: string;
} | {
    type: 'choosePaymentMethod';
    method: PaymentMethod;
} | {
    type: 'changeFinance';
    settings: QuoteSettings;
} | {
    type: 'quoteDue';
    seq: number;
} | {
    type: 'quoteAnswered';
    seq: number;
    quotes: WireQuotes | null;
} | {
    type: 'quoteFailed';
    seq: number;
} | {
    type: 'retryQuote';
} | {
    type: 'termsLoaded';
    financeType: FinanceProduct;
    text: string | null;
} | {
    type: 'continue';
} | {
    type: 'back';
} | {
    type: 'leaveContent';
} | {
    type: 'reserve';
} | {
    type: 'openEnquiry';
} | {
    type: 'openTestDrive';
} | {
    type: 'openPartExchange';
} | {
    type: 'cancelPartExchange';
} | {
    type: 'valuePartExchange';
    request: PartExchangeRequest;
} | {
    type: 'registrationLookedUp';
    registration: string;
    vehicle: RegisteredCar | null;
} | {
    type: 'valuationCreated';
    valuation: DealValuation;
    outstandingFinance: number;
} | {
    type: 'valuationFailed';
    message: string;
} | {
    type: 'removePartExchange';
    hash: string;
} | {
    type: 'valuationsUpdated';
    order: DealOrder;
} | {
    type: 'toggleProduct';
    id: number;
} | {
    type: 'submitCustomerDetails';
    details: DealCustomer;
    idempotencyKey: string;
} | {
    type: 'orderCreated';
    order: DealOrder;
} | {
    type: 'orderCreateFailed';
    error: DealFailure;
} | {
    type: 'orderUpdated';
    purpose: UpdatePurpose;
    order: DealOrder;
} | {
    type: 'orderUpdateFailed';
    purpose: UpdatePurpose;
    error: DealFailure;
} | {
    type: 'applicationChanged';
    application: DealApplication;
} | {
    type: 'draftDue';
    seq: number;
} | {
    type: 'draftSaved';
    seq: number;
} | {
    type: 'draftFailed';
    seq: number;
} | {
    type: 'sendApplication';
    application: DealApplication;
} | {
    type: 'payDeposit';
    payment: DealCard;
} | {
    type: 'cardTokenised';
    token: string;
} | {
    type: 'tokeniseFailed';
    message: string;
    error?: DealFailure;
} | {
    type: 'depositPaid';
    order: DealOrder;
} | {
    type: 'depositPending';
    order: DealOrder;
} | {
    type: 'depositFailed';
    error: DealFailure;
} | {
    type: 'resumeAuthentication';
} | {
    type: 'useAnotherCard';
} | {
    type: 'sendEnquiry';
    enquiry: DealEnquiry;
} | {
    type: 'sendTestDrive';
    request: DealEnquiry;
} | {
    type: 'formSent';
    purpose: 'enquiry' | 'testDrive' | 'application';
} | {
    type: 'formFailed';
    purpose: 'enquiry' | 'testDrive' | 'application';
    error: DealFailure;
} | {
    type: 'cancelOrder';
} | {
    type: 'restoreDeal';
    kept: unknown;
    from: 'reload' | 'tab';
    linkChoices?: boolean;
} | {
    type: 'valuationRestored';
    valuation: DealValuation;
    outstandingFinance: number;
} | {
    type: 'valuationRestoreFailed';
    hash: string;
    outstandingFinance: number;
    lasting: boolean;
} | {
    type: 'formTyped';
    form: KeptForm;
    values: Readonly<Record<string, unknown>>;
};
export type DealFailure = {
    readonly kind: 'network' | 'not-found' | 'validation' | 'conflict' | 'declined' | 'rate-limited' | 'server';
    readonly message: string;
    readonly fields?: Readonly<Record<string, readonly string[]>>;
    readonly timedOut?: boolean;
    readonly retryAfterSeconds?: number;
    readonly current?: DealOrder;
};
export type DealFinance = DealState['finance'];
export type DealHeadline = {
    readonly quotes: WireQuotes;
    readonly product: FinanceProduct;
};
export type DealInit = {
    vehicle: DealVehicle;
    config: DealConfig;
    financeDeposit?: number | null;
    filters?: SearchFinanceFilters;
    quotes: WireQuotes | null;
    quotesFor: QuoteSettings | null;
    query?: BuilderQuery;
};
export type DealLine = {
    readonly label: string;
    readonly amount: string;
};
export type DealOrder = {
    readonly guid: string;
    readonly status: string;
    readonly payment_type?: string | null;
    readonly products?: readonly number[] | null;
    readonly valuations?: readonly DealValuation[] | null;
    readonly payments?: readonly unknown[] | null;
    readonly finance?: Readonly<Record<string, unknown>> | null;
    readonly customer?: Readonly<Record<string, unknown>> | null;
    readonly application_draft?: object | null;
    readonly application_form_submitted?: boolean | null;
    readonly reserved_until?: string | null;
    readonly pending_payment?: {
        readonly status: string;
        readonly redirect_url?: string | null;
        readonly expires_at?: string | null;
    } | null;
    readonly version?: string | null;
};
export type DealOrderState = {
    readonly loaded: boolean;
    readonly initialised: boolean;
    readonly canOrder: boolean;
    readonly availabilityMessage: string | null;
    readonly availabilityUnknown: boolean;
    readonly guid: string | null;
    readonly status: OrderStatus;
    readonly errors: readonly string[];
};
export type DealSendStatus = 'idle' | 'sending' | 'success' | 'failure';
export type DealState = {
    readonly vehicle: DealVehicle;
    readonly config: DealConfig;
    readonly builder: BuilderState;
    readonly order: DealOrderState;
    readonly finance: {
        readonly settings: QuoteSettings;
        readonly own: QuoteSettings;
        readonly depositError: string | null;
        readonly offeredAlone: readonly FinanceProduct[];
        readonly seq: number;
        readonly status: QuoteStatus;
        readonly quotes: WireQuotes | null;
        readonly quotesFor: QuoteSettings | null;
        readonly terms: Readonly<Partial<Record<FinanceProduct, string | null>>>;
        readonly headlineSeq: number | null;
        readonly headline: DealHeadline | null;
    };
    readonly partExchange: {
        readonly status: PartExchangeStatus;
        readonly error: string | null;
        readonly unknownRegistration: string | null;
        readonly pending: PartExchangeRequest | null;
        readonly valuations: readonly DealValuation[];
        readonly restoring: readonly RestoringValuation[];
        readonly outstandingFinance: Readonly<Record<string, number>>;
    };
    readonly products: readonly number[];
    readonly customer: DealCustomer | null;
    readonly attempt: {
        readonly key: string;
        readonly body: string;
        readonly payload: OrderPayload;
        readonly tries: number;
        readonly uncertain: boolean;
        readonly desired?: string;
    } | null;
    readonly application: {
        readonly draft: DealApplication | null;
        readonly draftSeq: number;
        readonly saveStatus: 'idle' | 'saving' | 'saved' | 'error';
        readonly sending: boolean;
        readonly tries: number;
        readonly sent: Readonly<Record<string, unknown>> | null;
        readonly formTries: number;
    };
    readonly payment: {
        readonly status: 'idle' | 'paying' | 'declined' | 'failed' | 'success';
        readonly stage: 'tokenising' | 'charging' | 'authenticating' | 'confirming' | null;
        readonly declineMessage: string | null;
        readonly challengeUrl?: string | null;
        readonly held?: boolean;
    };
    readonly enquiry: DealSendStatus;
    readonly testDrive: DealSendStatus;
    readonly formErrors: {
        readonly enquiry: readonly string[];
        readonly testDrive: readonly string[];
    };
    readonly testDriveRequest: DealEnquiry | null;
    readonly recaptchaFailed: boolean;
    readonly sourceHistory: readonly string[];
    readonly preparing: boolean;
    readonly completedStep: 'cash-order-complete' | 'finance-application-complete' | null;
    readonly cancelling: boolean;
    readonly serverOrder: DealOrder | null;
    readonly fetchTries: number;
    readonly recovering: boolean;
    readonly forms: KeptForms;
    readonly changedElsewhere: boolean;
};
export type DealTransition = {
    state: DealState;
    effects: DealEffect[];
    ignored?: IgnoredMove;
};
export type DealValuation = {
    readonly hash: string;
    readonly price: number;
    readonly settlement: number;
    readonly condition: VehicleCondition;
    readonly mileage: number | null;
    readonly vehicle: {
        readonly plate: string;
        readonly make: string;
        readonly model: string;
        readonly vrm: string;
    };
};
export type DealVehicle = Pick<VehicleFacts, 'make' | 'model' | 'range' | 'derivative' | 'advert_classification' | 'allowance_type' | 'site' | 'reserved'> & {
    readonly stock_id: number;
    readonly price: number;
    readonly price_excluding_vat?: number | null;
    readonly vat_scheme?: string | null;
    readonly reservation_status?: string | null;
};
export type DealView = {
    readonly confirmation: DealConfirmation | null;
    readonly quote: WireQuote | null;
    readonly quoteIsCurrent: boolean;
    readonly quoteLoading: boolean;
    readonly quoteFailed: boolean;
    readonly noQuote: boolean;
    readonly notice: string | null;
    readonly summaryDeposit: number | null;
    readonly canContinue: boolean;
    readonly continueBlockedBy: ContinueBlock | null;
    readonly canCancel: boolean;
    readonly orderMade: boolean;
    readonly creatingOrder: boolean;
    readonly payment: DealState['payment'];
    readonly checkout: CheckoutShown;
    readonly continueTo: 'reservation' | 'checkout';
    readonly checkoutFormErrors: readonly string[];
    readonly orderErrors: readonly string[];
    readonly orderReference: string | null;
    readonly applicationSending: boolean;
};
export type DepositLimits = {
    readonly smallest: Pence;
    readonly largest: Pence;
};
export type DepositPricing = Pick<DealVehicle, 'price' | 'price_excluding_vat' | 'vat_scheme'>;
export type DepositRefund = 'refunded' | 'owed';
export type DepositRule = {
    readonly basis: 'price' | 'price-excluding-vat';
    readonly minPercent: number;
};
export type DepositSwitch = {
    readonly ok: true;
    readonly settings: QuoteSettings;
} | {
    readonly ok: false;
    readonly problem: string;
};
export type DepositUnit = 'percent' | 'pounds';
export type Drawer = {
    key: DrawerKey;
    title: string;
    rows: SpecRow[];
    features: string[];
};
export type DrawerKey = 'overview' | 'performance' | 'economy' | 'dimensions' | 'features';
export type EmploymentField = (typeof EMPLOYMENT_FIELDS)[number];
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];
export type FailureKind = 'network' | 'timeout' | 'server' | 'rate-limited' | 'validation' | 'not-found' | 'conflict' | 'declined';
export type FeaturedTab = {
    label?: string | null;
    filters?: Readonly<Record<string, unknown>> | null;
    orderBy?: string | null;
    resultsPerPage?: number | null;
    advert_classification?: string | null;
    view_all_link_url?: string | null;
    view_all_link_text?: string | null;
};
export type FinanceDealEvent = Extract<DealEvent, {
    type: 'changeFinance' | 'quoteDue' | 'quoteAnswered' | 'quoteFailed' | 'retryQuote';
}>;
export type FinanceEffect = Extract<DealEffect, {
    type: 'api.getQuotes';
}> | {
    type: 'timer';
    ms: number;
    event: Extract<DealEvent, {
        type: 'quoteDue';
    }>;
};
export type FinanceEvent = FinanceDealEvent | {
    type: 'loadQuote';
};
export type FinanceFees = {
    readonly documentation: Pence;
    readonly optionToPurchase: Pence;
};
export type FinanceProduct = 'PCP' | 'HP' | 'CS';
export type FinancePromotion = {
    readonly name: string;
    readonly make: string;
    readonly ranges?: readonly string[];
    readonly advertClassifications?: readonly string[];
    readonly maxVehicleAgeYears: number;
    readonly products: Partial<Record<FinanceProduct, PromotionOffer>>;
    readonly fees: FinanceFees;
};
export type FinanceQuote = {
    readonly key: FinanceProduct;
    readonly Lender: string;
    readonly RegularPayment: Pence;
    readonly TotalPrice: Pence;
    readonly TotalDeposit: Pence;
    readonly Deposit: Pence;
    readonly Term: number;
    readonly AnnualMileage: number;
    readonly Residual: Pence;
    readonly Apr: number;
    readonly RateOfInterest: number;
    readonly Balance: Pence;
    readonly ChargesForCredit: Pence;
    readonly TotalAmountPayable: Pence;
    readonly TotalNumberOfRegularPayments: number;
    readonly Payments: readonly Pence[];
    readonly Fees: FinanceFees;
    readonly Notifications: readonly string[];
    readonly Used: UsedFinanceTerms;
    readonly Promotion: string | null;
};
export type FinanceQuoteRequest = {
    readonly product: FinanceProduct;
    readonly cashPrice: Pence;
    readonly deposit: Pence;
    readonly term: number;
    readonly annualMileage: number;
    readonly rates: RateTable;
    readonly vehicleAgeYears: number;
    readonly residual?: Pence;
    readonly partExchangeBalance?: Pence;
    readonly vehicle?: PromotionVehicle;
};
export type FinanceQuoteResult = {
    readonly ok: true;
    readonly quote: FinanceQuote;
} | NoFinanceQuote;
export type FinanceQuotes<Q> = {
    pcpQuote?: Q | null;
    hpQuote?: Q | null;
    csQuote?: Q | null;
};
export type FinanceSettings = {
    readonly deposit: number;
    readonly financeType: FinanceProduct;
    readonly term: number;
    readonly mileage: number;
};
export type FinanceSettingsQuery = {
    readonly deposit?: unknown;
    readonly deposit_unit?: unknown;
    readonly finance_type?: unknown;
    readonly term?: unknown;
    readonly mileage?: unknown;
};
export type FinanceState = {
    readonly vehicle: DealVehicle;
    readonly finance: DealFinance;
};
export type FinanceStep<S extends FinanceState = FinanceState> = {
    state: S;
    effects: FinanceEffect[];
    ignored?: IgnoredMove;
};
export type FinanceWidgetMessageKey = keyof typeof FINANCE_WIDGET_MESSAGES;
export type FormSubmitFields = {
    readonly form_id: string;
    readonly first_name: string;
    readonly last_name: string;
    readonly email: string;
    readonly _terms_accepted: '0' | '1';
} & {
    readonly [field in OptionalFormField]?: string;
};
export type FormSubmitInput = {
    formId: string;
    firstName: string;
    lastName: string;
    email: string;
    telephone: string;
    postcode?: string | null;
    message?: string | null;
    vehicle: Pick<VehicleFacts, 'stock_id' | 'make' | 'model' | 'range' | 'derivative' | 'advert_classification' | 'site'>;
    termsAccepted: boolean;
    enquirySource?: string | null;
    enquirySourceHistory?: readonly string[] | null;
    enquiryType?: string | null;
    preferredDate?: string | null;
    preferredTime?: string | null;
    recaptchaToken?: string | null;
    application?: unknown;
};
export type FormattedReview = {
    photo: string | null;
    paragraphs: ReviewParagraph[];
    collapsed: ReviewParagraph[];
    showMoreButton: boolean;
    scores: ReviewScore[];
    total: number | null;
    video: {
        iframeUrl: string | null;
        hdUrls: string[];
    };
};
export type HoldExtensionDecision = {
    kind: 'extend';
    reservedUntil: string;
} | Unchanged | Refusal;
export type HtmlSanitiser = (html: string, policy: RetailerHtmlPolicy) => string;
export type HtmlTag = {
    tagName: string;
    attribs: Record<string, string>;
};
export type IgnoredMove = {
    readonly event: DealEvent['type'];
    readonly reason: string;
};
export type KeptDeal = {
    readonly v: typeof KEPT_DEAL_VERSION;
    readonly stockId: number;
    readonly step: BuilderStep;
    readonly method: PaymentMethod;
    readonly own: QuoteSettings;
    readonly products: readonly number[];
    readonly valuations: readonly {
        readonly hash: string;
        readonly outstandingFinance: number;
    }[];
    readonly order: string | null;
    readonly orderStamp: string | null;
    readonly forms: KeptForms;
};
export type KeptForm = 'customer' | 'enquiry' | 'testDrive' | 'application';
export type KeptForms = {
    readonly customer: TypedValues | null;
    readonly enquiry: TypedValues | null;
    readonly testDrive: TypedValues | null;
    readonly application: TypedValues | null;
};
export type KeyFact = {
    key: KeyFactKey;
    label: string;
    value: string;
};
export type KeyFactKey = 'year' | 'mileage' | 'fuel_type' | 'transmission' | 'body_type' | 'colour' | 'doors' | 'seats' | 'mpg' | 'ev_range';
export type LeadContact = {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly telephone: string;
    readonly postcode: string;
    readonly termsAccepted: boolean;
};
export type LeadContactErrors = Record<keyof LeadContact, ValidationMessage>;
export type ListingCardStyle = 'default' | 'compact';
export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;
export type MonthlyPaymentModel = {
    readonly cashPrice: Pence;
    readonly partExchangeBalance: Pence;
    readonly term: Adjusted<number>;
    readonly apr: number;
    readonly promoted: AppliedPromotion | null;
    readonly pcp: Adjusted<PcpTerms>;
    readonly limits: DepositLimits;
    readonly payments: number;
    readonly factors: PaymentFactors;
};
export type MotStatus = 'pass' | 'fail' | 'expired';
export type NoFinanceQuote = {
    readonly ok: false;
    readonly product: FinanceProduct;
    readonly reason: NoQuoteReason;
    readonly message: string;
};
export type NoLabelReason = 'new' | 'rare' | 'price' | 'age' | 'writtenOff' | 'imported';
export type NoLabelReasonEntry = {
    reason: NoLabelReason;
    text: MessageKey;
};
export type NoQuoteReason = 'vehicle-too-old' | 'no-rate' | 'credit-below-minimum';
export type OpeningHours = readonly {
    readonly days?: string;
    readonly weekdays: readonly number[];
    readonly opens: string | null;
    readonly closes: string | null;
}[];
export type OrderFacts = {
    guid: string;
    status?: string | null;
    payments?: readonly unknown[] | null;
    valuations?: readonly unknown[] | null;
};
export type OrderFigures = {
    deposit: number;
    admin_fee: number;
};
export type OrderFinance = {
    type: FinanceProduct;
    residual: Pence;
    term: number;
    deposit: Pence;
    mileage: number | null;
    apr: number;
    lender: string;
    balance: Pence;
    regularPayment: Pence;
    finalPayment: Pence;
    totalCharges: Pence;
    totalPayable: Pence;
    numberOfPayments: number;
};
export type OrderFinanceFields = {
    finance_type: FinanceProduct;
    finance_residual: number;
    finance_term: number;
    finance_deposit: number;
    finance_mileage: number | null;
    finance_apr: number;
    finance_lender: string;
    finance_balance: number;
    finance_regular_payment: number;
    finance_final_payment: number;
    finance_total_charges: number;
    finance_total_payable: number;
    finance_no_of_payments: number;
};
export type OrderPayload = {
    vehicle: number;
    customer_title: Title | null;
    customer_first_name: string;
    customer_last_name: string;
    customer_email: string;
    customer_telephone: string;
    customer_current_address: string | null;
    terms_accepted: boolean;
    enquiry_source: string;
    enquiry_source_history: string | null;
    opt_ins: Record<string, boolean>;
    has_finance: boolean;
    products: number[];
    contactMethod: string;
    has_part_ex: boolean;
    valuation_hash: string | null;
    valuation_outstanding_finance: number | null;
    valuation_condition: VehicleCondition | null;
    payment_type: PaymentType;
    'g-recaptcha-response'?: string;
} & Partial<OrderFinanceFields>;
export type OrderPayloadInput = {
    stockId: number;
    customer: {
        title: string;
        firstName: string;
        lastName: string;
        email: string;
        telephone: string;
        currentAddress: string | null;
    };
    termsAccepted: boolean;
    enquirySource: string;
    enquirySourceHistory: readonly string[];
    optIns: Readonly<Record<string, boolean>>;
    products: readonly number[];
    paymentType: PaymentType;
    partExchange?: {
        hash: string;
        outstandingFinance: Pence;
        condition: VehicleCondition;
    } | null;
    finance?: OrderFinance | null;
    recaptchaToken?: string | null;
};
export type OrderStatus = 'idle' | 'creating' | 'created' | 'CREATE_DEAL_ERROR' | 'updating' | 'completed' | 'UPDATE_ERROR';
export type OrderSubmission = {
    vehicle?: number | string | null;
    customer_first_name?: string | null;
    customer_last_name?: string | null;
    customer_email?: string | null;
    [field: string]: unknown;
};
export type PartExchangeFormValues = {
    registration: string;
    mileage: string;
    condition: string;
    outstanding_finance: string;
    make: string;
    model: string;
    year: string;
    fuel_type: string;
};
export type PartExchangeFuel = (typeof PART_EXCHANGE_FUELS)[number];
export type PartExchangeRequest = {
    readonly registration: string;
    readonly mileage: number;
    readonly condition: VehicleCondition;
    readonly outstanding_finance: number;
    readonly vehicle?: RegisteredCar;
};
export type PartExchangeStatus = 'idle' | 'form' | 'valuing' | 'details' | 'error' | 'done';
export type PartExchangeValuation = {
    readonly price: Pence;
    readonly settlement: Pence;
};
export type PaymentFactors = {
    readonly annuity: number;
    readonly discountedFinal: number;
};
export type PaymentMethod = 'finance' | 'cash' | 'reserve';
export type PaymentType = 'FINANCE' | 'OUTRIGHT_FULL' | 'OUTRIGHT_DEPOSIT';
export type PcpRates = ProductRates & {
    readonly mileages: readonly number[];
    readonly residuals: readonly ResidualRow[];
};
export type PcpTerms = {
    readonly mileage: number;
    readonly residual: Pence;
};
export type Pence = number;
export type PostRules = {
    age?: number | string | null;
    franchise_approved?: boolean | null;
    make?: OneOrMany<string> | null;
    range?: OneOrMany<string> | null;
    body_type?: OneOrMany<string> | null;
    fuel_type?: OneOrMany<string> | null;
    price?: RangeRule | null;
    mileage?: RangeRule | null;
    seats?: OneOrMany<number | string> | null;
    tags?: OneOrMany<string> | null;
    transmission?: OneOrMany<string> | null;
    doors?: OneOrMany<number | string> | null;
};
export type PostSearchVehicle = Pick<VehicleFacts, 'year' | 'first_registration_date' | 'franchise_approved' | 'make' | 'range' | 'body_type' | 'body_type_slug' | 'fuel_type' | 'fuel_type_slug' | 'transmission' | 'price' | 'odometer_value' | 'seats' | 'doors' | 'tags'>;
export type PriceLabel = {
    level: PriceLabelLevel;
    title: MessageKey;
    text: MessageKey;
};
export type PriceLabelEligibility = {
    eligible: boolean;
    reasons: NoLabelReason[];
};
export type PriceLabelLevel = 'high' | 'fair' | 'good' | 'great' | 'lower';
export type ProductRates = {
    readonly aprBands: readonly AprBand[];
    readonly minTerm: number;
    readonly maxTerm: number;
    readonly maxVehicleAgeAtEndYears: number;
    readonly fees: FinanceFees;
};
export type PromotionOffer = {
    readonly apr: number;
    readonly maxTerm: number;
};
export type PromotionVehicle = {
    readonly make: string;
    readonly range: string;
    readonly advertClassification?: string | null;
};
export type QuoteSettings = {
    readonly financeType: FinanceProduct;
    readonly depositType: 'amount' | 'percent';
    readonly deposit: number;
    readonly term: number;
    readonly mileage: number;
};
export type QuoteStatus = 'current' | 'waiting' | 'loading' | 'failed';
export type QuotedSettings = {
    readonly text: string;
    readonly changes: readonly string[];
};
export type RangeRule = {
    min?: number | string | null;
    max?: number | string | null;
};
export type Rate = {
    readonly apr: number;
} | {
    readonly nominal: number;
};
export type RateTable = {
    readonly lender: string;
    readonly minDepositPercent: number;
    readonly minCredit: Pence;
    readonly products: {
        readonly PCP: PcpRates;
        readonly HP: ProductRates;
        readonly CS: ProductRates;
    };
    readonly promotions?: readonly FinancePromotion[];
};
export type RateTableProblem = {
    readonly path: string;
    readonly reason: string;
};
export type RecaptchaAction = (typeof RECAPTCHA_ACTIONS)[keyof typeof RECAPTCHA_ACTIONS];
export type Refusal = {
    kind: 'refused';
    reason: 'conflict';
    message: string;
} | {
    kind: 'refused';
    reason: 'invalid';
    field: string;
    message: string;
};
export type RegisteredCar = {
    readonly make: string;
    readonly model: string;
    readonly year: number;
    readonly fuel_type: PartExchangeFuel;
};
export type RegularPaymentInput = {
    readonly credit: Pence;
    readonly payments: number;
    readonly rate: Rate;
    readonly finalPayment?: Pence;
};
export type ReleaseDecision = {
    kind: 'release';
    refund: string[];
    cancel: boolean;
} | Unchanged | Refusal;
export type RepresentativeExample = {
    product: FinanceProduct;
    regularPayment: Pence;
    term: number;
    totalNumberOfRegularPayments: number;
    cashPrice: Pence;
    deposit: Pence;
    partExchange?: Pence;
    amountOfCredit: Pence;
    chargesForCredit: Pence;
    totalAmountPayable: Pence;
    finalPayment?: Pence;
    apr: number;
    rateOfInterest: number;
    annualMileage?: number;
    excessMileageCharge?: Pence;
    lender: string;
    broker: BrokerDisclosure;
    subjectToStatus?: string;
};
export type RepresentativeExampleRow = {
    readonly key: 'apr' | 'monthlyPayment' | 'duration' | 'agreement' | 'cashPrice' | 'deposit' | 'partExchange' | 'credit' | 'charges' | 'finalPayment' | 'totalPayable' | 'interest' | 'mileage' | 'excessMileage';
    readonly term: string;
    readonly value: string;
};
export type ReservationShown = {
    readonly tag: 'reserved' | 'reserved-for-you' | 'on-order' | null;
    readonly note: 'reserved' | 'reserved-for-you' | null;
    readonly canReserve: boolean;
};
export type ResidualRow = {
    readonly maxVehicleAgeAtEndYears: number;
    readonly percentByMileage: readonly number[];
};
export type ResolveDepositInput = {
    readonly configDeposit: number;
    readonly price: Pence;
    readonly priceExcludingVat?: Pence | null;
    readonly vatScheme?: VatScheme | null;
};
export type RestoringValuation = {
    readonly hash: string;
    readonly outstandingFinance: number;
    readonly tries: number;
};
export type RetailerHtmlPolicy = {
    allowedTags: string[];
    allowedAttributes: Record<string, string[]>;
    allowedSchemes: string[];
    allowProtocolRelative: false;
    disallowedTagsMode: 'discard';
    transformTags: Record<string, (tagName: string, attribs: Record<string, string>) => HtmlTag>;
};
export type Review = {
    photolist?: {
        photo?: OneOrMany<{
            isdefault?: unknown;
            large?: string | null;
            big?: string | null;
        }>;
    } | null;
    paragraphlist?: {
        paragraph?: OneOrMany<ReviewParagraph>;
    } | null;
    scoringlist?: {
        scoring?: Readonly<Record<string, unknown>> | null;
    } | null;
    videolist?: {
        video?: {
            iframe_url?: string | null;
            hd?: OneOrMany<{
                video_url?: string | null;
            }>;
        } | null;
    } | null;
};
export type ReviewParagraph = {
    headline?: string | null;
    text?: string | null;
    type?: string | null;
};
export type ReviewScore = {
    key: (typeof REVIEW_SCORE_KEYS)[number];
    percent: number;
};
export type SaleDecision = {
    kind: 'sell';
    close: SaleClosure[];
    withdraw: boolean;
} | Unchanged;
export type ScheduledPayment = {
    readonly month: number;
    readonly amount: Pence;
};
export type SearchFinanceFilters = {
    readonly deposit?: unknown;
    readonly finance_type?: unknown;
    readonly term?: unknown;
    readonly mileage?: unknown;
};
export type SearchQuery = Record<string, string | number | boolean>;
export type SearchSort = 'price-asc' | 'price-desc' | 'mileage-asc' | 'year-desc' | 'newest' | 'monthly-asc';
export type ShareTarget = {
    key: 'facebook' | 'x' | 'whatsapp' | 'linkedin' | 'pinterest' | 'email';
    name: string;
    shareUrl: (url: string, title: string) => string;
};
export type SharedDeal = Omit<KeptDeal, 'forms'> & {
    readonly forms?: undefined;
};
export type ShopperFailure = {
    readonly kind: FailureKind;
    readonly message: string;
    readonly timedOut?: boolean;
    readonly retryAfterSeconds?: number;
};
export type ShopperReservation = {
    readonly reservedByShopper: boolean;
    readonly heldForShopper: boolean;
    readonly orderable: boolean | null;
};
export type ShownFinanceTerms = {
    readonly term: number;
    readonly deposit: Pence;
    readonly mileage: number;
};
export type SocialMeta = {
    title: string;
    description: string;
};
export type SpecRow = {
    label: string;
    value: string;
};
export type SpecificationFacts = VehicleFacts & {
    contents?: readonly Readonly<Record<string, unknown>>[] | null;
};
export type StepOnePanelTexts = {
    banner: string | null;
    footer: {
        callText: string | null;
        telephone: string | null;
        smallPrint: string;
    };
};
export type StockMake = {
    readonly name: string;
    readonly count: number;
    readonly ranges: readonly StockRange[];
};
export type StockRange = {
    readonly name: string;
    readonly count: number;
};
export type StoredAttempt = {
    readonly key: string;
    readonly payload: OrderPayload;
};
export type TenantConfig = {
    repExample: boolean;
    listingCardStyle: ListingCardStyle;
    carDrivingReview: {
        excludedParagraphs: string[];
    };
    hideShowMoreButton: boolean;
    formIds: {
        testDrive: string | null;
        enquiry: string | null;
    };
    vehicleConfig: {
        leftAlignPricing: boolean;
    };
    showPriceIndicator: boolean;
    priceIndicatorBadgeLevels: string[];
    hiddenAdvertClassifications: string[];
    ulez: boolean;
    locationOptions: {
        showTag: boolean;
        source: 'site' | 'location';
    };
    keyFeatureOrder: KeyFactKey[];
    prepCentreSiteSlugs: string[];
    bannerBorder: boolean;
    nearlyReadyLocations: string[];
    siteName: string;
    themeColour: string;
    backgroundColour: string;
    customErrorMessages: Record<string, string>;
    messages: Record<string, string>;
    reservedLayout: {
        showOptionalExtras: boolean;
        showViewSimilar: boolean;
    };
    broker: BrokerDisclosure;
};
export type TenantConfigProblem = {
    path: string;
    reason: string;
};
export type TermBand = {
    readonly minTerm: number;
    readonly maxTerm: number;
    readonly apr: number;
};
export type TermsGateFields = {
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    telephone?: string | null;
};
export type TestCardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_3ds';
export type TestDriveBranch = {
    readonly name: string;
    readonly opening_hours: OpeningHours;
    readonly test_drives?: TestDriveSettings | null;
};
export type TestDriveProblem = {
    readonly field: 'preferredDate' | 'preferredTime';
    readonly message: string;
};
export type TestDriveSettings = {
    readonly slot_minutes?: number;
    readonly first_after_opening_minutes?: number;
    readonly last_before_closing_minutes?: number;
    readonly days?: readonly number[];
};
export type Title = (typeof TITLES)[number];
export type TypedValues = Readonly<Record<string, string>>;
export type Unchanged = {
    kind: 'unchanged';
    message: string;
};
export type UpdatePurpose = 'products' | 'checkout' | 'application' | 'cancel';
export type UsedFinanceTerms = {
    readonly term: number;
    readonly deposit: Pence;
    readonly mileage: number;
};
export type ValidationMessage = string | null;
export type VatScheme = 'Commercial' | (string & {});
export type VehicleCondition = 'excellent' | 'good' | 'fair' | 'poor';
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
    price_excluding_vat?: number | null;
    vat_scheme?: string | null;
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
    site?: {
        name?: string | null;
        slug?: string | null;
        city_town?: string | null;
    } | null;
    location?: {
        name?: string | null;
    } | null;
    company?: {
        telephone?: string | null;
    } | null;
    reservation_status?: string | null;
    reserved?: boolean | null;
    additional_features?: readonly {
        name?: string | null;
        price?: number | null;
    }[] | null;
    technical_data?: Readonly<Record<string, unknown>> | null;
    technical_spec?: Readonly<Record<string, unknown>> | null;
    ev_data?: {
        range_miles?: number | string | null;
    } | null;
    range_wltp?: number | string | null;
    electric_data?: {
        mileage_range?: number | string | null;
    } | null;
    previous_keepers?: number | null;
    date_mot_expires?: string | null;
    mot_history?: {
        last_test_date?: string | null;
        last_test_expiry_date?: string | null;
        last_test_status?: string | null;
    } | null;
    franchise_approved?: boolean | number | null;
};
export type VehicleQuotes<Q> = {
    readonly pcpQuote?: Q | null;
    readonly hpQuote?: Q | null;
    readonly csQuote?: Q | null;
};
export type VehicleTag = {
    kind: 'optional-extras';
    label: string;
    price: Pence;
    modal: 'optional-extras';
} | {
    kind: '0-finance';
    label: string;
    modal: '0-finance';
    product: FinanceProduct;
    text: string;
} | {
    kind: 'nearly-ready';
    label: string;
    modal: 'nearly-ready';
};
export type WallClock = {
    readonly date: string;
    readonly time: string;
};
export type WasPrice = {
    readonly label: 'Was' | 'RRP';
    readonly pounds: number;
};
export type WireQuote = {
    readonly key: FinanceProduct;
    readonly RegularPayment: number;
    readonly TotalPrice: number;
    readonly TotalDeposit: number;
    readonly Deposit: number;
    readonly Term: number;
    readonly AnnualMileage?: number | null;
    readonly Residual: number;
    readonly Apr: number;
    readonly RateOfInterest: number;
    readonly Lender: string;
    readonly Balance: number;
    readonly ChargesForCredit: number;
    readonly TotalAmountPayable: number;
    readonly TotalNumberOfRegularPayments: number;
    readonly Notifications?: readonly string[] | null;
    readonly QuoteReference: string;
    readonly QuoteActions?: {
        readonly MotorCreditCheck?: string | null;
    } | null;
    readonly Promotion?: string | null;
    readonly SubjectToStatus?: string | null;
};
export type WireQuotes = FinanceQuotes<WireQuote>;
// @showroom/core/money (8 names): Pence, formatMoney, formatPounds, fromPounds, percentOf, roundPence, sumPence, toPounds
// @showroom/core/finance (48 names): AppliedPromotion, AprBand, AprInput, ClaimQuote, DEFAULT_RATE_TABLE, DEFAULT_SUBJECT_TO_STATUS, DepositLimits, FINANCE_PRODUCTS, FINANCE_PRODUCT_NAMES, FinanceFees, FinanceProduct, FinancePromotion, FinanceQuote, FinanceQuoteRequest, FinanceQuoteResult, MonthlyPaymentModel, NoFinanceQuote, NoQuoteReason, PaymentFactors, PcpRates, PcpTerms, ProductRates, PromotionOffer, PromotionVehicle, Rate, RateTable, RateTableProblem, RegularPaymentInput, ResidualRow, ScheduledPayment, TermBand, UsedFinanceTerms, VehicleQuotes, annualRate, brokerStatement, financeDisclaimerHtml, headlineQuote, interestFreeQuote, isFinanceProduct, monthlyPaymentModel, monthlyPaymentWith, monthlyRate, offersInterestFree, quoteFinance, quoteMonthlyPayment, regularPayment, representativeApr, validateRateTable
// @showroom/core/deal (40 names): AmountOfCreditInput, COMMERCIAL_MIN_DEPOSIT_PERCENT, CashTotal, CashTotalInput, DEAL_BUILDER_DEFAULTS, DEFAULT_FINANCE_SETTINGS, DEPOSIT_PERCENT_LIMIT, DealLine, DepositUnit, FINANCE_MILEAGE_CHOICES, FINANCE_TERM_CHOICES, FinanceSettings, FinanceSettingsQuery, POUNDS_DEPOSIT_RULE, PartExchangeValuation, ResolveDepositInput, SearchFinanceFilters, ShownFinanceTerms, VatScheme, WasPrice, adminFeeOf, amountOfCredit, applyQuoteNotifications, applySearchFilterOverrides, askingPrice, cashOrderSteps, cashTotal, cashTotalShown, depositUnitOf, describeFinanceSettings, financeQueryOf, financeSettingsParams, isDefaultFinanceSettings, isDepositPercentage, negativeEquity, partExchangeBalance, readFinanceSettings, reservedDealLines, resolveDeposit, wasPrice
// @showroom/core/tenant (20 names): BrokerDisclosure, DEFAULT_TENANT_CONFIG, FINANCE_WIDGET_MESSAGES, FailureKind, FinanceWidgetMessageKey, KeyFactKey, ListingCardStyle, MESSAGES, MessageKey, MessageParams, ShopperFailure, TenantConfig, TenantConfigProblem, failureMessageKey, message, messageOf, resolveTenantConfig, serverWordsShown, shopperFailureText, validateTenantConfig
// @showroom/core/vehicle (52 names): Drawer, DrawerKey, INTEREST_FREE_TAG, KeyFact, MotStatus, NO_LABEL_REASONS, NoLabelReason, NoLabelReasonEntry, PRICE_LABELS, PriceLabel, PriceLabelEligibility, PriceLabelLevel, ReservationShown, ShopperReservation, SpecRow, SpecificationFacts, VehicleFacts, VehicleTag, availableToOrder, bestIndex, callLink, evRange, financeOffered, formatPlusVat, headlineMonthly, isOnOrder, isReserved, keyFacts, locationTag, mobilitySchemeNote, motExpiry, motStatus, mpg, noLabelReasons, noQuoteReason, offerMainContent, optionalExtrasBanner, ownersText, plusVatText, previousOwners, priceExcludingVat, priceIndicatorBadge, priceLabelEligibility, reservationShown, reservedByOthers, showClassTag, showInformationTiles, showUlezPill, specificationDrawers, vehicleAgeYears, vehicleKindTag, vehicleTags
// @showroom/core/order (37 names): CancellationDecision, CancellationOutcome, DEFAULT_RESERVATION_HOLD_HOURS, DepositRefund, HoldExtensionDecision, MAX_RESERVATION_HOLD_HOURS, OPEN_ORDER_STATUSES, ORDER_STATUS_CANCELLED, ORDER_STATUS_COMPLETED, ORDER_STATUS_NEW, ORDER_STATUS_RESERVED, ORDER_STATUS_SUBMITTED, OperationOrder, OrderFacts, OrderStatus, OrderSubmission, PAYMENT_STATUS_REFUNDED, PAYMENT_STATUS_SUCCEEDED, Refusal, ReleaseDecision, SaleClosure, SaleDecision, Unchanged, applicationSentStatus, applyMessageMapping, cancellationDecision, cancellationOutcome, extendHoldDecision, flattenErrors, mapMessage, orderHasPayments, orderPayloadComplete, orderReservesVehicle, releaseDecision, reservationHeldText, reservationHeldUntil, saleDecision
// @showroom/core/builder (18 names): BuilderQuery, BuilderState, BuilderStep, FinanceQuotes, PartExchangeStatus, PaymentMethod, PaymentType, RESERVED_STATUS, StepOnePanelTexts, TermsGateFields, activeQuote, firstMethod, initialBuilderState, partExchangeStatus, paymentMethodOf, paymentTypeOf, stepOnePanelTexts, termsCheckboxEnabled
// @showroom/core/forms (88 names): ADDRESS_FIELDS, ADDRESS_HISTORY_YEARS, AddressField, AddressHistoryEntry, ApplicationAddress, ApplicationEmployment, ApplicationValues, BRANCH_TIME_ZONE, CardMonth, DateOfBirthParts, DealCard, EMPLOYMENT_FIELDS, EMPTY_PART_EXCHANGE_FORM, ENQUIRY_MESSAGE_MAX_LENGTH, ENQUIRY_TYPES, EmploymentField, EnquiryType, FinanceApplication, FormSubmitFields, FormSubmitInput, LeadContact, LeadContactErrors, NOT_WORKING, OpeningHours, OrderFinance, OrderFinanceFields, OrderPayload, OrderPayloadInput, PART_EXCHANGE_FUELS, PartExchangeFormValues, PartExchangeFuel, PartExchangeRequest, RECAPTCHA_ACTIONS, RECAPTCHA_DEFAULT_MIN_SCORE, RecaptchaAction, RegisteredCar, TEST_CARDS, TEST_CARD_OUTCOMES, TEST_DRIVE_ENQUIRY_TYPE, TEST_DRIVE_LENGTH_MINUTES, TITLES, TestCardOutcome, TestDriveBranch, TestDriveProblem, TestDriveSettings, Title, VEHICLE_CONDITIONS, ValidationMessage, VehicleCondition, WallClock, addressHistoryCovers, addressKey, applicationFormValues, applicationFromFormValues, applicationHistoryCovered, buildFormSubmitFields, buildOrderPayload, cardExpiryOf, cardHasExpired, cardMonthOf, cardNumberDigits, employmentKey, formatDayLabel, formatUkDateTime, isCardNumber, isCardSecurityCode, leadContactErrors, leadContactValid, orderFinanceFields, partExchangeRequest, repeatCount, testCardOutcome, testDriveDates, testDriveProblem, testDriveTimes, titleOf, ukWallClock, validateAccountNumber, validateApplication, validateDateOfBirth, validateEmail, validateEnquiryMessage, validateName, validatePartExchange, validatePostcode, validateRequired, validateSortCode, validateTelephone
// @showroom/core/content (37 names): COMPARE_MAX, DEFAULT_SEARCH_SORT, FEATURED_MAX, FeaturedTab, HtmlSanitiser, HtmlTag, ORDER_CONFIG_CACHE_MS, ORDER_FIGURE_PLACEHOLDERS, OrderFigures, PostRules, PostSearchVehicle, QuotedSettings, RangeRule, RetailerHtmlPolicy, SEARCH_SORTS, SIMILAR_CARS_COUNT, SearchQuery, SearchSort, StockMake, StockRange, compareNames, featuredTabQuery, headlineSettings, inMonthlyBudget, matchStockNames, orderConfigCacheFresh, postMatchesVehicle, postSearchVehicle, postsForVehicle, quotedSettings, readPostSearchVehicle, retailerHtmlPolicy, retailerHtmlSanitiser, similarCarsQuery, stockRangeNames, unknownPlaceholders, withOrderFigures
// @showroom/core/text (38 names): CONTACT_PATH, DESCRIPTION_LIMIT, DISCLAIMER_LIMIT, FormattedReview, REVIEW_SCORE_KEYS, Review, ReviewParagraph, ReviewScore, SEARCH_PATH, SHARE_TARGETS, ShareTarget, SocialMeta, branchAnchor, branchLink, browseCarsLink, comparePath, equalIgnoringCase, formatLongDate, formatNumber, formatReview, formatWireDate, hasReview, htmlToText, isCompareFull, mediaUrl, pageTitle, pdfPath, printPath, savedPath, searchHref, socialMeta, toQueryString, toggleCompare, toggleFavourite, truncateDescription, truncateDisclaimer, vehicleDetailsPath, viewSimilarLink
// @showroom/core/deal-machine (84 names): CONTINUE_NOTE_KEYS, CheckoutShown, ContinueBlock, DealApplication, DealConfig, DealConfirmation, DealCustomer, DealEffect, DealEnquiry, DealEvent, DealFailure, DealFinance, DealHeadline, DealInit, DealOrder, DealOrderState, DealSendStatus, DealState, DealTransition, DealValuation, DealVehicle, DealView, DepositPricing, DepositRule, DepositSwitch, FinanceDealEvent, FinanceEffect, FinanceEvent, FinanceState, FinanceStep, IgnoredMove, KEPT_DEAL_VERSION, KeptDeal, KeptForm, KeptForms, QUOTE_DEBOUNCE_MS, QuoteSettings, QuoteStatus, RepresentativeExample, RepresentativeExampleRow, RestoringValuation, SharedDeal, StoredAttempt, TypedValues, UpdatePurpose, WireQuote, WireQuotes, applicationStart, confirmationShown, dealTransition, dealView, depositAnswer, depositInUnit, depositPercentNote, depositPounds, depositProblem, depositRule, exampleMoney, financeQuoteQuery, financeTransition, firstOfferedProduct, formStart, initialDealState, initialFinance, initialQuoteSettings, normaliseQuoteSettings, offeredProducts, orderFinanceOf, queryDepositProblem, quoteIsCurrent, readKeptDeal, representativeExampleOf, representativeExampleRows, representativeExampleSmallPrint, reservationDepositOf, reservedByShopper, sameQuoteSettings, settingsAsQuery, settingsForQuote, settingsShownForQuotes, sharedDealOf, shopperReservation, shownQuote, showsReservedLayout
