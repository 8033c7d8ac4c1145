export { branchAnchor, branchLink } from './branchLinks.ts';
export {
  CONTACT_PATH,
  SEARCH_PATH,
  browseCarsLink,
  comparePath,
  mediaUrl,
  pdfPath,
  printPath,
  savedPath,
  searchHref,
  toQueryString,
  vehicleDetailsPath,
  viewSimilarLink,
} from './links.ts';
export { pageTitle, socialMeta } from './meta.ts';
export type { SocialMeta } from './meta.ts';
export {
  DESCRIPTION_LIMIT,
  DISCLAIMER_LIMIT,
  truncateDescription,
  truncateDisclaimer,
} from './truncate.ts';
export { formatLongDate, formatNumber, formatWireDate } from './numbers.ts';
export { isCompareFull, toggleCompare, toggleFavourite } from './savedLists.ts';
export { SHARE_TARGETS } from './share.ts';
export type { ShareTarget } from './share.ts';
export { REVIEW_SCORE_KEYS, formatReview, hasReview } from './review.ts';
export type { FormattedReview, Review, ReviewParagraph, ReviewScore } from './review.ts';
export { equalIgnoringCase } from './equalIgnoringCase.ts';
export { htmlToText } from './htmlText.ts';
