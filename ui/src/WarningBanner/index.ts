export { WarningBanner } from './WarningBanner.tsx';
export type { WarningBannerProps } from './WarningBanner.tsx';
