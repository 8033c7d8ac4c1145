export { InfoTip } from './InfoTip.tsx';
export type { InfoTipProps, InfoTipView } from './InfoTip.tsx';
