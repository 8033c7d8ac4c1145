import { renderToString } from 'react-dom/server';
import { VehicleCardContent, type CardMarkup, type VehicleCardProps } from '@showroom/ui';

/** Cards' markup kept per tenant, at most: about 1 KB each. */
export const CARD_MARKUP_ENTRIES = 2_000;

/**
 * What a card's markup depends on besides its tenant, as a key; null for a card that is not kept
 * (a search result's: the first is the page's priority image, a monthly figure's
 * representative example names its region by a per-page id, and Save and Compare are the shopper's).
 */
function cardKey(props: VehicleCardProps): string | null {
  if (props.priority || props.monthly || props.actions) return null;
  return JSON.stringify([
    props.vehicle,
    props.searchPath ?? null,
    props.headingLevel ?? 3,
    props.href ?? null,
  ]);
}

/**
 * The markup of vehicle cards, kept between pages (server only). A vehicle page's carousels show
 * the same cars on page after page (the similar cars of a make and class, the featured tabs), and
 * rendering their cards was a quarter of a cold page's render. A card is kept by everything its
 * markup depends on (its vehicle's card data, tenant and props), so a car whose price or
 * reservation changes is a new card, never a stale one; the least recently used go first.
 */
export class CardMarkupCache {
  /** Markup by tenant and card key, the least recently used first. */
  readonly #kept = new Map<string, string>();
  /** A short name per tenant configuration (equal configurations share it), by object. */
  readonly #tenantIds = new WeakMap<object, string>();
  readonly #tenantIdsByContent = new Map<string, string>();
  readonly #maxEntries: number;
  hits = 0;
  misses = 0;

  constructor(maxEntries = CARD_MARKUP_ENTRIES) {
    this.#maxEntries = maxEntries;
  }

  #tenantId(tenant: object | undefined): string {
    if (!tenant) return '';
    let id = this.#tenantIds.get(tenant);
    if (id === undefined) {
      const content = JSON.stringify(tenant);
      id = this.#tenantIdsByContent.get(content);
      if (id === undefined) {
        id = String(this.#tenantIdsByContent.size + 1);
        this.#tenantIdsByContent.set(content, id);
      }
      this.#tenantIds.set(tenant, id);
    }
    return id;
  }

  /**
   * One page's CardMarkup (the kept markup of the cards it has), and `keep`, to call once the page
   * has rendered: it renders and keeps the cards the page did not find. (A card cannot be rendered
   * on its own while the page is rendering: React renders one tree at a time.)
   */
  forPage(): { markup: CardMarkup; keep: () => void } {
    const missed: { key: string; props: VehicleCardProps }[] = [];
    const markup: CardMarkup = (props) => {
      const card = cardKey(props);
      if (card === null) return undefined;
      const key = `${this.#tenantId(props.tenant)}\0${card}`;
      const found = this.#kept.get(key);
      if (found === undefined) {
        this.misses++;
        missed.push({ key, props });
        return undefined;
      }
      this.hits++;
      // Most recently used last: the first in the map is the one to drop.
      this.#kept.delete(key);
      this.#kept.set(key, found);
      return found;
    };
    const keep = () => {
      for (const { key, props } of missed) {
        this.#kept.set(key, renderToString(<VehicleCardContent {...props} />));
        if (this.#kept.size > this.#maxEntries) this.#kept.delete(this.#kept.keys().next().value!);
      }
    };
    return { markup, keep };
  }
}
