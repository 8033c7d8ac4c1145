import { useId, useState } from 'react';
import { specificationDrawers, type DrawerKey } from '@showroom/core';
import type { VehicleData } from '../types.ts';
import '../shared/base.css';
import './SpecificationsAccordion.css';

export interface SpecificationsAccordionProps {
  /** The vehicle, as the API sends it. */
  vehicle: VehicleData;
  /** The section heading, when not the component's own. */
  heading?: string;
  /** Level of the component's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** The drawer open at first (requirement VDP-11: the overview). */
  initialOpen?: DrawerKey | null;
}

/**
 * Specification drawers; one open at a time, and toggling the open one closes all (requirement
 * VDP-11).
 */
export function SpecificationsAccordion({
  vehicle,
  heading = 'Specifications',
  headingLevel = 2,
  initialOpen = 'overview',
}: SpecificationsAccordionProps) {
  const [open, setOpen] = useState<DrawerKey | null>(initialOpen);
  const id = useId();
  const drawers = specificationDrawers(vehicle);
  const Heading = `h${headingLevel}` as const;
  const DrawerHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  if (drawers.length === 0) return null;

  return (
    <section className="sr-specs" aria-label={heading}>
      <Heading className="sr-specs__heading">{heading}</Heading>
      {drawers.map((drawer) => {
        const expanded = open === drawer.key;
        const buttonId = `${id}-${drawer.key}-button`;
        const panelId = `${id}-${drawer.key}-panel`;
        return (
          <div key={drawer.key} className="sr-specs__drawer">
            <DrawerHeading className="sr-specs__drawer-heading">
              <button
                id={buttonId}
                type="button"
                className="sr-specs__toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : drawer.key)}
              >
                {drawer.title}
                <span className="sr-specs__chevron" aria-hidden="true" />
              </button>
            </DrawerHeading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="sr-specs__panel"
              hidden={!expanded}
            >
              {drawer.rows.length > 0 && (
                <dl className="sr-specs__rows">
                  {drawer.rows.map((row) => (
                    <div key={row.label} className="sr-specs__row">
                      <dt>{row.label}</dt>
                      <dd>{row.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {drawer.features.length > 0 && (
                <ul className="sr-specs__features">
                  {drawer.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
