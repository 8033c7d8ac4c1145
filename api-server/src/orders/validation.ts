import type { ServerContext } from '../context.ts';
import { invalid } from '../http/errors.ts';
import type { ValuationRecord, VehicleRecord } from '../model.ts';
import { orderConfig } from './orderConfig.ts';
import { FINANCE_FIELDS, type CreateBody, type UpdateBody } from './record.ts';

type FieldErrors = Record<string, string[]>;
type AddError = (field: string, message: string) => void;

/** The finance_* fields a financed order must have (create, and an update with has_finance: true). */
const REQUIRED_FINANCE_FIELDS = [
  'finance_type',
  'finance_term',
  'finance_deposit',
  'finance_regular_payment',
] as const;

/** Collects field errors; `done` throws them as one 422 when there are any. */
function fieldErrors() {
  const errors: FieldErrors = {};
  const add: AddError = (field, message) => (errors[field] ??= []).push(message);
  const done = () => {
    if (Object.keys(errors).length) throw invalid(errors);
  };
  return { add, done };
}

async function checkProducts(ctx: ServerContext, products: number[], add: AddError) {
  const known = new Set((await orderConfig(ctx)).products.map((p) => p.id));
  for (const id of products) {
    if (!known.has(id)) add('products', `The selected product ${id} is invalid.`);
  }
}

/** With has_finance: true the chosen quote's essential fields must be there (contract OrderPayload, OrderUpdate). */
function requireFinance(body: CreateBody | UpdateBody, add: AddError) {
  if (body.has_finance !== true) return;
  for (const field of REQUIRED_FINANCE_FIELDS) {
    if (body[field] === undefined || body[field] === null)
      add(field, `The ${field.replace(/_/g, ' ')} field is required when finance is chosen.`);
  }
}

/**
 * Business rules the schema cannot state (requirement ORDER-9; contract OrderPayload description).
 */
export async function validateCreate(
  ctx: ServerContext,
  body: CreateBody,
): Promise<{ vehicle: VehicleRecord; valuations: ValuationRecord[] }> {
  const { add, done } = fieldErrors();
  if (body.terms_accepted !== true) add('terms_accepted', 'The terms must be accepted.');
  requireFinance(body, add);
  await checkProducts(ctx, body.products ?? [], add);
  const valuations: ValuationRecord[] = [];
  if (body.has_part_ex === true) {
    const hash = body.valuation_hash;
    const valuation = hash ? await ctx.repos.valuations.get(hash) : undefined;
    if (!hash)
      add('valuation_hash', 'The valuation hash field is required when a part exchange is added.');
    else if (!valuation) add('valuation_hash', 'The selected valuation hash is invalid.');
    else valuations.push(valuation);
  }
  const vehicle = await ctx.repos.vehicles.byId(body.vehicle);
  if (!vehicle) add('vehicle', 'The selected vehicle is invalid.');
  done();
  // done() has thrown when the vehicle was not found.
  if (!vehicle) throw new Error('An unknown vehicle was not refused.');
  return { vehicle, valuations };
}

/** Business rules of an update the schema cannot state (contract OrderUpdate); 422 before any change. */
export async function validateUpdate(ctx: ServerContext, body: UpdateBody) {
  const { add, done } = fieldErrors();
  if (body.products !== undefined) await checkProducts(ctx, body.products, add);
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
  done();
}
