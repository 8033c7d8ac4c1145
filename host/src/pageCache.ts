/**
 * A small bounded cache for what the host loads for a page (requirement ARCH-7: the
 * data still comes through api-client; this only avoids loading it again when nothing changed).
 *
 * An entry is used only while
 * - the data version it was loaded under is still the current one (the embedded API's stock
 *   version from buildApi's `changes`: it moves on every write of stock or content, by this
 *   process or another),
 * - none of the cars it shows changed state (a reservation, by an order, a hold or a payment)
 *   since its load began (decision 0712: an order on one car leaves the other cars' pages kept), and
 * - it is younger than `maxAgeMs`, so anything that depends on the clock is never stale for long
 *   (with a remote API there is no version and this age is the only limit).
 *
 * At most `maxEntries` entries are kept, in two segments (a segmented LRU), so a stream of pages
 * each viewed once (a search engine crawling the stock) cannot flush the pages shoppers come back
 * to:
 * - a new entry starts on probation; probation's least recently used entry is dropped first;
 * - an entry used again while on probation is promoted to the protected segment, which holds at
 *   most `PROTECTED_SHARE` of `maxEntries`; when it is full its least recently used entry goes
 *   back to probation (the most recently used end), so a page that stops being viewed still ages
 *   out;
 * - an entry reloaded because its version or age ran out stays in its segment.
 * Concurrent requests for the same key share one load. A load that rejects, or whose value `keep`
 * refuses (a 404, a failed load), is not kept.
 */
export type PageCacheOptions<T = unknown> = {
  /** Most entries kept. */
  maxEntries: number;
  /** Longest an entry is used, in milliseconds. 0 turns the cache off. */
  maxAgeMs: number;
  /**
   * The current data version; an entry loaded under another version is not used. A function that
   * returns null means "cannot tell right now" (nothing is cached). Leave out for age-only caching.
   */
  version?: () => string | null;
  /**
   * Cars' states, when `version` leaves them out (decision 0712: the embedded API's stock version
   * and each car's state version). An entry is then used only while none of the cars its value
   * shows (`shows`) changed state since its load began; one whose cars are not known yet (still
   * loading) or that `shows` cannot name, only while no car changed state at all.
   */
  states?: {
    /** The counter of state changes, read before a load. */
    now: () => number;
    /** The counter's value at this car's last change of state. */
    of: (stockId: number) => number;
  };
  /** The stock ids of the cars whose state `value` shows; null: cannot tell (depends on all). */
  shows?: (value: T) => readonly number[] | null;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  /** Told of each lookup: a hit (kept or in-flight data used) or a miss (loaded); metrics count them. */
  onLookup?: (result: 'hit' | 'miss') => void;
};

type Entry<T> = {
  version: string | null;
  at: number;
  value: Promise<T>;
  /** `states.now()` before the load began. */
  stateAt: number;
  /** The cars the value shows, once loaded (undefined before; null: every car). */
  cars?: readonly number[] | null;
};

/** The share of a cache's entries kept for entries used more than once (the protected segment). */
export const PROTECTED_SHARE = 0.8;

export class PageCache<T> {
  /** Entries used once since they were loaded, least recently used first. */
  readonly #probation = new Map<string, Entry<T>>();
  /** Entries used again while on probation, least recently used first. */
  readonly #protected = new Map<string, Entry<T>>();
  readonly #options: PageCacheOptions<T>;
  readonly #now: () => number;
  readonly #protectedMax: number;

