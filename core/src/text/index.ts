export * from './branchLinks.ts';
export * from './links.ts';
export * from './meta.ts';
export * from './truncate.ts';
export { formatLongDate, formatNumber, formatWireDate } from './numbers.ts';
export * from './savedLists.ts';
export * from './share.ts';
export * from './review.ts';
export * from './equalIgnoringCase.ts';
