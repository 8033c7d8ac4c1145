import type { PageState } from '../state/pageState.ts';
import { browserStorage, readStoredGuid } from '../state/browserStorage.ts';

/**
 * Whether the deal builder is needed as soon as the page loads: a step asked for by the query
 * (?enquiry, ?reserve, ?addpx…), a link to #deal, or an order this browser already started for
 * the vehicle (its state must be restored and shown at once). Called in the browser only (by the
 * deal's island as it hydrates, and by browser/lazyDeal.ts), so the page that passes it and the
 * browser's lazy builder share it from here rather than the page importing browser code.
 */
export function dealNeededAtOnce(state: PageState): boolean {
  if (state.page !== 'vdp') return false;
  if (state.deal.currentStep !== 'step-1' || state.deal.scrollToDeal) return true;
  if (window.location.hash === '#deal') return true;
  return readStoredGuid(browserStorage(), state.vehicle.stock_id) !== null;
}
