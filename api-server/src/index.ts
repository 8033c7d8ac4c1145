// The public entry: what a host needs to build, configure and seed the API, and the ports it may
// fill with its own providers; a module re-exported whole is public as a whole.
export {
  buildApi,
  buildServer,
  DEFAULT_CREDIT_CHECK_URL,
  DEFAULT_PAYMENT_LIMITS,
  DEFAULT_RATE_LIMIT,
  DEFAULT_VALUATION_LIMIT,
  type ShowroomApi,
} from './server.ts';
export type * from './ports.ts';
export type { DataChanges, Repositories } from './db/repositories.ts';
export type { BuildServerOptions } from './serverOptions.ts';
export { demoRegistrationLookup } from './partExchange/demoRegistrationLookup.ts';
export { DEMO_REGISTRATIONS } from './seed/demoRegistrations.ts';
export { TEST_CARDS } from '@showroom/core';
export * from './payments/testProvider/provider.ts';
export * from './payments/stripeProvider.ts';
export {
  DEFAULT_PAYMENT_HOLD_MS,
  HOLD_RELEASE_GRACE_MS,
  releaseExpiredHolds,
} from './payments/deposit.ts';
export { PROVIDER_TEST_CARDS, readPaymentMethod } from './payments/testProvider/tokens.ts';
export { testProviderPlugin } from './payments/testProvider/plugin.ts';
export * from './forms/recaptcha.ts';
export * from './db/sqlite/index.ts';
export * from './db/postgres/index.ts';
export * from './seed/seed.ts';
export * from './config.ts';
export * from './live/startRefused.ts';
export * from './live/checklist.ts';
export { loadTenantFile, readTenantFile } from './live/tenantFile.ts';
export {
  describeProblems,
  loadShowroomConfig,
  readShowroomConfig,
  tenantFromEnv,
  tenantOf,
  validateShowroomConfig,
  type ConfigProblem,
  type ShowroomConfig,
} from './live/showroomConfig.ts';
export * from './sanitize.ts';
export * from './finance/referenceRates.ts';
export * from './forms/testRecaptcha.ts';
export { contractParameterCheck, contractSchemaCheck } from './http/schemaValidator.ts';
export { FEATURED_TAB_FILTERS } from './contractKit/links.ts';
export { MAX_PARAM_LENGTH } from './http/app.ts';
export * from './http/health.ts';
export * from './http/lifecycle.ts';
export {
  IN_PROCESS_READ_CHANNEL,
  IN_PROCESS_READS,
  inProcessReadsOf,
  type InProcessAnswer,
  type InProcessReads,
  type InProcessRequest,
} from './http/inProcess.ts';
export type * from './leads/leadEvent.ts';
export { LEAD_EVENT_TYPES } from './leads/leadEvent.ts';
export type { LeadChannelDeps, LeadsWebhookOptions } from './leads/channels.ts';
export {
  SIGNATURE_HEADER,
  signatureHeader,
  verifySignature,
  webhookChannel,
  webhookPayload,
} from './leads/webhook.ts';
export { DEFAULT_RETRY, type Dispatcher, type RetryPolicy } from './leads/dispatcher.ts';
export { DEFAULT_RETENTION_DAYS } from './leads/retention.ts';
export * from './http/metrics.ts';
export * from './http/logging.ts';