  constructor(options: PageCacheOptions<T>) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#protectedMax = Math.floor(options.maxEntries * PROTECTED_SHARE);
  }

  /** Entries held right now (loads in flight included). */
  get size(): number {
    return this.#probation.size + this.#protected.size;
  }

  /** Whether anything is ever kept (a positive size and age). */
  get enabled(): boolean {
    return this.#options.maxEntries > 0 && this.#options.maxAgeMs > 0;
  }

  /**
   * The value for `key`: the kept one while its version and age allow, otherwise `load()`'s (kept
   * for the next caller when `keep(value)` says so).
   */
  get(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (!this.enabled) return this.#miss(load);
    // Read before loading: a write that lands during the load moves the version, so the entry is
    // already outdated for the next caller rather than wrongly current.
    const version = this.#options.version ? this.#options.version() : null;
    if (this.#options.version && version === null) return this.#miss(load);
    const now = this.#now();
    const wasProtected = this.#protected.get(key);
    const found = wasProtected ?? this.#probation.get(key);
    if (found) {
      (wasProtected ? this.#protected : this.#probation).delete(key);
      if (
        found.version === version &&
        now - found.at < this.#options.maxAgeMs &&
        this.#statesUnchanged(found)
      ) {
        // Used again: protected from now on (the most recently used there).
        this.#protect(key, found);
        this.#options.onLookup?.('hit');
        return found.value;
      }
    }
    this.#options.onLookup?.('miss');
    const stateAt = this.#options.states?.now() ?? 0;
    const entry: Entry<T> = { version, at: now, value: load(), stateAt };
    if (wasProtected) this.#protect(key, entry);
    else this.#probation.set(key, entry);
    while (this.size > this.#options.maxEntries) {
      const segment = this.#probation.size > 0 ? this.#probation : this.#protected;
      segment.delete(segment.keys().next().value!);
    }
    const forget = () => {
      if (this.#probation.get(key) === entry) this.#probation.delete(key);
      if (this.#protected.get(key) === entry) this.#protected.delete(key);
    };
    entry.value.then((value) => {
      if (!keep(value)) forget();
      else if (this.#options.states) entry.cars = this.#options.shows?.(value) ?? null;
    }, forget);
    return entry.value;
  }

  /** Whether no car the entry shows changed state since its load began. */
  #statesUnchanged(entry: Entry<T>): boolean {
    const states = this.#options.states;
    if (!states) return true;
    if (!entry.cars) return states.now() === entry.stateAt;
    for (const car of entry.cars) if (states.of(car) > entry.stateAt) return false;
    return true;
  }

  #protect(key: string, entry: Entry<T>): void {
    this.#protected.set(key, entry);
    while (this.#protected.size > this.#protectedMax) {
      const oldest = this.#protected.keys().next().value!;
      const demoted = this.#protected.get(oldest)!;
      this.#protected.delete(oldest);
      this.#probation.set(oldest, demoted);
    }
  }

  #miss(load: () => Promise<T>): Promise<T> {
    this.#options.onLookup?.('miss');
    return load();
  }

  /** Drops every entry. */
  clear(): void {
    this.#probation.clear();
    this.#protected.clear();
  }
}

/**
 * Derived values memoised per owner object (e.g. a page's rendered markup per cached page data):
 * they live exactly as long as the owner, so a reloaded owner never meets an old value. At most
 * `perOwner` values per owner, the oldest dropped first.
 */
export function memoPerOwner<V>(perOwner: number) {
  const values = new WeakMap<object, Map<string, V>>();
  return (owner: object, key: string, compute: () => V): V => {
    let forOwner = values.get(owner);
    if (!forOwner) values.set(owner, (forOwner = new Map()));
    if (forOwner.has(key)) return forOwner.get(key)!;
    const value = compute();
    forOwner.set(key, value);
    while (forOwner.size > perOwner) forOwner.delete(forOwner.keys().next().value!);
    return value;
  };
}

/**
 * The stock ids of every car a loaded value shows (the vehicle of a page, the cards of its similar
 * cars and featured tabs, a search's results): every `stock_id` in it, however deep. A page shows
 * a car's state only with the car, and a car always carries its stock id.
 */
export function carsShown(value: unknown): number[] {
  const found = new Set<number>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (key === 'stock_id' && typeof item === 'number') found.add(item);
        else visit(item);
      }
    }
  };
  visit(value);
  return [...found];
}
