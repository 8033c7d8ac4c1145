import { formatPounds } from '../money/index.ts';
import { message, type TenantConfig } from '../tenant/index.ts';
import type { PaymentMethod } from './builderTypes.ts';

/** What the step-1 panel shows around its content (requirement DEAL-3: a banner and a footer). */
export type StepOnePanelTexts = {
  /** The banner above the payment tabs; null when there is none to show. */
  banner: string | null;
  /** The footer: a call to the vehicle's branch (when it has a telephone) and the small print. */
  footer: { callText: string | null; telephone: string | null; smallPrint: string };
};

/**
 * The step-1 panel's banner and footer (requirement DEAL-3: step-1's banner, toggles, finance
 * calculator, part exchange, order summary and footer), in the tenant's words
 * (messages `dealBanner`, `dealFooterCall`, `dealFooterSmallPrint`; a tenant's empty text leaves
 * that part out). The banner tells the shopper the car can be reserved online for the order
 * config's deposit, so it shows only where Reserve is offered. The footer offers a call to the
 * vehicle's company telephone (requirement VEH-1: `company.telephone`) and names the retailer as a
 * credit broker with its FCA firm reference number.
 * @example stepOnePanelTexts({ methods: ['finance', 'cash', 'reserve'], reservationDeposit: 99, telephone: '0113 496 0000', tenant: DEFAULT_TENANT_CONFIG }).banner
 * // 'Reserve it online today with a fully refundable £99 deposit, or choose how you would like to pay.'
 */
export function stepOnePanelTexts({
  methods,
  reservationDeposit,
  telephone,
  tenant,
}: {
  methods: readonly PaymentMethod[];
  reservationDeposit: number;
  telephone: string | null | undefined;
  tenant: Pick<TenantConfig, 'messages' | 'broker'>;
}): StepOnePanelTexts {
  const banner = methods.includes('reserve')
    ? message('dealBanner', { deposit: formatPounds(reservationDeposit) }, tenant).trim()
    : '';
  const phone = telephone?.trim() || null;
  const callText = phone ? message('dealFooterCall', { telephone: phone }, tenant).trim() : '';
  const smallPrint = message(
    'dealFooterSmallPrint',
    {
      broker: tenant.broker.registeredName.trim(),
      frn: tenant.broker.firmReferenceNumber.trim(),
    },
    tenant,
  ).trim();
  return {
    banner: banner || null,
    footer: { callText: callText || null, telephone: callText ? phone : null, smallPrint },
  };
}
