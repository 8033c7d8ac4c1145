import createClient, {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
} from 'openapi-fetch';
import { orderConfigCacheFresh } from '@showroom/core';
import type { paths } from './generated/schema.ts';
import { networkError, toShowroomError, type Result } from './errors.ts';
import type {
  ApplicationDraft,
  Branch,
  ContentPage,
  CustomerForm,
  FeaturedTab,
  FinanceResult,
  FinanceTerms,
  FormSubmission,
  FormSubmissionResult,
  OrderAvailability,
  OrderConfig,
  OrderPayload,
  OrderUpdate,
  PaymentRequest,
  Post,
  PostListQuery,
  RegisteredVehicle,
  Review,
  StockFacets,
  VehicleIndex,
  Turntable,
  Valuation,
  ValuationRequest,
  Vehicle,
  VehicleFinanceQuery,
  VehiclePage,
  VehicleSearchQuery,
  WebsiteOrder,
} from './types.ts';

export type ShowroomClientOptions = {
  /** Origin the `/api/...` paths are appended to, e.g. `http://127.0.0.1:8080` or `''` in a browser. */
  baseUrl: string;
  /** The fetch to use; tests and the in-process host inject their own. */
  fetch?: typeof globalThis.fetch;
  /** The clock, in milliseconds: the order-config cache, and a Retry-After given as a date. */
  now?: () => number;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /**
   * The embedded API's own reads (api-server's `inProcessReadsOf`): a GET it answers is not sent
   * through `fetch` at all, and the answer is the object its handler returned, never JSON text.
   * A GET it does not take (null) goes through `fetch` as usual.
   */
  inProcess?: InProcessReads;
};

/**
 * A host's in-process reads of its embedded API: given the GET's path template and the URL it would
 * send, the status line and body an HTTP client would read, or null to send it over HTTP instead.
 */
export type InProcessReads = (request: {
  path: string;
  url: string;
}) => Promise<{ status: number; statusText: string; body: unknown } | null>;

type GetInit = { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> } };

const serializeQuery = createQuerySerializer();

/**
 * openapi-fetch's GET, answered by `reads` when it takes the request: the same URL (serialised as
 * openapi-fetch serialises it, then as a Request normalises it), the same `{ data | error, response }`.
 */
function inProcessGet<Get extends (...args: never[]) => unknown>(
  get: Get,
  reads: InProcessReads,
): Get {
  return (async (path: string, init?: GetInit) => {
    const params = init?.params ?? {};
    const { pathname, search } = new URL(
      createFinalURL(path, {
        baseUrl: '',
        params,
        querySerializer: serializeQuery,
        pathSerializer: defaultPathSerializer,
      }),
      'http://in-process',
    );
    const answer = await reads({ path, url: pathname + search });
    if (!answer) return (get as unknown as (p: string, i?: GetInit) => unknown)(path, init);
    const ok = answer.status >= 200 && answer.status < 300;
    const response = { ok, status: answer.status, statusText: answer.statusText } as Response;
    return ok ? { data: answer.body, response } : { error: answer.body, response };
  }) as unknown as Get;
}

type Outcome<Body> = { data?: Body; error?: unknown; response: Response };

/**
 * Runs one openapi-fetch call and turns every way it can fail into a domain error value; `now`
 * reads a Retry-After given as a date.
 */
async function runAt<Body, T>(
  now: () => number,
  call: () => Promise<Outcome<Body>>,
  pick: (body: Body) => T,
): Promise<Result<T>> {
  let outcome: Outcome<Body>;
  try {
    outcome = await call();
  } catch (cause) {
    if (cause instanceof SyntaxError) {
      return {
        error: {
          kind: 'server',
          status: 200,
          message: 'The server sent an answer that could not be read',
        },
      };
    }
    return { error: networkError(cause) };
  }
  const { data, error, response } = outcome;
  if (!response.ok)
    return {
      error: toShowroomError(
        response.status,
        response.statusText,
        error,
        response.headers?.get('Retry-After'),
        now(),
      ),
    };
  if (data === undefined) {
    return {
      error: {
        kind: 'server',
        status: response.status,
        message: 'The server sent an empty answer',
      },
    };
  }
  return { data: pick(data) };
}

