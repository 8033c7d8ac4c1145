/**
 * A stock import in each store (VehicleRepository.importStock): SQLite and PostgreSQL do the same,
 * in one transaction. What the CLI's tests (stockImport.slow.test.ts) see through the API rests on this.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Repositories, StockImport } from '../src/db/repositories.ts';
import { StockSlugTaken } from '../src/db/stockImport.ts';
import type { OrderRecord, VehicleRecord } from '../src/model.ts';
import { demoVehicles } from '../src/seed/vehicles.ts';
import { storeBackends } from './helpers/stores.ts';
import { NOW } from './helpers/server.ts';

const backends = storeBackends('stock');

const STOCK = demoVehicles(12);
const plain = STOCK.filter((v) => !v.reserved && v.reservation_status === 'Available');
const reservedCar = STOCK.find((v) => v.reserved === true)!;
const monthlyFrom = (v: VehicleRecord) => Math.round(v.price / 50);
const AT = NOW.toISOString();
const feed = (vehicles: VehicleRecord[], options: Partial<StockImport> = {}): StockImport => ({
  vehicles,
  full: true,
  checkOnly: false,
  at: AT,
  monthlyFrom,
  ...options,
});
const order = (vehicle: number): OrderRecord => ({
  guid: `00000000-0000-4000-8000-${String(vehicle).padStart(12, '0')}`,
  status: 'STATUS_NEW',
  vehicle,
  payment_type: 'OUTRIGHT_FULL',
  products: [],
  customer: {
    customer_title: null,
    customer_first_name: 'Ada',
    customer_last_name: 'Lovelace',
    customer_email: 'ada@example.co.uk',
    customer_telephone: null,
    customer_current_address: null,
  },
  finance: null,
  customer_form: null,
  application_draft: null,
  meta: {},
  reserved_at: null,
  valuations: [],
  payments: [],
  created_at: AT,
  updated_at: AT,
});
const newCar = (stockId: number): VehicleRecord => ({
  ...plain[0]!,
  stock_id: stockId,
  slug: `new-car-${stockId}`,
  vrm: 'XY21ZZZ',
});

describe.each(backends)('stock import: $name', (backend) => {
  let repos: Repositories;
  let dispose: () => Promise<void> = async () => undefined;
  const open = async () => {
    ({ repos, dispose } = await backend.open());
    await repos.vehicles.replaceAll(STOCK, () => null);
  };
  afterEach(async () => {
    await dispose();
    dispose = async () => undefined;
  });
  const everything = { sort: 'newest', page: 1, resultsPerPage: 100 } as const;
  const searchIds = async () =>
    (await repos.vehicles.search(everything)).vehicles.map((v) => v.stock_id).sort();

  it.skipIf(backend.skip)(
    'upserts by stock id: a reserved car keeps its reservation, a car its place; a new car is newest',
    async () => {
      expect(reservedCar).toBeDefined();
      await open();
      const [a] = plain;
      const result = await repos.vehicles.importStock(
        feed(
          [
            { ...reservedCar, price: 1_234_500, reservation_status: 'Available', reserved: false },
            { ...a!, price: 999_900, colour: 'Mauve' },
            newCar(900_001),
          ],
          { full: false },
        ),
      );
      expect(result).toEqual({ added: 1, updated: 2, withdrawn: 0, deleted: 0 });
      const reserved = await repos.vehicles.byId(reservedCar.stock_id);
      expect([reserved?.price, reserved?.reserved, reserved?.reservation_status]).toEqual([
        1_234_500,
        true,
        'Reserved',
      ]);
      expect(await repos.vehicles.byId(a!.stock_id)).toMatchObject({
        price: 999_900,
        colour: 'Mauve',
      });
      const index = await repos.vehicles.index(0, 100);
      expect(index.total).toBe(STOCK.length + 1);
      expect(index.entries[0]!.stock_id).toBe(900_001);
      // The updated car kept its place in the newest order (the seed's, by stock position).
      const order = index.entries.map((e) => e.stock_id);
      expect(order.slice(1)).toEqual([...STOCK].reverse().map((v) => v.stock_id));
      expect(
        (await repos.vehicles.financeCandidates({})).find((c) => c.stock_id === a!.stock_id),
      ).toMatchObject({ price: 999_900 });
    },
  );

  it.skipIf(backend.skip)(
    'a full feed withdraws what it lacks: a car with an order, a lead or a reservation kept, the rest deleted',
    async () => {
      await open();
      const [kept, withOrder, withLead] = plain;
      await repos.orders.insert(order(withOrder!.stock_id));
      await repos.forms.insert({
        form_id: '1',
        kind: 'enquiry',
        data: { vehicle_id: String(withLead!.stock_id), first_name: 'Ada' },
        created_at: AT,
      });
      const reservedIds = STOCK.filter((v) => v.reserved === true).map((v) => v.stock_id);
      const result = await repos.vehicles.importStock(feed([kept!]));
      expect(result).toEqual({
        added: 0,
        updated: 1,
        withdrawn: 2 + reservedIds.length,
        deleted: STOCK.length - 3 - reservedIds.length,
      });
      for (const v of STOCK.filter((s) => s.stock_id !== kept!.stock_id)) {
        expect(await repos.vehicles.byId(v.stock_id)).toBeUndefined();
        expect(await repos.vehicles.bySlug(v.slug)).toBeUndefined();
      }
      expect(await repos.vehicles.byIds([withOrder!.stock_id, kept!.stock_id])).toHaveLength(1);
      expect(await searchIds()).toEqual([kept!.stock_id]);
      expect((await repos.vehicles.index(0, 100)).total).toBe(1);
      expect(await repos.vehicles.makeRangeCounts()).toEqual([
        { make: kept!.make, range: kept!.range, count: 1 },
      ]);
      expect((await repos.vehicles.financeCandidates({})).map((c) => c.stock_id)).toEqual([
        kept!.stock_id,
      ]);
      // Withdrawn, it cannot be reserved; its order is still there with it.
      expect(await repos.vehicles.reserve(withOrder!.stock_id, AT)).toBe(false);
      expect((await repos.orders.get(order(withOrder!.stock_id).guid))?.vehicle).toBe(
        withOrder!.stock_id,
      );
      // Rows kept: the three with history, and the one in stock.
      expect(await repos.vehicles.count()).toBe(1 + 2 + reservedIds.length);

      // A later feed that holds a withdrawn car brings it back, where it was in the newest order.
      const back = await repos.vehicles.importStock(feed([kept!, withOrder!]));
      expect(back).toEqual({ added: 0, updated: 2, withdrawn: 0, deleted: 0 });
      expect((await repos.vehicles.byId(withOrder!.stock_id))?.slug).toBe(withOrder!.slug);
      expect(await searchIds()).toEqual([kept!.stock_id, withOrder!.stock_id].sort());
    },
  );

  it.skipIf(backend.skip)(
    'a checked-only import says what it would do and writes nothing',
    async () => {
      await open();
      const before = await searchIds();
      const result = await repos.vehicles.importStock(
        feed([{ ...plain[0]!, price: 1 }, newCar(900_002)], { checkOnly: true }),
      );
      expect(result.added).toBe(1);
      expect(result.updated).toBe(1);
      expect(result.withdrawn + result.deleted).toBe(STOCK.length - 1);
      expect(await searchIds()).toEqual(before);
      expect((await repos.vehicles.byId(plain[0]!.stock_id))?.price).toBe(plain[0]!.price);
      expect(await repos.vehicles.byId(900_002)).toBeUndefined();
    },
  );

  it.skipIf(backend.skip)(
    'two cars of a feed may swap slugs; a slug a withdrawn car keeps refuses the import, writing nothing',
    async () => {
      await open();
      const [a, b, c] = plain;
      await repos.orders.insert(order(c!.stock_id));
      await repos.vehicles.importStock(
        feed([
          { ...a!, slug: b!.slug },
          { ...b!, slug: a!.slug },
        ]),
      );
      expect((await repos.vehicles.byId(a!.stock_id))?.slug).toBe(b!.slug);
      expect((await repos.vehicles.byId(b!.stock_id))?.slug).toBe(a!.slug);

      // c was withdrawn, kept for its order: its slug is still its own.
      const taken = repos.vehicles.importStock(feed([a!, { ...b!, slug: c!.slug, price: 1 }]));
      await expect(taken).rejects.toBeInstanceOf(StockSlugTaken);
      await expect(taken).rejects.toThrow(
        `stock_id ${b!.stock_id}: slug ${c!.slug} is held by stock_id ${c!.stock_id}`,
      );
      expect((await repos.vehicles.byId(a!.stock_id))?.slug).toBe(b!.slug);
      expect((await repos.vehicles.byId(b!.stock_id))?.price).toBe(b!.price);
    },
  );
  it.skipIf(backend.skip)(
    'the same feed again writes nothing; a changed car is written, and moves the stock version',
    async () => {
      await open();
      const cars = plain.slice(0, 4);
      const [withdrawnCar] = plain.slice(4);
      await repos.orders.insert(order(withdrawnCar!.stock_id));
      await repos.vehicles.importStock(feed(cars));
      // The stock version is SQLite's (migration 10's triggers); PostgreSQL's is a notification
      // each upsert statement sends at commit, whatever it changed (null here: no listener).
      const sqlite = backend.name === 'SQLite';
      const stock = repos.changes.stock();
      if (sqlite) expect(stock).not.toBeNull();
      const state = repos.changes.state();

      const again = await repos.vehicles.importStock(feed(cars));
      expect(again).toEqual({ added: 0, updated: 4, withdrawn: 0, deleted: 0 });
      if (sqlite) expect(repos.changes.stock()).toBe(stock);
      expect(repos.changes.state()).toBe(state);
      expect(await repos.vehicles.byId(cars[0]!.stock_id)).toEqual(cars[0]);

      // One car's price and one car's make (in capitals only: the NOCASE column still changes).
      const changed = [
        { ...cars[0]!, price: cars[0]!.price + 100 },
        { ...cars[1]!, make: cars[1]!.make.toUpperCase() },
        ...cars.slice(2),
      ];
      await repos.vehicles.importStock(feed(changed));
      if (sqlite) expect(repos.changes.stock()).not.toBe(stock);
      expect(await repos.vehicles.byId(cars[0]!.stock_id)).toMatchObject({
        price: cars[0]!.price + 100,
      });
      expect((await repos.vehicles.byId(cars[1]!.stock_id))?.make).toBe(
        cars[1]!.make.toUpperCase(),
      );
      expect(
        (await repos.vehicles.makeRangeCounts()).some(
          (c) => c.make === cars[1]!.make.toUpperCase(),
        ),
      ).toBe(true);
      expect(
        (await repos.vehicles.financeCandidates({})).find((c) => c.stock_id === cars[0]!.stock_id),
      ).toMatchObject({ price: cars[0]!.price + 100 });

      // A withdrawn car the feed holds again, unchanged, is back in stock.
      const stockBefore = repos.changes.stock();
      await repos.vehicles.importStock(feed([...changed, withdrawnCar!]));
      if (sqlite) expect(repos.changes.stock()).not.toBe(stockBefore);
      expect(await repos.vehicles.byId(withdrawnCar!.stock_id)).toEqual(withdrawnCar);
    },
  );
});
