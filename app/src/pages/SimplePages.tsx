import { SEARCH_PATH } from '@showroom/core';
import { BranchList } from '@showroom/ui';
import type { ContactState, NotFoundState } from '../state/pageState.ts';
import { Shell } from '../components/Shell.tsx';

/** The contact page: every branch with its address, telephone, opening hours and map link. */
export function ContactPage({ state }: { state: ContactState }) {
  return (
    <Shell siteName={state.tenant.siteName}>
      <div className="sr-simple sr-contact">
        <h1>Contact us</h1>
        <p>Our team is happy to answer questions about any vehicle, finance or a part exchange.</p>
        {state.branches.length > 0 ? (
          <BranchList branches={state.branches} />
        ) : (
          <p>Sorry, we could not load our branches just now. Please try again in a moment.</p>
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
