import { useState } from 'react';
import {
  formatMoney,
  formatPounds,
  message,
  vehicleTags,
  type TenantConfig,
  type VehicleTag,
} from '@showroom/core';
import { Dialog } from '../Dialog/index.ts';
import type { WireQuotes } from '@showroom/core';
import type { VehicleData } from '../types.ts';

/**
 * The vehicle's tags (Optional Extras, 0% finance, I'm nearly ready), each opening its modal.
 * '0% finance' comes from the quotes (one at 0% APR), never from the stock's tags.
 */
export function VehicleTagModals({
  vehicle,
  tenant,
  finance,
}: {
  vehicle: VehicleData;
  tenant: TenantConfig;
  finance?: WireQuotes | null;
}) {
  const [open, setOpen] = useState<VehicleTag['modal'] | null>(null);
  const tags = vehicleTags(tenant, vehicle, finance);
  const zero = tags.find((tag) => tag.kind === '0-finance');
  if (tags.length === 0) return null;
  const close = () => setOpen(null);
  const extras = tags.find((tag) => tag.kind === 'optional-extras');
  return (
    <>
      <ul className="sr-tags sr-summary__offer-tags" aria-label="Offers">
        {tags.map((tag) => (
          <li key={tag.kind}>
            <button
              type="button"
              className="sr-summary__offer-tag"
              aria-haspopup="dialog"
              onClick={() => setOpen(tag.modal)}
            >
              {tag.label}
              {tag.kind === 'optional-extras' && ` ${formatMoney(tag.price)}`}
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        view="optional-extras"
        open={open === 'optional-extras'}
        title="Optional extras"
        onClose={close}
      >
        <ul className="sr-summary__extras">
          {(vehicle.additional_features ?? []).map((feature) => (
            <li key={feature.name}>
              <span>{feature.name}</span>
              <span>{formatPounds(feature.price ?? 0)}</span>
            </li>
          ))}
        </ul>
        {extras?.kind === 'optional-extras' && (
          <p className="sr-summary__extras-total">Total {formatMoney(extras.price)}</p>
        )}
      </Dialog>
      <Dialog
        view="0-finance"
        open={open === '0-finance'}
        title={message('tagZeroFinance', {}, tenant)}
        onClose={close}
      >
        <p>{zero?.kind === '0-finance' ? zero.text : null}</p>
      </Dialog>
      <Dialog
        view="nearly-ready"
        open={open === 'nearly-ready'}
        title={message('tagNearlyReady', {}, tenant)}
        onClose={close}
      >
        <p>{message('nearlyReadyText', {}, tenant)}</p>
      </Dialog>
    </>
  );
}
