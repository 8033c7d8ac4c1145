import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TenantConfig } from '@showroom/core';
import { Carousel, FEATURED_CAROUSEL } from '../Carousel/index.ts';
import { VehicleCard } from '../VehicleCard/index.ts';
import type { VehicleData } from '../types.ts';
import '../shared/base.css';
import './FeaturedVehicles.css';

export interface FeaturedVehiclesTab {
  label: string;
  /** The tab's vehicles; null while they load (a tab's vehicles may be fetched when chosen). */
  vehicles: readonly VehicleData[] | null;
  view_all_link_url?: string | null;
  view_all_link_text?: string | null;
}

export interface FeaturedVehiclesProps {
  /** The section heading (default 'Featured vehicles'). */
  heading?: string;
  /** The tabs, each with its vehicles (null while they load). */
  tabs: readonly FeaturedVehiclesTab[];
  /** The search page's path, for links to search results. */
  searchPath?: string;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
  /** A tab was chosen (e.g. to load its vehicles). */
  onTabChange?: (index: number) => void;
}

/** Featured vehicles: ARIA tabs (arrow keys, Home, End), each tab a carousel and a view-all link. */
export function FeaturedVehicles({
  heading = 'Featured vehicles',
  tabs,
  searchPath,
  tenant,
  onTabChange,
}: FeaturedVehiclesProps) {
  const [active, setActive] = useState(0);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0) return null;

  const choose = (index: number) => {
    setActive(index);
    onTabChange?.(index);
  };
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    choose(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <section className="sr-featured" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="sr-featured__heading">
        {heading}
      </h2>
      <div className="sr-featured__tabs" role="tablist" aria-label={heading}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            className="sr-featured__tab"
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => choose(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          id={`${id}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          className="sr-featured__panel"
        >
          {index === active && tab.vehicles === null && (
            <p className="sr-featured__status" role="status">
              Loading vehicles…
            </p>
          )}
          {index === active && tab.vehicles?.length === 0 && (
            <p className="sr-featured__status">No vehicles to show here just now.</p>
          )}
          {index === active && tab.vehicles && tab.vehicles.length > 0 && (
            <Carousel
              heading={tab.label}
              headingLevel={3}
              hideHeading
              options={FEATURED_CAROUSEL}
              slides={tab.vehicles.map((vehicle) => ({
                key: vehicle.slug ?? String(vehicle.stock_id),
                content: (
                  <VehicleCard
                    vehicle={vehicle}
                    tenant={tenant}
                    searchPath={searchPath}
                    headingLevel={4}
                  />
                ),
              }))}
              footer={
                tab.view_all_link_url ? (
                  <a className="sr-btn" href={tab.view_all_link_url}>
                    {tab.view_all_link_text || `View all ${tab.label.toLowerCase()}`}
                  </a>
                ) : null
              }
            />
          )}
        </div>
      ))}
    </section>
  );
}
