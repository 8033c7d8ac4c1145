export { createShowroomClient } from './client.ts';
export type { InProcessReads, ShowroomClient, ShowroomClientOptions } from './client.ts';
export { toShowroomError, networkError } from './errors.ts';
export type { Result, ShowroomError, ShowroomErrorKind } from './errors.ts';
export type * from './types.ts';
export type { paths, components, operations } from './generated/schema.ts';
export {
  financeDisclosureOf,
  toDealFailure,
  toDealOrder,
  toDealValuation,
} from './channel/deal.ts';
export type { FinanceDisclosure } from './channel/deal.ts';
export {
  createDealRunner,
  performDealEffect,
  RECAPTCHA_UNREACHABLE,
  staleKey,
} from './channel/runner.ts';
export { createFinanceRunner, performFinanceEffect } from './channel/finance.ts';
export type { FinanceRunner, FinanceRunnerPorts } from './channel/finance.ts';
export type { MachineRunner } from './channel/effectRunner.ts';
export type {
  DealRunner,
  DealRunnerPorts,
  DealStoragePort,
  TokenisedCard,
  ProviderUnreachable,
} from './channel/runner.ts';
