export { ReservedNotice } from './ReservedNotice.tsx';
export type { ReservedNoticeProps } from './ReservedNotice.tsx';
