import { randomUUID } from 'node:crypto';
import { fromPounds, isReserved } from '@showroom/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { IdempotencyKeyLost, type IdempotencyEntry } from '../db/repositories.ts';
import { RECAPTCHA_FAILED } from '../forms/recaptcha.ts';
import { conflict, HttpError, invalid, notFound } from '../http/errors.ts';
import { params, type Routes } from '../http/routeTypes.ts';
import type { OrderRecord, PaymentType, ValuationRecord, VehicleRecord } from '../model.ts';
import {
  confirmDeposit,
  type DepositOutcome,
  HOLD_EXPIRED_MESSAGE,
  NO_PAYMENT_MESSAGE,
  payDeposit,
  releaseExpiredHolds,
} from '../payments/deposit.ts';
import { bodyFingerprint } from './canonical.ts';
import { orderConfig } from './orderConfig.ts';
import { FINANCE_MONEY_FIELDS, toWireOrder } from './wire.ts';

export const RESERVED_MESSAGE = 'This vehicle is currently reserved';
const IN_FLIGHT_MESSAGE =
  'A request with this Idempotency-Key is already being processed. Please retry shortly.';
const CUSTOMER_FIELDS = [
  'customer_title',
  'customer_first_name',
  'customer_last_name',
  'customer_email',
  'customer_telephone',
  'customer_current_address',
  'contactMethod',
  'opt_ins',
  'enquiry_source',
] as const;
const FINANCE_FIELDS = [
  'finance_type',
  'finance_term',
  'finance_mileage',
  'finance_apr',
  'finance_lender',
  'finance_no_of_payments',
  ...FINANCE_MONEY_FIELDS,
] as const;

/** The finance_* fields a financed order must have (create, and an update with has_finance: true). */
const REQUIRED_FINANCE_FIELDS = [
  'finance_type',
  'finance_term',
  'finance_deposit',
  'finance_regular_payment',
] as const;

type Body = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

function assertOrderable(vehicle: VehicleRecord) {
  if (isReserved(vehicle)) throw conflict(RESERVED_MESSAGE);
}

/** Business rules the schema cannot state (spec 5; contract OrderPayload description). */
async function validateCreate(
  ctx: ServerContext,
  body: Body,
): Promise<{ vehicle: VehicleRecord; valuations: ValuationRecord[] }> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (body.terms_accepted !== true) add('terms_accepted', 'The terms must be accepted.');
  requireFinance(body, add);
  const config = await orderConfig(ctx);
  const known = new Set(config.products.map((p) => p.id));
  for (const id of (body.products as number[] | undefined) ?? []) {
    if (!known.has(id)) add('products', `The selected product ${id} is invalid.`);
  }
  const valuations: ValuationRecord[] = [];
  if (body.has_part_ex === true) {
    const hash = body.valuation_hash;
    const valuation = typeof hash === 'string' ? await ctx.repos.valuations.get(hash) : undefined;
    if (!hash)
      add('valuation_hash', 'The valuation hash field is required when a part exchange is added.');
    else if (!valuation) add('valuation_hash', 'The selected valuation hash is invalid.');
    else valuations.push(valuation);
  }
  const vehicle = await ctx.repos.vehicles.byId(body.vehicle as number);
  if (!vehicle) add('vehicle', 'The selected vehicle is invalid.');
  if (Object.keys(errors).length) throw invalid(errors);
  return { vehicle: vehicle as VehicleRecord, valuations };
}

/** With has_finance: true the chosen quote's essential fields must be there (contract OrderPayload, OrderUpdate). */
function requireFinance(body: Body, add: (field: string, message: string) => void) {
  if (body.has_finance !== true) return;
  for (const field of REQUIRED_FINANCE_FIELDS) {
    if (body[field] === undefined || body[field] === null)
      add(field, `The ${field.replace(/_/g, ' ')} field is required when finance is chosen.`);
  }
}

