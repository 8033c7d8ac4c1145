import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { ServerContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import type { FastifyReply } from 'fastify';
import { typedRoutes, type RequestOf, type Routes } from '../http/routeTypes.ts';
import { colourHex } from '../seed/catalogue.ts';
import { SPIN_FIRST_INDEX, SPIN_FRAMES, mediaUrl } from '../seed/vehicles.ts';
import { circleIconPng, SERVICE_ICONS } from './png.ts';
import { silhouetteFor, vehicleSvg } from './vehicleSvg.ts';

const ICON_CACHE = new Map<string, Buffer>();
function icon(name: string): Buffer | undefined {
  // Own keys only: `constructor` or `__proto__` is not an icon.
  const rgb = Object.hasOwn(SERVICE_ICONS, name) ? SERVICE_ICONS[name] : undefined;
  if (!rgb) return undefined;
  if (!ICON_CACHE.has(name)) ICON_CACHE.set(name, circleIconPng(48, rgb));
  return ICON_CACHE.get(name);
}

/** The pictures a retailer's media folder serves, by extension (the contract's getMediaFile). */
const PICTURE_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

export function mediaRoutes(ctx: ServerContext): Routes {
  // GET and HEAD of an icon: the same path, and the reply sent here either way.
  const iconRoute = async (
    request: RequestOf<'getServiceIcon' | 'headServiceIcon'>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const png = icon(request.params.icon);
    if (!png) {
      if (request.method === 'HEAD') return reply.status(404).send();
      throw notFound('Icon not found.');
    }
    reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400');
    if (request.method === 'HEAD') return reply.header('Content-Length', png.length).send();
    return reply.send(png);
  };
  return typedRoutes({
    getVehicleImage: async (request, reply) => {
      const { stock_id, index, size } = request.params;
      const vehicle = await ctx.repos.vehicles.byId(stock_id);
      const isSpin = index >= SPIN_FIRST_INDEX && index < SPIN_FIRST_INDEX + SPIN_FRAMES;
      if (!vehicle || (isSpin ? !vehicle.turntable : index >= vehicle.media_urls.length))
        throw notFound('Image not found.');
      const svg = vehicleSvg({
        silhouette: silhouetteFor(vehicle.body_type_slug),
        colour: colourHex(vehicle.colour),
        size,
        index,
        spinFrom: SPIN_FIRST_INDEX,
        label: `${vehicle.make} ${vehicle.range} · ${vehicle.colour}`,
      });
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400, immutable')
        .send(svg);
    },
    getMediaFile: async (request, reply) => {
      const { file } = request.params;
      const type = PICTURE_TYPES[extname(file).toLowerCase()];
      // The contract's pattern keeps to plain names of the folder; this says so again here.
      if (!type || basename(file) !== file || file.startsWith('.'))
        throw notFound('Image not found.');
      let picture: Buffer;
      try {
        picture = await readFile(join(ctx.mediaDir, file));
      } catch {
        throw notFound('Image not found.');
      }
      return reply
        .header('Content-Type', type)
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(picture);
    },
    getServiceIcon: iconRoute,
    headServiceIcon: iconRoute,
    getTurntable: async (request) => {
      const vehicle = await ctx.repos.vehicles.byVrm(request.params.vrm);
      if (!vehicle || !vehicle.turntable) throw notFound('No 360 images for this vehicle.');
      const frames = Array.from({ length: SPIN_FRAMES }, (_, i) =>
        mediaUrl(vehicle.stock_id, SPIN_FIRST_INDEX + i, 'large'),
      );
      return { data: { vrm: vehicle.vrm, frames } };
    },
  });
}
