/**
 * @showroom/ui — presentational React components (props in, events out).
 */
export { RepresentativeExample } from './RepresentativeExample/index.ts';
export type {
  RepresentativeExampleProps,
  FinanceProductKey,
} from './RepresentativeExample/index.ts';
export { Dialog } from './Dialog/index.ts';
export type { DialogProps, ModalView } from './Dialog/index.ts';
export type {
  FinanceQuoteData,
  VehicleFinanceData,
  Hotspot,
  MediaItem,
  MotHistory,
  ServiceRecord,
  VehicleData,
} from './types.ts';
export {
  Gallery,
  Imperfections,
  Lightbox,
  Turntable,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  MAIN_IMAGE_SIZES,
  PLACEHOLDER_IMAGE,
  SIDE_IMAGE_SIZES,
  imageSrcSet,
} from './Gallery/index.ts';
export type {
  GalleryProps,
  ImperfectionsProps,
  LightboxProps,
  MediaType,
  TurntableProps,
} from './Gallery/index.ts';
export { BreadcrumbBar } from './BreadcrumbBar/index.ts';
export type { BreadcrumbBarProps } from './BreadcrumbBar/index.ts';
export { VehicleSummary } from './VehicleSummary/index.ts';
export type { VehicleSummaryProps } from './VehicleSummary/index.ts';
export { Description } from './Description/index.ts';
export type { DescriptionProps } from './Description/index.ts';
export { SpecificationsAccordion } from './SpecificationsAccordion/index.ts';
export type { SpecificationsAccordionProps } from './SpecificationsAccordion/index.ts';
export {
  DEFAULT_REVIEW_BANNER,
  InformationTiles,
  ReviewSection,
} from './InformationTiles/index.ts';
export type { InformationTilesProps, ReviewSectionProps } from './InformationTiles/index.ts';
export { WarningBanner } from './WarningBanner/index.ts';
export { FinanceDisclaimer } from './FinanceDisclaimer/index.ts';
export type { FinanceDisclaimerProps } from './FinanceDisclaimer/index.ts';
export type { WarningBannerProps } from './WarningBanner/index.ts';
export { PriceLabel } from './PriceLabel/index.ts';
export type { PriceLabelProps } from './PriceLabel/index.ts';
export { UlezPill } from './UlezPill/index.ts';
export type { UlezPillProps } from './UlezPill/index.ts';
export { representativeExampleFromQuote } from './shared/finance.ts';
export { htmlToText, safeHtml } from './shared/html.ts';
export { ListingSummaryCard } from './ListingSummaryCard/index.ts';
export type { ListingSummaryCardProps } from './ListingSummaryCard/index.ts';
export { CARD_IMAGE_SIZES, VehicleCard } from './VehicleCard/index.ts';
export type { VehicleCardProps } from './VehicleCard/index.ts';
export { Carousel } from './Carousel/index.ts';
export type { CarouselProps, CarouselSlide } from './Carousel/index.ts';
export { SimilarCars } from './SimilarCars/index.ts';
export type { SimilarCarsProps } from './SimilarCars/index.ts';
export { FeaturedVehicles } from './FeaturedVehicles/index.ts';
export type { FeaturedVehiclesProps, FeaturedVehiclesTab } from './FeaturedVehicles/index.ts';
export { InfoTip } from './InfoTip/index.ts';
export type { InfoTipProps, InfoTipView } from './InfoTip/index.ts';
export * from './deal/index.ts';
export { BranchList } from './BranchList/index.ts';
export type { BranchData, BranchListProps } from './BranchList/index.ts';
export { TenantMessagesProvider, useMessage } from './shared/messages.tsx';
export type { Translate } from './shared/messages.tsx';
export { Warranty } from './Warranty/index.ts';
export type { WarrantyItemData, WarrantyProps } from './Warranty/index.ts';
export { RelatedPosts } from './RelatedPosts/index.ts';
export type { RelatedPostData, RelatedPostsProps } from './RelatedPosts/index.ts';
export { CompareTable } from './CompareTable/index.ts';
export type { CompareCar, CompareTableProps } from './CompareTable/index.ts';
export { SavedCars } from './SavedCars/index.ts';
export type { SavedCar, SavedCarsProps } from './SavedCars/index.ts';
export { FinanceSettingsFields } from './FinanceSettingsFields/index.ts';
export type { FinanceSettingsFieldsProps } from './FinanceSettingsFields/index.ts';
