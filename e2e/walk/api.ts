import type { APIRequestContext } from '@playwright/test';

/**
 * What the walk asks the API directly: the truth the page is held to (quotes, a car's
 * reservation, a valuation). Requests go through the shopper's own browser context, so they count
 * as that shopper's (the rate limits are per client).
 */

export type FinanceProduct = 'PCP' | 'HP' | 'CS';
export const QUOTE_KEY = { PCP: 'pcpQuote', HP: 'hpQuote', CS: 'csQuote' } as const;

export type Quote = {
  key: FinanceProduct;
  RegularPayment: number;
  /** The cash deposit. */
  Deposit: number;
  /** The cash deposit with the part exchange's balance: the representative example's deposit. */
  TotalDeposit: number;
  Term: number;
  AnnualMileage: number | null;
  Apr: number;
  Balance: number;
  TotalNumberOfRegularPayments: number;
  Notifications: string[];
};

export type QuoteQuery = {
  stockId: number;
  depositType: 'percent' | 'amount';
  /** As the deposit box shows it (percent or pounds). */
  deposit: number | string;
  term: number;
  mileage: number;
  /** Valuation less settlement, pounds (negative for negative equity). */
  partExchange?: number;
};

export type ApiVehicle = {
  stock_id: number;
  slug: string;
  name: string;
  make: string;
  price: number;
  price_excluding_vat: number | null;
  vat_scheme: string | null;
  reservation_status: string | null;
  reserved: boolean | null;
  advert_classification?: string | null;
  allowance_type?: string | null;
  category?: string | null;
  admin_fee?: number | null;
  site?: { name: string; slug: string } | null;
};

/** The fields of an order the walk holds the page to (GET /website-orders/order/{guid}). */
export type ApiOrder = {
  guid: string;
  status?: string | null;
  payment_type?: string | null;
  [field: string]: unknown;
};

export class Api {
  constructor(private readonly request: APIRequestContext) {}

  /** Every car the search lists, by stock id (asked once per walk). */
  private stock: Promise<ApiVehicle[]> | null = null;

  /** Each car's review, by slug: whether the provider has one (it never changes in a walk). */
  private readonly reviews = new Map<string, boolean>();

  private async json<T>(path: string): Promise<T> {
    const response = await this.request.get(path);
    if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
    return (await response.json()) as T;
  }

  /** GET /api/v2/vehicle-finance for the settings: the three quotes (null when not offered). */
  async quotes(query: QuoteQuery): Promise<Record<FinanceProduct, Quote | null>> {
    const params = new URLSearchParams({
      stock_ids: String(query.stockId),
      deposit: String(query.deposit),
      deposit_type: query.depositType,
      term: String(query.term),
      mileage: String(query.mileage),
    });
    if (query.partExchange) params.set('part_exchange', String(query.partExchange));
    const { data } = await this.json<{ data: Record<string, Quote | null>[] }>(
      `/api/v2/vehicle-finance?${params}`,
    );
    const row = data[0] ?? {};
    return {
      PCP: row[QUOTE_KEY.PCP] ?? null,
      HP: row[QUOTE_KEY.HP] ?? null,
      CS: row[QUOTE_KEY.CS] ?? null,
    };
  }

  /**
   * Every car in stock as GET /api/v2/vehicle-search lists it (reserved, On Order and cars of no
   * status included), page by page, by ascending stock id; asked once per walk.
   */
  allStock(): Promise<ApiVehicle[]> {
    this.stock ??= (async () => {
      const cars: ApiVehicle[] = [];
      for (let page = 1, pages = 1; page <= pages; page++) {
        const body = await this.json<{ data: ApiVehicle[]; meta: { pages: number } }>(
          `/api/v2/vehicle-search?resultsPerPage=100&page=${page}`,
        );
        cars.push(...body.data);
        pages = body.meta.pages;
      }
      return cars.sort((a, b) => a.stock_id - b.stock_id);
    })();
    return this.stock;
  }

  /** The stock ids of every car GET /api/v2/vehicle-search lists, ascending. */
  async stockIds(): Promise<number[]> {
    return (await this.allStock()).map((vehicle) => vehicle.stock_id);
  }

  async vehicle(stockId: number): Promise<ApiVehicle> {
    return (await this.json<{ data: ApiVehicle }>(`/api/v2/vehicles/${stockId}`)).data;
  }

  /** Whether the API says the car is taken (reserved, on order, or held for a payment). */
  async isReserved(stockId: number): Promise<boolean> {
    const vehicle = await this.vehicle(stockId);
    return isReservedVehicle(vehicle);
  }

  /**
   * GET /api/v2/website-orders/check/{stock_id}: whether the API lets a new order be made for the
   * car (200 with `canOrder`; decision 0204). The second witness of the reserved rule.
   */
  async orderAllowed(stockId: number): Promise<boolean> {
    const response = await this.request.get(`/api/v2/website-orders/check/${stockId}`);
    if (!response.ok()) throw new Error(`GET /website-orders/check answered ${response.status()}`);
    const body = (await response.json()) as { data?: { canOrder?: unknown } };
    if (typeof body.data?.canOrder !== 'boolean')
      throw new Error(
        `GET /website-orders/check answered without canOrder: ${JSON.stringify(body)}`,
      );
    return body.data.canOrder;
  }

