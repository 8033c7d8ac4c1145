import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useBodyScrollLock } from '../shared/useBodyScrollLock.ts';
import '../shared/base.css';
import './Dialog.css';
import { useMessage } from '../shared/messages.tsx';

/** The modal views of requirement VDP-16, by name, plus the gallery's lightbox. */
export type ModalView =
  | 'share-vehicle'
  | 'mot-vehicle'
  | 'service-history'
  | 'previous-keepers'
  | 'review'
  | 'optional-extras'
  | '0-finance'
  | 'nearly-ready'
  | 'price-label'
  | 'ulez'
  | 'deposit-contribution'
  | 'vehicle-tax-info'
  | 'gallery';

export interface DialogProps {
  /** The spec's modal view name; set as data-view on the dialog. */
  view: ModalView;
  /** The dialog is open. */
  open: boolean;
  /** The dialog's heading (its accessible name). */
  title: string;
  /** Asked to close: Close button, Escape. */
  onClose: () => void;
  /** What the dialog holds. */
  children: ReactNode;
  /** 'fullscreen' for the gallery lightbox. */
  size?: 'default' | 'fullscreen';
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean;
  /** Extra content in the header, before Close (e.g. the lightbox counter). */
  headerExtra?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the dialog. */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (item) => !item.closest('[hidden], [inert]') && item.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * An accessible modal on the native <dialog> (showModal: the page behind is inert, Escape
 * cancels). The page scroll is locked while open and focus returns to the opener on close.
 */
export function Dialog({
  view,
  open,
  title,
  onClose,
  children,
  size = 'default',
  hideTitle = false,
  headerExtra,
}: DialogProps) {
  const t = useMessage();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useBodyScrollLock(open);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const keydown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepFocusInside(dialog, event);
      }
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('keydown', keydown);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('keydown', keydown);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`sr-dialog sr-dialog--${size}`}
      aria-labelledby={titleId}
      data-view={view}
    >
      <div className="sr-dialog__header">
        <h2 id={titleId} className={hideTitle ? 'sr-visually-hidden' : 'sr-dialog__title'}>
          {title}
        </h2>
        {headerExtra}
        <button type="button" className="sr-btn sr-btn--quiet" onClick={() => onClose()}>
          {t('close')}
        </button>
      </div>
      <div className="sr-dialog__body">{open ? children : null}</div>
    </dialog>
  );
}
