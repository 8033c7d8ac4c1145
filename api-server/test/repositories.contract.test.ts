/**
 * The repository contract: one suite, run against every implementation of the ports in
 * src/db/repositories.ts — SQLite (a temporary file) and PostgreSQL (a fresh database on the
 * throwaway server the global setup started). What a route may rely on is stated here once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_RATE_TABLE } from '@showroom/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postgresRepositories } from '../src/db/postgres/index.ts';
import { randomUUID } from 'node:crypto';
import type { OutboxMessage, Repositories, VehicleSearch } from '../src/db/repositories.ts';
import type { LeadEvent } from '../src/leads/leadEvent.ts';
import { eraseExpiredPersonalData } from '../src/leads/retention.ts';
import { sqliteRepositories } from '../src/db/sqlite/index.ts';
import type { OrderRecord, PaymentHold, ValuationRecord, VehicleRecord } from '../src/model.ts';
import { demoContent } from '../src/seed/content.ts';
import { rangeReviews } from '../src/seed/rangeReviews.ts';
import { demoVehicles } from '../src/seed/vehicles.ts';
import { createDatabase, hasPostgres, postgresMissing, sql } from './helpers/postgres.ts';
import { NOW } from './helpers/server.ts';

interface Backend {
  name: string;
  skip: boolean;
  open(): Promise<{
    repos: Repositories;
    /** A commit by another connection to the same database. */
    writeElsewhere(): Promise<void>;
    dispose(): Promise<void>;
  }>;
}

const backends: Backend[] = [
  {
    name: 'SQLite',
    skip: false,
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'showroom-contract-'));
      const file = join(dir, 'contract.sqlite');
      const repos = sqliteRepositories(file);
      return {
        repos,
        async writeElsewhere() {
          const db = new Database(file);
          db.prepare("UPDATE content_pages SET data = json_set(data, '$.edited', 1)").run();
          db.close();
        },
        async dispose() {
          await repos.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: hasPostgres ? 'PostgreSQL' : `PostgreSQL (skipped: ${postgresMissing})`,
    skip: !hasPostgres,
    async open() {
      const url = await createDatabase();
      const repos = await postgresRepositories(url);
      return {
        repos,
        async writeElsewhere() {
          await sql(url, `UPDATE content_pages SET data = '{"edited":1}'::json WHERE url = $1`, [
            'vehicle-details',
          ]);
        },
        dispose: () => repos.close(),
      };
    },
  },
];

/** Monthly-from as the contract's seed computes it: a fixed rule so the test knows every value. */
const monthlyFrom = (v: VehicleRecord) => (v.price > 1_500_000 ? Math.round(v.price / 60) : null);
const STOCK = demoVehicles(60);
const asStored = (v: VehicleRecord): VehicleRecord => ({ ...v, reserved: v.reserved === true });

const valuation = (hash: string, price = 500_000): ValuationRecord => ({
  hash,
  registration: 'AB21CDE',
  price,
  settlement: 0,
  condition: 'good',
  mileage: 30_000,
  make: 'Ford',
  model: 'Focus',
  year: 2021,
  created_at: NOW.toISOString(),
});

let orderNo = 0;
const newOrder = (vehicle: number, extra: Partial<OrderRecord> = {}): OrderRecord => ({
  guid: `00000000-0000-4000-8000-${String(++orderNo).padStart(12, '0')}`,
  status: 'STATUS_NEW',
  vehicle,
  payment_type: 'OUTRIGHT_FULL',
  products: [1, 3],
  customer: {
    customer_title: null,
    customer_first_name: 'Ada',
    customer_last_name: 'Lovelace',
    customer_email: 'ada@example.co.uk',
    customer_telephone: null,
    customer_current_address: null,
    opt_ins: ['email'],
  },
  finance: null,
  customer_form: null,
  application_draft: null,
  meta: { terms_accepted: true },
  reserved_at: null,
  valuations: [],
  payments: [],
  created_at: NOW.toISOString(),
  updated_at: NOW.toISOString(),
  ...extra,
});

const matches = (v: VehicleRecord, q: VehicleSearch) => {
  const same = (a: string | null, b: string | readonly string[] | undefined, nocase = true) =>
    b === undefined ||
    (typeof b === 'string'
      ? nocase
        ? a?.toLowerCase() === b.toLowerCase()
        : a === b
      : b.some((name) => name.toLowerCase() === a?.toLowerCase()));
  return (
    same(v.make, q.make) &&
    same(v.range, q.range) &&
    same(v.fuel_type_slug, q.fuel_type_slug) &&
    same(v.transmission, q.transmission) &&
    same(v.advert_classification, q.advert_classification, false) &&
    same(v.category, q.category, false) &&
    (q.min_price === undefined || v.price >= q.min_price) &&
    (q.max_price === undefined || v.price <= q.max_price) &&
    (!q.exclude_slug || v.slug !== q.exclude_slug) &&
    (!q.finance_search_only || monthlyFrom(v) !== null) &&
    (q.monthly_from === undefined || (monthlyFrom(v) ?? -1) >= q.monthly_from)
  );
};

