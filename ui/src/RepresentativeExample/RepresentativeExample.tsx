import { useId } from 'react';
import {
  FINANCE_PRODUCT_NAMES,
  representativeExampleRows,
  representativeExampleSmallPrint,
  type RepresentativeExample as RepresentativeExampleFigures,
} from '@showroom/core';
import './RepresentativeExample.css';

export type FinanceProductKey = 'PCP' | 'HP' | 'CS';

/**
 * The figures of core's representative example (pence; core's `representativeExampleOf` reads
 * them from a wire quote), and where the component sits on the page.
 */
export interface RepresentativeExampleProps extends RepresentativeExampleFigures {
  /** The finance product: PCP, HP or CS (conditional sale). */
  product: FinanceProductKey;
  /** Level of the component's heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The region's name when several examples share a page (one per car): e.g. 'Representative
   * example, Ford Fiesta'. The heading alone names it otherwise.
   */
  regionLabel?: string;
}

export function RepresentativeExample(props: RepresentativeExampleProps) {
  const headingId = useId();
  const Heading = `h${props.headingLevel ?? 2}` as const;

  return (
    <section
      className="sr-repex"
      {...(props.regionLabel
        ? { 'aria-label': props.regionLabel }
        : { 'aria-labelledby': headingId })}
    >
      <p className="sr-repex__product">{FINANCE_PRODUCT_NAMES[props.product]}</p>
      <Heading id={headingId} className="sr-repex__heading">
        Representative example
      </Heading>
      <dl className="sr-repex__figures">
        {representativeExampleRows(props).map((row) =>
          row.key === 'apr' ? (
            <div key={row.key} className="sr-repex__row sr-repex__row--apr">
              <dt>{row.term}</dt>
              <dd className="sr-repex__apr">{row.value}</dd>
            </div>
          ) : (
            <div key={row.key} className="sr-repex__row">
              <dt>{row.term}</dt>
              <dd>{row.value}</dd>
            </div>
          ),
        )}
      </dl>
      <p className="sr-repex__small-print">{representativeExampleSmallPrint(props)}</p>
    </section>
  );
}
