import { SEARCH_PATH } from '@showroom/core';
import type { ContactState, NotFoundState } from '../state/pageState.ts';
import { Shell } from '../components/Shell.tsx';

/** The contact page. */
export function ContactPage({ state }: { state: ContactState }) {
  const tel = state.telephone?.replace(/[^\d+]/g, '');
  return (
    <Shell siteName={state.tenant.siteName}>
      <div className="sr-simple">
        <h1>Contact us</h1>
        <p>Our team is happy to answer questions about any vehicle, finance or a part exchange.</p>
        {state.telephone && tel && (
          <p>
            Call us on <a href={`tel:${tel}`}>{state.telephone}</a>, Monday to Saturday 9am to 6pm.
          </p>
        )}
        <p>
          Or find a vehicle and press <strong>Enquire</strong> on its page:{' '}
          <a href={SEARCH_PATH}>search our vehicles</a>.
        </p>
      </div>
    </Shell>
  );
}

/** The page for an unknown vehicle or path, sent with status 404. */
export function NotFoundPage({ state }: { state: NotFoundState }) {
  return (
    <Shell siteName={state.tenant.siteName}>
      <div className="sr-simple">
        <h1>Sorry, we can’t find that vehicle</h1>
        <p>It may have been sold, or the link may be mistyped.</p>
        <p>
          <a className="sr-button sr-button--primary" href={state.searchPath}>
            Search all vehicles
          </a>
        </p>
      </div>
    </Shell>
  );
}
