import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { durationSeconds, type BenchRow } from './api.ts';
import { startProduct } from './page.ts';

/** Concurrent connections (what the target is stated for). */
const CONNECTIONS = 10;
/** Vehicle pages the connections read in turn, all kept in the page cache. */
const PAGES = 8;
/** An order is made this often while the second run lasts. */
const ORDER_EVERY_MS = 500;
/** What a browser sends. */
const BROWSER = { 'accept-encoding': 'br, gzip' };

type Car = { stock_id: number; slug: string; reservation_status: string | null; reserved: boolean };
type Run = { requestsPerSecond: number; p99: number };

/** Every available car, through the API's search (100 a page). */
async function availableCars(base: string): Promise<Car[]> {
  const cars: Car[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetch(`${base}/api/v2/vehicle-search?resultsPerPage=100&page=${page}`);
    if (!answer.ok) throw new Error(`vehicle-search page ${page}: ${answer.status}`);
    const { data } = (await answer.json()) as { data: Car[] };
    cars.push(...data.filter((car) => car.reservation_status === 'Available' && !car.reserved));
    if (data.length < 100) return cars;
  }
}

/** Posts JSON; the answer's JSON, or a thrown error naming what failed. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as Record<string, unknown>;
}

/** An order for `car` and its reservation deposit paid with the test provider's card. */
async function orderAndPay(base: string, car: number): Promise<void> {
  const created = await post(
    `${base}/api/v2/website-orders/order`,
    {
      vehicle: car,
      customer_title: 'Mr',
      customer_first_name: 'Bench',
      customer_last_name: 'Shopper',
      customer_email: 'bench.shopper@example.co.uk',
      customer_telephone: '07700 900123',
      terms_accepted: true,
      products: [],
    },
    { 'idempotency-key': `bench-orders-${car}-${Date.now()}` },
  );
  const { guid } = created.data as { guid: string };
  const method = await post(`${base}/test-payment-provider/v1/payment_methods`, {
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  await post(`${base}/api/v2/website-orders/order/${guid}/payments`, {
    payment_method: method.id,
  });
}

/** CONNECTIONS connections reading `paths` in turn for BENCH_DURATION seconds; any failure throws. */
async function read(
  name: string,
  base: string,
  paths: string[],
  seconds = durationSeconds(),
): Promise<Run> {
  let next = 0;
  const result = await autocannon({
    url: base,
    headers: BROWSER,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 60,
    requests: [
      { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 || result.requests.total === 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`,
    );
  }
  return { requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99 };
}

/**
 * The page cache while orders are made (docs/decisions/0712-page-cache-per-car.md), in
 * one run on one product (`npm start` in a child process, SQLite): CONNECTIONS connections read
 * PAGES cached vehicle pages in turn for BENCH_DURATION seconds (after 5 s not measured, to warm
 * the product up), first alone, then while an order
 * is created and its deposit paid every 500 ms, each on another car that none of the pages shows
 * (not the pages' cars nor their cards). The targets: with the orders, ≥ 0.9 × the requests per
 * second alone and a p99 ≤ 1.5 × alone.
 */
export async function benchCacheOrders(): Promise<BenchRow[]> {
  // Orders come from one address every 500 ms: more than the per-client limits allow.
  const product = await startProduct({
    RATE_LIMIT_ORDERS_MAX: '1000000',
    RATE_LIMIT_PAYMENTS_PER_IP_MAX: '1000000',
  });
  try {
    const cars = await availableCars(product.base);
    const pages = cars.slice(0, PAGES).map((car) => `/vehicle-search/${car.slug}`);
    const shown = new Set<number>();
    for (const path of pages) {
      const html = await (await fetch(`${product.base}${path}`)).text();
      for (const [, id] of html.matchAll(/"stock_id":(\d+)/g)) shown.add(Number(id));
      await fetch(`${product.base}${path}`); // kept from now on
    }
    const others = cars.filter((car) => !shown.has(car.stock_id));
    const needed = Math.ceil((durationSeconds() * 1000) / ORDER_EVERY_MS) + 2;
    if (others.length < needed) {
      throw new Error(`${others.length} cars not shown on the pages: ${needed} orders need more`);
    }

    // Not measured: the product's code warmed up, so the first run is not the slower for it.
    await read('warm-up', product.base, pages, Math.min(5, durationSeconds()));
    // The machine may be shared: its load beside each run's figures.
    const loadAlone = loadavg()[0]!;
    const alone = await read('cached pages alone', product.base, pages);
    const loadWithOrders = loadavg()[0]!;

    let orders = 0;
    let failure: unknown = null;
    let stop = false;
    const ordering = (async () => {
      for (let turn = 0; !stop; turn++) {
        const started = Date.now();
        try {
          await orderAndPay(product.base, others[turn]!.stock_id);
          orders++;
        } catch (error) {
          failure ??= error;
        }
        await new Promise((r) =>
          setTimeout(r, Math.max(0, ORDER_EVERY_MS - (Date.now() - started))),
        );
      }
    })();
    const withOrders = await read('cached pages with orders', product.base, pages);
    stop = true;
    await ordering;
    if (failure) throw failure;

    const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
    return [
      {
        name: `${PAGES} cached pages, ${CONNECTIONS} connections, alone: requests per second`,
        value: alone.requestsPerSecond,
        unit: 'req/s',
      },
      { name: 'Alone: p99 latency', value: alone.p99, unit: 'ms' },
      { name: 'Alone: load average (1 min) as it began', value: loadAlone, unit: 'load' },
      {
        name: `With an order every ${ORDER_EVERY_MS} ms on other cars: requests per second`,
        value: withOrders.requestsPerSecond,
        unit: 'req/s',
      },
      { name: 'With orders: p99 latency', value: withOrders.p99, unit: 'ms' },
      {
        name: 'With orders: load average (1 min) as it began',
        value: loadWithOrders,
        unit: 'load',
      },
      { name: 'Orders created and paid during the run', value: orders, unit: 'orders' },
      {
        name: 'With orders / alone: requests per second (target ≥ 0.9)',
        value: ratio(withOrders.requestsPerSecond, alone.requestsPerSecond),
        unit: 'ratio',
      },
      {
        name: 'With orders / alone: p99 latency (target ≤ 1.5)',
        value: ratio(withOrders.p99, alone.p99),
        unit: 'ratio',
      },
    ];
  } finally {
    await product.close();
  }
}
