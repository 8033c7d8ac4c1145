/**
 * When a cold vehicle page may go on: the page's data is not in the page cache, so it costs a
 * load, a render and a compression (5 to 15 ms of CPU on the event loop), where a page from the
 * cache costs well under a millisecond. A search engine crawling the stock asks for nothing but
 * cold pages, several at a time; answered as they arrive, each poll of the event loop would work
 * through all of them before the shoppers' requests that arrived beside them.
 *
 * So cold pages wait their turn, and the shoppers' requests go first:
 * - a cold page takes two steps, its data and then its render and compression, each in a turn of
 *   the event loop of its own (after that turn's input has been read and answered), one step per
 *   turn, in the order they were asked for;
 * - while shoppers' requests arrive (any request on a socket since the lane last looked that did
 *   not turn out cold itself), the next step waits until `gapMs` have passed since the last one
 *   started, so at least that much of the loop is left to the shoppers between two cold steps;
 * - when none arrive, steps start one per turn, as fast as they are asked for.
 *
 * A cold page waits at most about `gapMs` times the steps ahead of it. Only the start of a step is
 * gated: a page whose data comes over the network (PostgreSQL, a remote API) awaits it with others
 * in flight. A shopper's own first view of a car not in the cache is a cold page too, and waits
 * likewise.
 */
export class ColdLane {
  readonly #gapMs: number;
  readonly #now: () => number;
  readonly #onStart: (waitedMs: number) => void;
  /** Each waiting step's start, and when it asked. */
  readonly #waiting: Array<{ start: () => void; since: number; first: boolean }> = [];
  /** Requests arrived on a socket so far, and those of them that turned out cold. */
  #arrived = 0;
  #arrivedCold = 0;
  /** The shoppers' arrivals (`#arrived - #arrivedCold`) when the lane last looked. */
  #seen = 0;
  #lastStart = Number.NEGATIVE_INFINITY;
  #scheduled = false;
  /** Requests counted by `arrived` that have not (yet) turned out cold. */
  readonly #counted = new WeakSet<object>();
  /** Requests that have asked the lane for a turn. */
  readonly #cold = new WeakSet<object>();

  constructor(
    options: {
      gapMs?: number;
      now?: () => number;
      /** Told how long each cold page waited for its first turn (the metrics' histogram). */
      onStart?: (waitedMs: number) => void;
    } = {},
  ) {
    this.#gapMs = options.gapMs ?? COLD_PAGE_GAP_MS;
    this.#now = options.now ?? (() => performance.now());
    this.#onStart = options.onStart ?? (() => undefined);
  }

  /**
   * A request arrived on a socket: a shopper's, unless it asks for a turn while it is handled
   * (in the same turn of the loop, as a page not in the cache does).
   */
  arrived(request: object): void {
    this.#counted.add(request);
    this.#arrived++;
  }

  /**
   * Resolves when the next step of the cold page of `request` (any object naming it) may start:
   * its data, then (asked again) its render and compression, each in a turn of its own.
   */
  turn(request: object): Promise<void> {
    const first = !this.#cold.has(request);
    this.#cold.add(request);
    if (this.#counted.delete(request)) this.#arrivedCold++;
    return new Promise((start) => {
      if (this.#waiting.length === 0) this.#seen = this.#shoppers();
      this.#waiting.push({ start, since: this.#now(), first });
      this.#schedule(0);
    });
  }

  /** Whether `request` has asked for a turn (its page was not in the cache). */
  isCold(request: object): boolean {
    return this.#cold.has(request);
  }

  /** Steps of cold pages waiting to start. */
  get waiting(): number {
    return this.#waiting.length;
  }

  #shoppers(): number {
    return this.#arrived - this.#arrivedCold;
  }

  #schedule(delayMs: number) {
    if (this.#scheduled || this.#waiting.length === 0) return;
    this.#scheduled = true;
    if (delayMs > 0) setTimeout(this.#tick, delayMs);
    else setImmediate(this.#tick);
  }

  readonly #tick = () => {
    this.#scheduled = false;
    if (this.#waiting.length === 0) return;
    const shoppers = this.#shoppers();
    const quiet = shoppers === this.#seen;
    this.#seen = shoppers;
    const since = this.#now() - this.#lastStart;
    if (!quiet && since < this.#gapMs) {
      this.#schedule(Math.max(1, Math.ceil(this.#gapMs - since)));
      return;
    }
    this.#lastStart = this.#now();
    const { start, since: asked, first } = this.#waiting.shift()!;
    if (first) this.#onStart(this.#lastStart - asked);
    start();
    // The next one in a later turn: this one's work runs first, then that turn's input.
    this.#schedule(0);
  };
}

/** While shoppers' requests arrive, at least this long between two cold pages' steps. */
export const COLD_PAGE_GAP_MS = 25;
