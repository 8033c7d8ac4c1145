/**
 * @showroom/ui — presentational React components (props in, events out).
 */
// Every component reads the design tokens (decision 1001).
import './tokens/tokens.css';

export * from './tokens/tokens.ts';
export * from './shared/tenantTheme.tsx';
export * from './RepresentativeExample/index.ts';
export * from './Dialog/index.ts';
export * from './types.ts';
export * from './Gallery/index.ts';
export * from './BreadcrumbBar/index.ts';
export * from './VehicleSummary/index.ts';
export * from './Description/index.ts';
export * from './SpecificationsAccordion/index.ts';
export * from './InformationTiles/index.ts';
export * from './WarningBanner/index.ts';
export * from './FinanceDisclaimer/index.ts';
export * from './PriceLabel/index.ts';
export * from './UlezPill/index.ts';
export * from './shared/finance.ts';
export { htmlToText, safeHtml } from './shared/html.ts';
export * from './ListingSummaryCard/index.ts';
export * from './VehicleCard/index.ts';
export * from './Carousel/index.ts';
export * from './SimilarCars/index.ts';
export * from './FeaturedVehicles/index.ts';
export * from './InfoTip/index.ts';
export * from './deal/index.ts';
export * from './BranchList/index.ts';
export { TenantMessagesProvider, useMessage } from './shared/messages.tsx';
export type { Translate } from './shared/messages.tsx';
export * from './Warranty/index.ts';
export * from './RelatedPosts/index.ts';
export * from './CompareTable/index.ts';
export * from './SavedCars/index.ts';
export * from './FinanceSettingsFields/index.ts';
export * from './PhoneDealBar/index.ts';
