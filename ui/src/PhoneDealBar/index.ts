export { PhoneDealBar } from './PhoneDealBar.tsx';
export type { PhoneDealBarProps } from './PhoneDealBar.tsx';