  private orderConfig: Promise<{ admin_fee?: number | null }> | null = null;

  /** GET /api/v2/website-orders/config (asked once per walk): the admin fee of a car without one. */
  config(): Promise<{ admin_fee?: number | null }> {
    this.orderConfig ??= this.json<{ data: { admin_fee?: number | null } }>(
      '/api/v2/website-orders/config',
    ).then((body) => body.data);
    return this.orderConfig;
  }

  /** GET /api/v2/website-orders/order/{guid}: the order as the API holds it (null: none). */
  async order(guid: string): Promise<ApiOrder | null> {
    const response = await this.request.get(`/api/v2/website-orders/order/${guid}`);
    if (response.status() === 404) return null;
    if (!response.ok()) throw new Error(`GET /website-orders/order answered ${response.status()}`);
    return ((await response.json()) as { data: ApiOrder }).data;
  }

  /** POST /api/v2/part-exchange/valuations: what the car is worth (deterministic for a request). */
  async valuation(body: object): Promise<{ price: number; settlement: number }> {
    const response = await this.request.post('/api/v2/part-exchange/valuations', { data: body });
    if (response.status() !== 201) throw new Error(`valuation answered ${response.status()}`);
    return ((await response.json()) as { data: { price: number; settlement: number } }).data;
  }

  /**
   * Whether the review provider has a review for the car (requirement API-13): GET
   * /api/usedcarreview/{slug} for a USED car, /api/vehiclereview/{slug} for a NEW one; other
   * classes have none.
   */
  async hasReview(vehicle: Pick<ApiVehicle, 'slug' | 'advert_classification'>): Promise<boolean> {
    const kind = vehicle.advert_classification;
    if (kind !== 'USED' && kind !== 'NEW') return false;
    const known = this.reviews.get(vehicle.slug);
    if (known !== undefined) return known;
    const path = kind === 'USED' ? 'usedcarreview' : 'vehiclereview';
    const { data } = await this.json<{ data: unknown }>(`/api/${path}/${vehicle.slug}`);
    const has = !Array.isArray(data) && data !== null && typeof data === 'object';
    this.reviews.set(vehicle.slug, has);
    return has;
  }

  /** The branches' opening hours (GET /api/v2/branches). */
  async branches(): Promise<unknown[]> {
    return (await this.json<{ data: unknown[] }>('/api/v2/branches')).data;
  }
}

/**
 * The walk's one rule for "reserved" (docs/decisions/0501-walk-one-rule-for-reserved.md): a car is
 * reserved when the API says `reserved: true`, or its `reservation_status` is set and is neither
 * "Available" nor "On Order". A car with no status (null) or "On Order" is free to reserve and
 * order. Every surface that shows availability (the gallery's badge, the summary, the deal
 * builder's tabs, cards, compare columns, saved cards, the widget) is held to this rule; it is
 * written here from the API's fields, never taken from the product's own function.
 */
export function reservedBySpec(vehicle: Pick<ApiVehicle, 'reservation_status' | 'reserved'>) {
  if (vehicle.reserved === true) return true;
  const status = vehicle.reservation_status;
  return status !== null && status !== undefined && status !== 'Available' && status !== 'On Order';
}

/** Not this shopper's to have: reserved by the rule above (the walk may still open it). */
export function isReservedVehicle(
  vehicle: Pick<ApiVehicle, 'reservation_status' | 'reserved'>,
): boolean {
  return reservedBySpec(vehicle);
}

/** The stock id a vehicle page's path ends with (`/vehicle-search/{slug}-{stock_id}`). */
export function stockIdOfHref(href: string | null): number | null {
  const match = /\/vehicle-search\/[a-z0-9-]*?-(\d+)(?:[/?#]|$)/.exec(href ?? '');
  return match ? Number(match[1]) : null;
}

/** "£1,439.50" or "−£1,439.50" as pounds. */
export function pounds(text: string): number {
  const match = /([−-])?\s*£\s*([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match) throw new Error(`no amount in pounds in "${text}"`);
  const value = Number(match[2]!.replace(/,/g, ''));
  return match[1] ? -value : value;
}

/** £1,234.56 as the pages write money with pence. */
export function money(amount: number): string {
  return `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * "£16,662.50 + VAT" for a Commercial VAT scheme car's price_excluding_vat (pence only when there
 * are some, as every price on the page), null for any other car: what the page must say beside
 * the price.
 */
export function plusVatOf(vehicle: Pick<ApiVehicle, 'vat_scheme' | 'price_excluding_vat'>) {
  const pounds = vehicle.price_excluding_vat;
  if (vehicle.vat_scheme !== 'Commercial' || pounds === null || !(pounds > 0)) return null;
  const digits = Number.isInteger(pounds) ? 0 : 2;
  return `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })} + VAT`;
}

/** Two amounts of money agree to the penny. */
export const samePence = (a: number, b: number) => Math.abs(a - b) < 0.005;
