import { toPounds } from '@showroom/core';
import type { Schema } from '../http/routeTypes.ts';
import type { ValuationRecord } from '../model.ts';
import { normaliseVrm } from '../plates.ts';

export function toWireValuation(v: ValuationRecord): Schema<'Valuation'> {
  return {
    hash: v.hash,
    price: toPounds(v.price),
    settlement: toPounds(v.settlement),
    condition: v.condition,
    mileage: v.mileage,
    vehicle: {
      plate: v.registration,
      make: v.make,
      model: v.model,
      vrm: normaliseVrm(v.registration),
      valuation: toPounds(v.price),
      settlement: toPounds(v.settlement),
    },
    created_at: v.created_at,
  };
}

/** As it appears on an order (contract OrderValuation: the vehicle carries the condition). */
export function toWireOrderValuation(v: ValuationRecord): Schema<'OrderValuation'> {
  const wire = toWireValuation(v);
  return {
    hash: wire.hash,
    price: wire.price,
    settlement: wire.settlement,
    vehicle: { ...wire.vehicle, condition: v.condition },
  };
}
