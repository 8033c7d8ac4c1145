import type {
  FormSubmissionRecord,
  OrderRecord,
  OrderStatus,
  PaymentHold,
  PaymentRecord,
  Pence,
  ReservationStatus,
  ValuationRecord,
  VehicleRecord,
} from '../model.ts';
import type { LeadChannel, LeadEvent } from '../leads/leadEvent.ts';
import type { PoolStats } from '../http/metrics.ts';
import type { Schema } from '../http/routeTypes.ts';
import type { StockImportResult } from './stockImport.ts';

export type VehicleSort = 'price-asc' | 'price-desc' | 'mileage-asc' | 'year-desc' | 'newest';

export interface VehicleSearch {
  /**
   * Make, in any case; a list is any of those makes (the names core's `matchStockNames` read a
   * shopper's make as), and an empty list matches nothing.
   */
  make?: string | readonly string[];
  /** Range, as `make`. */
  range?: string | readonly string[];
  model?: string;
  min_price?: Pence;
  max_price?: Pence;
  advert_classification?: string;
  allowance_type?: string;
  body_type_slug?: string;
  fuel_type_slug?: string;
  transmission?: string;
  category?: string;
  exclude_slug?: string;
  /** Only vehicles with a finance example of at least this monthly amount. */
  monthly_from?: Pence;
  finance_search_only?: boolean;
  sort: VehicleSort;
  page: number;
  resultsPerPage: number;
}

/** A search's filters alone (no order or page). */
export type VehicleFilter = Omit<VehicleSearch, 'sort' | 'page' | 'resultsPerPage'>;

/** What a vehicle's finance is priced from, for a search by monthly budget (quotes.ts). */
export interface FinanceCandidate {
  stock_id: number;
  /** What a manufacturer's finance offer is matched on (core's PromotionVehicle). */
  make: string;
  range: string;
  advert_classification: string | null;
  /** PIP or MOTABILITY: a mobility-scheme car, offered no finance (core's `financeOffered`). */
  allowance_type: string | null;
  price: Pence;
  price_excluding_vat: Pence | null;
  vat_scheme: string | null;
  first_registration_date: string;
  year: number;
  odometer_value: number;
  created_seq: number;
}

/** One vehicle of the stock's index: what a sitemap needs of it. */
export interface VehicleIndexEntry {
  stock_id: number;
  slug: string;
  reserved_at: string | null;
}

/** How many vehicles of one make and range are in stock (the stock's facets). */
export interface MakeRangeCount {
  make: string;
  range: string;
  count: number;
}

export interface VehicleRepository {
  search(query: VehicleSearch): Promise<{ vehicles: VehicleRecord[]; total: number }>;
  /** Every vehicle matching the filters (as `search` matches them), by stock id, priced fields only. */
  financeCandidates(filter: VehicleFilter): Promise<FinanceCandidate[]>;
  /** Every make and range in stock with its number of vehicles, in no particular order. */
  makeRangeCounts(): Promise<MakeRangeCount[]>;
  /**
   * The stock's index (contract listVehicleIndex): `limit` vehicles from `offset` in the order the
   * unfiltered search lists them by date added, each with only its stock id, slug and
   * reservation time, and how many vehicles there are.
   */
  index(offset: number, limit: number): Promise<{ entries: VehicleIndexEntry[]; total: number }>;
  /** The vehicles with these stock ids, in the order asked; unknown ids are left out. */
  byIds(stockIds: readonly number[]): Promise<VehicleRecord[]>;
  byId(stockId: number): Promise<VehicleRecord | undefined>;
  bySlug(slug: string): Promise<VehicleRecord | undefined>;
  byVrm(vrm: string): Promise<VehicleRecord | undefined>;
  /**
   * Replaces the whole stock, and deletes every order with its payments and holds (the demo seed).
   * With `demo` the vehicles are marked as the demo's (the `demo` column); unmarked otherwise.
   */
  replaceAll(
    vehicles: VehicleRecord[],
    monthlyFrom: (v: VehicleRecord) => Pence | null,
    options?: { demo?: boolean },
  ): Promise<void>;
  /**
   * The digest of what the stored monthly prices were worked out with (`monthlyFromDigest` in
   * stock/monthlyFrom.ts); null when none was recorded.
   */
  monthlyFromDigest(): Promise<string | null>;
  /** Records what the stored monthly prices were worked out with. */
  recordMonthlyFromDigest(digest: string): Promise<void>;
  /**
   * Works the monthly price of every vehicle in stock out again, `batch` vehicles a transaction,
   * then records `digest`; how many vehicles were priced.
   */
  repriceMonthlyFrom(
    monthlyFrom: (v: VehicleRecord) => Pence | null,
    digest: string,
    batch: number,
  ): Promise<number>;
  /** Every vehicle row, withdrawn ones too (the demo seed only fills a store that never held a car). */
  count(): Promise<number>;
  /**
   * Imports a retailer's stock feed in one transaction (src/stock/importFeed.ts): upserts the
   * vehicles by stock id (a reserved car keeps its reservation) and, for a full feed, withdraws the
   * cars it lacks (db/stockImport.ts). `checkOnly` rolls everything back and says what it would do.
   * Throws StockSlugTaken, writing nothing, when a feed car's slug is a kept car's.
   */
  importStock(feed: StockImport): Promise<StockImportResult>;
  /**
   * Reserves the vehicle in ONE atomic statement. True when this caller won;
   * false when it was already reserved (or does not exist).
   */
  reserve(stockId: number, at: string): Promise<boolean>;
  /**
   * Undoes a reservation made at `at`: back to `status` (a declined deposit restores the status the
   * vehicle had, e.g. 'On Order'); 'Available' by default (a cancelled reserved order).
   */
  release(stockId: number, at: string, status?: ReservationStatus): Promise<void>;
}

