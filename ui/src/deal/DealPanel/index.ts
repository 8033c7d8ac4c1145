export { DealPanel } from './DealPanel.tsx';
export type { DealPanelProps } from './DealPanel.tsx';
export { StickyDealBanner } from './StickyDealBanner.tsx';
export type { StickyDealBannerProps } from './StickyDealBanner.tsx';
