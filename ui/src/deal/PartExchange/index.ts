export { PartExchange, validateRegistration } from './PartExchange.tsx';
export type { PartExchangeProps, PartExchangeStatus } from './PartExchange.tsx';