export interface StockImport {
  vehicles: readonly VehicleRecord[];
  /** A full feed: the cars it lacks leave the stock. */
  full: boolean;
  checkOnly: boolean;
  /** When the cars it lacks are withdrawn (ISO). */
  at: string;
  monthlyFrom: (v: VehicleRecord) => Pence | null;
}

export interface IdempotencyEntry {
  key: string;
  body_hash: string;
  state: 'in_flight' | 'done';
  order_guid: string | null;
}

/** What tells one stored state of an order from the next: a write changes at least one of them. */
export type OrderStamp = Pick<OrderRecord, 'updated_at' | 'status' | 'payment_type'>;

export interface OrderRepository {
  get(guid: string): Promise<OrderRecord | undefined>;
  insert(order: OrderRecord): Promise<void>;
  /**
   * Saves the order, with the leads it makes (an application sent, a deposit let go) in one
   * transaction. With `expected` (the order as it was read) only while the stored order is still
   * that one: false, writing nothing, when another write came first (docs/decisions/0203).
   */
  update(
    order: OrderRecord,
    leads?: readonly OutboxMessage[],
    expected?: OrderStamp,
    /** Payments whose status changes with it (a cancelled order's deposit refunded). */
    payments?: readonly { id: string; status: string }[],
  ): Promise<boolean>;
  setStatus(guid: string, status: OrderStatus, at: string): Promise<void>;
  count(): Promise<number>;
  attachValuation(guid: string, hash: string): Promise<void>;
  detachValuation(guid: string, hash: string): Promise<boolean>;
  /**
   * Records a taken deposit and saves the order (now reserved) in one transaction, ending the
   * order's payment hold (the vehicle stays reserved, now by the payment). False, writing nothing,
   * when the order already has this payment (a confirmation that came twice).
   */
  recordPayment(
    order: OrderRecord,
    payment: PaymentRecord,
    cardLast4: string,
    leads?: readonly OutboxMessage[],
  ): Promise<boolean>;
  /** Claims an idempotency key; returns the existing entry when someone else holds it. */
  claimKey(key: string, bodyHash: string, at: string): Promise<IdempotencyEntry | undefined>;
  findKey(key: string): Promise<IdempotencyEntry | undefined>;
  /** Inserts the order, its leads and marks the key done, in one transaction. */
  insertForKey(key: string, order: OrderRecord, leads?: readonly OutboxMessage[]): Promise<void>;
  releaseKey(key: string): Promise<void>;
  /**
   * Forgets keys left in flight by a process that is gone (called on start). SQLite, one process:
   * every in-flight key. PostgreSQL, other nodes running: keys claimed longer ago than the lease.
   */
  releaseAbandonedKeys(): Promise<number>;
  /**
   * Retention: empties the personal fields (erasedOrderData) of the orders last changed before
   * `before` (ISO), once; the order, its figures and its vehicle stay. Returns how many.
   */
  erasePersonalDataBefore(before: string, at: string): Promise<number>;
}

