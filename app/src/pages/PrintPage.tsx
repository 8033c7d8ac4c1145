import {
  FinanceDisclaimer,
  RepresentativeExample,
  representativeExampleFromQuote,
} from '@showroom/ui';
import { formatPounds, headlineQuote, keyFacts, mediaUrl } from '@showroom/core';
import { vdpBroker } from '../state/broker.ts';
import type { VdpState } from '../state/pageState.ts';

/**
 * The print view (requirement VDP-5): the vehicle's facts on paper, no interactive parts, no
 * script.
 */
export function PrintPage({ state }: { state: VdpState }) {
  const { vehicle, tenant } = state;
  const hero = vehicle.media_urls[0];
  const quote = headlineQuote(state.finance);
  return (
    <main className="sr-print">
      <header className="sr-print__head">
        <p className="sr-print__brand">{tenant.siteName}</p>
        <p>{vehicle.site.name}</p>
      </header>
      <h1>{vehicle.name}</h1>
      <p className="sr-print__sub">
        <span className="sr-app-plate">{vehicle.formatted_plate}</span>
        <strong className="sr-print__price">{formatPounds(vehicle.price)}</strong>
      </p>
      {hero && (
        <img
          className="sr-print__image"
          src={mediaUrl(state.apiOrigin, hero.medium || hero.url)}
          alt={vehicle.name}
          width={1024}
          height={768}
        />
      )}
      <h2>Key facts</h2>
      <dl className="sr-spec">
        {keyFacts(tenant, vehicle).map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h2>Description</h2>
      <div className="sr-prose" dangerouslySetInnerHTML={{ __html: state.descriptionHtml }} />
      {quote && tenant.repExample && (
        <RepresentativeExample
          {...representativeExampleFromQuote(quote, vdpBroker(state))}
          headingLevel={2}
        />
      )}
      {quote && tenant.repExample && (
        <FinanceDisclaimer html={state.financeDisclaimerHtml} tenant={tenant} collapsible={false} />
      )}
      <footer className="sr-print__foot">
        <p>
          {`${vehicle.site.name}, ${vehicle.site.city_town}`}
          {vehicle.company.telephone ? ` · ${vehicle.company.telephone}` : ''}
        </p>
        {/* On paper a path leads nowhere: the page's full address (the share link is it). */}
        <p>
          <a href={state.links.share}>{state.links.share}</a>
        </p>
      </footer>
    </main>
  );
}
