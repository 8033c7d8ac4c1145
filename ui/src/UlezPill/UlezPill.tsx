import { useState } from 'react';
import { message, showUlezPill, type TenantConfig } from '@showroom/core';
import { Dialog } from '../Dialog/index.ts';
import { tenantOrDefault } from '../shared/tenant.ts';
import type { VehicleData } from '../types.ts';
import '../shared/base.css';
import './UlezPill.css';

export interface UlezPillProps {
  vehicle: Pick<VehicleData, 'ulez_compliant'>;
  tenant?: TenantConfig;
}

/** The ULEZ pill (spec 5: only if the tenant enables it and ulez_compliant is 1) and its modal. */
export function UlezPill({ vehicle, tenant: given }: UlezPillProps) {
  const [open, setOpen] = useState(false);
  const tenant = tenantOrDefault(given);
  if (!showUlezPill(tenant, vehicle)) return null;
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
        {message('ulezPill', {}, tenant)}
      </button>
      <Dialog
        view="ulez"
        open={open}
        title={message('ulezHeading', {}, tenant)}
        onClose={() => setOpen(false)}
      >
        <p>{message('ulezText', {}, tenant)}</p>
        <p>{message('ulezOtherZonesText', {}, tenant)}</p>
      </Dialog>
    </>
  );
}
