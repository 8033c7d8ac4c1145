// The tokens and the page's element defaults come first (decision 1001).
import '@showroom/ui/page.css';
import { renderToString } from 'react-dom/server';
import { CARD_IMAGE_SIZES, MAIN_IMAGE_SIZES, imageSrcSet } from '@showroom/ui';
import type { PageState, SearchState, VdpState } from '../state/pageState.ts';
import { Root } from '../pages/Root.tsx';
import { pageElement } from '../pages/pageElement.tsx';
import { DealBuilder } from '../deal/DealBuilder.tsx';
import { PrintPage } from '../pages/PrintPage.tsx';
import { CardMarkupCache } from './cardMarkup.tsx';
import '../styles/app.css';

export { CardMarkupCache } from './cardMarkup.tsx';

/** The cards this process has rendered, kept for the next pages that show them. */
const keptCards = new CardMarkupCache();

/**
 * The server renderer (`@showroom/app/render`), built by Vite into app/dist/server/render.js (so
 * ui's CSS imports and JSX are handled the same way as in the browser bundle). The host
 * (host/src/main.ts) imports it and wraps the markup in a document. Vehicle cards' markup is
 * kept between pages (`cards`; null renders every card).
 */
export function renderPage(state: PageState, cards: CardMarkupCache | null = keptCards): string {
  const page = pageElement(state);
  if (!cards) return renderToString(<Root state={state} page={page} dealBuilder={DealBuilder} />);
  const { markup, keep } = cards.forPage();
  const html = renderToString(
    <Root state={state} page={page} dealBuilder={DealBuilder} cardMarkup={markup} />,
  );
  keep();
  return html;
}

/** The print view's markup: static, with no store and nothing interactive. */
export function renderPrint(state: VdpState): string {
  return renderToString(<PrintPage state={state} />);
}

/**
 * The hero preload: the same src, srcset and sizes as ui's Gallery main image, so the preloaded
 * file is the one the page shows. Lives here because the host itself never imports ui (CSS).
 */
export function heroPreload(
  state: VdpState,
): { href: string; srcSet: string; sizes: string } | null {
  const hero = state.vehicle.media_urls[0];
  return hero
    ? { href: hero.medium ?? hero.url, srcSet: imageSrcSet(hero), sizes: MAIN_IMAGE_SIZES }
    : null;
}

/**
 * The search page's largest paint, preloaded: the first result's picture with the srcset and sizes
 * of ui's VehicleCard, which fetches it at once too (`priority`).
 */
export function searchPreload(
  state: SearchState,
): { href: string; srcSet: string; sizes: string } | null {
  const first = state.vehicles[0]?.media_urls[0];
  return first
    ? { href: first.medium ?? first.url, srcSet: imageSrcSet(first), sizes: CARD_IMAGE_SIZES }
    : null;
}
