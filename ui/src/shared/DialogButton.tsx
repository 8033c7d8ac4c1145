import { useState, type ReactNode } from 'react';
import { Dialog, type ModalView } from '../Dialog/index.ts';

export interface DialogButtonProps {
  /** The button's class and what it shows. */
  className: string;
  /** The button's content. */
  label: ReactNode;
  /** The button's accessible name, where its label is only an icon. */
  ariaLabel?: string;
  /** The dialog it opens: its spec view name, heading and body. */
  view: ModalView;
  /** The dialog's title. */
  title: string;
  /** What the dialog holds. */
  children: ReactNode;
}

/** A button that opens a modal explanation (requirement VDP-16), and the dialog it opens. */
export function DialogButton({
  className,
  label,
  ariaLabel,
  view,
  title,
  children,
}: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Dialog view={view} open={open} title={title} onClose={() => setOpen(false)}>
        {children}
      </Dialog>
    </>
  );
}