/**
 * Vehicles held while their deposit is being paid. Taking a hold reserves the vehicle in the same
 * atomic step as before (one winner among concurrent payers); releasing puts back its status.
 */
export interface PaymentHoldRepository {
  /**
   * Reserves the vehicle and records the hold in one transaction. False when the vehicle is
   * already reserved or held (nothing is written).
   */
  take(hold: PaymentHold): Promise<boolean>;
  get(orderGuid: string): Promise<PaymentHold | undefined>;
  byIntent(intentId: string): Promise<PaymentHold | undefined>;
  /** Records the provider's payment on the hold (and the challenge URL, while one is asked for). */
  setIntent(orderGuid: string, intentId: string | null, redirectUrl: string | null): Promise<void>;
  /**
   * Gives the vehicle back (to the hold's previous status, only while it is still this hold's
   * reservation) and forgets the hold, with its leads, in one transaction. False (nothing written)
   * when the hold was already gone.
   */
  release(hold: PaymentHold, leads?: readonly OutboxMessage[]): Promise<boolean>;
  /** Holds whose expiry is before `before` (ISO time). */
  expiredBefore(before: string): Promise<PaymentHold[]>;
}

export interface ValuationRepository {
  get(hash: string): Promise<ValuationRecord | undefined>;
  save(valuation: ValuationRecord): Promise<void>;
  /**
   * Retention: empties the registration (the shopper's VRM) of the valuations made before
   * `before` (ISO), in its column and its document; the figures stay with the orders that cite
   * them (docs/decisions/0707-retention-every-copy.md). Returns how many.
   */
  eraseBefore(before: string): Promise<number>;
}

export interface FormRepository {
  /** Stores the submission and its leads (an enquiry, a test drive) in one transaction. */
  insert(
    submission: Omit<FormSubmissionRecord, 'id'>,
    leads?: readonly OutboxMessage[],
  ): Promise<number>;
  count(): Promise<number>;
  /** Retention: deletes the submissions made before `before` (ISO). Returns how many. */
  eraseBefore(before: string): Promise<number>;
}

/** A lead to deliver through one channel: one outbox row. */
export interface OutboxMessage {
  event: LeadEvent;
  channel: LeadChannel['name'];
}

/** An outbox row a dispatcher has claimed: it alone sends it until `claimed_until`. */
export interface ClaimedDelivery {
  event: LeadEvent;
  channel: LeadChannel['name'];
  /** Attempts made before this one. */
  attempts: number;
  created_at: string;
  /** The claim's token: only its holder may finish the row. */
  claim: string;
}

export interface OutboxCounts {
  pending: number;
  delivered: number;
  /** Gave up after the retry window (a metric to alert on). */
  failed: number;
}

/** An outbox row as `npm run leads -- list` shows it (src/leads/cli.ts). */
export interface OutboxRow {
  event_id: string;
  channel: string;
  type: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  created_at: string;
  next_attempt_at: string;
  finished_at: string | null;
  /** The last attempt's error (it may name the shopper: shown to the operator, never logged). */
  last_error: string | null;
}

/**
 * The leads' outbox (src/leads/dispatcher.ts). Every time is the caller's (ISO text), so the
 * dispatcher's clock decides what is due. A row is claimed by one dispatcher at a time, on any
 * number of nodes (PostgreSQL: FOR UPDATE SKIP LOCKED, then a lease in the row).
 */
