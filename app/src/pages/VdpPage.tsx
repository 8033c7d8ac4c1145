import { useEffect } from 'react';
import { vdpBroker } from '../state/broker.ts';
import type { VdpState } from '../state/pageState.ts';
import type { VdpBelowParts } from './VdpBelow.tsx';
import { trackViewItem } from '../state/analytics.ts';
import { DealBuilderSlot } from '../components/DealBuilderSlot.tsx';
import { dealNeededAtOnce } from '../components/dealNeeded.ts';
import { Island } from '../components/Island.tsx';
import { Shell } from '../components/Shell.tsx';
import { GalleryTagFollower, ShopperGallery } from '../components/ShopperGallery.tsx';
import { ShopperListingSummary } from '../components/ShopperListingSummary.tsx';
import { HeadlineFollower, ShopperVehicleSummary } from '../components/ShopperVehicleSummary.tsx';
import { ShopperWarningBanner } from '../components/ShopperWarningBanner.tsx';
import { PhoneDealBarSlot } from '../components/PhoneDealBarSlot.tsx';
import { VehicleActions } from '../components/VehicleActions.tsx';

/** In place of the deal on a retailer's preview (POST /preview/vehicle): nothing to order from. */
function PreviewNotice() {
  return (
    <section className="sr-notice sr-vdp__preview" aria-label="Preview">
      <h2>Preview: ordering is off</h2>
      <p>
        This is how the page of this vehicle will look. Finance figures, the deal builder, reserving
        and enquiries appear once the vehicle is in stock.
      </p>
    </section>
  );
}

/**
 * The vehicle details page (requirements VDP-1 to VDP-21), assembled from ui components. The page
 * itself reads nothing the shopper changes (saved lists, the deal's reservation): the small parts
 * that show those (the action bar, the gallery's tag, the listing summary) read the store
 * themselves, so a change re-renders them and never the page and its islands. `below` is the parts
 * under the deal panel (VdpBelow.tsx): the modules themselves on the server, lazy ones in the
 * browser, whose code is fetched when their island is needed.
 */
export function VdpPage({ state, below }: { state: VdpState; below: VdpBelowParts }) {
  const { vehicle, tenant, links } = state;
  // Opened from a search with its finance settings: the headline is the deal's quote (a deal the
  // tab kept for the car replaces it once its quote comes: ShopperVehicleSummary).
  const chosenProduct =
    Object.keys(state.deal.filters).length > 0 ? state.financeFor.financeType : null;
  const quote = state.finance?.pcpQuote ?? state.finance?.hpQuote ?? state.finance?.csQuote ?? null;

  useEffect(() => {
    trackViewItem(vehicle);
  }, [vehicle]);
  useEffect(() => {
    if (state.deal.scrollToDeal) document.getElementById('deal')?.scrollIntoView();
  }, [state.deal.scrollToDeal]);

  return (
    <Shell siteName={tenant.siteName}>
      {/* Sanitised on the server (sanitizeRetailerHtml), so it may render as HTML there. */}
      <ShopperWarningBanner
        vehicle={vehicle}
        html={state.warningHtml}
        bordered={tenant.bannerBorder}
        trusted
      />
      <div className="sr-vdp">
        {!state.preview && (
          <VehicleActions
            stockId={vehicle.stock_id}
            slug={vehicle.slug}
            vehicleName={vehicle.name}
            shareUrl={links.share}
            searchPath={links.search}
          />
        )}
        <GalleryTagFollower island="media" vehicle={vehicle} />
        <HeadlineFollower island="summary" />
        {!state.preview && (
          <PhoneDealBarSlot
            vehicle={vehicle}
            finance={state.finance}
            tenant={tenant}
            chosenProduct={chosenProduct}
          />
        )}
        <div className="sr-vdp__grid">
          <Island name="media" className="sr-vdp__media">
            <ShopperGallery vehicle={vehicle} turntableFrames={state.turntableFrames} />
          </Island>
          <Island name="summary" className="sr-vdp__summary">
            <ShopperVehicleSummary
              vehicle={vehicle}
              tenant={tenant}
              broker={vdpBroker(state)}
              finance={state.finance}
              chosenProduct={chosenProduct}
              financeDisclaimerHtml={state.financeDisclaimerHtml}
            />
          </Island>
          <Island
            name="deal"
            as="aside"
            className="sr-vdp__aside"
            aria-label="Price and deal"
            atOnce={() => dealNeededAtOnce(state)}
            neededOncePassed
          >
            <div className="sr-vdp__sticky">
              {state.preview ? (
                <PreviewNotice />
              ) : (
                <>
                  <ShopperListingSummary
                    vehicle={vehicle}
                    tenant={tenant}
                    searchPath={links.search}
                    creditCheckUrl={quote?.QuoteActions.MotorCreditCheck ?? null}
                    canonical={links.canonical}
                  />
                  <DealBuilderSlot
                    vehicle={vehicle}
                    quote={quote}
                    deal={state.deal}
                    tenant={tenant}
                  />
                </>
              )}
            </div>
          </Island>
          <Island name="content" className="sr-vdp__content" codeLater>
            <below.Content state={state} />
          </Island>
        </div>
        <Island name="carousels" className="sr-vdp__carousels" codeLater>
          <below.Carousels state={state} />
        </Island>
      </div>
    </Shell>
  );
}
