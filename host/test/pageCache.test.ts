import { describe, expect, it } from 'vitest';
import { PageCache, carsShown, memoPerOwner } from '../src/pageCache.ts';

/** A load that counts its calls and answers `value-N`. */
function counter() {
  let calls = 0;
  return {
    load: async () => `value-${++calls}`,
    calls: () => calls,
  };
}

describe('PageCache', () => {
  it('reuses a value while the data version is unchanged', async () => {
    const version = '1:0';
    const cache = new PageCache<string>({
      maxEntries: 10,
      maxAgeMs: 60_000,
      version: () => version,
    });
    const source = counter();
    expect(await cache.get('a', source.load)).toBe('value-1');
    expect(await cache.get('a', source.load)).toBe('value-1');
    expect(source.calls()).toBe(1);
  });

  it('loads again once the data version moves', async () => {
    let version = '1:0';
    const cache = new PageCache<string>({
      maxEntries: 10,
      maxAgeMs: 60_000,
      version: () => version,
    });
    const source = counter();
    await cache.get('a', source.load);
    version = '1:1';
    expect(await cache.get('a', source.load)).toBe('value-2');
    expect(await cache.get('a', source.load)).toBe('value-2');
    expect(source.calls()).toBe(2);
  });

  it('keeps a value loaded while a write landed under the version read before the load', async () => {
    let version = '1:0';
    const cache = new PageCache<string>({
      maxEntries: 10,
      maxAgeMs: 60_000,
      version: () => version,
    });
    let calls = 0;
    const load = async () => {
      calls++;
      version = `1:${calls}`; // the data changes while this load runs
      return `value-${calls}`;
    };
    await cache.get('a', load);
    // The entry was stored under 1:0; the version is 1:1 now, so it is not used.
    expect(await cache.get('a', load)).toBe('value-2');
  });

  it('loads again once an entry is older than maxAgeMs, even with no version', async () => {
    let now = 1_000;
    const cache = new PageCache<string>({ maxEntries: 10, maxAgeMs: 10_000, now: () => now });
    const source = counter();
    await cache.get('a', source.load);
    now += 9_999;
    expect(await cache.get('a', source.load)).toBe('value-1');
    now += 1;
    expect(await cache.get('a', source.load)).toBe('value-2');
  });

  it('shares one load between concurrent requests for the same key', async () => {
    const cache = new PageCache<string>({ maxEntries: 10, maxAgeMs: 60_000, version: () => 'v' });
    const source = counter();
    const values = await Promise.all([1, 2, 3, 4].map(() => cache.get('a', source.load)));
    expect(values).toEqual(['value-1', 'value-1', 'value-1', 'value-1']);
    expect(source.calls()).toBe(1);
  });

  it('does not keep values that keep() refuses, nor failed loads', async () => {
    const cache = new PageCache<string>({ maxEntries: 10, maxAgeMs: 60_000, version: () => 'v' });
    const source = counter();
    await cache.get('a', source.load, () => false);
    await Promise.resolve();
    expect(cache.size).toBe(0);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get('b', source.load)).toBe('value-2');
  });

  it('caches nothing when the version cannot be told or the age is 0', async () => {
    const unknown = new PageCache<string>({
      maxEntries: 10,
      maxAgeMs: 60_000,
      version: () => null,
    });
    const off = new PageCache<string>({ maxEntries: 10, maxAgeMs: 0 });
    for (const cache of [unknown, off]) {
      const source = counter();
      await cache.get('a', source.load);
      await cache.get('a', source.load);
      expect(source.calls()).toBe(2);
      expect(cache.size).toBe(0);
    }
  });

  it('holds at most maxEntries, dropping the least recently used of those viewed once first', async () => {
    const cache = new PageCache<string>({ maxEntries: 3, maxAgeMs: 60_000, version: () => 'v' });
    const loads: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return key;
      });
    for (const key of ['a', 'b', 'c', 'd']) await get(key);
    expect(cache.size).toBe(3);
    loads.length = 0;
    await get('d');
    await get('c');
    await get('b');
    expect(loads).toEqual([]);
    await get('a');
    expect(loads).toEqual(['a']);
  });

  it('keeps pages viewed again through a crawl of pages each viewed once', async () => {
    const cache = new PageCache<string>({ maxEntries: 10, maxAgeMs: 60_000, version: () => 'v' });
    const loads: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return key;
      });
    const hot = ['hot-1', 'hot-2', 'hot-3'];
    for (const key of [...hot, ...hot]) await get(key);
    // A crawler reads 1,000 other pages once each, far more than the cache holds.
    for (let i = 0; i < 1000; i++) await get(`crawled-${i}`);
    expect(cache.size).toBe(10);
    loads.length = 0;
    for (const key of hot) await get(key);
    expect(loads).toEqual([]);
    // The crawl's latest pages are still there too, for a crawler that comes straight back.
    await get('crawled-999');
    expect(loads).toEqual([]);
  });

  it('lets a page viewed again age out once the pages viewed again outnumber its share', async () => {
    const cache = new PageCache<string>({ maxEntries: 5, maxAgeMs: 60_000, version: () => 'v' });
    const loads: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return key;
      });
    await get('old');
    await get('old');
    // Four newer pages viewed twice each fill the protected share (4 of 5): 'old' is demoted…
    for (const key of ['p', 'q', 'r', 's']) {
      await get(key);
      await get(key);
    }
    // …and a page viewed once then pushes it out.
    await get('once');
    loads.length = 0;
    for (const key of ['p', 'q', 'r', 's', 'once']) await get(key);
    expect(loads).toEqual([]);
    await get('old');
    expect(loads).toEqual(['old']);
  });
});

