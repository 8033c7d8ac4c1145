import type {
  Branch,
  FeaturedTab,
  FinanceQuote,
  FinanceResult,
  OrderConfig,
  Review,
  SearchMeta,
  Vehicle,
  VehicleSearchQuery,
  WarrantyItem,
} from '@showroom/api-client';
import type {
  BrokerDisclosure,
  BuilderStep,
  FinanceSettings,
  PaymentMethod,
  QuotedSettings,
  QuoteSettings,
  StockMake,
  TenantConfig,
} from '@showroom/core';

/**
 * A vehicle as a carousel card shows it (ui's VehicleCard: picture, name, price, year, mileage,
 * fuel, transmission, reserved tag): only these fields are serialised for the similar and
 * featured carousels and the search results.
 */
export type CardVehicle = Pick<
  Vehicle,
  | 'stock_id'
  | 'slug'
  | 'name'
  | 'price'
  | 'category'
  | 'vat_scheme'
  | 'price_excluding_vat'
  | 'year'
  | 'odometer_value'
  | 'odometer_units'
  | 'fuel_type'
  | 'transmission'
  | 'reservation_status'
  | 'reserved'
> & {
  /** The first image in the renditions a card needs (640 and 1024 px wide). */
  media_urls: Pick<Vehicle['media_urls'][number], 'url' | 'medium'>[];
};

/**
 * A featured-vehicles tab (its label and view-all link) and the search that fills it. Only the
 * first tab's vehicles are serialised (it is the one rendered); the others are null and are
 * fetched with `query` when the shopper chooses them.
 */
export type FeaturedGroup = {
  tab: Pick<FeaturedTab, 'label' | 'view_all_link_url' | 'view_all_link_text'>;
  query: VehicleSearchQuery;
  vehicles: CardVehicle[] | null;
};

/** The links a vehicle page offers (all same-origin paths). */
export type VdpLinks = {
  canonical: string;
  /** The page's absolute URL, for sharing. */
  share: string;
  search: string;
  contact: string;
  print: string;
  pdf: string;
  viewSimilar: string;
  browseCars: string;
};

/** The deal builder's first state, chosen by the `enquiry`, `reserve` and `addpx` query parameters. */
export type InitialDeal = {
  currentStep: BuilderStep;
  paymentMethod: PaymentMethod;
  scrollToDeal: boolean;
  /**
   * A search's deposit, finance_type, term and mileage from the query (requirement FIN-5), as
   * given.
   */
  filters: Record<string, string>;
};

/** Everything the vehicle details page renders; serialised once into the HTML for hydration. */
export type VdpState = {
  page: 'vdp';
  tenant: TenantConfig;
  /** The day the page was rendered, `YYYY-MM-DD` in the UK (an MOT behind it has expired). */
  today: string;
  /** Origin of the API's calls and media URLs: '', the storefront's own (decision 0704). */
  apiOrigin: string;
  vehicle: Vehicle;
  /** The description, already sanitised on the server. */
  descriptionHtml: string;
  /** The details_page_header snippet, sanitised; null when there is none. */
  warningHtml: string | null;
  /** The finance_disclaimer snippet, sanitised; null when there is none. */
  financeDisclaimerHtml: string | null;
  /** An offer vehicle's offer text (core's offerMainContent), sanitised; null otherwise. */
  offerHtml: string | null;
  /** The warranties of the vehicle-details content page (requirement CONT-3). */
  warranty: WarrantyItem[];
  /** Articles whose rules match the vehicle (core's postsForVehicle), loaded whole. */
  relatedPosts: RelatedPost[];
  /** The information tiles' icons that exist locally (HEAD check), by tile view. */
  serviceIcons: Partial<Record<'mot-vehicle' | 'service-history', string>>;
  /** The vehicle's branch (its site.slug in GET /api/v2/branches): test drives are in its hours. */
  branch: Branch | null;
  /** The 360 turntable frames (GET /api/autoloadit/{vrm}); empty when there are none. */
  turntableFrames: string[];
  finance: FinanceResult | null;
  /** The settings `finance` was quoted for. */
  financeFor: QuoteSettings;
  orderConfig: OrderConfig | null;
  /**
   * 'Similar cars' (requirement VDP-14): same class and make, not this vehicle, cheapest first, up
   * to 6.
   */
  similar: CardVehicle[];
  featured: FeaturedGroup[];
  review: Review | null;
  deal: InitialDeal;
  links: VdpLinks;
  /**
   * A retailer's preview of a vehicle passed in manually (POST /preview/vehicle): the page without
   * its deal builder, listing actions or save/compare/share bar (nothing to order from).
   */
  preview?: boolean;
};

