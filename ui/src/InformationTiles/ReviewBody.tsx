/// <reference types="vite/client" />
import { useState } from 'react';
import { message, type FormattedReview, type TenantConfig } from '@showroom/core';
// A file of its own under /assets/ (never inlined as a data: URL): the host serves it, as the CSP's
// img-src 'self' allows.
import defaultBanner from './review-banner.svg?no-inline';

/**
 * The default review banner (requirement CONT-6): the picture of a review that comes without a
 * photo.
 */
export const DEFAULT_REVIEW_BANNER: string = defaultBanner;

const SCORE_LABELS: Record<string, string> = {
  performance: 'Performance',
  handling: 'Handling',
  comfort: 'Comfort',
  space: 'Space',
  styling: 'Styling',
  build: 'Build quality',
  value: 'Value',
  equipment: 'Equipment',
  economy: 'Economy',
  depreciation: 'Depreciation',
  insurance: 'Insurance',
};

/**
 * The independent review: its photo (the default banner when it has none), first 3 paragraphs
 * (the 3rd cut at 389), Show more / less, scores.
 */
export function ReviewBody({ review, tenant }: { review: FormattedReview; tenant: TenantConfig }) {
  const [more, setMore] = useState(false);
  const paragraphs = more ? review.paragraphs : review.collapsed;
  return (
    <div className="sr-review">
      {review.photo ? (
        <img className="sr-review__photo" src={review.photo} alt="" width={640} height={480} />
      ) : (
        <img
          className="sr-review__photo sr-review__photo--default"
          src={DEFAULT_REVIEW_BANNER}
          alt=""
          width={1280}
          height={560}
        />
      )}
      {review.total !== null && (
        <p className="sr-review__total">
          Overall score <strong>{review.total}</strong>
        </p>
      )}
      <div className="sr-review__text">
        {paragraphs.map((paragraph, index) => (
          <div key={`${paragraph.headline ?? ''}-${index}`}>
            {paragraph.headline && <h3 className="sr-review__headline">{paragraph.headline}</h3>}
            <p>{paragraph.text}</p>
          </div>
        ))}
      </div>
      {review.showMoreButton && (
        <button
          type="button"
          className="sr-btn"
          aria-expanded={more}
          onClick={() => setMore(!more)}
        >
          {more ? message('showLess', {}, tenant) : message('showMore', {}, tenant)}
        </button>
      )}
      {(review.video.iframeUrl || review.video.hdUrls.length > 0) && (
        <>
          <h3 className="sr-review__headline">Video review</h3>
          <ul className="sr-review__videos">
            {review.video.iframeUrl && (
              <li>
                <a href={review.video.iframeUrl} target="_blank" rel="noopener noreferrer">
                  Watch the video review
                  <span className="sr-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            )}
            {review.video.hdUrls.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {review.video.hdUrls.length > 1 ? `Watch in HD (${index + 1})` : 'Watch in HD'}
                  <span className="sr-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {review.scores.length > 0 && (
        <>
          <h3 className="sr-review__headline">Scores</h3>
          <dl className="sr-review__scores">
            {review.scores.map((score) => (
              <div key={score.key} className="sr-review__score">
                <dt>{SCORE_LABELS[score.key] ?? score.key}</dt>
                <dd>
                  <span className="sr-review__bar" aria-hidden="true">
                    <span style={{ inlineSize: `${score.percent}%` }} />
                  </span>
                  {`${score.percent}%`}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
