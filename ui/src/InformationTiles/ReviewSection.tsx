import { useId } from 'react';
import { formatReview, hasReview, showInformationTiles, type TenantConfig } from '@showroom/core';
import { tenantOrDefault } from '../shared/tenant.ts';
import type { VehicleData } from '../types.ts';
import { ReviewBody } from './ReviewBody.tsx';
import '../shared/base.css';
import './InformationTiles.css';

export interface ReviewSectionProps {
  /** The vehicle, as the API sends it. */
  vehicle: VehicleData;
  /** The review provider's response (GET /api/vehiclereview/{slug}); empty or null means none. */
  review?: unknown;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
  /** The section heading, when not the component's own. */
  heading?: string;
}

/**
 * The independent review as a section of the page, for the cars whose information tiles are
 * hidden (NEW, OFFER; requirement VDP-12): a new car's review (requirement API-13) is shown all the
 * same. Where the tiles show, the review is one of them and this renders nothing, so a review is on
 * the page once.
 */
export function ReviewSection({
  vehicle,
  review,
  tenant: given,
  heading = 'Independent review',
}: ReviewSectionProps) {
  const id = useId();
  if (showInformationTiles(vehicle) || !hasReview(review)) return null;
  const tenant = tenantOrDefault(given);
  return (
    <section className="sr-review-section" aria-labelledby={id}>
      <h2 id={id} className="sr-tiles__heading">
        {heading}
      </h2>
      <ReviewBody review={formatReview(review, tenant)} tenant={tenant} />
    </section>
  );
}
