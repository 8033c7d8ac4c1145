import { financeDisclaimerHtml, postsForVehicle, readPostSearchVehicle } from '@showroom/core';
import type { ServerContext } from '../context.ts';
import { invalid, notFound } from '../http/errors.ts';
import { typedRoutes, type Routes, type Schema } from '../http/routeTypes.ts';
import type { ShowroomConfig } from '../live/showroomConfig.ts';
import { CONTENT_PAGES } from '../seed/content.ts';
import { branches } from './branches.ts';

/**
 * A content page (contract ContentPage) of a retailer's configuration, nothing of the demo's
 * (docs/decisions/0633-configured-content-or-none.md): its notice when it gives one, the finance
 * disclaimer made by core from its broker, lender and status text, its warranties (none when it
 * gives none). Undefined for a url that is no content page.
 */
export function configuredPage(
  business: ShowroomConfig,
  url: string,
): Schema<'ContentPage'> | undefined {
  const page = CONTENT_PAGES.find((known) => known.url === url);
  if (!page) return undefined;
  const { finance, content } = business;
  return {
    url: page.url,
    title: page.title,
    snippets: {
      ...(content.details_page_header === null
        ? {}
        : { details_page_header: content.details_page_header }),
      finance_disclaimer: financeDisclaimerHtml(
        finance.broker,
        finance.lender,
        finance.subjectToStatus,
      ),
    },
    warranty_items: content.warranty_items,
  };
}

/** The posts as they are kept: the configuration file's (SHOWROOM_CONFIG), else the store's. */
async function keptPosts(ctx: ServerContext): Promise<Schema<'Post'>[]> {
  if (ctx.business) return ctx.business.content.posts;
  return await ctx.repos.content.posts();
}

/** A JSON object (not null, not an array). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A post matches searchOptions when every given key equals the post's field or its rules' field
 * (case-insensitive; `tag` matches any of the rules' tags). `vehicle` is not one of these: see
 * listPosts.
 */
function matches(post: Schema<'Post'>, options: Record<string, unknown>): boolean {
  const fields: Record<string, unknown> = post;
  const rules: Record<string, unknown> = post.rules;
  // Own fields only (`constructor` is not a field); an object or array filter value matches nothing.
  const own = (o: Record<string, unknown>, key: string) =>
    Object.hasOwn(o, key) ? o[key] : undefined;
  return Object.entries(options).every(([key, value]) => {
    if (value !== null && typeof value === 'object') return false;
    const wanted = String(value).toLowerCase();
    const actual = Object.hasOwn(fields, key)
      ? fields[key]
      : key === 'tag'
        ? own(rules, 'tags')
        : own(rules, key);
    if (Array.isArray(actual)) return actual.map(String).some((a) => a.toLowerCase() === wanted);
    return actual !== undefined && String(actual).toLowerCase() === wanted;
  });
}

export function contentRoutes(ctx: ServerContext): Routes {
  return typedRoutes({
    getContentPage: async (request) => {
      const { url } = request.params;
      const page = ctx.business
        ? configuredPage(ctx.business, url)
        : await ctx.repos.content.page(url);
      if (!page) throw notFound('Page not found.');
      return { data: page };
    },
    listPosts: async (request) => {
      const { searchOptions, resultsPerPage } = request.query;
      let options: Record<string, unknown> = {};
      if (searchOptions !== undefined && searchOptions !== '') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(searchOptions);
        } catch {
          throw invalid({ searchOptions: ['The search options must be valid JSON.'] });
        }
        if (!isObject(parsed)) {
          throw invalid({ searchOptions: ['The search options must be a JSON object.'] });
        }
        options = parsed;
      }
      // `vehicle`: the facts of a vehicle; the posts whose rules allow it (core's postsForVehicle,
      // the age rule on this server's clock), as the vehicle page asks for its related articles.
      const { vehicle: given, ...fields } = options;
      let posts = (await keptPosts(ctx)).filter((p) => matches(p, fields));
      if (Object.hasOwn(options, 'vehicle')) {
        const vehicle = readPostSearchVehicle(given);
        if (vehicle.errors) throw invalid({ 'searchOptions.vehicle': vehicle.errors });
        posts = postsForVehicle(posts, vehicle.facts, ctx.now());
      }
      const limit = resultsPerPage ?? -1;
      if (limit === 0)
        throw invalid({
          resultsPerPage: ['The results per page must be -1 or between 1 and 100.'],
        });
      return { data: limit === -1 ? posts : posts.slice(0, limit) };
    },
    getPost: async (request) => {
      const { id } = request.params;
      const post = ctx.business
        ? ctx.business.content.posts.find((kept) => kept.id === id)
        : await ctx.repos.content.post(id);
      if (!post) throw notFound('Post not found.');
      return { data: post };
    },
    listFeaturedTabs: async () => ({ data: await ctx.repos.content.featuredTabs() }),
    listBranches: async () => ({ data: await branches(ctx) }),
    getUsedCarReview: async (request) => await review(ctx, 'used', request.params.slug),
    getNewVehicleReview: async (request) => await review(ctx, 'new', request.params.slug),
    getHealth: async () => {
      await ctx.repos.vehicles.count();
      return { data: { status: 'ok' } };
    },
  });
}

/** By review slug (make-range) or by a vehicle's slug; `{ data: [] }` when there is none. */
async function review(ctx: ServerContext, kind: 'used' | 'new', slug: string) {
  const direct = await ctx.repos.content.review(kind, slug);
  if (direct) return { data: direct };
  const vehicle = await ctx.repos.vehicles.bySlug(slug);
  const bySlug =
    vehicle &&
    (await ctx.repos.content.review(
      kind,
      `${vehicle.make}-${vehicle.range}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    ));
  return { data: bySlug ?? [] };
}
