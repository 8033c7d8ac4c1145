import { useState } from 'react';
import { showUlezPill, type TenantConfig } from '@showroom/core';
import { Dialog } from '../Dialog/index.ts';
import { tenantOrDefault } from '../shared/tenant.ts';
import type { VehicleData } from '../types.ts';
import '../shared/base.css';
import './UlezPill.css';

export interface UlezPillProps {
  vehicle: Pick<VehicleData, 'ulez_compliant'>;
  tenant?: TenantConfig;
}

// TODO(core): move these texts into MESSAGES (ulezPill, ulezHeading, ulezText).
const TEXT = {
  pill: 'ULEZ compliant',
  heading: 'Ultra Low Emission Zone (ULEZ)',
  body: [
    'This vehicle meets the emission standards of the Ultra Low Emission Zone, so no daily ULEZ charge applies when you drive it inside the zone.',
    'Other clean air zones set their own rules; check them before you travel. Congestion charges are separate and may still apply.',
  ],
};

/** The ULEZ pill (spec 5: only if the tenant enables it and ulez_compliant is 1) and its modal. */
export function UlezPill({ vehicle, tenant }: UlezPillProps) {
  const [open, setOpen] = useState(false);
  if (!showUlezPill(tenantOrDefault(tenant), vehicle)) return null;
  return (
    <>
      <button
        type="button"
        className="sr-ulez"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className="sr-ulez__mark">
          ✓
        </span>
        {TEXT.pill}
      </button>
      <Dialog view="ulez" open={open} title={TEXT.heading} onClose={() => setOpen(false)}>
        {TEXT.body.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Dialog>
    </>
  );
}
