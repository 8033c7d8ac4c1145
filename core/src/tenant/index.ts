export type {
  BrokerDisclosure,
  KeyFactKey,
  ListingCardStyle,
  TenantConfig,
} from './tenantConfig.ts';
export { DEFAULT_TENANT_CONFIG, KEY_FACT_KEYS } from './tenantConfig.ts';
export { resolveTenantConfig } from './resolveTenantConfig.ts';
export type { MessageKey, MessageParams } from './messages.ts';
export { MESSAGES, fillTemplate, message } from './messages.ts';