/** A related article as the page shows it: its content sanitised on the server. */
export type RelatedPost = { id: number; title: string; excerpt: string; contentHtml: string };

/** The search filters the results page honours, as read from its query string. */
export type SearchFilters = {
  make?: string;
  range?: string;
  min_price?: number;
  max_price?: number;
  advert_classification?: 'USED' | 'NEW' | 'OFFER' | 'MOTABILITY';
  /** Cars or vans (the API's `category`); both without one. */
  category?: 'cars' | 'vans';
  sort?: 'price-asc' | 'price-desc' | 'mileage-asc' | 'year-desc' | 'newest' | 'monthly-asc';
  page?: number;
  /** Monthly budget, whole pounds (either bound alone is a budget too). */
  monthly_from?: number;
  monthly_to?: number;
  /**
   * The settings the budget assumes, as the vehicle page reads them (requirement FIN-5); only with
   * a budget.
   */
  deposit?: number;
  finance_type?: 'PCP' | 'HP' | 'CS';
  term?: number;
  mileage?: number;
};

export type SearchState = {
  page: 'search';
  tenant: TenantConfig;
  /** The broker beside every monthly figure: the order config's (decision 0906; brokerOf). */
  broker: BrokerDisclosure;
  apiOrigin: string;
  filters: SearchFilters;
  vehicles: CardVehicle[];
  meta: SearchMeta | null;
  /** Problems with the query or the search, in words a shopper understands. */
  messages: string[];
  /** What the results are, in words ("Volkswagen Golf for sale"): the names in stock matched. */
  heading: string;
  /** The makes and ranges in stock, offered by the make and model fields (empty when unknown). */
  stock: StockMake[];
  /**
   * With a monthly budget: the settings it assumes, each listed vehicle's quote at them, and what
   * each card says its quote assumes (core's `quotedSettings`: the lender's changes included).
   */
  budget?: {
    settings: FinanceSettings;
    quotes: Record<number, FinanceQuote>;
    said: Record<number, QuotedSettings>;
  } | null;
  /**
   * Each listed vehicle's headline monthly figure, as its own page leads with it (core's
   * headlineMonthly at the retailer's default settings); a card without one shows none.
   */
  headline?: Record<number, FinanceQuote>;
  /**
   * What each headline figure assumes, in words (core's `headlineSettings`: the usual settings, or
   * the quote's own and the lender's change where it made one).
   */
  headlineSaid?: Record<number, QuotedSettings>;
};

/** One car of a comparison, as loaded through api-client. */
export type CompareEntry = {
  stockId: number;
  /** null: not listed any more (sold) or never was. */
  vehicle: Vehicle | null;
  /** The quote at the comparison's settings; null when there is none. */
  quote: FinanceQuote | null;
  noQuote: string | null;
};

/** /vehicle-search/compare?ids=A,B,C: the cars and the finance settings every column is quoted at. */
export type CompareState = {
  page: 'compare';
  tenant: TenantConfig;
  /** The broker beside every example: the order config's (decision 0906; brokerOf). */
  broker: BrokerDisclosure;
  apiOrigin: string;
  ids: number[];
  settings: FinanceSettings;
  cars: CompareEntry[];
  messages: string[];
};

/** /vehicle-search/saved: the shell only; the list is in the shopper's browser. */
export type SavedState = { page: 'saved'; tenant: TenantConfig; apiOrigin: string };

export type ContactState = {
  page: 'contact';
  tenant: TenantConfig;
  /** The retailer's branches from the API (empty when it could not be read). */
  branches: readonly Branch[];
};

/** The 404 page: what was asked for (a vehicle's page or any other path) decides what it says. */
export type NotFoundState = {
  page: 'not-found';
  tenant: TenantConfig;
  searchPath: string;
  missing: 'vehicle' | 'page';
};

/** The state of any page the host renders. */
export type PageState =
  VdpState | SearchState | CompareState | SavedState | ContactState | NotFoundState;

/** The id of the `<script type="application/json">` holding the serialised state. */
export const STATE_ELEMENT_ID = '__SHOWROOM_STATE__';
