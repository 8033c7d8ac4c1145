export { PartExchange } from './PartExchange.tsx';
export type { PartExchangeProps, PartExchangeStatus } from './PartExchange.tsx';
