export * from './tenantConfig.ts';
export * from './resolveTenantConfig.ts';
export * from './messages.ts';
export * from './validateTenantConfig.ts';
export * from './failureMessages.ts';