export interface LeadOutboxRepository {
  /** Writes rows outside any lead's transaction (a lead whose own row is written elsewhere). */
  enqueue(messages: readonly OutboxMessage[]): Promise<void>;
  /**
   * Claims up to `limit` pending rows of these channels due at `now` and not claimed by anyone
   * (or whose claim ran out), until `until`, under the token `claim`.
   */
  claimDue(options: {
    now: string;
    until: string;
    claim: string;
    limit: number;
    channels: readonly string[];
  }): Promise<ClaimedDelivery[]>;
  /** The row was handed on: finished. False when the claim was no longer this one's. */
  delivered(row: ClaimedDelivery, at: string): Promise<boolean>;
  /** The attempt failed: tried again at `next` (ISO), or given up when `next` is null. */
  attemptFailed(
    row: ClaimedDelivery,
    next: string | null,
    error: string,
    at: string,
  ): Promise<boolean>;
  /**
   * Lets go of claims left by a process that is gone (called on start). SQLite, one process: every
   * claim. PostgreSQL, other nodes running: none (a claim ends with its lease).
   */
  releaseAbandonedClaims(): Promise<number>;
  counts(): Promise<OutboxCounts>;
  /** The rows, oldest lead first: every row, or the failed ones (`npm run leads -- list`). */
  list(options: { failedOnly: boolean }): Promise<OutboxRow[]>;
  /**
   * Makes failed rows pending again, due at `now`: the rows of the lead `eventId` (each of its
   * failed channels), or every failed row. Returns how many.
   */
  retryFailed(options: { eventId?: string; now: string }): Promise<number>;
  /**
   * Adds a pending row for `channel`, due at `now`, for each lead made at or after `since` that
   * has rows of other channels but none of this one (a channel configured after the lead). The
   * lead keeps its time. Returns how many.
   */
  backfill(options: { channel: string; since: string; now: string }): Promise<number>;
  /** When the oldest pending row's lead was made (ISO), or null when none is pending. */
  oldestPendingAt(): Promise<string | null>;
  /** Retention: deletes the rows of leads made before `before` (ISO), whatever their state. */
  eraseBefore(before: string): Promise<number>;
}

/** The content as the contract serves it: each document is stored in its contract schema. */
export interface ContentRepository {
  page(url: string): Promise<Schema<'ContentPage'> | undefined>;
  posts(): Promise<Schema<'Post'>[]>;
  post(id: number): Promise<Schema<'Post'> | undefined>;
  featuredTabs(): Promise<Schema<'FeaturedTab'>[]>;
  review(kind: 'used' | 'new', slug: string): Promise<Schema<'Review'> | undefined>;
  financeTerms(quoteType: string): Promise<string | undefined>;
  setting<T>(name: string): Promise<T | undefined>;
  replaceAll(content: ContentSeed): Promise<void>;
}

export interface ContentSeed {
  pages: { url: string; data: Schema<'ContentPage'> }[];
  posts: { id: number; slug: string; data: Schema<'Post'> }[];
  featuredTabs: Schema<'FeaturedTab'>[];
  reviews: { kind: 'used' | 'new'; slug: string; data: Schema<'Review'> }[];
  financeTerms: Record<string, string>;
  settings: Record<string, unknown>;
}

/**
 * What a store holds that is the retailer's or its shoppers' rather than the demo's: what the seed
 * would delete, and what live mode looks for.
 */
export interface StoreCensus {
  orders: number;
  payments: number;
  /** Form submissions: enquiries, test drives and the other forms' leads. */
  leads: number;
  /** Lead e-mails and webhook calls in the outbox, sent or waiting. */
  leadDeliveries: number;
  /** Vehicles the demo seed wrote (marked demo). */
  demoVehicles: number;
  /** Every other vehicle: the retailer's own stock. */
  otherVehicles: number;
}

/** What an admin operation did, as the audit keeps it (docs/decisions/0623). */
export type AuditOutcome = 'changed' | 'unchanged' | 'refused' | 'failed';

/** One row of the admin audit: who did what to which order or car, when, and how it ended. */
export interface AuditEntry {
  /** ISO time. */
  at: string;
  /** The name of the admin token used (ADMIN_TOKENS; `admin` for ADMIN_TOKEN). */
  actor: string;
  /** `release_reservation`, `extend_hold`, `mark_sold`, `put_stock`, `patch_stock`. */
  operation: string;
  /** `order:{guid}`, `vehicle:{stock_id}` or `stock`. */
  target: string;
  outcome: AuditOutcome;
  /** What changed or why not: the message answered, refund ids, the new hold's end… Never personal data. */
  detail: Record<string, unknown>;
}

