export { PriceLabel } from './PriceLabel.tsx';
export type { PriceLabelProps } from './PriceLabel.tsx';
