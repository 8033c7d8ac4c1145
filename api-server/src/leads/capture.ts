import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import type { OutboxMessage } from '../db/repositories.ts';
import type { OrderRecord, VehicleRecord } from '../model.ts';
import { keptBranches } from '../content/branches.ts';
import { orderConfig } from '../orders/orderConfig.ts';
import {
  formLeadEvent,
  orderLeadEvent,
  type FormLeadInput,
  type OrderLeadInput,
  type StoredBranch,
} from './build.ts';
import type { LeadEvent } from './leadEvent.ts';

/**
 * What a route hands to the repository with the lead's own row: the lead's snapshot once per
 * configured channel (one outbox row each). No channel configured: nothing to deliver, no rows.
 */
function messages(ctx: ServerContext, event: LeadEvent): OutboxMessage[] {
  return ctx.leadChannels.map((channel) => ({ event, channel }));
}

async function branchOf(ctx: ServerContext, vehicle: VehicleRecord | null) {
  if (!vehicle) return null;
  const stored = await keptBranches<StoredBranch>(ctx);
  return stored.find((b) => b.slug === vehicle.site.slug) ?? null;
}

/** The outbox rows of a lead about an order (read what the snapshot needs, then build it). */
export async function orderLeads(
  ctx: ServerContext,
  type: OrderLeadInput['type'],
  order: OrderRecord,
  at: string,
  deposit?: OrderLeadInput['deposit'],
): Promise<OutboxMessage[]> {
  if (!ctx.leadChannels.length) return [];
  const vehicle = (await ctx.repos.vehicles.byId(order.vehicle)) ?? null;
  const { products } = await orderConfig(ctx);
  const event = orderLeadEvent({
    id: randomUUID(),
    type,
    at,
    order,
    vehicle,
    branch: await branchOf(ctx, vehicle),
    products,
    ...(deposit ? { deposit } : {}),
  });
  return messages(ctx, event);
}

/** The outbox rows of an enquiry or a test drive sent from a form. */
export async function formLeads(
  ctx: ServerContext,
  type: FormLeadInput['type'],
  fields: FormLeadInput['fields'],
  at: string,
): Promise<OutboxMessage[]> {
  if (!ctx.leadChannels.length) return [];
  const id = fields.vehicle_id;
  const vehicle =
    id && /^[1-9]\d{0,9}$/.test(id) ? ((await ctx.repos.vehicles.byId(Number(id))) ?? null) : null;
  const event = formLeadEvent({
    id: randomUUID(),
    type,
    at,
    fields,
    vehicle,
    branch: await branchOf(ctx, vehicle),
  });
  return messages(ctx, event);
}
