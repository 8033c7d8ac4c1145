import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import {
  BreadcrumbBar,
  Description,
  Gallery,
  InformationTiles,
  SpecificationsAccordion,
  WarningBanner,
} from '@showroom/ui';
import { isCompareFull, optionalExtrasBanner } from '@showroom/core';
import type { VdpState } from '../state/pageState.ts';
import { trackViewItem } from '../state/analytics.ts';
import {
  loadSavedLists,
  toggleCompareVehicle,
  toggleFavouriteVehicle,
  useStore,
} from '../state/store.ts';
import { DealPanel } from '../components/DealPanel.tsx';
import { Shell } from '../components/Shell.tsx';
import {
  FeaturedPlaceholder,
  SimilarCarsPlaceholder,
} from '../components/placeholders/CarouselsPlaceholder.tsx';
import { ListingCardPlaceholder } from '../components/placeholders/ListingCardPlaceholder.tsx';

/** The vehicle details page (spec 2), assembled from ui components and app placeholders. */
export function VdpPage({ state }: { state: VdpState }) {
  const store = useStore();
  const saved = useSnapshot(store);
  const { vehicle, tenant, links, apiOrigin } = state;
  const quote = state.finance?.pcpQuote ?? state.finance?.hpQuote ?? state.finance?.csQuote ?? null;
  const extras = optionalExtrasBanner(vehicle, tenant);

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

  return (
    <Shell siteName={tenant.siteName}>
      {/* Sanitised on the server (sanitizeHtml), so it may render as HTML there. */}
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
          onBack={goBack}
          onToggleFavourite={() => toggleFavouriteVehicle(store, vehicle.stock_id)}
          onToggleCompare={() => toggleCompareVehicle(store, vehicle.stock_id)}
        />
        <div className="sr-vdp__grid">
          <div className="sr-vdp__media">
            {extras && <p className="sr-extras">{extras}</p>}
            <Gallery vehicle={vehicle} />
          </div>
          <aside className="sr-vdp__aside" aria-label="Price and deal">
            <div className="sr-vdp__sticky">
              <ListingCardPlaceholder
                vehicle={vehicle}
                quote={quote}
                tenant={tenant}
                pagePath={links.canonical}
              />
              <DealPanel
                vehicle={vehicle}
                quote={state.finance?.pcpQuote ?? quote}
                deal={state.deal}
                tenant={tenant}
                adminFee={state.orderConfig?.admin_fee ?? vehicle.admin_fee}
              />
            </div>
          </aside>
          <div className="sr-vdp__content">
            <Description html={state.descriptionHtml} />
            <SpecificationsAccordion vehicle={vehicle} initialOpen="overview" />
            <InformationTiles vehicle={vehicle} review={state.review} tenant={tenant} />
          </div>
        </div>
        <SimilarCarsPlaceholder
          vehicles={state.similar}
          browseHref={links.browseCars}
          apiOrigin={apiOrigin}
          tenant={tenant}
        />
        <FeaturedPlaceholder groups={state.featured} apiOrigin={apiOrigin} />
      </div>
    </Shell>
  );
}
