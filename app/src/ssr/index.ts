/**
 * `@showroom/app/ssr`: what a server needs of the app to serve its pages, beside the renderer
 * itself (`@showroom/app/render`): the page state the pages render and hydrate from, a search
 * result's card data, the inline loader every hydrated page carries, and which third-party scripts
 * (Stripe, reCAPTCHA) a page's deal loads, for its CSP, and the design tokens for what the server
 * draws without the stylesheet (the print view, the PDF). Nothing here imports React or ui's CSS.
 */
export * from '../state/pageState.ts';
export { brokerOf, vdpBroker } from '../state/broker.ts';
export { cardVehicle } from '../state/cardVehicle.ts';
export { stripeKeyOf } from '../deal/cardProvider.ts';
export { recaptchaScriptOf } from '../deal/recaptcha.ts';
export { INLINE_LOADER_SOURCE } from './inlineLoader.ts';
export {
  DESIGN_TOKENS,
  designToken,
  parseDesignTokens,
  type DesignTokenName,
} from './designTokens.ts';
