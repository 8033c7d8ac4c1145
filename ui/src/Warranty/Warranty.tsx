import { useId } from 'react';
import '../shared/base.css';
import './Warranty.css';

/** A warranty as the content page sends it (requirement CONT-3). */
export interface WarrantyItemData {
  warranty_name: string;
  benefits: readonly string[];
  covers: readonly string[];
}

export interface WarrantyProps {
  /** The warranties; none leaves the section out. */
  items: readonly WarrantyItemData[];
  /** The section heading, when not the component's own. */
  heading?: string;
}

/** The warranties the retailer offers: each one's benefits and what it covers. */
export function Warranty({ items, heading = 'Warranty' }: WarrantyProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="sr-warranty" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-warranty__heading">
        {heading}
      </h2>
      <ul className="sr-warranty__list">
        {items.map((item) => (
          <li key={item.warranty_name} className="sr-warranty__item">
            <h3 className="sr-warranty__name">{item.warranty_name}</h3>
            {item.benefits.length > 0 && (
              <>
                <h4 className="sr-warranty__subheading">Benefits</h4>
                <ul>
                  {item.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              </>
            )}
            {item.covers.length > 0 && (
              <>
                <h4 className="sr-warranty__subheading">What it covers</h4>
                <ul className="sr-warranty__covers">
                  {item.covers.map((part) => (
                    <li key={part}>{part}</li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
