/**
 * Keys a tenant may put in `keyFeatureOrder` (requirements TEN-1, VDP-18: the listing card's
 * key-feature tags).
 */
export type KeyFactKey =
  | 'year'
  | 'mileage'
  | 'fuel_type'
  | 'transmission'
  | 'body_type'
  | 'colour'
  | 'doors'
  | 'seats'
  | 'mpg'
  | 'ev_range';

/**
 * Every key-feature key, in the default display order (requirement TEN-1, key feature order).
 * @example KEY_FACT_KEYS[0] // 'year'
 */
export const KEY_FACT_KEYS: readonly KeyFactKey[] = [
  'year',
  'mileage',
  'fuel_type',
  'transmission',
  'body_type',
  'colour',
  'doors',
  'seats',
  'mpg',
  'ev_range',
];

/** Listing card styles a tenant may choose (requirement TEN-1, `listingCardStyle`). */
export type ListingCardStyle = 'default' | 'compact';

/**
 * The retailer as a credit broker (FCA CONC 2.5.10 and 4.5), shown with every finance figure: the
 * name and firm reference number on the FCA register, and the nature of the commission it earns.
 */
export type BrokerDisclosure = {
  /** The firm's name as the FCA register holds it. */
  registeredName: string;
  /** The firm reference number (FRN) on the FCA register. */
  firmReferenceNumber: string;
  /** How the firm is paid for introducing a shopper to a lender, in a sentence or two. */
  commission: string;
};

/**
 * One retailer's display configuration (requirements TEN-1, ARCH-14).
 * Every field has a default in {@link DEFAULT_TENANT_CONFIG}; hosts load partial JSON through
 * `resolveTenantConfig`.
 */
export type TenantConfig = {
  /** Show the representative finance example beside monthly figures (required by law where one is shown). */
  repExample: boolean;
  /** Listing card layout. */
  listingCardStyle: ListingCardStyle;
  /** Independent review options: paragraphs (matched by type or headline, case-insensitive) to leave out. */
  carDrivingReview: { excludedParagraphs: string[] };
  /** Hide the review "Show more" button (all paragraphs shown collapsed only). */
  hideShowMoreButton: boolean;
  /** Form ids for the form-submit call (requirements API-11, TEN-1): test drive and enquiry. */
  formIds: { testDrive: string | null; enquiry: string | null };
  /**
   * Vehicle display options. `leftAlignPricing`: every price and figure (summary, calculator,
   * representative example, order summary) is aligned left instead of right.
   */
  vehicleConfig: { leftAlignPricing: boolean };
  /** Show the price-indicator badge at all. */
  showPriceIndicator: boolean;
  /** Lowercased price-indicator values that get a badge (e.g. 'great', 'good'). */
  priceIndicatorBadgeLevels: string[];
  /** Advert classifications whose class tag is hidden (e.g. 'USED'). */
  hiddenAdvertClassifications: string[];
  /** Show the ULEZ pill for compliant vehicles (requirement VDP-19: only if config enables it). */
  ulez: boolean;
  /** Location tag options: whether to show it and which name to use. */
  locationOptions: { showTag: boolean; source: 'site' | 'location' };
  /** Order of key-feature tags / key facts. */
  keyFeatureOrder: KeyFactKey[];
  /** Site slugs of prep centres: their vehicles show 'Available To Order'. */
  prepCentreSiteSlugs: string[];
  /** Draw a border on banners. */
  bannerBorder: boolean;
  /** Location names or site slugs whose vehicles carry the "I'm nearly ready" tag. */
  nearlyReadyLocations: string[];
  /** Retailer name used in social meta (requirement VDP-4), the web app manifest and the icon. */
  siteName: string;
  /**
   * The browser's colours for the site (`#rrggbb`): `themeColour` for the page's `theme-color`,
   * the manifest's `theme_color` and the icon; `backgroundColour` for the manifest's splash.
   * The pages' own styles are the stylesheet's.
   */
  themeColour: string;
  backgroundColour: string;
  /** Server error text → replacement text (requirement ERR-5: custom error message mapping). */
  customErrorMessages: Record<string, string>;
  /**
   * Message catalogue overrides by key (requirement ARCH-14: the catalogue a tenant may override).
   */
  messages: Record<string, string>;
  /**
   * Reserved layout options (requirements DEAL-10, ERR-10): optional extras and the View similar
   * button.
   */
  reservedLayout: { showOptionalExtras: boolean; showViewSimilar: boolean };
  /** The credit-broker disclosure shown with every finance figure (FCA CONC 2.5.10, 4.5). */
  broker: BrokerDisclosure;
};

/**
 * The defaults for every tenant flag (requirements TEN-1, ARCH-14).
 * @example DEFAULT_TENANT_CONFIG.showPriceIndicator // true
 */
export const DEFAULT_TENANT_CONFIG: TenantConfig = {
  repExample: true,
  listingCardStyle: 'default',
  carDrivingReview: { excludedParagraphs: [] },
  hideShowMoreButton: false,
  formIds: { testDrive: null, enquiry: null },
  vehicleConfig: { leftAlignPricing: false },
  showPriceIndicator: true,
  priceIndicatorBadgeLevels: ['great', 'good', 'fair', 'high', 'lower'],
  hiddenAdvertClassifications: [],
  ulez: false,
  locationOptions: { showTag: true, source: 'site' },
  keyFeatureOrder: [...KEY_FACT_KEYS],
  prepCentreSiteSlugs: [],
  bannerBorder: false,
  nearlyReadyLocations: [],
  siteName: 'Showroom',
  themeColour: '#0b3d6e',
  backgroundColour: '#ffffff',
  customErrorMessages: {},
  messages: {},
  reservedLayout: { showOptionalExtras: true, showViewSimilar: true },
  broker: {
    registeredName: 'Showroom Motors Ltd',
    firmReferenceNumber: '987654',
    commission:
      'We introduce you to a limited number of lenders and are paid a commission by the lender we introduce you to. The commission may differ between lenders and products; it does not change the rate you are offered.',
  },
};
