import type { ReactNode } from 'react';

/**
 * A group the shopper repeats (addresses, employments): the current one first, then the previous
 * ones numbered, each in its own box; the last previous one can be removed.
 */
export function RepeatableGroup({
  count,
  noun,
  onRemoveLast,
  children,
}: {
  count: number;
  /** What one item is: 'address' gives "Current address", "Previous address 1", … */
  noun: string;
  onRemoveLast: () => void;
  /** The fields of item `index` (0 is the current one). */
  children: (index: number) => ReactNode;
}) {
  return Array.from({ length: count }, (_, i) => (
    <fieldset key={i} className="sr-app__item">
      <legend className="sr-app__item-title">
        {i === 0 ? `Current ${noun}` : `Previous ${noun} ${i}`}
      </legend>
      {children(i)}
      {i > 0 && i === count - 1 ? (
        <button type="button" className="sr-btn sr-btn--quiet" onClick={onRemoveLast}>
          {`Remove previous ${noun} ${i}`}
        </button>
      ) : null}
    </fieldset>
  ));
}
