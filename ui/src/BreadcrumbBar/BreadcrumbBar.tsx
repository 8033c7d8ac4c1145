import { useId, useState } from 'react';
import { COMPARE_MAX, SHARE_TARGETS, pdfPath, printPath } from '@showroom/core';
import { Dialog } from '../Dialog/index.ts';
import '../shared/base.css';
import './BreadcrumbBar.css';
import { useMessage } from '../shared/messages.tsx';

export interface BreadcrumbBarProps {
  /** The vehicle's slug, for its links. */
  slug: string;
  /** The vehicle's name, used in the share texts. */
  vehicleName: string;
  /** The absolute URL of this page, shared and copied. */
  shareUrl: string;
  /** The shopper has saved this vehicle. */
  isFavourite: boolean;
  /** The vehicle is in the shopper's comparison. */
  isComparing: boolean;
  /** The compare list already holds the most vehicles it may (3). */
  compareFull: boolean;
  /** The compare page for the stored compare list; a link to it shows while the list has cars. */
  compareHref?: string | null;
  /** How many cars the compare list holds (said on the link). */
  compareCount?: number;
  /** The search page's path, for links to search results. */
  searchPath?: string;
  /** Back to the results was pressed. */
  onBack: () => void;
  /** Save (or Saved) was pressed. */
  onToggleFavourite: () => void;
  /** Compare (or Comparing) was pressed. */
  onToggleCompare: () => void;
  /** Copies the link; defaults to the Clipboard API. */
  onCopyLink?: (url: string) => Promise<void> | void;
  /** A share target was chosen (analytics). */
  onShare?: (target: string) => void;
}

const NEW_TAB = ' (opens in a new tab)';

/** 20 px line icons (decorative: every action has its label). */
const ICON_PATHS = {
  save: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  saved: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  compare: 'M12 5v14M5 12h14',
  comparing: 'M5 12.5l4.5 4.5L19 7.5',
  share: 'M12 15V4M7.5 8.5L12 4l4.5 4.5M5 13v6h14v-6',
  print: 'M7 9V4h10v5M7 17H5v-7h14v7h-2M8 14h8v6H8z',
  pdf: 'M12 4v11M7.5 10.5L12 15l4.5-4.5M5 20h14',
} as const;

function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg
      className="sr-crumbs__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={ICON_PATHS[name]}
        fill={name === 'saved' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** An action on this car that opens a page of its own (print, PDF) in a new tab, and says so. */
function NewTabAction({
  icon,
  label,
  href,
}: {
  icon: keyof typeof ICON_PATHS;
  label: string;
  href: string;
}) {
  return (
    <li>
      <a className="sr-btn sr-crumbs__action" href={href} target="_blank" rel="noopener">
        <Icon name={icon} />
        <span className="sr-crumbs__label">{label}</span>
        <span className="sr-visually-hidden">{NEW_TAB}</span>
      </a>
    </li>
  );
}

/**
 * 'Back to results' (and 'View comparison' while the compare list has cars), then the actions on
 * this car: Save / Saved, Compare / Comparing, Share, Print and PDF.
 */
export function BreadcrumbBar(props: BreadcrumbBarProps) {
  const t = useMessage();
  const [shareOpen, setShareOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const linkId = useId();

  const toggleCompare = () => {
    if (props.compareFull && !props.isComparing) {
      setNotice(t('compareFull', { max: COMPARE_MAX }));
      return;
    }
    setNotice('');
    props.onToggleCompare();
  };

  const copy = async () => {
    try {
      await (props.onCopyLink ?? ((url: string) => navigator.clipboard.writeText(url)))(
        props.shareUrl,
      );
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <nav className="sr-crumbs" aria-label="Vehicle actions">
      <div className="sr-crumbs__lead">
        <button
          type="button"
          className="sr-btn sr-btn--quiet sr-crumbs__back"
          onClick={() => props.onBack()}
        >
          <span aria-hidden="true">‹</span> {t('backToResults')}
        </button>
        {/* Where to go, beside Back: not an action on this car, so not one of the action cells. */}
        {props.compareHref && (
          <a className="sr-btn sr-btn--quiet sr-crumbs__compare" href={props.compareHref}>
            {`View comparison${props.compareCount ? ` (${props.compareCount})` : ''}`}
          </a>
        )}
      </div>
      <ul className="sr-crumbs__actions">
        <li>
          <button
            type="button"
            className="sr-btn sr-crumbs__action"
            onClick={() => props.onToggleFavourite()}
          >
            <Icon name={props.isFavourite ? 'saved' : 'save'} />
            <span className="sr-crumbs__label">{props.isFavourite ? t('saved') : t('save')}</span>
          </button>
        </li>
        <li>
          <button type="button" className="sr-btn sr-crumbs__action" onClick={toggleCompare}>
            <Icon name={props.isComparing ? 'comparing' : 'compare'} />
            <span className="sr-crumbs__label">
              {props.isComparing ? t('comparing') : t('compare')}
            </span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="sr-btn sr-crumbs__action"
            aria-haspopup="dialog"
            onClick={() => {
              setCopied('idle');
              setShareOpen(true);
            }}
          >
            <Icon name="share" />
            <span className="sr-crumbs__label">{t('share')}</span>
          </button>
        </li>
        <NewTabAction
          icon="print"
          label={t('print')}
          href={printPath(props.slug, props.searchPath)}
        />
        <NewTabAction icon="pdf" label="PDF" href={pdfPath(props.slug, props.searchPath)} />
      </ul>
      <p className="sr-crumbs__notice" role="status">
        {notice}
      </p>
      <Dialog
        view="share-vehicle"
        open={shareOpen}
        title={t('shareHeading')}
        onClose={() => setShareOpen(false)}
      >
        <ul className="sr-share">
          {SHARE_TARGETS.map((target) => (
            <li key={target.key}>
              <a
                className="sr-btn sr-share__target"
                href={target.shareUrl(props.shareUrl, props.vehicleName)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => props.onShare?.(target.key)}
              >
                {target.name}
                <span className="sr-visually-hidden">{NEW_TAB}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="sr-share__copy">
          <label htmlFor={linkId}>{t('shareLinkLabel')}</label>
          <div className="sr-share__row">
            <input id={linkId} type="url" readOnly value={props.shareUrl} />
            <button type="button" className="sr-btn sr-btn--primary" onClick={copy}>
              {t('copyLink')}
            </button>
          </div>
          <p role="status" className="sr-share__status">
            {copied === 'done' && t('linkCopied')}
            {copied === 'failed' && t('copyLinkFailed')}
          </p>
        </div>
      </Dialog>
    </nav>
  );
}