/** A car as the admin operations find it: withdrawn or sold cars too. */
export interface AdminVehicle {
  stock_id: number;
  withdrawn_at: string | null;
  reserved_at: string | null;
}

/**
 * One admin operation's writes, made in one transaction with its audit row: nothing, audit row
 * included, is written when an order is no longer as it was read (`expected`).
 */
export interface AdminChange {
  orders: { order: OrderRecord; expected: OrderStamp }[];
  /** Payments whose status changes (a deposit refunded). */
  payments?: { id: string; status: string }[];
  /** Frees the car reserved at `at` (a released reservation): back to Available. */
  release?: { stockId: number; at: string };
  /** Takes the car out of stock at `at` (sold), unless it is out already. */
  withdraw?: { stockId: number; at: string };
  leads?: readonly OutboxMessage[];
  audit: AuditEntry;
}

/** The retailer's operations on orders and cars (src/admin/operations.ts), and their audit. */
export interface AdminRepository {
  /** The car with this stock id, in stock or not; undefined when the store never had it. */
  vehicle(stockId: number): Promise<AdminVehicle | undefined>;
  /** The guids of the car's orders with one of these statuses, oldest first. */
  orderGuidsOf(stockId: number, statuses: readonly string[]): Promise<string[]>;
  /** Applies the change; false (nothing written) when another write came first. */
  apply(change: AdminChange): Promise<boolean>;
  /** Writes an audit row on its own (nothing changed, or the operation was refused). */
  record(entry: AuditEntry): Promise<void>;
  /** The newest `limit` audit rows, newest first. */
  audit(limit: number): Promise<(AuditEntry & { id: number })[]>;
}

export interface Repositories {
  vehicles: VehicleRepository;
  /** The retailer's admin operations and their audit. */
  admin: AdminRepository;
  orders: OrderRepository;
  holds: PaymentHoldRepository;
  valuations: ValuationRepository;
  forms: FormRepository;
  content: ContentRepository;
  outbox: LeadOutboxRepository;
  /**
   * A cheap token that changes whenever data this store serves may have changed (a commit by this
   * process or by any other writer to the same database), so a host can keep what it derived from
   * the data until the token moves. null when the store cannot tell: nothing may be kept then.
   */
  dataVersion(): string | null;
  /** What a write changed: the stock, or only some cars' state (decision 0712). */
  changes: DataChanges;
  /**
   * Resolves once the store has answered a trivial query (readiness: `/readyz`); rejects when it
   * cannot (the file closed, the database server down). Never touches a table.
   */
  ping(): Promise<void>;
  /**
   * Whether the connection that hears other nodes' commits (PostgreSQL's LISTEN) is up: while it is
   * down the node cannot tell when its cached pages go stale. Absent for a store with no listener.
   */
  listening?(): boolean;
  /**
   * Counts a hit on a rate-limit key in a window shared by every node (the hits in the current
   * window, and the milliseconds until it ends). Absent for a store only one process uses: the
   * limits are then counted in that process.
   */
  rateLimitHit?(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }>;
  /** How many orders, payments, leads and vehicles (demo and not) the store holds. */
  census(): Promise<StoreCensus>;
  /** The connection pool's counts (metrics); absent for SQLite's one synchronous connection. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

/**
 * The idempotency key this creation claimed is no longer in flight for it (another node took over
 * a claim older than the lease): the order was not stored, and the key's owner answers instead.
 */
export class IdempotencyKeyLost extends Error {
  constructor(readonly key: string) {
    super(`The claim on idempotency key ${key} was lost`);
  }
}

/**
 * What the data version is made of (docs/decisions/0712-page-cache-per-car.md): a write of stock or
 * content moves `stock()`; a change of a car's reservation alone (an order, a hold, a payment, a
 * release) moves only that car's state. A page that shows cars' states is current while the stock
 * version is the one it was loaded under and none of its cars changed state since `state()` read
 * before its load.
 */
export interface DataChanges {
  /** A token that moves on every write but a change of cars' state; null: cannot tell (keep nothing). */
  stock(): string | null;
  /** A counter of state changes, heard from every writer; read it before loading. */
  state(): number;
  /** The value `state()` took at this car's last change of state (0 when none was heard). */
  vehicleState(stockId: number): number;
}
