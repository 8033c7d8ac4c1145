import { useId, useState } from 'react';
import { COMPARE_MAX, SHARE_TARGETS, message, pdfPath, printPath } from '@showroom/core';
import { Dialog } from '../Dialog/index.ts';
import '../shared/base.css';
import './BreadcrumbBar.css';

export interface BreadcrumbBarProps {
  slug: string;
  vehicleName: string;
  /** The absolute URL of this page, shared and copied. */
  shareUrl: string;
  isFavourite: boolean;
  isComparing: boolean;
  /** The compare list already holds the most vehicles it may (3). */
  compareFull: boolean;
  searchPath?: string;
  onBack: () => void;
  onToggleFavourite: () => void;
  onToggleCompare: () => void;
  /** Copies the link; defaults to the Clipboard API. */
  onCopyLink?: (url: string) => Promise<void> | void;
  /** A share target was chosen (analytics). */
  onShare?: (target: string) => void;
}

const NEW_TAB = ' (opens in a new tab)';

/** 'Back to results', Save / Saved, Compare / Comparing, Share, Print and PDF. */
export function BreadcrumbBar(props: BreadcrumbBarProps) {
  const [shareOpen, setShareOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const linkId = useId();

  const toggleCompare = () => {
    if (props.compareFull && !props.isComparing) {
      setNotice(
        `You can compare up to ${COMPARE_MAX} vehicles. Remove one from your list to add this one.`,
      );
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
      <button type="button" className="sr-btn sr-btn--quiet sr-crumbs__back" onClick={props.onBack}>
        <span aria-hidden="true">‹</span> {message('backToResults')}
      </button>
      <ul className="sr-crumbs__actions">
        <li>
          <button
            type="button"
            className="sr-btn sr-crumbs__action"
            onClick={props.onToggleFavourite}
          >
            <span aria-hidden="true">{props.isFavourite ? '♥' : '♡'}</span>
            {props.isFavourite ? message('saved') : message('save')}
          </button>
        </li>
        <li>
          <button type="button" className="sr-btn sr-crumbs__action" onClick={toggleCompare}>
            <span aria-hidden="true">{props.isComparing ? '✓' : '+'}</span>
            {props.isComparing ? message('comparing') : message('compare')}
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
            {message('share')}
          </button>
        </li>
        <li>
          <a
            className="sr-btn sr-crumbs__action"
            href={printPath(props.slug, props.searchPath)}
            target="_blank"
            rel="noopener"
          >
            {message('print')}
            <span className="sr-visually-hidden">{NEW_TAB}</span>
          </a>
        </li>
        <li>
          <a
            className="sr-btn sr-crumbs__action"
            href={pdfPath(props.slug, props.searchPath)}
            target="_blank"
            rel="noopener"
          >
            PDF
            <span className="sr-visually-hidden">{NEW_TAB}</span>
          </a>
        </li>
      </ul>
      <p className="sr-crumbs__notice" role="status">
        {notice}
      </p>
      <Dialog
        view="share-vehicle"
        open={shareOpen}
        title="Share this vehicle"
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
          <label htmlFor={linkId}>Link to this vehicle</label>
          <div className="sr-share__row">
            <input id={linkId} type="url" readOnly value={props.shareUrl} />
            <button type="button" className="sr-btn sr-btn--primary" onClick={copy}>
              Copy link
            </button>
          </div>
          <p role="status" className="sr-share__status">
            {copied === 'done' && 'Link copied'}
            {copied === 'failed' && 'Could not copy; select the link above and copy it.'}
          </p>
        </div>
      </Dialog>
    </nav>
  );
}
