import type { SendStatus } from './types.ts';
import './fields.css';
import { useMessage } from '../../shared/messages.tsx';

/** The spec's enquiry texts (spec 8): success, or the failure title and body; announced. */
export function SendNotice({ status }: { status: SendStatus }) {
  const t = useMessage();
  return (
    <div role="status" aria-live="polite">
      {status === 'success' ? (
        <div className="sr-notice sr-notice--success">
          <p className="sr-notice__title">{t('enquirySuccess')}</p>
        </div>
      ) : null}
      {status === 'failure' ? (
        <div className="sr-notice sr-notice--failure">
          <p className="sr-notice__title">{t('enquiryFailureTitle')}</p>
          <p>{t('enquiryFailureBody')}</p>
        </div>
      ) : null}
    </div>
  );
}
