export { SpecificationsAccordion } from './SpecificationsAccordion.tsx';
export type { SpecificationsAccordionProps } from './SpecificationsAccordion.tsx';