/** Business rules of an update the schema cannot state (contract OrderUpdate); 422 before any change. */
async function validateUpdate(ctx: ServerContext, body: Body) {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (body.products !== undefined) {
    const known = new Set((await orderConfig(ctx)).products.map((p) => p.id));
    for (const id of body.products as number[]) {
      if (!known.has(id)) add('products', `The selected product ${id} is invalid.`);
    }
  }
  if (body.application_draft !== undefined && body.customer_form !== undefined) {
    add(
      'application_draft',
      'The application draft cannot be saved in the same request that sends the application (customer form).',
    );
  }
  if (body.has_finance === undefined) {
    for (const field of FINANCE_FIELDS) {
      if (body[field] !== undefined)
        add(field, 'The has finance field is required with finance fields.');
    }
  }
  requireFinance(body, add);
  if (Object.keys(errors).length) throw invalid(errors);
}

/** A draft never holds bank details (the contract already rejects them; this keeps the store honest). */
function draftFrom(body: Body): Record<string, unknown> {
  const { bank_account: _bank, ...draft } = body.application_draft as Body;
  return draft;
}

function pick(body: Body, fields: readonly string[]) {
  return Object.fromEntries(fields.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
}

function financeFrom(body: Body): Record<string, unknown> | null {
  if (body.has_finance !== true) return null;
  const finance = pick(body, FINANCE_FIELDS);
  for (const field of FINANCE_MONEY_FIELDS) {
    if (typeof finance[field] === 'number') finance[field] = fromPounds(finance[field] as number);
  }
  return finance;
}

function customerFrom(body: Body) {
  return {
    customer_title: null,
    customer_telephone: null,
    customer_current_address: null,
    ...pick(body, CUSTOMER_FIELDS),
  };
}

async function replayOrReject(ctx: ServerContext, entry: IdempotencyEntry, fingerprint: string) {
  if (entry.body_hash !== fingerprint) {
    throw invalid({
      'Idempotency-Key': ['This Idempotency-Key was already used with a different request body.'],
    });
  }
  if (entry.state === 'in_flight' || !entry.order_guid) {
    throw conflict(IN_FLIGHT_MESSAGE);
  }
  const order = await ctx.repos.orders.get(entry.order_guid);
  if (!order) throw conflict(IN_FLIGHT_MESSAGE);
  return order;
}

export const TOO_MANY_MESSAGE = 'Too many requests, please try again later.';

/**
 * Counts a deposit attempt for the order and for the client's IP; over either limit it is a 429 with
 * Retry-After (seconds until the fuller window ends), before the vehicle is held or a card charged.
 * A paid deposit ends an order's attempts, so what the per-order count stops is a string of declines
 * (card testing on one order); the per-IP count stops the same spread over many orders.
 */
async function limitPaymentAttempts(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  guid: string,
) {
  const { paymentsPerOrder, paymentsPerIp } = ctx.rateLimits;
  const counts = await Promise.all([
    ctx.countHit(`payments|order|${guid}`, paymentsPerOrder.timeWindow),
    ctx.countHit(`payments|ip|${request.ip}`, paymentsPerIp.timeWindow),
  ]);
  const over = counts.filter((count, i) => count.hits > [paymentsPerOrder, paymentsPerIp][i]!.max);
  if (!over.length) return;
  const seconds = Math.max(1, ...over.map((count) => Math.ceil(count.ttlMs / 1000)));
  reply.header('Retry-After', String(seconds));
  throw new HttpError(429, TOO_MANY_MESSAGE);
}

/** The provider failing (unreachable, its own error) is a 503 the shopper may retry, never a 500. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(503, PROVIDER_UNAVAILABLE_MESSAGE);
  }
}

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The payment provider could not be reached. Nothing was taken; please try again.';

export function orderRoutes(ctx: ServerContext): Routes {
  const depositAmount = async () =>
    fromPounds((await orderConfig(ctx)).reservation_form.deposit_amount);
  /** 201 paid; 202 waiting for the shopper's 3-D Secure check (the order says where); else refused. */
  const answerDeposit = async (reply: FastifyReply, guid: string, outcome: DepositOutcome) => {
    switch (outcome.kind) {
      case 'paid':
        return respond(reply, await load(guid), 201);
      case 'pending':
        return respond(reply, await load(guid), 202);
      case 'declined':
        throw new HttpError(402, outcome.message);
      case 'invalid':
        throw invalid({ payment_method: [outcome.message] });
      case 'expired':
        throw conflict(HOLD_EXPIRED_MESSAGE);
    }
  };
  const load = async (guid: string) => {
    const order = await ctx.repos.orders.get(guid);
    if (!order) throw notFound('Order not found.');
    return order;
  };
  const assertChangeable = (order: OrderRecord) => {
    if (order.status === 'STATUS_CANCELLED') throw conflict('This order has been cancelled.');
    if (order.status === 'STATUS_COMPLETED')
      throw conflict('This order has been completed and cannot be changed.');
  };
  const respond = async (reply: FastifyReply, order: OrderRecord, status = 200) => {
    noStore(reply).status(status);
    return { data: toWireOrder(order, await ctx.repos.holds.get(order.guid)) };
  };

  const createOrder = async (request: FastifyRequest, reply: FastifyReply) => {
    noStore(reply);
    const body = request.body as Body;
    const key = request.headers['idempotency-key'] as string;
    const fingerprint = bodyFingerprint(body);
    await releaseExpiredHolds(ctx);
    const existing = await ctx.repos.orders.findKey(key);
    if (existing) return respond(reply, await replayOrReject(ctx, existing, fingerprint), 200);

    const { vehicle, valuations } = await validateCreate(ctx, body);
    assertOrderable(vehicle);
    const at = ctx.now().toISOString();
    const held = await ctx.repos.orders.claimKey(key, fingerprint, at);
    if (held) return respond(reply, await replayOrReject(ctx, held, fingerprint), 200);
    try {
      if (ctx.recaptcha) {
        const passed = await ctx.recaptcha.verify(
          body['g-recaptcha-response'] as string | undefined,
          request.ip,
        );
        if (!passed) throw new HttpError(422, RECAPTCHA_FAILED);
      }
      // Re-read: the vehicle may have been reserved while the token was being verified.
      assertOrderable((await ctx.repos.vehicles.byId(vehicle.stock_id)) ?? vehicle);
      const order: OrderRecord = {
        guid: randomUUID(),
        status: 'STATUS_NEW',
        vehicle: vehicle.stock_id,
        payment_type:
          (body.payment_type as PaymentType | undefined) ??
          (body.has_finance ? 'FINANCE' : 'OUTRIGHT_FULL'),
        products: (body.products as number[] | undefined) ?? [],
        customer: customerFrom(body),
        finance: financeFrom(body),
        customer_form: null,
        application_draft: null,
        meta: pick(body, [
          'terms_accepted',
          'enquiry_source_history',
          'has_finance',
          'has_part_ex',
          'valuation_outstanding_finance',
          'valuation_condition',
        ]),
        reserved_at: null,
        valuations,
        payments: [],
        created_at: at,
        updated_at: at,
      };
      // Throws IdempotencyKeyLost when another node took the key over (this claim outlived its lease).
      await ctx.repos.orders.insertForKey(key, order);
      reply.header('Location', `/api/v2/website-orders/order/${order.guid}`);
      return respond(reply, await load(order.guid), 201);
    } catch (error) {
      // A lost claim is the other node's to finish: its key stays.
      if (!(error instanceof IdempotencyKeyLost)) await ctx.repos.orders.releaseKey(key);
      throw error instanceof IdempotencyKeyLost ? conflict(IN_FLIGHT_MESSAGE) : error;
    }
  };

  return {
    checkOrderAvailability: async (request, reply) => {
      noStore(reply);
      // A hold that expired unconfirmed no longer stands in anyone's way.
      await releaseExpiredHolds(ctx);
      const vehicle = await ctx.repos.vehicles.byId(params(request).stock_id);
      if (!vehicle) throw notFound('Vehicle not found.');
      assertOrderable(vehicle);
      return { data: { canOrder: true } };
    },
    getOrderConfig: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { data: await orderConfig(ctx) };
    },
    createOrder: { handler: createOrder, rateLimit: ctx.rateLimits.orders },
    getOrder: async (request, reply) => respond(reply, await load(params(request).guid)),
    updateOrder: async (request, reply) => {
      const order = await load(params(request).guid);
      const body = request.body as Body;
      assertChangeable(order);
      await validateUpdate(ctx, body);
      if (body.products !== undefined) order.products = body.products as number[];
      order.customer = { ...order.customer, ...pick(body, CUSTOMER_FIELDS) };
      if (body.payment_type !== undefined) order.payment_type = body.payment_type as PaymentType;
      if (body.has_finance !== undefined) {
        // The new quote replaces the recorded one as a whole (no field survives from the old one).
        order.finance = financeFrom(body);
        order.meta = { ...order.meta, has_finance: body.has_finance };
      }
      // A draft replaces the stored one and never changes the status.
      if (body.application_draft !== undefined) order.application_draft = draftFrom(body);
      if (body.customer_form !== undefined) {
        order.customer_form = { ...(order.customer_form ?? {}), ...(body.customer_form as Body) };
        order.application_draft = null;
        if (order.status === 'STATUS_NEW') order.status = 'STATUS_SUBMITTED';
      }
      order.updated_at = ctx.now().toISOString();
      if (body.status === 'STATUS_CANCELLED') {
        order.status = 'STATUS_CANCELLED';
        // A cancelled reservation frees the vehicle again.
        if (order.reserved_at) await ctx.repos.vehicles.release(order.vehicle, order.reserved_at);
        // So does a payment in progress (its authorisation is let go).
        const hold = await ctx.repos.holds.get(order.guid);
        if (hold) {
          if (hold.intent_id) await ctx.payment.cancel(hold.intent_id).catch(() => undefined);
          await ctx.repos.holds.release(hold);
        }
      }
      await ctx.repos.orders.update(order);
      return respond(reply, await load(order.guid));
    },
    attachValuation: async (request, reply) => {
      const order = await load(params(request).guid);
      const hash = (request.body as Body).hash as string;
      if (!(await ctx.repos.valuations.get(hash))) throw notFound('Valuation not found.');
      assertChangeable(order);
      await ctx.repos.orders.attachValuation(order.guid, hash);
      return respond(reply, await load(order.guid));
    },
    removeValuation: async (request, reply) => {
      const { guid, hash } = params(request);
      const order = await load(guid);
      if (!order.valuations.some((v) => v.hash === hash))
        throw notFound('Valuation not found on this order.');
      assertChangeable(order);
      await ctx.repos.orders.detachValuation(guid, hash);
      return respond(reply, await load(guid));
    },
    payReservationDeposit: async (request, reply) => {
      noStore(reply);
      const order = await load(params(request).guid);
      assertChangeable(order);
      if (order.payments.length || order.status === 'STATUS_RESERVED')
        throw conflict('The reservation deposit for this order has already been paid.');
      await releaseExpiredHolds(ctx);
      const vehicle = await ctx.repos.vehicles.byId(order.vehicle);
      if (!vehicle) throw notFound('Vehicle not found.');
      // The order's own hold (a payment in progress) is not someone else's reservation.
      const hold = await ctx.repos.holds.get(order.guid);
      if (!hold || hold.held_at !== vehicle.reserved_at) assertOrderable(vehicle);
      await limitPaymentAttempts(ctx, request, reply, order.guid);
      const body = request.body as { payment_method: string; return_url?: string };
      const outcome = await providerCall(async () =>
        payDeposit(
          ctx,
          order,
          {
            paymentMethod: body.payment_method,
            returnUrl: body.return_url ?? '/',
            amount: await depositAmount(),
            previousStatus: vehicle.reservation_status ?? 'Available',
          },
          ctx.paymentHoldMs,
        ),
      );
      if (outcome.kind === 'taken') throw conflict(RESERVED_MESSAGE);
      return answerDeposit(reply, order.guid, outcome);
    },
    confirmReservationDeposit: async (request, reply) => {
      noStore(reply);
      const order = await load(params(request).guid);
      if (order.payments.length) return respond(reply, order, 200);
      assertChangeable(order);
      const outcome = await providerCall(async () =>
        confirmDeposit(ctx, order, await depositAmount()),
      );
      if (outcome.kind === 'none') throw conflict(NO_PAYMENT_MESSAGE);
      return answerDeposit(reply, order.guid, outcome);
    },
  };
}
