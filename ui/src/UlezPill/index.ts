export { UlezPill } from './UlezPill.tsx';
export type { UlezPillProps } from './UlezPill.tsx';
