import type { ComponentType } from 'react';
import {
  Description,
  InfoTip,
  InformationTiles,
  RelatedPosts,
  ReviewSection,
  SimilarCars,
  SpecificationsAccordion,
  Warranty,
} from '@showroom/ui';
import type { VdpState } from '../state/pageState.ts';
import { FeaturedSection } from '../components/FeaturedSection.tsx';

/**
 * The vehicle page's parts below the deal panel, in a module of their own (decision 0716): the
 * server renders them with the page, the browser fetches this code once one of their islands is
 * needed (browser/loadPage.tsx), so a phone's first load carries only the code of what it shows.
 */
export type VdpBelowParts = {
  /** The content island's parts, from the offer to the related posts. */
  Content: ComponentType<{ state: VdpState }>;
  /** The carousels island's parts: similar cars and the featured vehicles. */
  Carousels: ComponentType<{ state: VdpState }>;
};

export function VdpContent({ state }: { state: VdpState }) {
  const { vehicle, tenant } = state;
  return (
    <>
      {state.offerHtml && <Description html={state.offerHtml} heading="This offer" />}
      <Description html={state.descriptionHtml} />
      <SpecificationsAccordion vehicle={vehicle} initialOpen="overview" />
      <div className="sr-vdp__tax">
        <p>Vehicle tax is paid to the DVLA and depends on this vehicle&apos;s registration.</p>
        <InfoTip view="vehicle-tax-info" tenant={tenant} />
      </div>
      <InformationTiles
        vehicle={vehicle}
        today={state.today}
        review={state.review}
        tenant={tenant}
        icons={state.serviceIcons}
      />
      {/* A NEW car's review: its tiles are hidden (requirement VDP-12), the review is not. */}
      <ReviewSection vehicle={vehicle} review={state.review} tenant={tenant} />
      <Warranty items={state.warranty} />
      <RelatedPosts posts={state.relatedPosts} />
    </>
  );
}

export function VdpCarousels({ state }: { state: VdpState }) {
  const { vehicle, tenant, links } = state;
  return (
    <>
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
    </>
  );
}

/** The parts themselves, as the server renders them. */
export const VDP_BELOW: VdpBelowParts = { Content: VdpContent, Carousels: VdpCarousels };
