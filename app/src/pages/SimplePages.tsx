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

/** What the 404 page says about a vehicle's page and about any other path. */
const NOT_FOUND_TEXTS = {
  vehicle: {
    heading: 'Sorry, we can’t find that vehicle',
    reason: 'It may have been sold, or the link may be mistyped.',
  },
  page: {
    heading: 'Sorry, we can’t find that page',
    reason: 'The link may be mistyped, or the page may have moved.',
  },
} as const;

/** The page for an unknown vehicle or path, sent with status 404. */
export function NotFoundPage({ state }: { state: NotFoundState }) {
  const texts = NOT_FOUND_TEXTS[state.missing];
  return (
    <Shell siteName={state.tenant.siteName}>
      <div className="sr-simple">
        <h1>{texts.heading}</h1>
        <p>{texts.reason}</p>
        <p>
          <a className="sr-btn sr-btn--primary" href={state.searchPath}>
            Search all vehicles
          </a>
        </p>
      </div>
    </Shell>
  );
}
