import type { PageState } from '../state/pageState.ts';
import {
  browserSession,
  browserStorage,
  readKeptDeal,
  readStoredGuid,
} from '../state/browserStorage.ts';

/**
 * Whether the deal builder is needed as soon as the page loads: a step asked for by the query
 * (?enquiry, ?reserve, ?addpx…), a link to #deal, an order this browser already started for
 * the vehicle (its state must be restored and shown at once), or a deal this tab kept for it (the
 * page's headline leads with its quote: decision 0105). Called in the browser only (by the
 * deal's island as it hydrates, and by browser/lazyDeal.ts), so the page that passes it and the
 * browser's lazy builder share it from here rather than the page importing browser code.
 */
export function dealNeededAtOnce(state: PageState): boolean {
  if (state.page !== 'vdp') return false;
  if (state.deal.currentStep !== 'step-1' || state.deal.scrollToDeal) return true;
  if (window.location.hash === '#deal') return true;
  if (readStoredGuid(browserStorage(), state.vehicle.stock_id) !== null) return true;
  return readKeptDeal(browserSession(), state.vehicle.stock_id) !== null;
}