describe('memoPerOwner', () => {
  it('computes once per owner and key, at most perOwner values, none across owners', () => {
    const memo = memoPerOwner<string>(2);
    let computed = 0;
    const compute = (text: string) => () => {
      computed++;
      return text;
    };
    const owner = {};
    expect(memo(owner, 'x', compute('x'))).toBe('x');
    expect(memo(owner, 'x', compute('changed'))).toBe('x');
    expect(computed).toBe(1);
    memo(owner, 'y', compute('y'));
    memo(owner, 'z', compute('z')); // drops x, the oldest
    expect(memo(owner, 'x', compute('x again'))).toBe('x again');
    expect(memo({}, 'y', compute('other owner'))).toBe('other owner');
  });
});

describe("PageCache following cars' states (decision 0712)", () => {
  /** A store's states: a counter, and each car's value of it at its last change. */
  function states() {
    let now = 0;
    const cars = new Map<number, number>();
    return {
      now: () => now,
      of: (car: number) => cars.get(car) ?? 0,
      change: (car: number) => cars.set(car, ++now),
    };
  }
  type Page = { vehicle: { stock_id: number }; cards: { stock_id: number }[] };
  const page = (car: number, cards: number[]): Page => ({
    vehicle: { stock_id: car },
    cards: cards.map((stock_id) => ({ stock_id })),
  });

  it('keeps an entry through a change of a car it does not show, drops it on one it shows', async () => {
    const s = states();
    const cache = new PageCache<Page>({
      maxEntries: 10,
      maxAgeMs: 60_000,
      version: () => 'stock-1',
      states: s,
      shows: carsShown,
    });
    let loads = 0;
    const load = async () => (loads++, page(1, [2, 3]));
    await cache.get('a', load);
    s.change(9);
    await cache.get('a', load);
    expect(loads).toBe(1);
    s.change(3); // a card's car
    await cache.get('a', load);
    expect(loads).toBe(2);
    s.change(1); // the page's own car
    await cache.get('a', load);
    expect(loads).toBe(3);
    await cache.get('a', load);
    expect(loads).toBe(3);
  });

  it('drops an entry on any change of state while it is loading, and when `shows` cannot tell', async () => {
    const s = states();
    const releases: (() => void)[] = [];
    const cache = new PageCache<Page | null>({
      maxEntries: 10,
      maxAgeMs: 60_000,
      version: () => 'stock-1',
      states: s,
      shows: (value) => (value ? carsShown(value) : null),
    });
    let loads = 0;
    const slow = () =>
      new Promise<Page>((done) => {
        loads++;
        releases.push(() => done(page(1, [])));
      });
    const first = cache.get('a', slow);
    s.change(9); // while loading: the load may have read car 9's old state
    const second = cache.get('a', slow);
    expect(loads).toBe(2);
    for (const release of releases) release();
    await Promise.all([first, second]);

    const unknown = async () => (loads++, null);
    await cache.get('b', unknown);
    s.change(42);
    await cache.get('b', unknown);
    expect(loads).toBe(4);
  });

  it('names every stock id in a value, however deep', () => {
    expect(
      carsShown({ vehicle: { stock_id: 1 }, groups: [{ vehicles: [{ stock_id: 2 }] }], id: 3 }),
    ).toEqual([1, 2]);
  });
});
