export { SpecificationsAccordion } from './SpecificationsAccordion.tsx';
export type { SpecificationsAccordionProps } from './SpecificationsAccordion.tsx';
export { specificationDrawers } from './drawers.ts';
export type { Drawer, DrawerKey, SpecRow } from './drawers.ts';
