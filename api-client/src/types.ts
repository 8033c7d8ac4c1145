import type { components, operations } from './generated/schema.ts';

type Schemas = components['schemas'];

export type Vehicle = Schemas['Vehicle'];
export type SearchMeta = Schemas['SearchMeta'];
export type StockFacets = Schemas['StockFacets'];
export type VehicleIndexEntry = Schemas['VehicleIndexEntry'];
export type FinanceQuote = Schemas['FinanceQuote'];
export type FinanceResult = Schemas['FinanceResult'];
export type FinanceTerms = Schemas['FinanceTerms'];
export type ContentPage = Schemas['ContentPage'];
export type Post = Schemas['Post'];
export type FeaturedTab = Schemas['FeaturedTab'];
export type Branch = Schemas['Branch'];
export type WebsiteOrder = Schemas['WebsiteOrder'];
export type OrderConfig = Schemas['OrderConfig'];
export type OrderPayload = Schemas['OrderPayload'];
export type OrderUpdate = Schemas['OrderUpdate'];
export type OrderAvailability = Schemas['OrderAvailability'];
export type CustomerForm = Schemas['CustomerForm'];
export type ApplicationDraft = Schemas['ApplicationDraft'];
export type Valuation = Schemas['Valuation'];
export type OrderValuation = Schemas['OrderValuation'];
export type ValuationRequest = Schemas['ValuationRequest'];
export type RegisteredVehicle = Schemas['RegisteredVehicle'];
export type PaymentRequest = Schemas['PaymentRequest'];
export type Review = Schemas['Review'];
export type WarrantyItem = Schemas['WarrantyItem'];
export type TenantConfig = Schemas['TenantConfig'];
export type Turntable = Schemas['Turntable'];
export type FormSubmission = Schemas['FormSubmission'];
export type FormSubmissionResult = Schemas['FormSubmissionResult'];

export type VehicleSearchQuery = NonNullable<operations['searchVehicles']['parameters']['query']>;
export type VehicleFinanceQuery = operations['getVehicleFinance']['parameters']['query'];
export type PostListQuery = NonNullable<operations['listPosts']['parameters']['query']>;

/**
 * A page of vehicles: the list and its paging facts; in a search by monthly budget, also each
 * listed vehicle's quote at the search's finance settings (`quotes[i]` is `data[i]`'s).
 */
export type VehiclePage = { data: Vehicle[]; meta: SearchMeta; quotes?: FinanceQuote[] };
/** A slice of the stock's index (listVehicleIndex): what sitemaps list. */
export type VehicleIndex = {
  data: VehicleIndexEntry[];
  meta: { total: number; offset: number; limit: number };
};
