export { Description } from './Description.tsx';
export type { DescriptionProps } from './Description.tsx';
