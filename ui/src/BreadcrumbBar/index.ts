export { BreadcrumbBar } from './BreadcrumbBar.tsx';
export type { BreadcrumbBarProps } from './BreadcrumbBar.tsx';
