import { message, type MessageKey, type TenantConfig } from '@showroom/core';
import { DialogButton } from '../shared/DialogButton.tsx';
import { tenantOrDefault } from '../shared/tenant.ts';
import '../shared/base.css';
import './InfoTip.css';

/** The two tooltips of requirement VDP-16, each with its texts in core's message catalogue. */
const TIPS = {
  'deposit-contribution': {
    label: 'depositContributionLabel',
    heading: 'depositContributionHeading',
    text: 'depositContributionText',
  },
  'vehicle-tax-info': {
    label: 'vehicleTaxLabel',
    heading: 'vehicleTaxHeading',
    text: 'vehicleTaxText',
  },
} as const satisfies Record<string, Record<'label' | 'heading' | 'text', MessageKey>>;

export type InfoTipView = keyof typeof TIPS;

export interface InfoTipProps {
  /** Which explanation the button opens. */
  view: InfoTipView;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
}

/** An "i" button that opens a short explanation as an accessible dialog. */
export function InfoTip({ view, tenant: given }: InfoTipProps) {
  const tenant = tenantOrDefault(given);
  const keys = TIPS[view];
  return (
    <DialogButton
      className="sr-infotip"
      label={<span aria-hidden="true">i</span>}
      ariaLabel={message(keys.label, {}, tenant)}
      view={view}
      title={message(keys.heading, {}, tenant)}
    >
      <p>{message(keys.text, {}, tenant)}</p>
    </DialogButton>
  );
}
