import { message } from '@showroom/core';
import type { SendStatus } from './types.ts';
import './fields.css';

/** The spec's enquiry texts (spec 8): success, or the failure title and body; announced. */
export function SendNotice({ status }: { status: SendStatus }) {
  return (
    <div role="status" aria-live="polite">
      {status === 'success' ? (
        <div className="sr-notice sr-notice--success">
          <p className="sr-notice__title">{message('enquirySuccess')}</p>
        </div>
      ) : null}
      {status === 'failure' ? (
        <div className="sr-notice sr-notice--failure">
          <p className="sr-notice__title">{message('enquiryFailureTitle')}</p>
          <p>{message('enquiryFailureBody')}</p>
        </div>
      ) : null}
    </div>
  );
}
