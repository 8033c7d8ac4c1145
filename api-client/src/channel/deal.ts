import type { BrokerDisclosure, DealFailure, DealOrder, DealValuation } from '@showroom/core';
import type { ShowroomError } from '../errors.ts';
import type { OrderConfig, OrderValuation, Valuation, WebsiteOrder } from '../types.ts';

// The wire's answers as core's deal machine takes them (docs/decisions/0905): one mapping for every
// channel, so none copies it.

/**
 * A valuation the API made or read back (`createValuation`, `getValuation`) as the deal holds it.
 * @example toDealValuation(valuation).mileage // 42000
 */
export function toDealValuation(wire: Valuation): DealValuation {
  return {
    hash: wire.hash,
    price: wire.price,
    settlement: wire.settlement,
    condition: wire.condition,
    mileage: wire.mileage,
    vehicle: {
      plate: wire.vehicle.plate,
      make: wire.vehicle.make,
      model: wire.vehicle.model,
      vrm: wire.vehicle.vrm,
    },
  };
}

/** An order's valuation: its condition sits on its vehicle, and an order does not carry mileage. */
function orderValuation(wire: OrderValuation): DealValuation {
  return {
    hash: wire.hash,
    price: wire.price,
    settlement: wire.settlement,
    condition: wire.vehicle.condition,
    mileage: null,
    vehicle: {
      plate: wire.vehicle.plate,
      make: wire.vehicle.make,
      model: wire.vehicle.model,
      vrm: wire.vehicle.vrm,
    },
  };
}

/**
 * The order as the deal machine takes it (requirement ORDER-1): every field as the API sent it, its
 * valuations without the wire's nesting.
 * @example toDealOrder(order).valuations?.[0]?.condition // 'good'
 */
export function toDealOrder(wire: WebsiteOrder): DealOrder {
  return { ...wire, valuations: wire.valuations.map(orderValuation) };
}

/**
 * Whether a 409's body is an order as it stands: what the deal reads of it first is there (its
 * guid, its version and its list of valuations).
 */
function isOrderAsItStands(
  body: Record<string, unknown>,
): body is Record<string, unknown> & WebsiteOrder {
  return (
    typeof body.guid === 'string' &&
    (typeof body.version === 'string' || typeof body.version === 'number') &&
    Array.isArray(body.valuations)
  );
}

/**
 * The API client's error as the deal machine takes it: its kind and message, and what the kind
 * carries (a validation's fields, a stale update's order as it stands, a timeout, a Retry-After).
 * The message is for logs unless core says a refusal's words are shown (decision 0207).
 * @example toDealFailure({ kind: 'network', message: 'Could not reach the server' }).kind // 'network'
 */
export function toDealFailure(error: ShowroomError): DealFailure {
  const { kind, message } = error;
  if (error.kind === 'validation') return { kind, message, fields: error.fields };
  // A 409 on an update answers the order as it stands (the contract's updateOrder); another
  // 409's body (a reserved car's, a broken one) carries none.
  if (error.kind === 'conflict' && error.current && isOrderAsItStands(error.current))
    return { kind, message, current: toDealOrder(error.current) };
  if (error.kind === 'network' && error.timedOut) return { kind, message, timedOut: true };
  if (error.kind === 'rate-limited' && error.retryAfterSeconds !== undefined)
    return { kind, message, retryAfterSeconds: error.retryAfterSeconds };
  return { kind, message };
}

/** What a channel shows beside every finance figure, as core's texts take it. */
export type FinanceDisclosure = {
  /** The retailer as a credit broker (core's `representativeExampleOf` takes it). */
  broker: BrokerDisclosure;
  /** The status statement, e.g. `Finance subject to status.` */
  subjectToStatus: string;
};

/**
 * The order config's finance disclosure (requirement ARCH-8, decision 0906) as core takes it: the
 * retailer's own broker, so a channel never needs a tenant file or the demo's defaults.
 * @example financeDisclosureOf(config).broker.firmReferenceNumber // '654321'
 */
export function financeDisclosureOf(config: OrderConfig): FinanceDisclosure {
  const { broker, subject_to_status } = config.finance_disclosure;
  return {
    broker: {
      registeredName: broker.registered_name,
      firmReferenceNumber: broker.firm_reference_number,
      commission: broker.commission,
    },
    subjectToStatus: subject_to_status,
  };
}
