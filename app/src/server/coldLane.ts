/**
 * When a cold vehicle page may start: the page's data is not in the page cache, so it costs a
 * load, a render and a compression (5 to 15 ms of CPU on the event loop), where a page from the
 * cache costs well under a millisecond. A search engine crawling the stock asks for nothing but
 * cold pages, several at a time; answered as they arrive, each poll of the event loop would work
 * through all of them before the shoppers' requests that arrived beside them.
 *
 * So cold pages wait their turn, and the shoppers' requests go first:
 * - a cold page starts in a turn of the event loop of its own (after that turn's input has been
 *   read and answered), one per turn, in the order they came;
 * - while other requests are being answered (any response since the last cold page's turn), the
 *   next cold page waits until `gapMs` have passed since the last one started, so at least that
 *   much of the loop is left to the shoppers between two cold pages;
 * - when nothing else is answered, cold pages start one per turn, as fast as they are asked for.
 *
 * A cold page waits at most `gapMs` times the cold pages ahead of it. Only the start is gated: a
 * page whose data comes over the network (PostgreSQL, a remote API) awaits it with others in flight.
 * A shopper's own first view of a car not in the cache is a cold page too, and waits likewise.
 */
export class ColdLane {
  readonly #gapMs: number;
  readonly #now: () => number;
  readonly #onStart: (waitedMs: number) => void;
  /** Each waiting page's start, and when it asked. */
  readonly #waiting: Array<{ start: () => void; since: number }> = [];
  /** Responses the lane did not start (the shoppers' and everything else's), so far. */
  #answered = 0;
  /** `#answered` when the lane last looked. */
  #seen = 0;
  #lastStart = Number.NEGATIVE_INFINITY;
  #scheduled = false;
  #cold = new WeakSet<object>();

  constructor(
    options: {
      gapMs?: number;
      now?: () => number;
      /** Told how long each cold page waited (the metrics' histogram). */
      onStart?: (waitedMs: number) => void;
    } = {},
  ) {
    this.#gapMs = options.gapMs ?? COLD_PAGE_GAP_MS;
    this.#now = options.now ?? (() => performance.now());
    this.#onStart = options.onStart ?? (() => undefined);
  }

  /** Resolves when the cold page of `request` (any object naming it) may start. */
  turn(request: object): Promise<void> {
    this.#cold.add(request);
    return new Promise((start) => {
      if (this.#waiting.length === 0) this.#seen = this.#answered;
      this.#waiting.push({ start, since: this.#now() });
      this.#schedule(0);
    });
  }

  /** A response was sent: counted as the shoppers' unless it was a cold page's. */
  answered(request: object): void {
    if (!this.#cold.has(request)) this.#answered++;
  }

  /** Cold pages waiting to start. */
  get waiting(): number {
    return this.#waiting.length;
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
    const quiet = this.#answered === this.#seen;
    this.#seen = this.#answered;
    const since = this.#now() - this.#lastStart;
    if (!quiet && since < this.#gapMs) {
      this.#schedule(Math.max(1, Math.ceil(this.#gapMs - since)));
      return;
    }
    this.#lastStart = this.#now();
    const { start, since: asked } = this.#waiting.shift()!;
    this.#onStart(this.#lastStart - asked);
    start();
    // The next one in a later turn: this one's work runs first, then that turn's input.
    this.#schedule(0);
  };
}

/** While shoppers are answered, at least this long between the starts of two cold pages. */
export const COLD_PAGE_GAP_MS = 25;
