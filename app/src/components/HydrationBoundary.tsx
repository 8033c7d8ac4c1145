import { Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';

/** Renders nothing; tells the boundary, once its content has committed, that it is React's now. */
function Committed({ onCommit }: { onCommit: (committed: true) => void }) {
  useEffect(() => onCommit(true), [onCommit]);
  return null;
}

/**
 * A Suspense boundary that an update cannot take from the server's markup. While its content has
 * not hydrated (it suspends: an island not needed yet, a deal builder whose code is loading), it
 * renders exactly what it rendered first. React gives up hydrating a dehydrated boundary that
 * receives anything new (new props, as every render of the page above gives) and renders it on
 * the client instead, where it suspends again and shows its fallback in place of the server's
 * markup: the page went blank. Once its content has committed, the boundary renders its latest
 * children, so the content catches up with whatever changed meanwhile.
 */
export function HydrationBoundary({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}): ReactElement {
  const [committed, setCommitted] = useState(false);
  const boundary = (
    <Suspense fallback={fallback}>
      {children}
      <Committed onCommit={setCommitted} />
    </Suspense>
  );
  // The same element object as the first render: React bails out of it without looking inside.
  const [first] = useState(boundary);
  return committed ? boundary : first;
}