describe.each(backends)('repository contract: $name', (backend) => {
  let repos: Repositories;
  let dispose: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    if (backend.skip) return;
    ({ repos, dispose } = await backend.open());
    await repos.vehicles.replaceAll(STOCK, monthlyFrom);
    await repos.content.replaceAll(demoContent(rangeReviews(STOCK)));
  });
  afterAll(() => dispose());

  describe.skipIf(backend.skip)('vehicles', () => {
    const available = () =>
      STOCK.filter((v) => v.reservation_status === 'Available' && !v.reserved);

    it('gives back every vehicle as it was stored, by id, slug and registration', async () => {
      expect(await repos.vehicles.count()).toBe(STOCK.length);
      for (const v of STOCK.slice(0, 20)) {
        expect(await repos.vehicles.byId(v.stock_id)).toEqual(asStored(v));
        expect(await repos.vehicles.bySlug(v.slug)).toEqual(asStored(v));
      }
      const v = STOCK[3]!;
      const spaced = `${v.vrm.slice(0, 4)} ${v.vrm.slice(4)}`.toLowerCase();
      expect((await repos.vehicles.byVrm(spaced))?.stock_id).toBe(
        STOCK.find((s) => s.vrm === v.vrm)!.stock_id,
      );
      expect(await repos.vehicles.byId(999_999)).toBeUndefined();
      expect(await repos.vehicles.bySlug('no-such-car')).toBeUndefined();
      expect(await repos.vehicles.byVrm('ZZ99ZZZ')).toBeUndefined();
    });

    const make = STOCK[0]!.make;
    const searches: [string, Partial<VehicleSearch>][] = [
      ['everything by price', {}],
      ['a make, any case', { make: make.toUpperCase() }],
      [
        'a price band, dearest first',
        { min_price: 800_000, max_price: 2_500_000, sort: 'price-desc' },
      ],
      ['finance only, lowest mileage', { finance_search_only: true, sort: 'mileage-asc' }],
      ['monthly from, newest', { monthly_from: 40_000, sort: 'newest' }],
      ['used, by year, page 2', { advert_classification: 'USED', sort: 'year-desc', page: 2 }],
      ['excluding one slug', { exclude_slug: STOCK[1]!.slug, make }],
      ['nothing matches', { make: 'No Such Make' }],
      ['any of two makes, any case', { make: [make.toLowerCase(), STOCK[1]!.make] }],
      [
        'any of a make’s ranges',
        { make: [make], range: [STOCK[0]!.range.toUpperCase(), 'No Such Range'] },
      ],
      ['an empty list of makes matches nothing', { make: [] }],
      ['a page past the last: no vehicles, yet the total', { make, page: 50 }],
    ];
    const base: VehicleSearch = { sort: 'price-asc', page: 1, resultsPerPage: 7 };
    const compare: Record<VehicleSearch['sort'], (a: VehicleRecord, b: VehicleRecord) => number> = {
      'price-asc': (a, b) => a.price - b.price || a.stock_id - b.stock_id,
      'price-desc': (a, b) => b.price - a.price || b.stock_id - a.stock_id,
      'mileage-asc': (a, b) => a.odometer_value - b.odometer_value || a.stock_id - b.stock_id,
      'year-desc': (a, b) => b.year - a.year || a.stock_id - b.stock_id,
      newest: (a, b) => STOCK.indexOf(b) - STOCK.indexOf(a),
    };
    it.each(searches)('search, %s: the page and total the filters and sort give', async (_n, f) => {
      const query = { ...base, ...f };
      const all = STOCK.filter((v) => matches(v, query)).sort(compare[query.sort]);
      const start = (query.page - 1) * query.resultsPerPage;
      const result = await repos.vehicles.search(query);
      expect(result.total).toBe(all.length);
      expect(result.vehicles.map((v) => v.stock_id)).toEqual(
        all.slice(start, start + query.resultsPerPage).map((v) => v.stock_id),
      );
    });

    it.each(searches)(
      'finance candidates, %s: every match by stock id with its priced fields',
      async (_n, f) => {
        const { sort: _s, page: _p, resultsPerPage: _r, ...filter } = { ...base, ...f };
        const all = STOCK.filter((v) => matches(v, { ...base, ...f })).sort(
          (a, b) => a.stock_id - b.stock_id,
        );
        expect(await repos.vehicles.financeCandidates(filter)).toEqual(
          all.map((v) => ({
            stock_id: v.stock_id,
            make: v.make,
            range: v.range,
            advert_classification: v.advert_classification,
            allowance_type: v.allowance_type,
            price: v.price,
            price_excluding_vat: v.price_excluding_vat,
            vat_scheme: v.vat_scheme,
            first_registration_date: v.first_registration_date,
            year: v.year,
            odometer_value: v.odometer_value,
            created_seq: STOCK.indexOf(v),
          })),
        );
      },
    );

    it('counts the vehicles of every make and range in stock', async () => {
      const expected = new Map<string, number>();
      for (const v of STOCK) {
        const key = `${v.make}|${v.range}`;
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      const counts = await repos.vehicles.makeRangeCounts();
      expect(new Map(counts.map((row) => [`${row.make}|${row.range}`, row.count]))).toEqual(
        expected,
      );
      expect(counts).toHaveLength(expected.size);
    });

    it('indexes the stock in the order the unfiltered search lists it, a slice at a time', async () => {
      const listed = await repos.vehicles.search({ sort: 'newest', page: 1, resultsPerPage: 1000 });
      const expected = listed.vehicles.map((v) => ({
        stock_id: v.stock_id,
        slug: v.slug,
        reserved_at: v.reserved_at ?? null,
      }));
      expect(await repos.vehicles.index(0, 50_000)).toEqual({
        entries: expected,
        total: STOCK.length,
      });
      expect(await repos.vehicles.index(3, 4)).toEqual({
        entries: expected.slice(3, 7),
        total: STOCK.length,
      });
      expect(await repos.vehicles.index(STOCK.length, 10)).toEqual({
        entries: [],
        total: STOCK.length,
      });
      expect(expected.some((e) => e.reserved_at !== null)).toBe(true);
    });

    it('gives back vehicles by a list of ids, in the order asked, leaving unknown ids out', async () => {
      const ids = [STOCK[5]!.stock_id, 999_999, STOCK[2]!.stock_id];
      expect(await repos.vehicles.byIds(ids)).toEqual([asStored(STOCK[5]!), asStored(STOCK[2]!)]);
      expect(await repos.vehicles.byIds([])).toEqual([]);
    });

    it('reserves once; a release needs the reservation time and restores the status given', async () => {
      // The last two available: no other test uses them (the first 20 are read back as stored, the
      // payment hold takes the first after them), as b stays reserved by the winner of the 40.
      const [a, b] = available().slice(-2);
      const at = '2026-11-25T12:00:01.000Z';
      expect(await repos.vehicles.reserve(a!.stock_id, at)).toBe(true);
      expect(await repos.vehicles.reserve(a!.stock_id, '2026-11-25T12:00:02.000Z')).toBe(false);
      const reserved = await repos.vehicles.byId(a!.stock_id);
      expect([reserved?.reservation_status, reserved?.reserved, reserved?.reserved_at]).toEqual([
        'Reserved',
        true,
        at,
      ]);
      await repos.vehicles.release(a!.stock_id, '2026-11-25T12:00:02.000Z');
      expect((await repos.vehicles.byId(a!.stock_id))?.reservation_status).toBe('Reserved');
      await repos.vehicles.release(a!.stock_id, at, 'On Order');
      const back = await repos.vehicles.byId(a!.stock_id);
      expect([back?.reservation_status, back?.reserved, back?.reserved_at]).toEqual([
        'On Order',
        false,
        null,
      ]);
      // An 'On Order' vehicle can be reserved; a missing one cannot.
      expect(await repos.vehicles.reserve(a!.stock_id, at)).toBe(true);
      await repos.vehicles.release(a!.stock_id, at);
      expect(await repos.vehicles.reserve(999_999, at)).toBe(false);
      // 40 reservers at once: exactly one wins.
      const wins = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          repos.vehicles.reserve(
            b!.stock_id,
            `2026-11-25T12:01:${String(i).padStart(2, '0')}.000Z`,
          ),
        ),
      );
      expect(wins.filter(Boolean)).toHaveLength(1);
    });
  });

  describe.skipIf(backend.skip)('orders, payments and valuations', () => {
    it('stores an order and gives it back whole; updates and status changes show', async () => {
      const vehicle = STOCK[10]!.stock_id;
      await repos.valuations.save(valuation('val-a'));
      const order = newOrder(vehicle, {
        payment_type: 'FINANCE',
        finance: {
          finance_type: 'PCP',
          finance_term: 48,
          finance_deposit: 150_000,
          finance_regular_payment: 22_140,
        },
        application_draft: { nationality: 'British', employment: [{ status: 'Employed' }] },
        valuations: [valuation('val-a')],
      });
      const before = await repos.orders.count();
      await repos.orders.insert(order);
      expect(await repos.orders.count()).toBe(before + 1);
      // insert() stores the order only; valuations are attached separately.
      expect(await repos.orders.get(order.guid)).toEqual({ ...order, valuations: [] });
      await repos.orders.attachValuation(order.guid, 'val-a');
      await repos.orders.attachValuation(order.guid, 'val-a');
      expect((await repos.orders.get(order.guid))?.valuations).toEqual([valuation('val-a')]);

      const changed: OrderRecord = {
        ...order,
        status: 'STATUS_SUBMITTED',
        customer_form: { employment_status: 'Employed' },
        application_draft: null,
        updated_at: '2026-11-25T13:00:00.000Z',
      };
      await repos.orders.update(changed);
      expect(await repos.orders.get(order.guid)).toEqual({
        ...changed,
        valuations: [valuation('val-a')],
      });
      await repos.orders.setStatus(order.guid, 'STATUS_CANCELLED', '2026-11-25T14:00:00.000Z');
      const cancelled = await repos.orders.get(order.guid);
      expect(cancelled?.status).toBe('STATUS_CANCELLED');
      expect(await repos.orders.detachValuation(order.guid, 'val-a')).toBe(true);
      expect(await repos.orders.detachValuation(order.guid, 'val-a')).toBe(false);
      expect((await repos.orders.get(order.guid))?.valuations).toEqual([]);
      expect(await repos.orders.get('no-such-guid')).toBeUndefined();
    });

    it('saves an order read before only while no other write came first', async () => {
      const order = newOrder(STOCK[12]!.stock_id, { payment_type: 'OUTRIGHT_DEPOSIT' });
      await repos.orders.insert(order);
      const read = {
        updated_at: order.updated_at,
        status: order.status,
        payment_type: order.payment_type,
      };
      // Another tab's write lands first (the deposit's reservation).
      const reserved: OrderRecord = {
        ...order,
        status: 'STATUS_RESERVED',
        updated_at: '2026-11-25T13:00:00.000Z',
      };
      expect(await repos.orders.update(reserved, [], read)).toBe(true);
      // The write from the copy read before it writes nothing.
      const stale: OrderRecord = {
        ...order,
        payment_type: 'FINANCE',
        updated_at: '2026-11-25T13:00:01.000Z',
      };
      expect(await repos.orders.update(stale, [], read)).toBe(false);
      expect(await repos.orders.get(order.guid)).toEqual({ ...reserved, valuations: [] });
      // From the order as it now stands, it is saved.
      const now = {
        updated_at: reserved.updated_at,
        status: reserved.status,
        payment_type: reserved.payment_type,
      };
      const products: OrderRecord = {
        ...reserved,
        products: [2],
        updated_at: '2026-11-25T13:00:02.000Z',
      };
      expect(await repos.orders.update(products, [], now)).toBe(true);
      expect((await repos.orders.get(order.guid))?.products).toEqual([2]);
    });

    it('records a deposit with the reserved order in one step', async () => {
      const order = newOrder(STOCK[11]!.stock_id);
      await repos.orders.insert(order);
      const at = '2026-11-25T12:30:00.000Z';
      await repos.orders.recordPayment(
        { ...order, status: 'STATUS_RESERVED', payment_type: 'OUTRIGHT_DEPOSIT', reserved_at: at },
        { id: 'pay_1', amount: 9_900, status: 'succeeded', created_at: at },
        '4242',
      );
      const paid = await repos.orders.get(order.guid);
      expect(paid?.status).toBe('STATUS_RESERVED');
      expect(paid?.reserved_at).toBe(at);
      expect(paid?.payments).toEqual([
        { id: 'pay_1', amount: 9_900, status: 'succeeded', created_at: at },
      ]);
    });

    it('a payment hold reserves the vehicle for one order of many, expires by time, and ends with the payment', async () => {
      const vehicle = STOCK.find(
        (v, i) => i > 20 && v.reservation_status === 'Available' && !v.reserved,
      )!.stock_id;
      const orders = [newOrder(vehicle), newOrder(vehicle), newOrder(vehicle)];
      for (const order of orders) await repos.orders.insert(order);
      const hold = (order: OrderRecord, at: string): PaymentHold => ({
        order_guid: order.guid,
        stock_id: vehicle,
        held_at: at,
        expires_at: '2026-11-25T12:15:00.000Z',
        previous_status: 'Available',
        intent_id: null,
        redirect_url: null,
      });
      const held = hold(orders[0]!, '2026-11-25T12:00:00.000Z');
      const taken = await Promise.all([
        repos.holds.take(held),
        repos.holds.take(hold(orders[1]!, '2026-11-25T12:00:00.001Z')),
      ]);
      expect(taken.filter(Boolean)).toHaveLength(1);
      const winner = taken[0] ? held : hold(orders[1]!, '2026-11-25T12:00:00.001Z');
      expect((await repos.vehicles.byId(vehicle))?.reserved_at).toBe(winner.held_at);
      await repos.holds.setIntent(winner.order_guid, 'pi_1', '/challenge/pi_1');
      expect(await repos.holds.byIntent('pi_1')).toEqual({
        ...winner,
        intent_id: 'pi_1',
        redirect_url: '/challenge/pi_1',
      });
      expect(await repos.holds.expiredBefore('2026-11-25T12:14:59.000Z')).toEqual([]);
      expect(
        (await repos.holds.expiredBefore('2026-11-25T12:16:00.000Z')).map((h) => h.order_guid),
      ).toEqual([winner.order_guid]);
      // Released once: the vehicle is as it was, and a second release changes nothing.
      expect(await repos.holds.release(winner)).toBe(true);
      expect(await repos.holds.release(winner)).toBe(false);
      expect((await repos.vehicles.byId(vehicle))?.reserved).toBe(false);
      expect(await repos.holds.get(winner.order_guid)).toBeUndefined();
      // Another order holds it and pays: the hold ends, the vehicle stays reserved by the payment.
      const last = hold(orders[2]!, '2026-11-25T12:20:00.000Z');
      expect(await repos.holds.take(last)).toBe(true);
      const paid = {
        ...orders[2]!,
        status: 'STATUS_RESERVED' as const,
        payment_type: 'OUTRIGHT_DEPOSIT' as const,
        reserved_at: last.held_at,
      };
      const payment = { id: 'pi_2', amount: 9_900, status: 'succeeded', created_at: last.held_at };
      expect(await repos.orders.recordPayment(paid, payment, '4242')).toBe(true);
      expect(await repos.orders.recordPayment(paid, payment, '4242')).toBe(false);
      expect(await repos.holds.get(last.order_guid)).toBeUndefined();
      expect((await repos.orders.get(last.order_guid))?.payments).toHaveLength(1);
      expect((await repos.vehicles.byId(vehicle))?.reserved_at).toBe(last.held_at);
    });

    it('keeps the latest of a valuation saved twice', async () => {
      await repos.valuations.save(valuation('val-b', 100_000));
      await repos.valuations.save(valuation('val-b', 120_000));
      expect(await repos.valuations.get('val-b')).toEqual(valuation('val-b', 120_000));
      expect(await repos.valuations.get('val-none')).toBeUndefined();
    });
  });

  describe.skipIf(backend.skip)('idempotency keys', () => {
    it('one claim wins; the others see it in flight, then done with its order', async () => {
      const key = `key-${backend.name}-1`;
      const claims = await Promise.all(
        Array.from({ length: 20 }, () => repos.orders.claimKey(key, 'hash-1', NOW.toISOString())),
      );
      expect(claims.filter((c) => c === undefined)).toHaveLength(1);
      for (const c of claims.filter((x) => x !== undefined))
        expect(c).toEqual({ key, body_hash: 'hash-1', state: 'in_flight', order_guid: null });
      const order = newOrder(STOCK[12]!.stock_id);
      await repos.orders.insertForKey(key, order);
      expect(await repos.orders.findKey(key)).toEqual({
        key,
        body_hash: 'hash-1',
        state: 'done',
        order_guid: order.guid,
      });
      expect((await repos.orders.get(order.guid))?.guid).toBe(order.guid);
      // A done key is never released.
      await repos.orders.releaseKey(key);
      expect((await repos.orders.findKey(key))?.state).toBe('done');
      expect(await repos.orders.claimKey(key, 'hash-2', NOW.toISOString())).toEqual({
        key,
        body_hash: 'hash-1',
        state: 'done',
        order_guid: order.guid,
      });
    });

    it('a released claim can be claimed again', async () => {
      const key = `key-${backend.name}-2`;
      expect(await repos.orders.claimKey(key, 'h', NOW.toISOString())).toBeUndefined();
      await repos.orders.releaseKey(key);
      expect(await repos.orders.findKey(key)).toBeUndefined();
      expect(await repos.orders.claimKey(key, 'h', NOW.toISOString())).toBeUndefined();
    });
  });

  describe.skipIf(backend.skip)('forms and content', () => {
    it('numbers form submissions in order and counts them', async () => {
      const submission = {
        form_id: '1',
        kind: 'enquiry' as const,
        data: { message: 'Is it available?', nested: { a: [1, 2] } },
        created_at: NOW.toISOString(),
      };
      const before = await repos.forms.count();
      const first = await repos.forms.insert(submission);
      const second = await repos.forms.insert(submission);
      expect(second).toBe(first + 1);
      expect(await repos.forms.count()).toBe(before + 2);
    });

    it('serves the content it was given', async () => {
      const content = demoContent(rangeReviews(STOCK));
      const page = content.pages[0]!;
      expect(await repos.content.page(page.url)).toEqual(page.data);
      expect(await repos.content.page('no-such-page')).toBeUndefined();
      expect(await repos.content.posts()).toEqual(content.posts.map((p) => p.data));
      expect(await repos.content.post(2)).toEqual(content.posts[1]!.data);
      expect(await repos.content.featuredTabs()).toEqual(content.featuredTabs);
      const review = content.reviews[0]!;
      expect(await repos.content.review(review.kind, review.slug.toUpperCase())).toEqual(
        review.data,
      );
      const [quoteType, text] = Object.entries(content.financeTerms)[0]!;
      expect(await repos.content.financeTerms(quoteType)).toBe(text);
      expect(await repos.content.setting('order_config')).toEqual(content.settings.order_config);
      expect(await repos.content.setting('no-such-setting')).toBeUndefined();
    });
  });

  describe.skipIf(backend.skip)('data version', () => {
    // Another connection edits the content here: on a store of its own, with the content in it,
    // rather than the one the other tests read.
    let repos: Repositories;
    let writeElsewhere: () => Promise<void>;
    let dispose: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      ({ repos, writeElsewhere, dispose } = await backend.open());
      await repos.content.replaceAll(demoContent(rangeReviews(STOCK)));
    });
    afterAll(() => dispose());

    it('stays while reading, moves on its own writes at once and on other connections’ commits', async () => {
      // The store has heard of its own writes so far (PostgreSQL's notifications of the setup's
      // commits): none arrives while the test reads.
      await expect.poll(() => repos.changes.stock()).not.toBeNull();
      const before = repos.dataVersion();
      expect(before).not.toBeNull();
      await repos.vehicles.search({ sort: 'price-asc', page: 1, resultsPerPage: 5 });
      await repos.content.page('vehicle-details');
      expect(repos.dataVersion()).toBe(before);

      await repos.forms.insert({
        form_id: '1',
        kind: 'enquiry',
        data: {},
        created_at: NOW.toISOString(),
      });
      const afterOwn = repos.dataVersion();
      expect(afterOwn).not.toBe(before);

      // Another connection's commit: SQLite sees it on the next read of data_version; PostgreSQL's
      // notification arrives within milliseconds.
      await writeElsewhere();
      await expect
        .poll(() => repos.dataVersion(), { timeout: 2000, interval: 5 })
        .not.toBe(afterOwn);
    });
  });

  describe.skipIf(backend.skip)('the leads outbox', () => {
    const lead = (type: LeadEvent['type'], at = NOW.toISOString()): LeadEvent => ({
      id: randomUUID(),
      type,
      occurred_at: at,
      order_guid: null,
      vehicle: null,
      branch: null,
      customer: {
        title: null,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.co.uk',
        telephone: null,
        preferred_contact: null,
      },
      deal: null,
    });
    const both = (event: LeadEvent): OutboxMessage[] => [
      { event, channel: 'email' },
      { event, channel: 'webhook' },
    ];
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
    const claim = (now: string, channels = ['email', 'webhook'], token: string = randomUUID()) =>
      repos.outbox.claimDue({ now, until: at(100), claim: token, limit: 100, channels });
    /** Finishes every row claimable far in the future (so each test starts from an empty queue). */
    const drain = async () => {
      for (const row of await claim('2099-01-01T00:00:00.000Z'))
        await repos.outbox.delivered(row, at(0));
    };

    it('writes each lead once per channel in the transaction of its own row, and nothing when that rolls back', async () => {
      await drain();
      const created = lead('order.created');
      const order = newOrder(STOCK[20]!.stock_id);
      const key = `outbox-${randomUUID()}`;
      await repos.orders.claimKey(key, 'hash', NOW.toISOString());
      await repos.orders.insertForKey(key, order, both(created));
      const paid = lead('deposit.taken');
      await repos.orders.recordPayment(
        { ...order, status: 'STATUS_RESERVED' },
        { id: `pay-${order.guid}`, amount: 9_900, status: 'succeeded', created_at: at(1) },
        '4242',
        both(paid),
      );
      // The same payment twice writes nothing: no second lead either.
      await repos.orders.recordPayment(
        { ...order, status: 'STATUS_RESERVED' },
        { id: `pay-${order.guid}`, amount: 9_900, status: 'succeeded', created_at: at(1) },
        '4242',
        both(lead('deposit.taken')),
      );
      const sent = lead('application.sent');
      await repos.orders.update({ ...order, status: 'STATUS_SUBMITTED' }, both(sent));
      const enquiry = lead('enquiry.received');
      await repos.forms.insert(
        { form_id: '1', kind: 'enquiry', data: {}, created_at: NOW.toISOString() },
        [{ event: enquiry, channel: 'email' }],
      );
      // A hold already gone writes nothing.
      const gone = lead('deposit.released');
      const hold: PaymentHold = {
        order_guid: order.guid,
        stock_id: order.vehicle,
        held_at: at(2),
        expires_at: at(3),
        previous_status: 'Available',
        intent_id: null,
        redirect_url: null,
      };
      expect(await repos.holds.release(hold, both(gone))).toBe(false);
      // An order that cannot be stored (no such vehicle) takes its lead with it.
      const lostKey = `outbox-${randomUUID()}`;
      await repos.orders.claimKey(lostKey, 'hash', NOW.toISOString());
      await expect(
        repos.orders.insertForKey(lostKey, newOrder(999_999_999), both(lead('order.created'))),
      ).rejects.toThrow();

      const rows = await claim(at(0));
      const seen = rows.map((r) => `${r.event.type}/${r.channel}`).sort();
      expect(seen).toEqual([
        'application.sent/email',
        'application.sent/webhook',
        'deposit.taken/email',
        'deposit.taken/webhook',
        'enquiry.received/email',
        'order.created/email',
        'order.created/webhook',
      ]);
      expect(rows.find((r) => r.event.id === created.id)?.event).toEqual(created);
      expect(rows.every((r) => r.attempts === 0)).toBe(true);
      for (const row of rows) expect(await repos.outbox.delivered(row, at(0))).toBe(true);
    });

    it('lets one claim take a due row; another takes it only after the lease; retries wait; a given-up row is counted failed', async () => {
      await drain();
      const before = await repos.outbox.counts();
      const event = lead('enquiry.received');
      await repos.outbox.enqueue(both(event));
      // Only the channels asked for, only rows due.
      const mine = await claim(at(0), ['webhook'], 'claim-a');
      expect(mine.map((r) => [r.event.id, r.channel, r.claim])).toEqual([
        [event.id, 'webhook', 'claim-a'],
      ]);
      expect(await claim(at(0), ['webhook'], 'claim-b')).toEqual([]);
      // The lease (until at(100)) ran out: another dispatcher takes the row over, and the first
      // can no longer finish it.
      const taken = await claim(at(101), ['webhook'], 'claim-c');
      expect(taken.map((r) => r.claim)).toEqual(['claim-c']);
      expect(await repos.outbox.delivered(mine[0]!, at(101))).toBe(false);
      // A failure is tried again at the time given, not before.
      expect(
        await repos.outbox.attemptFailed(taken[0]!, at(200), 'the webhook answered 500', at(101)),
      ).toBe(true);
      expect(await claim(at(199), ['webhook'])).toEqual([]);
      const again = await claim(at(200), ['webhook'], 'claim-d');
      expect(again.map((r) => r.attempts)).toEqual([1]);
      expect(await repos.outbox.attemptFailed(again[0]!, null, 'gave up', at(200))).toBe(true);
      expect(await claim('2099-01-01T00:00:00.000Z', ['webhook'])).toEqual([]);
      const email = await claim(at(0), ['email']);
      expect(email.map((r) => r.event.id)).toEqual([event.id]);
      expect(await repos.outbox.delivered(email[0]!, at(1))).toBe(true);
      expect(await repos.outbox.counts()).toEqual({
        pending: before.pending,
        delivered: before.delivered + 1,
        failed: before.failed + 1,
      });
    });

    it('retention erases old leads, old orders’ personal fields and old outbox rows, and touches nothing else', async () => {
      await drain();
      // 365 days before 2027-12-01: everything before 2026-12-01 is erased.
      const later = '2026-12-02T00:00:00.000Z';
      const oldOrder = newOrder(STOCK[30]!.stock_id, {
        payment_type: 'FINANCE',
        finance: {
          finance_type: 'PCP',
          finance_term: 48,
          finance_deposit: 150_000,
          finance_regular_payment: 22_140,
        },
        customer: {
          customer_title: 'Ms',
          customer_first_name: 'Ada',
          customer_last_name: 'Lovelace',
          customer_email: 'ada@example.co.uk',
          customer_telephone: '07700 900123',
          customer_current_address: '1 Analytical Row',
        },
        customer_form: { employment_status: 'Employed', annual_income: 40_000 },
        application_draft: { employment: [{ employer_name: 'Babbage Ltd' }] },
        meta: {
          terms_accepted: true,
          has_finance: true,
          enquiry_source_history: 'google',
          valuation_outstanding_finance: 1_200,
          valuation_condition: 'good',
        },
      });
      const newer = newOrder(STOCK[31]!.stock_id, {
        application_draft: { employment: [{ employer_name: 'Kept Ltd' }] },
        created_at: later,
        updated_at: later,
      });
      await repos.orders.insert(oldOrder);
      await repos.orders.insert(newer);
      await repos.forms.insert({
        form_id: '1',
        kind: 'enquiry',
        data: { email: 'old@example.co.uk' },
        created_at: NOW.toISOString(),
      });
      await repos.forms.insert({
        form_id: '1',
        kind: 'test_drive',
        data: { email: 'new@example.co.uk' },
        created_at: later,
      });
      await repos.outbox.enqueue(both(lead('enquiry.received')));
      const kept = lead('test_drive.booked', later);
      await repos.outbox.enqueue([{ event: kept, channel: 'email' }]);
      const vehiclesBefore = await repos.vehicles.byIds(STOCK.map((v) => v.stock_id));
      const formsBefore = await repos.forms.count();
      const newerBefore = await repos.orders.get(newer.guid);

      const outboxBefore = await repos.outbox.counts();
      const erased = await eraseExpiredPersonalData(
        repos,
        new Date('2027-12-01T00:00:00.000Z'),
        365,
      );
      // Every outbox row of this file is from NOW (before the cutoff), but the one made later.
      const { pending, delivered, failed } = outboxBefore;
      expect(erased.outbox).toBe(pending + delivered + failed - 1);
      expect(erased.forms).toBe(formsBefore - 1);
      expect(erased.orders).toBeGreaterThanOrEqual(1);

      const after = await repos.orders.get(oldOrder.guid);
      expect(after).toEqual({
        ...oldOrder,
        customer: {
          customer_title: null,
          customer_first_name: '',
          customer_last_name: '',
          customer_email: '',
          customer_telephone: null,
          customer_current_address: null,
        },
        customer_form: null,
        application_draft: null,
        meta: {
          terms_accepted: true,
          has_finance: true,
          personal_data_erased_at: '2027-12-01T00:00:00.000Z',
        },
      });
      expect(await repos.orders.get(newer.guid)).toEqual(newerBefore);
      expect(await repos.forms.count()).toBe(1);
      expect(await repos.vehicles.byIds(STOCK.map((v) => v.stock_id))).toEqual(vehiclesBefore);
      expect((await claim('2099-01-01T00:00:00.000Z')).map((r) => r.event.id)).toEqual([kept.id]);
      // Erased once: a second run finds nothing more.
      expect(
        await eraseExpiredPersonalData(repos, new Date('2027-12-01T00:00:00.000Z'), 365),
      ).toEqual({
        forms: 0,
        orders: 0,
        outbox: 0,
        valuations: 0,
        mails: 0,
      });
    });
  });

  describe.skipIf(backend.skip)('the demo seed', () => {
    // Each test here replaces the whole stock, so it gets a store of its own rather than the one
    // the other tests share: the contract's stock, an order with its deposit and an enquiry.
    let repos: Repositories;
    let dispose: () => Promise<void> = async () => undefined;
    beforeEach(async () => {
      ({ repos, dispose } = await backend.open());
      await repos.vehicles.replaceAll(STOCK, monthlyFrom);
      const order = newOrder(STOCK[0]!.stock_id);
      await repos.orders.insert(order);
      await repos.orders.recordPayment(
        { ...order, status: 'STATUS_RESERVED', payment_type: 'OUTRIGHT_DEPOSIT' },
        {
          id: `pay-${order.guid}`,
          amount: 9_900,
          status: 'succeeded',
          created_at: NOW.toISOString(),
        },
        '4242',
      );
      await repos.forms.insert({
        form_id: '1',
        kind: 'enquiry',
        data: {},
        created_at: NOW.toISOString(),
      });
    });
    afterEach(() => dispose());

    it('counts vehicles written otherwise as the retailer’s own, the seed’s as demo', async () => {
      const before = await repos.census();
      expect(before.otherVehicles).toBe(STOCK.length);
      expect(before.demoVehicles).toBe(0);
      expect(before.orders).toBeGreaterThan(0);
      expect(before.payments).toBeGreaterThan(0);
      expect(before.leads).toBe(await repos.forms.count());
      await repos.vehicles.replaceAll(STOCK.slice(0, 3), monthlyFrom, { demo: true });
      expect(await repos.census()).toMatchObject({
        orders: 0,
        payments: 0,
        demoVehicles: 3,
        otherVehicles: 0,
      });
    });

    it('replaces stock and orders as a whole', async () => {
      const { seedDemo } = await import('../src/seed/seed.ts');
      await seedDemo(repos, { count: 25, now: NOW, rates: DEFAULT_RATE_TABLE });
      expect(await repos.vehicles.count()).toBe(25);
      expect(await repos.orders.count()).toBe(0);
      expect(await repos.content.setting('order_config')).toBeDefined();
    });
  });
});
