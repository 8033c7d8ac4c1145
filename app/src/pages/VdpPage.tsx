import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import {
  BreadcrumbBar,
  Description,
  Gallery,
  InfoTip,
  InformationTiles,
  ListingSummaryCard,
  RelatedPosts,
  SimilarCars,
  SpecificationsAccordion,
  VehicleSummary,
  Warranty,
  WarningBanner,
} from '@showroom/ui';
import { comparePath, isCompareFull } from '@showroom/core';
import type { VdpState } from '../state/pageState.ts';
import { trackViewItem } from '../state/analytics.ts';
import {
  loadSavedLists,
  toggleCompareVehicle,
  toggleFavouriteVehicle,
  useStore,
} from '../state/store.ts';
import { dealNeededAtOnce } from '../browser/lazyDeal.ts';
import { DealBuilderSlot } from '../components/DealBuilderSlot.tsx';
import { FeaturedSection } from '../components/FeaturedSection.tsx';
import { Island } from '../components/Island.tsx';
import { Shell } from '../components/Shell.tsx';

/** The vehicle details page (spec 2), assembled from ui components. */
export function VdpPage({ state }: { state: VdpState }) {
  const store = useStore();
  const saved = useSnapshot(store);
  const { vehicle, tenant, links } = state;
  const quote = state.finance?.pcpQuote ?? state.finance?.hpQuote ?? state.finance?.csQuote ?? null;

  useEffect(() => {
    loadSavedLists(store);
  }, [store]);
  useEffect(() => {
    trackViewItem(vehicle);
  }, [vehicle]);
  useEffect(() => {
    if (state.deal.scrollToDeal) document.getElementById('deal')?.scrollIntoView();
  }, [state.deal.scrollToDeal]);

  const goBack = () => {
    const sameSite = document.referrer.startsWith(window.location.origin);
    if (sameSite && window.history.length > 1) window.history.back();
    else window.location.assign(links.search);
  };
  // The deal builder opens the step; before it runs, the page opens at the step the query names
  // (spec 2): ?enquiry, ?reserve.
  const openStep = (param: 'enquiry' | 'reserve') => {
    const actions = store.dealActions;
    if (!actions) window.location.assign(`${links.canonical}?${param}#deal`);
    else if (param === 'reserve') actions.reserve();
    else actions.enquire();
  };
  // After this shopper's deposit the summary shows the vehicle as reserved at once (spec 4). Held
  // for their payment in progress, it is still theirs to reserve (Reserve opens their payment).
  const summaryVehicle = saved.reservedByShopper
    ? { ...vehicle, reservation_status: 'Reserved', reserved: true }
    : saved.heldForShopper
      ? { ...vehicle, reservation_status: 'Available', reserved: false }
      : vehicle;

  return (
    <Shell siteName={tenant.siteName}>
      {/* Sanitised on the server (sanitizeRetailerHtml), so it may render as HTML there. */}
      <WarningBanner html={state.warningHtml} bordered={tenant.bannerBorder} trusted />
      <div className="sr-vdp">
        <BreadcrumbBar
          slug={vehicle.slug}
          vehicleName={vehicle.name}
          shareUrl={links.share}
          searchPath={links.search}
          isFavourite={saved.favourites.includes(vehicle.stock_id)}
          isComparing={saved.compare.includes(vehicle.stock_id)}
          compareFull={!saved.compare.includes(vehicle.stock_id) && isCompareFull(saved.compare)}
          compareHref={saved.compare.length > 0 ? comparePath(saved.compare) : null}
          compareCount={saved.compare.length}
          onBack={goBack}
          onToggleFavourite={() => toggleFavouriteVehicle(store, vehicle.stock_id)}
          onToggleCompare={() => toggleCompareVehicle(store, vehicle.stock_id)}
        />
        <div className="sr-vdp__grid">
          <Island name="media" className="sr-vdp__media">
            <Gallery vehicle={vehicle} turntableFrames={state.turntableFrames} />
          </Island>
          <Island name="summary" className="sr-vdp__summary">
            <VehicleSummary
              vehicle={vehicle}
              tenant={tenant}
              finance={state.finance}
              financeDisclaimerHtml={state.financeDisclaimerHtml}
            />
          </Island>
          <Island
            name="deal"
            as="aside"
            className="sr-vdp__aside"
            aria-label="Price and deal"
            atOnce={() => dealNeededAtOnce(state)}
          >
            <div className="sr-vdp__sticky">
              <ListingSummaryCard
                vehicle={summaryVehicle}
                tenant={tenant}
                searchPath={links.search}
                creditCheckUrl={quote?.QuoteActions.MotorCreditCheck ?? null}
                onEnquire={() => openStep('enquiry')}
                onReserve={() => openStep('reserve')}
              />
              <DealBuilderSlot
                vehicle={vehicle}
                quote={quote}
                deal={state.deal}
                tenant={tenant}
                adminFee={state.orderConfig?.admin_fee ?? vehicle.admin_fee}
              />
            </div>
          </Island>
          <Island name="content" className="sr-vdp__content">
            {state.offerHtml && <Description html={state.offerHtml} heading="This offer" />}
            <Description html={state.descriptionHtml} />
            <SpecificationsAccordion vehicle={vehicle} initialOpen="overview" />
            <div className="sr-vdp__tax">
              <p>
                Vehicle tax is paid to the DVLA and depends on this vehicle&apos;s registration.
              </p>
              <InfoTip view="vehicle-tax-info" tenant={tenant} />
            </div>
            <InformationTiles
              vehicle={vehicle}
              today={state.today}
              review={state.review}
              tenant={tenant}
              icons={state.serviceIcons}
            />
            <Warranty items={state.warranty} />
            <RelatedPosts posts={state.relatedPosts} />
          </Island>
        </div>
        <Island name="carousels" className="sr-vdp__carousels">
          <SimilarCars
            vehicles={state.similar}
            make={vehicle.make}
            searchPath={links.search}
            tenant={tenant}
          />
          <FeaturedSection
            viewing={vehicle.stock_id}
            groups={state.featured}
            apiOrigin={state.apiOrigin}
            searchPath={links.search}
            tenant={tenant}
          />
        </Island>
      </div>
    </Shell>
  );
}