const unwrap = <T>(body: { data: T }): T => body.data;

/**
 * The multipart form-submit fields (requirement API-11) as FormData (empty and missing values are
 * left out).
 */
function toFormData(fields: FormSubmission): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

/**
 * The typed Showroom /api/v2 client: one function per call of the contract, each returning
 * `{ data } | { error }` with a domain error (see errors.ts); nothing throws.
 *
 * @example
 * const api = createShowroomClient({ baseUrl: 'http://127.0.0.1:8080', fetch });
 * const { data: vehicle, error } = await api.getVehicleBySlug('ford-focus-ab21cde');
 */
export function createShowroomClient(options: ShowroomClientOptions) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  // Every GET below goes through this one: in-process when the host reads its own API.
  const GET = options.inProcess ? inProcessGet(client.GET, options.inProcess) : client.GET;
  const now = options.now ?? (() => Date.now());
  const run = <Body, T>(call: () => Promise<Outcome<Body>>, pick: (body: Body) => T) =>
    runAt(now, call, pick);
  let configCache: { at: number; value: OrderConfig } | undefined;
  let configInFlight: Promise<Result<OrderConfig>> | undefined;

  return {
    /**
     * GET /api/v2/vehicle-search, or /api/v2/motability-search for MOTABILITY (requirement API-1).
     */
    searchVehicles(query: VehicleSearchQuery = {}): Promise<Result<VehiclePage>> {
      const path =
        query.advert_classification === 'MOTABILITY'
          ? '/api/v2/motability-search'
          : '/api/v2/vehicle-search';
      return run(
        () => GET(path, { params: { query } }),
        (body) => ({
          data: body.data,
          meta: body.meta,
          ...(body.quotes ? { quotes: body.quotes } : {}),
        }),
      );
    },
    /** GET /api/v2/vehicle-facets: the makes in stock, each with its ranges, with their counts. */
    listVehicleFacets(): Promise<Result<StockFacets>> {
      return run(() => GET('/api/v2/vehicle-facets'), unwrap);
    },
    /**
     * GET /api/v2/vehicle-index: `limit` vehicles of the stock (at most 50,000) from `offset`,
     * newest first, each with its stock id, slug and reservation time, and the stock's size.
     */
    listVehicleIndex(
      query: { offset?: number; limit?: number } = {},
    ): Promise<Result<VehicleIndex>> {
      return run(
        () => GET('/api/v2/vehicle-index', { params: { query } }),
        (body) => ({ data: body.data, meta: body.meta }),
      );
    },
    /** GET /api/v2/vehicles/slug/{slug}: one vehicle by its slug. */
    getVehicleBySlug(slug: string): Promise<Result<Vehicle>> {
      return run(() => GET('/api/v2/vehicles/slug/{slug}', { params: { path: { slug } } }), unwrap);
    },
    /** GET /api/v2/vehicles/{stock_id}: one vehicle by the route id. */
    getVehicleById(stockId: number): Promise<Result<Vehicle>> {
      return run(
        () => GET('/api/v2/vehicles/{stock_id}', { params: { path: { stock_id: stockId } } }),
        unwrap,
      );
    },
    /** GET /api/v2/vehicle-finance: PCP, HP and CS quotes per vehicle. */
    getVehicleFinance(query: VehicleFinanceQuery): Promise<Result<FinanceResult[]>> {
      return run(() => GET('/api/v2/vehicle-finance', { params: { query } }), unwrap);
    },
    /** GET /api/v2/vehicle-finance-quote/{QuoteReference}/terms. */
    getFinanceTerms(quoteReference: string): Promise<Result<FinanceTerms>> {
      return run(
        () =>
          GET('/api/v2/vehicle-finance-quote/{QuoteReference}/terms', {
            params: { path: { QuoteReference: quoteReference } },
          }),
        unwrap,
      );
    },
    /** GET /api/v2/content/page/{url}: a content page and its snippets (e.g. details_page_header). */
    getContentPage(url: string): Promise<Result<ContentPage>> {
      return run(() => GET('/api/v2/content/page/{url}', { params: { path: { url } } }), unwrap);
    },
    /** GET /api/v2/content/post. */
    listPosts(query: PostListQuery = {}): Promise<Result<Post[]>> {
      return run(() => GET('/api/v2/content/post', { params: { query } }), unwrap);
    },
    /** GET /api/v2/content/post/{id}. */
    getPost(id: number): Promise<Result<Post>> {
      return run(() => GET('/api/v2/content/post/{id}', { params: { path: { id } } }), unwrap);
    },
    /** GET /api/v2/content/featured-tabs: the featured-vehicles carousel's tabs. */
    listFeaturedTabs(): Promise<Result<FeaturedTab[]>> {
      return run(() => GET('/api/v2/content/featured-tabs'), unwrap);
    },
    /** GET /api/v2/branches: the retailer's branches (name, address, phone, hours, map link). */
    listBranches(): Promise<Result<Branch[]>> {
      return run(() => GET('/api/v2/branches'), unwrap);
    },
    /** GET /api/v2/website-orders/check/{stock_id}: a non-ok answer means the vehicle cannot be ordered. */
    checkOrderAvailability(stockId: number): Promise<Result<OrderAvailability>> {
      return run(
        () =>
          GET('/api/v2/website-orders/check/{stock_id}', {
            params: { path: { stock_id: stockId } },
          }),
        unwrap,
      );
    },
    /** POST /api/v2/website-orders/order with an Idempotency-Key: retries with the same key never duplicate. */
    createOrder(payload: OrderPayload, idempotencyKey: string): Promise<Result<WebsiteOrder>> {
      return run(
        () =>
          client.POST('/api/v2/website-orders/order', {
            params: { header: { 'Idempotency-Key': idempotencyKey } },
            body: payload,
          }),
        unwrap,
      );
    },
    /** GET /api/v2/website-orders/order/{guid}. */
    getOrder(guid: string): Promise<Result<WebsiteOrder>> {
      return run(
        () => GET('/api/v2/website-orders/order/{guid}', { params: { path: { guid } } }),
        unwrap,
      );
    },
    /**
     * PUT /api/v2/website-orders/order/{guid}: products, customer fields, the finance quote
     * (`has_finance` with the `finance_*` fields), the payment type, the application draft or
     * the sent application, cancellation. `ifMatch` is the order's `version` as last read: an
     * order changed since is not changed, and the 409 (conflict) carries it as `current`.
     */
    updateOrder(
      guid: string,
      update: OrderUpdate,
      options: { ifMatch?: string } = {},
    ): Promise<Result<WebsiteOrder>> {
      const header = options.ifMatch === undefined ? {} : { 'If-Match': `"${options.ifMatch}"` };
      return run(
        () =>
          client.PUT('/api/v2/website-orders/order/{guid}', {
            params: { path: { guid }, header },
            body: update,
          }),
        unwrap,
      );
    },
    /** Sends the finance application: a new order becomes STATUS_SUBMITTED and its draft is cleared. */
    saveCustomerForm(guid: string, customerForm: CustomerForm): Promise<Result<WebsiteOrder>> {
      return this.updateOrder(guid, { customer_form: customerForm });
    },
    /**
     * Saves the unfinished finance application (autosave): replaces the order's stored draft,
     * never changes its status or sends anything. A draft never carries bank details.
     */
    saveApplicationDraft(guid: string, draft: ApplicationDraft): Promise<Result<WebsiteOrder>> {
      return this.updateOrder(guid, { application_draft: draft });
    },
    /**
     * GET /api/v2/website-orders/config, kept for core's ORDER_CONFIG_CACHE_MS (requirement
     * CONST-1: 5 minutes); concurrent callers share one request.
     */
    getOrderConfig(): Promise<Result<OrderConfig>> {
      const at = now();
      if (configCache && orderConfigCacheFresh(configCache.at, at)) {
        return Promise.resolve({ data: configCache.value });
      }
      configInFlight ??= run(() => GET('/api/v2/website-orders/config'), unwrap).then((result) => {
        if (result.data) configCache = { at, value: result.data };
        configInFlight = undefined;
        return result;
      });
      return configInFlight;
    },
    /** GET /api/v2/part-exchange/registrations/{registration}: the car a registration belongs to (not-found: unknown). */
    lookupRegistration(registration: string): Promise<Result<RegisteredVehicle>> {
      return run(
        () =>
          GET('/api/v2/part-exchange/registrations/{registration}', {
            params: { path: { registration } },
          }),
        unwrap,
      );
    },
    /** POST /api/v2/part-exchange/valuations: value the shopper's car. */
    createValuation(request: ValuationRequest): Promise<Result<Valuation>> {
      return run(() => client.POST('/api/v2/part-exchange/valuations', { body: request }), unwrap);
    },
    /** GET /api/v2/part-exchange/valuations/{hash}: a valuation read back by its hash (not-found: none). */
    getValuation(hash: string): Promise<Result<Valuation>> {
      return run(
        () => GET('/api/v2/part-exchange/valuations/{hash}', { params: { path: { hash } } }),
        unwrap,
      );
    },
    /** POST /api/v2/website-orders/order/{guid}/valuations: attach a valuation to the order. */
    attachValuation(guid: string, hash: string): Promise<Result<WebsiteOrder>> {
      return run(
        () =>
          client.POST('/api/v2/website-orders/order/{guid}/valuations', {
            params: { path: { guid } },
            body: { hash },
          }),
        unwrap,
      );
    },
    /** DELETE /api/v2/website-orders/order/{guid}/valuations/{hash}: remove the part exchange. */
    removeValuation(guid: string, hash: string): Promise<Result<WebsiteOrder>> {
      return run(
        () =>
          client.DELETE('/api/v2/website-orders/order/{guid}/valuations/{hash}', {
            params: { path: { guid, hash } },
          }),
        unwrap,
      );
    },
    /** POST /api/v2/website-orders/order/{guid}/payments: pay the reservation deposit. */
    payReservationDeposit(guid: string, payment: PaymentRequest): Promise<Result<WebsiteOrder>> {
      return run(
        () =>
          client.POST('/api/v2/website-orders/order/{guid}/payments', {
            params: { path: { guid } },
            body: payment,
          }),
        unwrap,
      );
    },
    /**
     * POST /api/v2/website-orders/order/{guid}/payments/confirm: after 3-D Secure, the API asks the
     * provider how the deposit stands. The order: paid, or still `pending_payment` (202).
     */
    confirmReservationDeposit(guid: string): Promise<Result<WebsiteOrder>> {
      return run(
        () =>
          client.POST('/api/v2/website-orders/order/{guid}/payments/confirm', {
            params: { path: { guid } },
          }),
        unwrap,
      );
    },
    /** POST /api/v2/form-submit (multipart): enquiries, test drives, incomplete applications. */
    submitForm(fields: FormSubmission): Promise<Result<FormSubmissionResult>> {
      return run(
        () => client.POST('/api/v2/form-submit', { body: fields, bodySerializer: toFormData }),
        unwrap,
      );
    },
    /** HEAD /images/icons/services/{icon}.png: whether a local service icon exists. */
    async serviceIconExists(icon: string): Promise<Result<boolean>> {
      try {
        const { response } = await client.HEAD('/images/icons/services/{icon}.png', {
          params: { path: { icon } },
        });
        if (response.ok) return { data: true };
        if (response.status === 404) return { data: false };
        return { error: toShowroomError(response.status, response.statusText, undefined) };
      } catch (cause) {
        return { error: networkError(cause) };
      }
    },
    /** GET /api/usedcarreview/{slug} (USED) or /api/vehiclereview/{slug} (NEW); null when there is no review. */
    getReview(slug: string, advertClassification: 'USED' | 'NEW'): Promise<Result<Review | null>> {
      const path =
        advertClassification === 'NEW' ? '/api/vehiclereview/{slug}' : '/api/usedcarreview/{slug}';
      return run(
        () => GET(path, { params: { path: { slug } } }),
        (body) => (Array.isArray(body.data) ? null : body.data),
      );
    },
    /** GET /api/autoloadit/{vrm}: the 360 turntable frames. */
    getTurntable(vrm: string): Promise<Result<Turntable>> {
      return run(() => GET('/api/autoloadit/{vrm}', { params: { path: { vrm } } }), unwrap);
    },
  };
}

export type ShowroomClient = ReturnType<typeof createShowroomClient>;
