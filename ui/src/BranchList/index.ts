export { BranchList } from './BranchList.tsx';
export type { BranchData, BranchListProps } from './BranchList.tsx';
