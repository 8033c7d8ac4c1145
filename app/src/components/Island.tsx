import { Suspense, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { whenNeeded } from './whenNeeded.ts';

/** How far below (or above) the viewport an island starts hydrating. */
export const ISLAND_MARGIN = '200px';

/** Islands whose turn to hydrate has come, by name. */
const opened = new Set<string>();
/** What each island still waiting to hydrate waits for, by name. */
const waits = new Map<string, Promise<void>>();
/** Islands needed and waiting for their turn, first come first served. */
const turns: (() => void)[] = [];

/**
 * One island hydrates per task: each needed island waits for its turn, so however many come into
 * view at once, the browser handles the shopper's input between them.
 */
function inTurn(): Promise<void> {
  return new Promise((resolve) => {
    turns.push(resolve);
    if (turns.length === 1) setTimeout(nextTurn, 0);
  });
}

function nextTurn(): void {
  turns.shift()?.();
  if (turns.length) setTimeout(nextTurn, 0);
}

function waitFor(name: string, element: Element, atOnce?: () => boolean): Promise<void> {
  let wait = waits.get(name);
  if (!wait) {
    // Set up in a later task, not in the middle of the page's hydration: reading storage (atOnce)
    // or starting an IntersectionObserver costs a few milliseconds each.
    wait = new Promise((resolve) => setTimeout(resolve, 0))
      .then(() => (atOnce?.() ? undefined : whenNeeded(element, `${ISLAND_MARGIN} 0px`)))
      .then(inTurn)
      .then(() => {
        opened.add(name);
      });
    waits.set(name, wait);
  }
  return wait;
}

/**
 * Suspends while the island's server-rendered markup is on the page and its turn has not come:
 * the renderer keeps that markup as it is (a suspended hydration keeps the DOM) and hydrates it
 * when the wait resolves. On the server, and where there is no server markup, it renders at once.
 */
function Gate({
  name,
  atOnce,
  children,
}: {
  name: string;
  atOnce?: () => boolean;
  children: ReactNode;
}) {
  if (typeof document !== 'undefined' && !opened.has(name)) {
    const element = document.querySelector(`[data-island="${name}"]`);
    if (element && !element.hasAttribute('data-ready')) throw waitFor(name, element, atOnce);
  }
  return children;
}

type IslandProps = HTMLAttributes<HTMLElement> & {
  /** Unique on the page: names the element (`data-island`) the browser finds and watches. */
  name: string;
  as?: 'div' | 'aside' | 'section';
  /** Asked in the browser only: whether the island is needed at load wherever it is. */
  atOnce?: () => boolean;
};

/** The island's element; `data-ready` once hydrated, for the inline loader (bootScript.js). */
function IslandElement({ as: Tag = 'div', name, atOnce: _atOnce, ...props }: IslandProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-ready', '');
  }, []);
  return <Tag ref={ref as never} data-island={name} {...props} />;
}

/**
 * A part of the page that hydrates on its own, when the shopper can use it: once it comes within
 * ISLAND_MARGIN of the viewport or is pointed at, focused or typed in (or at load, when `atOnce`
 * says so), one island per task. Until then its server-rendered markup is complete and readable,
 * links work, and the inline loader holds clicks and typing in it (bootScript.js) and replays them
 * once it is ready. So the browser's work at load is the part of the page in view, not the whole
 * page.
 */
export function Island(props: IslandProps) {
  return (
    <Suspense fallback={null}>
      <Gate name={props.name} atOnce={props.atOnce}>
        <IslandElement {...props} />
      </Gate>
    </Suspense>
  );
}
