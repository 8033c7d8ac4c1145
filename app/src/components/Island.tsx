import type { HTMLAttributes, ReactNode } from 'react';
import { HydrationBoundary } from './HydrationBoundary.tsx';
import { whenInView } from './whenNeeded.ts';

/** How far below (or above) the viewport an island starts hydrating. */
export const ISLAND_MARGIN = '200px';

/** Islands that are needed, by name: they render (and so hydrate) from then on. */
const needed = new Set<string>();
/** What each island still waiting to hydrate waits for, by name, and how to end the wait. */
const waits = new Map<string, Promise<void>>();
const opens = new Map<string, () => void>();

function open(name: string): void {
  needed.add(name);
  opens.get(name)?.();
}

/**
 * Makes the island needed now, wherever it is: for a part of the page whose server markup no
 * longer says what is true (the gallery's reservation tag once the deal knows better).
 */
export function needIsland(name: string): void {
  open(name);
}

/**
 * The shopper's actions on an island that has not hydrated (pointing, focusing, typing, and a click
 * the inline loader makes again) make it needed at once. Listened for once, on the document, in the
 * capture phase, from before React's root exists: so the island is needed before React's own
 * listener sees the event, and React hydrates it there and then and hands it the event.
 */
if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'focusin', 'keydown', 'click']) {
    document.addEventListener(
      type,
      (event) => {
        const island = event.target instanceof Element && event.target.closest('[data-island]');
        const name = island && island.getAttribute('data-island');
        if (name) open(name);
      },
      true,
    );
  }
}

function waitFor(
  name: string,
  element: Element,
  atOnce?: () => boolean,
  orPassed = false,
): Promise<void> {
  let wait = waits.get(name);
  if (!wait) {
    wait = new Promise<void>((resolve) => opens.set(name, resolve));
    // The viewport is watched from a later task, not in the middle of the page's hydration:
    // reading storage (atOnce) or starting an IntersectionObserver costs a few milliseconds each.
    setTimeout(() => {
      if (atOnce?.()) open(name);
      else whenInView(element, `${ISLAND_MARGIN} 0px`, () => open(name), orPassed);
    }, 0);
    waits.set(name, wait);
  }
  return wait;
}

/**
 * Suspends while the island's server-rendered markup is on the page and it is not needed yet:
 * React keeps that markup as it is (a Suspense boundary whose hydration suspended keeps its DOM)
 * and hydrates it once the wait resolves. On the server, and where there is no server markup, it
 * renders at once.
 */
function Gate({
  name,
  atOnce,
  orPassed,
  children,
}: {
  name: string;
  atOnce?: () => boolean;
  orPassed?: boolean;
  children: ReactNode;
}) {
  if (typeof document !== 'undefined' && !needed.has(name)) {
    const element = document.querySelector(`[data-island="${name}"]`);
    if (element) throw waitFor(name, element, atOnce, orPassed);
  }
  return children;
}

type IslandProps = HTMLAttributes<HTMLElement> & {
  /** Unique on the page: names the element (`data-island`) the browser finds and watches. */
  name: string;
  as?: 'div' | 'aside' | 'section';
  /** Asked in the browser only: whether the island is needed at load wherever it is. */
  atOnce?: () => boolean;
  /**
   * Needed too once the page stands past it (whenInView's `orPassed`): for an island whose work
   * shows below it, as the deal builder's sticky banner does.
   */
  neededOncePassed?: boolean;
  /**
   * Its code arrives after the page's (a lazy part, VdpBelow.tsx): the element says so
   * (`data-code="later"`) and is marked `data-ready` once hydrated, so the inline loader holds a
   * click on it until then (React 19 drops a click on a part whose code has not arrived).
   */
  codeLater?: boolean;
};

/** Marks an island whose code came later as hydrated (set on the element, not rendered). */
const markReady = (element: HTMLElement | null) => element?.setAttribute('data-ready', 'true');

/**
 * A part of the page that hydrates on its own, when the shopper can use it: once it comes within
 * ISLAND_MARGIN of the viewport or is pointed at, focused or typed in (or at load, when `atOnce`
 * says so). It is a Suspense boundary, so React hydrates it selectively: until then its
 * server-rendered markup is complete and readable and links work; a click or key press in it makes
 * React hydrate it at once and replay the event on it. React yields to the browser between
 * islands. So the browser's work at load is the part of the page in view, not the whole page.
 * Until it has hydrated, an update of the page around it leaves it as the server rendered it
 * (HydrationBoundary); it renders the latest props once hydrated.
 */
export function Island({
  as: Tag = 'div',
  name,
  atOnce,
  neededOncePassed,
  codeLater,
  ...props
}: IslandProps) {
  return (
    <HydrationBoundary>
      <Gate name={name} atOnce={atOnce} orPassed={neededOncePassed}>
        <Tag
          data-island={name}
          {...(codeLater ? { 'data-code': 'later', ref: markReady } : {})}
          {...props}
        />
      </Gate>
    </HydrationBoundary>
  );
}
