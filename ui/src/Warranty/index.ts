export { Warranty } from './Warranty.tsx';
export type { WarrantyItemData, WarrantyProps } from './Warranty.tsx';
