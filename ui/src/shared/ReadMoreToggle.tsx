import type { ReactNode } from 'react';

/**
 * The quiet "Read more" / "Read less" button under a text shown cut short until expanded; `label`
 * is the tenant's wording for the current state, `children` any words for screen readers only.
 */
export function ReadMoreToggle({
  className,
  expanded,
  controls,
  label,
  onToggle,
  children,
}: {
  className: string;
  expanded: boolean;
  controls: string;
  label: string;
  onToggle: () => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`sr-btn sr-btn--quiet ${className}`}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {label}
      {children}
    </button>
  );
}
