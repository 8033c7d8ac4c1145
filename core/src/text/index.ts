export { branchAnchor, branchLink } from './branchLinks.ts';
export {
  CONTACT_PATH,
  SEARCH_PATH,
  SIMILAR_PRICE_RANGE,
  browseCarsLink,
  mediaUrl,
  pdfPath,
  printPath,
  searchHref,
  toQueryString,
  vehicleDetailsPath,
  viewSimilarLink,
  comparePath,
  savedPath,
} from './links.ts';
export type { SocialMeta } from './meta.ts';
export {
  SOCIAL_DESCRIPTION_TEMPLATE,
  SOCIAL_INTEREST_FREE_TEMPLATE,
  SOCIAL_TITLE_TEMPLATE,
  fillMetaTemplate,
  pageTitle,
  socialMeta,
} from './meta.ts';
export {
  DESCRIPTION_LIMIT,
  DISCLAIMER_LIMIT,
  ELLIPSIS,
  truncateDescription,
  truncateDisclaimer,
  truncateText,
} from './truncate.ts';
export { formatLongDate, formatNumber, formatWireDate } from './numbers.ts';
export { isCompareFull, toggleCompare, toggleFavourite } from './savedLists.ts';
export type { ShareTarget } from './share.ts';
export { SHARE_TARGETS } from './share.ts';
export type { FormattedReview, Review, ReviewParagraph, ReviewScore } from './review.ts';
export {
  REVIEW_SCORE_KEYS,
  REVIEW_TRUNCATE_AT,
  REVIEW_VISIBLE_PARAGRAPHS,
  formatReview,
  hasReview,
} from './review.ts';
export { equalIgnoringCase } from './equalIgnoringCase.ts';
