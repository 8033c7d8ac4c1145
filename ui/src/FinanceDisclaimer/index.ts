export { FinanceDisclaimer } from './FinanceDisclaimer.tsx';
export type { FinanceDisclaimerProps } from './FinanceDisclaimer.tsx';
