import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Vehicle } from '@showroom/api-client';
import { contractSchemaCheck } from '@showroom/api-server';
import { ukWallClock } from '@showroom/core';
import type { VdpState } from '@showroom/app/ssr';
import { initialDeal, loadVdpAround } from '../loadVdp.ts';
import { sendPayload } from '../pagePayload.ts';
import { vdpHead } from '../vdpHead.ts';
import type { PageContext } from './replies.ts';

/**
 * Where a retailer posts a vehicle to see its page before it is in stock (docs/operating.md,
 * "Previewing a vehicle").
 */
export const PREVIEW_PATH = '/preview/vehicle';

/** A vehicle's JSON is a few kilobytes; a megabyte leaves room for long descriptions. */
const PREVIEW_BODY_LIMIT = 1024 * 1024;

/** The bearer token of an `Authorization` header, or null. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Compared as hashes of equal length, in constant time. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function refuse(reply: FastifyReply, status: number, errors: Record<string, string[]>) {
  return reply.status(status).header('Cache-Control', 'no-store').send({ errors });
}

/**
 * The vehicle page of a vehicle passed in manually (requirement VDP-1: a car may also be handed
 * to the page directly): `POST /preview/vehicle` with the vehicle's JSON (the contract's `Vehicle`,
 * as `GET /api/v2/vehicles/{slug}` gives it) and `Authorization: Bearer {PREVIEW_TOKEN}`. The page
 * is the vehicle page's own code with what the API has around the vehicle (similar cars, content,
 * review), rendered without scripts: no deal builder, no order, reservation or enquiry, no finance
 * figure (quotes are for vehicles in stock), never indexed or kept by a cache. Without a token
 * configured the route does not exist (404).
 */
export function registerPreviewPage(app: FastifyInstance, ctx: PageContext) {
  const token = ctx.previewToken;
  if (!token) return;
  const checkVehicle = contractSchemaCheck('Vehicle');

  async function preview(request: FastifyRequest, reply: FastifyReply) {
    const given = bearerOf(request);
    if (!given || !sameToken(given, token!)) {
      return refuse(reply.header('WWW-Authenticate', 'Bearer realm="preview"'), 401, {
        authorization: [
          'A preview needs the preview token: Authorization: Bearer {PREVIEW_TOKEN}.',
        ],
      });
    }
    let vehicle: unknown;
    try {
      vehicle = JSON.parse(String(request.body ?? ''));
    } catch {
      return refuse(reply, 400, { body: ['The body must be a vehicle as JSON.'] });
    }
    if (vehicle === null || typeof vehicle !== 'object' || Array.isArray(vehicle)) {
      return refuse(reply, 400, { body: ['The body must be a vehicle as a JSON object.'] });
    }
    const errors = checkVehicle(vehicle);
    if (errors) return refuse(reply, 400, errors);

    const orderConfig = await ctx.api.getOrderConfig();
    const loaded = await loadVdpAround(
      ctx.api,
      vehicle as Vehicle,
      orderConfig,
      { tenant: ctx.tenant, apiOrigin: ctx.apiOrigin },
      ctx.log,
      { quotes: false },
    );
    if (loaded.kind !== 'found') return ctx.unavailable(reply);
    const origin = ctx.originOf(request);
    const state: VdpState = {
      ...loaded.state,
      preview: true,
      deal: initialDeal({}),
      today: ukWallClock(ctx.clock()).date,
      links: { ...loaded.state.links, share: `${origin}${loaded.state.links.canonical}` },
    };
    const payload = ctx.payloadOf({
      head: {
        ...vdpHead(state, origin, ctx.render.heroPreload(state)),
        title: `Preview: ${state.vehicle.name} | ${ctx.tenant.siteName}`,
        robots: 'noindex',
      },
      body: ctx.render.renderPage(state),
      assets: { ...ctx.assets, scripts: [], preloads: [] },
      state: null,
    });
    reply.header('X-Robots-Tag', 'noindex');
    return sendPayload(reply, 200, payload, 'no-store');
  }

  void app.register(async (scope) => {
    // The body is read as text and parsed here, so a wrong token is refused before anything is
    // parsed and malformed JSON gets the same kind of answer as a vehicle that does not fit.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(PREVIEW_PATH, { ...ctx.page, bodyLimit: PREVIEW_BODY_LIMIT }, preview);
  });
}
