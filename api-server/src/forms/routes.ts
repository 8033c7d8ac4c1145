import type { ServerContext } from '../context.ts';
import { HttpError, invalid } from '../http/errors.ts';
import type { Routes } from '../http/routeTypes.ts';
import type { FormSubmissionRecord } from '../model.ts';
import { RECAPTCHA_FAILED } from './recaptcha.ts';

/** Which kind of form a submission is: a finance payload is an incomplete application; else by enquiry type or form id. */
function kindOf(
  fields: Record<string, string>,
  testDriveFormId: number,
): FormSubmissionRecord['kind'] {
  if (fields.payload) return 'incomplete_application';
  if (fields.enquiry_type === 'Test Drive' || Number(fields.form_id) === testDriveFormId)
    return 'test_drive';
  return 'enquiry';
}

export const TEST_DRIVE_FORM_ID = 2;

export function formRoutes(ctx: ServerContext): Routes {
  return {
    submitForm: {
      rateLimit: ctx.rateLimits.forms,
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (!request.isMultipart()) {
          throw new HttpError(400, 'Unsupported content type.', {
            body: ['The form must be sent as multipart/form-data.'],
          });
        }
        const fields = request.body as Record<string, string>;
        let payload: unknown = undefined;
        if (fields.payload) {
          try {
            payload = JSON.parse(fields.payload);
          } catch {
            throw invalid({ payload: ['The payload must be valid JSON.'] });
          }
        }
        if (
          ctx.recaptcha &&
          !(await ctx.recaptcha.verify(fields['g-recaptcha-response'], request.ip))
        ) {
          throw new HttpError(422, RECAPTCHA_FAILED);
        }
        const { 'g-recaptcha-response': _token, payload: _raw, ...data } = fields;
        const id = await ctx.repos.forms.insert({
          form_id: fields.form_id as string,
          kind: kindOf(fields, TEST_DRIVE_FORM_ID),
          data: payload === undefined ? data : { ...data, payload },
          created_at: ctx.now().toISOString(),
        });
        reply.status(201);
        return { data: { id, form_id: Number(fields.form_id) } };
      },
    },
  };
}
