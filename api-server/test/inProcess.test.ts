import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShowroomClient,
  type Result,
  type ShowroomClient,
  type Vehicle,
} from '@showroom/api-client';
import {
  financeQuoteQuery,
  initialQuoteSettings,
  postSearchVehicle,
  type QuoteSettings,
} from '@showroom/core';
import { IN_PROCESS_READS, inProcessReadsOf } from '../src/index.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/**
 * The host's in-process reads (inProcess.ts) answer exactly as the API over HTTP: for each read a
 * vehicle page makes of its own, the typed client's Result through the handler equals the Result
 * the same client reads from the listening server, for ordinary, reserved and finance-less cars,
 * unknown ids and input the contract rejects (which goes over HTTP, with HTTP's own answer).
 */
describe('in-process reads', () => {
  let server: TestServer;
  /** Over HTTP, as a remote API is read. */
  let http: ShowroomClient;
  /** In-process, falling back to the same server over HTTP; `sent` counts what fell back. */
  let local: ShowroomClient;
  let sent = 0;
  let vehicles: Vehicle[];

  beforeAll(async () => {
    server = await startServer();
    http = createShowroomClient({ baseUrl: server.base });
    local = createShowroomClient({
      baseUrl: server.base,
      fetch: (input, init) => {
        sent++;
        return fetch(input, init);
      },
      inProcess: inProcessReadsOf(server.app)!,
    });
    const page = await http.searchVehicles({ resultsPerPage: 100 });
    vehicles = page.data!.data;
    // One car reserved, as a paid deposit leaves it.
    const db = new Database(server.dbPath);
    db.prepare(
      `UPDATE vehicles SET reservation_status = 'Reserved', reserved = 1 WHERE stock_id = ?`,
    ).run(vehicles[1]!.stock_id);
    db.close();
  });
  afterAll(() => server.close());

  /** Both clients' answers to `read`, and whether the in-process one went over HTTP. */
  async function both<T>(read: (api: ShowroomClient) => Promise<Result<T>>) {
    const before = sent;
    const [overHttp, inProcess] = await Promise.all([read(http), read(local)]);
    return { overHttp, inProcess, fellBack: sent > before };
  }

  const quoteQuery = (vehicle: Vehicle, settings?: Partial<QuoteSettings>) =>
    financeQuoteQuery(vehicle.stock_id, {
      ...initialQuoteSettings({ vehicle, financeDeposit: null }),
      ...settings,
    });

  it('covers every read a vehicle page makes of its own, and only reads', () => {
    expect([...IN_PROCESS_READS].sort()).toEqual(
      [
        'getNewVehicleReview',
        'getTurntable',
        'getUsedCarReview',
        'getVehicleBySlug',
        'getVehicleFinance',
        'listPosts',
      ].sort(),
    );
  });

  it('reads a vehicle by slug as HTTP does: ordinary, reserved, and an unknown slug (404)', async () => {
    const reserved = await both((api) => api.getVehicleBySlug(vehicles[1]!.slug));
    expect(reserved.inProcess.data?.reserved).toBe(true);
    for (const slug of [vehicles[0]!.slug, vehicles[1]!.slug, vehicles[7]!.slug, 'no-such-car']) {
      const { overHttp, inProcess, fellBack } = await both((api) => api.getVehicleBySlug(slug));
      expect(inProcess).toStrictEqual(overHttp);
      expect(fellBack).toBe(false);
    }
    const unknown = await both((api) => api.getVehicleBySlug('no-such-car'));
    expect(unknown.inProcess.error).toEqual({
      kind: 'not-found',
      status: 404,
      message: 'Vehicle not found.',
    });
  });

  it('a slug the contract rejects goes over HTTP and gets HTTP answer', async () => {
    const { overHttp, inProcess, fellBack } = await both((api) =>
      api.getVehicleBySlug('x'.repeat(300)),
    );
    expect(overHttp.error).toBeDefined();
    expect(inProcess).toStrictEqual(overHttp);
    expect(fellBack).toBe(true);
  });

  it('quotes finance as HTTP does, for cars with quotes, a reserved car, a car with none and an unknown id', async () => {
    const noFinance = [];
    for (const vehicle of vehicles) {
      const { overHttp, inProcess, fellBack } = await both((api) =>
        api.getVehicleFinance(quoteQuery(vehicle)),
      );
      expect(inProcess).toStrictEqual(overHttp);
      expect(fellBack).toBe(false);
      const [quotes] = overHttp.data!;
      if (!quotes?.pcpQuote && !quotes?.hpQuote && !quotes?.csQuote) noFinance.push(vehicle);
    }
    // The stock has cars the lenders do not quote: their answer is the same too.
    expect(noFinance.length).toBeGreaterThan(0);
    const settings = await both((api) =>
      api.getVehicleFinance({
        ...quoteQuery(vehicles[3]!, { term: 36, mileage: 12000 }),
        finance_type: 'HP',
        part_exchange: 1500.5,
      }),
    );
    expect(settings.inProcess).toStrictEqual(settings.overHttp);
    const unknown = await both((api) =>
      api.getVehicleFinance({ stock_ids: '999999', term: 48, mileage: 8000, deposit: 10 }),
    );
    expect(unknown.inProcess).toStrictEqual(unknown.overHttp);
    expect(unknown.inProcess.data).toEqual([]);
  });

  it('finance settings the contract rejects go over HTTP: the same 422', async () => {
    const { overHttp, inProcess, fellBack } = await both((api) =>
      api.getVehicleFinance({ stock_ids: String(vehicles[0]!.stock_id), term: -3 } as never),
    );
    expect(overHttp.error?.kind).toBe('validation');
    expect(inProcess).toStrictEqual(overHttp);
    expect(fellBack).toBe(true);
  });

  it('reads reviews, 360 frames and related articles as HTTP does', async () => {
    let reviews = 0;
    let turntables = 0;
    for (const vehicle of vehicles) {
      const kind = vehicle.advert_classification === 'NEW' ? 'NEW' : 'USED';
      const review = await both((api) => api.getReview(vehicle.slug, kind));
      expect(review.inProcess).toStrictEqual(review.overHttp);
      if (review.overHttp.data) reviews++;
      // A car without 360 frames is a 404, in-process too.
      const frames = await both((api) => api.getTurntable(vehicle.vrm));
      expect(frames.inProcess).toStrictEqual(frames.overHttp);
      if (frames.overHttp.data) turntables++;
      const posts = await both((api) =>
        api.listPosts({
          searchOptions: JSON.stringify({ vehicle: postSearchVehicle(vehicle) }),
          resultsPerPage: -1,
        }),
      );
      expect(posts.inProcess).toStrictEqual(posts.overHttp);
      expect([review.fellBack, frames.fellBack, posts.fellBack]).toEqual([false, false, false]);
    }
    expect(reviews).toBeGreaterThan(0);
    expect(turntables).toBeGreaterThan(0);
    // A handler's own 422 (search options that are not JSON) is answered in-process, as over HTTP.
    const bad = await both((api) => api.listPosts({ searchOptions: '{nope' }));
    expect(bad.inProcess.error?.kind).toBe('validation');
    expect(bad.inProcess).toStrictEqual(bad.overHttp);
  });

  it('other reads and every write still go over HTTP', async () => {
    const before = sent;
    await local.listBranches();
    await local.searchVehicles({ resultsPerPage: 1 });
    expect(sent).toBe(before + 2);
  });
});
