import type { PartExchangeStatus } from './builderTypes.ts';

/**
 * Part exchange status once the form is left (requirement PX-3): 'done' when the order has
 * valuations, otherwise 'idle' (which shows the Add heading leading to step-1-part-ex).
 * @example partExchangeStatus([{ hash: 'abc' }]) // 'done'
 */
export function partExchangeStatus(
  valuations: readonly unknown[] | null | undefined,
): Extract<PartExchangeStatus, 'idle' | 'done'> {
  return (valuations?.length ?? 0) > 0 ? 'done' : 'idle';
}
