import { useState } from 'react';
import { message, type MessageKey, type TenantConfig } from '@showroom/core';
import { Dialog } from '../Dialog/index.ts';
import { tenantOrDefault } from '../shared/tenant.ts';
import '../shared/base.css';
import './InfoTip.css';

/** The spec's two tooltips (spec 2 "Modals"), each with its texts in core's message catalogue. */
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
  view: InfoTipView;
  tenant?: TenantConfig;
}

/** An "i" button that opens a short explanation as an accessible dialog. */
export function InfoTip({ view, tenant: given }: InfoTipProps) {
  const [open, setOpen] = useState(false);
  const tenant = tenantOrDefault(given);
  const keys = TIPS[view];
  return (
    <>
      <button
        type="button"
        className="sr-infotip"
        aria-haspopup="dialog"
        aria-label={message(keys.label, {}, tenant)}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <Dialog
        view={view}
        open={open}
        title={message(keys.heading, {}, tenant)}
        onClose={() => setOpen(false)}
      >
        <p>{message(keys.text, {}, tenant)}</p>
      </Dialog>
    </>
  );
}
