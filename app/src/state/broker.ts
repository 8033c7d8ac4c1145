import { financeDisclosureOf, type OrderConfig } from '@showroom/api-client';
import type { BrokerDisclosure, TenantConfig } from '@showroom/core';
import type { VdpState } from './pageState.ts';

/**
 * The retailer as a credit broker, beside every figure a page shows (requirement ARCH-8): the
 * order config's finance disclosure (decision 0906), read by the server with the page, so the
 * server-rendered page and the hydrated one say the same. The tenant configuration's only when
 * the order config could not be read: it is this storefront's own retailer, never the demo's.
 * @example brokerOf(orderConfig, tenant).registeredName // 'Northgate Motors Ltd'
 */
export function brokerOf(
  orderConfig: OrderConfig | null,
  tenant: Pick<TenantConfig, 'broker'>,
): BrokerDisclosure {
  return orderConfig ? financeDisclosureOf(orderConfig).broker : tenant.broker;
}

/**
 * The vehicle page's broker: its order config's ({@link brokerOf}).
 * @example vdpBroker(state).registeredName // 'Northgate Motors Ltd'
 */
export const vdpBroker = (state: Pick<VdpState, 'orderConfig' | 'tenant'>): BrokerDisclosure =>
  brokerOf(state.orderConfig, state.tenant);
