import { message, showUlezPill, type TenantConfig } from '@showroom/core';
import { DialogButton } from '../shared/DialogButton.tsx';
import { tenantOrDefault } from '../shared/tenant.ts';
import type { VehicleData } from '../types.ts';
import '../shared/base.css';
import './UlezPill.css';

export interface UlezPillProps {
  /** The vehicle's ULEZ compliance (1 compliant, 0 not). */
  vehicle: Pick<VehicleData, 'ulez_compliant'>;
  /** The retailer's settings (texts, wording, flags); the storefront's default when absent. */
  tenant?: TenantConfig;
}

/**
 * The ULEZ pill (requirement VDP-19: only if the tenant enables it and ulez_compliant is 1) and its
 * modal.
 */
export function UlezPill({ vehicle, tenant: given }: UlezPillProps) {
  const tenant = tenantOrDefault(given);
  if (!showUlezPill(tenant, vehicle)) return null;
  return (
    <DialogButton
      className="sr-ulez"
      label={
        <>
          <span aria-hidden="true" className="sr-ulez__mark">
            ✓
          </span>
          {message('ulezPill', {}, tenant)}
        </>
      }
      view="ulez"
      title={message('ulezHeading', {}, tenant)}
    >
      <p>{message('ulezText', {}, tenant)}</p>
      <p>{message('ulezOtherZonesText', {}, tenant)}</p>
    </DialogButton>
  );
}
