import { RECAPTCHA_ACTIONS, message, testDriveProblem, ukWallClock } from '@showroom/core';
import { branchOfVehicle } from '../content/branches.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { typedRoutes, type Routes, type Schema } from '../http/routeTypes.ts';
import { APPLICATION_FORM_ID, type FormSubmissionRecord, type OrderRecord } from '../model.ts';
import { formLeads } from '../leads/capture.ts';
import { assertRecaptcha } from './recaptcha.ts';

/**
 * Which kind of form a submission is: a finance payload is an incomplete application; a test drive
 * by its enquiry type ("Test Drive", requirement FORM-3, in any case), its preferred date or the
 * test-drive form id; else an enquiry.
 */
function kindOf(
  fields: Schema<'FormSubmission'>,
  testDriveFormId: number,
): FormSubmissionRecord['kind'] {
  if (fields.payload) return 'incomplete_application';
  if (
    fields.enquiry_type?.trim().toLowerCase() === 'test drive' ||
    Boolean(fields.preferred_date) ||
    Number(fields.form_id) === testDriveFormId
  )
    return 'test_drive';
  return 'enquiry';
}

export const TEST_DRIVE_FORM_ID = 2;

/** The `_terms_accepted` values that mean ticked (contract FormSubmission). */
const TICKED = new Set(['1', 'true', 'on']);

/** The order a submission's payload names (`{"guid": …}`): the submission is its application. */
async function applicationOrder(
  ctx: ServerContext,
  payload: unknown,
): Promise<OrderRecord | undefined> {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const guid = 'guid' in payload ? payload.guid : undefined;
  return typeof guid === 'string' ? ctx.repos.orders.get(guid) : undefined;
}

export function formRoutes(ctx: ServerContext): Routes {
  return typedRoutes({
    submitForm: {
      rateLimit: ctx.rateLimits.forms,
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (!request.isMultipart()) {
          throw new HttpError(400, 'Unsupported content type.', {
            body: ['The form must be sent as multipart/form-data.'],
          });
        }
        const fields = request.body;
        let payload: unknown = undefined;
        if (fields.payload) {
          try {
            payload = JSON.parse(fields.payload);
          } catch {
            throw invalid({ payload: ['The payload must be valid JSON.'] });
          }
        }
        // An enquiry or a test drive is sent by a shopper who ticked the terms (requirement FORM-5,
        // `_terms_accepted`); a saved application's were accepted with its order.
        const kind = kindOf(fields, TEST_DRIVE_FORM_ID);
        if (kind !== 'incomplete_application' && !TICKED.has(fields._terms_accepted ?? '')) {
          throw invalid({ _terms_accepted: [message('termsNotAccepted')] });
        }
        await assertRecaptcha(
          ctx,
          fields['g-recaptcha-response'],
          RECAPTCHA_ACTIONS.formSubmit,
          request.ip,
        );
        // A test drive is at the vehicle's branch: a time it can give, not past (core's check).
        if (fields.preferred_date || fields.preferred_time) {
          const problem = testDriveProblem(
            await branchOfVehicle(ctx, fields.vehicle_id),
            fields.preferred_date ?? '',
            fields.preferred_time ?? '',
            ukWallClock(ctx.now()),
          );
          if (problem) {
            const field = problem.field === 'preferredDate' ? 'preferred_date' : 'preferred_time';
            throw invalid({ [field]: [problem.message] });
          }
        }
        const { 'g-recaptcha-response': _token, payload: _raw, ...data } = fields;
        // An order's application is submitted once: a repeat (an answer the storefront lost, a
        // reload) stores nothing and answers with the first submission (contract submitForm).
        const order = await applicationOrder(ctx, payload);
        const first = order?.meta[APPLICATION_FORM_ID];
        if (typeof first === 'number') {
          reply.status(200);
          return { data: { id: first, form_id: Number(fields.form_id) } };
        }
        const at = ctx.now().toISOString();
        // An enquiry or a test drive is a lead; a saved application's lead is its order's.
        const leads =
          kind === 'incomplete_application'
            ? []
            : await formLeads(
                ctx,
                kind === 'test_drive' ? 'test_drive.booked' : 'enquiry.received',
                fields,
                at,
              );
        const id = await ctx.repos.forms.insert(
          {
            form_id: fields.form_id,
            kind,
            data: payload === undefined ? data : { ...data, payload },
            created_at: at,
          },
          leads,
        );
        if (order)
          await ctx.repos.orders.update({
            ...order,
            meta: { ...order.meta, [APPLICATION_FORM_ID]: id },
          });
        reply.status(201);
        return { data: { id, form_id: Number(fields.form_id) } };
      },
    },
  });
}
