export { PaymentTabs } from './PaymentTabs.tsx';
export type { PaymentTabsProps } from './PaymentTabs.tsx';
