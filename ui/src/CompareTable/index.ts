export { CompareTable } from './CompareTable.tsx';
export type { CompareCar, CompareTableProps } from './CompareTable.tsx';
