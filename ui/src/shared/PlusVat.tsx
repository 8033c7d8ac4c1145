import { formatPlusVat, plusVatText, type VehicleFacts } from '@showroom/core';
import './base.css';

/**
 * "£X + VAT" beside a price with VAT, for a vehicle on the Commercial VAT scheme (core's
 * `plusVatText`), or for a price excluding VAT given in pounds; nothing otherwise.
 */
export function PlusVat({
  vehicle,
  pounds,
}: {
  vehicle?: Pick<VehicleFacts, 'vat_scheme' | 'price_excluding_vat'>;
  pounds?: number | null;
}) {
  const text = vehicle
    ? plusVatText(vehicle)
    : typeof pounds === 'number' && pounds > 0
      ? formatPlusVat(pounds)
      : null;
  if (!text) return null;
  return (
    <span className="sr-plus-vat">
      <span className="sr-visually-hidden">, or </span>
      {text}
    </span>
  );
}
