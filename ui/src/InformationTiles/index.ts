export { InformationTiles } from './InformationTiles.tsx';
export type { InformationTilesProps } from './InformationTiles.tsx';
export { ReviewSection } from './ReviewSection.tsx';
export type { ReviewSectionProps } from './ReviewSection.tsx';
export { DEFAULT_REVIEW_BANNER } from './ReviewBody.tsx';
