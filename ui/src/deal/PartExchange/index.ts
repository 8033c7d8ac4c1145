export { PartExchange } from './PartExchange.tsx';
export type { PartExchangeProps, PartExchangeFormStatus } from './PartExchange.tsx';
