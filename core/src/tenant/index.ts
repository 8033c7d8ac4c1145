export { DEFAULT_TENANT_CONFIG } from './tenantConfig.ts';
export type {
  BrokerDisclosure,
  KeyFactKey,
  ListingCardStyle,
  TenantConfig,
} from './tenantConfig.ts';
export { resolveTenantConfig } from './resolveTenantConfig.ts';
export { FINANCE_WIDGET_MESSAGES, MESSAGES, message, messageOf } from './messages.ts';
export type { FinanceWidgetMessageKey, MessageKey, MessageParams } from './messages.ts';
export { validateTenantConfig } from './validateTenantConfig.ts';
export type { TenantConfigProblem } from './validateTenantConfig.ts';
export { failureMessageKey, serverWordsShown, shopperFailureText } from './failureMessages.ts';
export type { FailureKind, ShopperFailure } from './failureMessages.ts';
