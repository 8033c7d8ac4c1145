import {
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_COMPLETED,
  MESSAGES,
  builderTransition,
  orderTransition,
  paymentMethodOf,
  type BuilderEffect,
  type BuilderEvent,
  type OrderEffect,
  type OrderEvent,
} from '@showroom/core';
import type {
  OrderPayload,
  OrderUpdate,
  ShowroomClient,
  ShowroomError,
  WebsiteOrder,
} from '@showroom/api-client';
import { orderStorageKey } from '../state/savedLists.ts';
import type { DealStore, DealValuation } from './dealStore.ts';

/**
 * The ports the deal's effects run through (design.md "How a request flows"): the api-client,
 * local storage (may be absent), analytics and the page.
 */
export type DealPorts = {
  api: ShowroomClient;
  storage: () => Storage | null;
  track: (event: string, params: Record<string, unknown>) => void;
  scrollToDeal: () => void;
  newKey: () => string;
  /** Waits before a retry (tests pass a fake). */
  wait: (ms: number) => Promise<void>;
};

/** Reads the stored order guid for a vehicle; anything unreadable counts as none. */
export function readStoredGuid(storage: Storage | null, stockId: number): string | null {
  try {
    const value = storage?.getItem(orderStorageKey(stockId)) ?? null;
    return value && /^[0-9a-zA-Z-]{8,64}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

function writeStorage(storage: Storage | null, stockId: number, guid: string | null): void {
  try {
    if (guid) storage?.setItem(orderStorageKey(stockId), guid);
    else storage?.removeItem(orderStorageKey(stockId));
  } catch {
    // Storage full or blocked: the deal still works, it just won't survive a reload.
  }
}

/** The error body core's flattenErrors reads: the server's field messages, else its message. */
export function errorBody(error: ShowroomError): unknown {
  return error.kind === 'validation' && Object.keys(error.fields).length > 0
    ? { errors: error.fields, message: error.message }
    : { message: error.message };
}

/** The wire valuation in the shape the ui shows. */
export function toDealValuation(valuation: WebsiteOrder['valuations'][number]): DealValuation {
  return {
    hash: valuation.hash,
    price: valuation.price,
    settlement: valuation.settlement,
    condition: valuation.vehicle.condition,
    mileage: null,
    vehicle: {
      plate: valuation.vehicle.plate,
      make: valuation.vehicle.make,
      model: valuation.vehicle.model,
      vrm: valuation.vehicle.vrm,
    },
  };
}

const facts = (order: WebsiteOrder) => ({
  guid: order.guid,
  status: order.status,
  payments: order.payments,
  valuations: order.valuations,
});

/** Feeds the order lifecycle an event and runs the effects it returns. */
export function sendOrder(deal: DealStore, event: OrderEvent, ports: DealPorts): void {
  const { state, effects } = orderTransition(deal.order, event);
  deal.order = state;
  for (const effect of effects) void runOrderEffect(deal, effect, ports);
}

/** Feeds the deal-builder machine an event and runs the effects it returns. */
export function sendBuilder(deal: DealStore, event: BuilderEvent, ports: DealPorts): void {
  const { state, effects } = builderTransition(deal.builder, event);
  deal.builder = state;
  for (const effect of effects) runBuilderEffect(effect, ports);
}

function runBuilderEffect(effect: BuilderEffect, ports: DealPorts): void {
  if (effect.type === 'analytics.track') ports.track(effect.event, effect.params);
  else ports.scrollToDeal();
}

/** The server's order, adopted by the deal: valuations, products and (when restoring) the step. */
export function adoptOrder(deal: DealStore, order: WebsiteOrder, ports: DealPorts): void {
  deal.serverOrder = order;
  deal.valuations = order.valuations.map(toDealValuation);
  deal.products = [...order.products];
  sendBuilder(deal, { type: 'valuationsChanged', valuations: order.valuations }, ports);
  if (order.payments.length > 0) deal.payment = { status: 'success', declineMessage: null };
}

function restoreStep(deal: DealStore, order: WebsiteOrder, ports: DealPorts): void {
  const method = paymentMethodOf(order.payment_type) ?? deal.builder.paymentMethod;
  deal.builder = { ...deal.builder, currentStep: 'step-1', paymentMethod: method };
  sendBuilder(deal, { type: 'continue' }, ports);
  const done = order.status === ORDER_STATUS_COMPLETED || order.status === 'STATUS_SUBMITTED';
  if (done && method !== 'reserve') sendBuilder(deal, { type: 'complete' }, ports);
}

async function createOrder(
  deal: DealStore,
  payload: OrderPayload,
  ports: DealPorts,
): Promise<void> {
  const body = JSON.stringify(payload);
  if (!deal.attempt || deal.attempt.body !== body) deal.attempt = { key: ports.newKey(), body };
  const key = deal.attempt.key;
  let result = await ports.api.createOrder(payload, key);
  // A lost answer or a concurrent duplicate: retry the same attempt with the same key.
  for (let retry = 1; retry <= 3 && result.error; retry += 1) {
    if (result.error.kind !== 'network' && result.error.kind !== 'conflict') break;
    if (
      result.error.kind === 'conflict' &&
      !/progress|duplicate|already/i.test(result.error.message)
    )
      break;
    await ports.wait(400 * retry);
    result = await ports.api.createOrder(payload, key);
  }
  if (result.data) {
    deal.attempt = null;
    sendOrder(
      deal,
      { type: 'createSucceeded', guid: result.data.guid, order: facts(result.data) },
      ports,
    );
    adoptOrder(deal, result.data, ports);
    if (deal.builder.paymentMethod === 'cash') {
      ports.track('purchase', { stock_id: deal.stockId, transaction_id: result.data.guid });
      sendBuilder(deal, { type: 'complete' }, ports);
    }
    return;
  }
  const recaptchaFailed = result.error.message === MESSAGES.recaptchaFailed;
  deal.recaptchaFailed = recaptchaFailed;
  sendOrder(deal, { type: 'createFailed', error: errorBody(result.error), recaptchaFailed }, ports);
}

/** Runs one order-lifecycle effect through the ports and feeds the result back as an event. */
export async function runOrderEffect(
  deal: DealStore,
  effect: OrderEffect,
  ports: DealPorts,
): Promise<void> {
  switch (effect.type) {
    case 'api.checkAvailability': {
      const result = await ports.api.checkOrderAvailability(effect.stockId);
      sendOrder(
        deal,
        result.data
          ? { type: 'availabilityChecked', ok: true }
          : { type: 'availabilityChecked', ok: false, message: result.error.message },
        ports,
      );
      return;
    }
    case 'api.fetchOrder': {
      const result = await ports.api.getOrder(effect.guid);
      if (result.error && result.error.kind !== 'not-found') return;
      const order = result.data;
      if (!order || order.status === ORDER_STATUS_CANCELLED) {
        sendOrder(
          deal,
          { type: 'orderFetched', order: { guid: effect.guid, status: ORDER_STATUS_CANCELLED } },
          ports,
        );
        sendBuilder(deal, { type: 'back' }, ports);
        return;
      }
      sendOrder(deal, { type: 'orderFetched', order: facts(order) }, ports);
      adoptOrder(deal, order, ports);
      restoreStep(deal, order, ports);
      return;
    }
    case 'api.createOrder':
      await createOrder(deal, effect.payload as unknown as OrderPayload, ports);
      return;
    case 'api.updateOrder': {
      const result = await ports.api.updateOrder(effect.guid, effect.changes as OrderUpdate);
      if (result.data) {
        sendOrder(deal, { type: 'updateSucceeded', order: facts(result.data) }, ports);
        deal.serverOrder = result.data;
        if (deal.application.submitting) {
          deal.application.submitting = false;
          ports.track('purchase', { stock_id: deal.stockId, transaction_id: result.data.guid });
          sendBuilder(deal, { type: 'complete' }, ports);
        }
      } else {
        deal.application.submitting = false;
        sendOrder(deal, { type: 'updateFailed', error: errorBody(result.error) }, ports);
      }
      return;
    }
    case 'storage.saveOrder':
      writeStorage(ports.storage(), effect.stockId, effect.guid);
      return;
    case 'storage.clearOrder':
      writeStorage(ports.storage(), effect.stockId, null);
      return;
    case 'analytics.track':
      ports.track(effect.event, effect.params);
      return;
    case 'ui.scrollToDeal':
      ports.scrollToDeal();
      return;
  }
}
