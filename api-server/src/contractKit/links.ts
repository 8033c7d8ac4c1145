import type { Contract, JsonSchema } from '../http/contract.ts';

/**
 * A response field the storefront turns into a request parameter (decision 0910): `response` is a
 * component schema and a dotted path through its properties (`[]` for an array's items), and
 * `request` the operation and parameter it feeds.
 */
export type Link = {
  response: string;
  request: { operationId: string; parameter: string };
};

const link = (response: string, operationId: string, parameter: string): Link => ({
  response,
  request: { operationId, parameter },
});

/** The search filters a featured tab carries, each fed to `searchVehicles` as it is. */
export const FEATURED_TAB_FILTERS = [
  'make',
  'range',
  'model',
  'min_price',
  'max_price',
  'advert_classification',
  'body_type_slug',
  'fuel_type_slug',
  'transmission',
  'category',
  'exclude_slug',
  'finance_search_only',
  'monthly_from',
  'sort',
  'page',
  'resultsPerPage',
];

/** Every response field the storefront builds a request from, and the parameter it fills. */
export const LINKS: readonly Link[] = [
  // The vehicle page, its print view and PDF, its 360 frames, its similar cars (core's
  // similarCarsQuery) and its "view similar" and "browse cars" links (core's links.ts).
  link('Vehicle.stock_id', 'getVehicleById', 'stock_id'),
  link('Vehicle.stock_id', 'checkOrderAvailability', 'stock_id'),
  link('Vehicle.slug', 'getVehicleBySlug', 'slug'),
  link('Vehicle.slug', 'searchVehicles', 'exclude_slug'),
  link('Vehicle.vrm', 'getTurntable', 'vrm'),
  link('Vehicle.make', 'searchVehicles', 'make'),
  link('Vehicle.range', 'searchVehicles', 'range'),
  link('Vehicle.advert_classification', 'searchVehicles', 'advert_classification'),
  link('Vehicle.category', 'searchVehicles', 'category'),
  link('Vehicle.fuel_type_slug', 'searchVehicles', 'fuel_type_slug'),
  link('Vehicle.body_type_slug', 'searchVehicles', 'body_type_slug'),
  // The sitemap's and the saved cars' links to vehicle pages.
  link('VehicleIndexEntry.stock_id', 'getVehicleById', 'stock_id'),
  link('VehicleIndexEntry.slug', 'getVehicleBySlug', 'slug'),
  // The deal builder's first quote (core's initialQuoteSettings).
  link('OrderConfig.finance_deposit', 'getVehicleFinance', 'deposit'),
  link('OrderConfig.finance_deposit', 'searchVehicles', 'deposit'),
  // A featured tab's search (core's featuredTabQuery).
  link('FeaturedTab.orderBy', 'searchVehicles', 'sort'),
  link('FeaturedTab.resultsPerPage', 'searchVehicles', 'resultsPerPage'),
  link('FeaturedTab.advert_classification', 'searchVehicles', 'advert_classification'),
  ...FEATURED_TAB_FILTERS.map((name) =>
    link(`VehicleSearchFilters.${name}`, 'searchVehicles', name),
  ),
];

/**
 * Fields of the schemas in {@link FEEDING} named as a request parameter is, that feed no request:
 * the check reports any other such name missing from {@link LINKS}.
 */
export const UNLINKED: Readonly<Record<string, string>> = {
  'Vehicle.model': 'the storefront never searches by a vehicle’s model',
  'Vehicle.transmission': 'the storefront never searches by a vehicle’s transmission',
  'Vehicle.media_urls[].url': 'an image address, never a content page’s',
  'Vehicle.videos[].url': 'a video address, never a content page’s',
  'Vehicle.site.slug': 'a branch’s slug, matched against listBranches, never a vehicle’s',
  'Vehicle.service_history[].mileage': 'a service’s odometer reading, never a finance mileage',
  'OrderConfig.part_exchange': 'whether part exchange is offered, never a balance',
  'OrderConfig.products[].id': 'a product’s id, never a post’s',
};

/** The schemas whose fields the storefront turns into requests: where a missing link is looked for. */
export const FEEDING = [
  'Vehicle',
  'VehicleIndexEntry',
  'OrderConfig',
  'FeaturedTab',
  'VehicleSearchFilters',
] as const;

type Schema = JsonSchema & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
};

/** Follows `$ref`s (the contract's own, `#/…` or as loadContract rewrote them) to a schema. */
function resolved(contract: Contract, schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let i = 0; i < 10 && current?.$ref; i++) {
    const path = current.$ref.replace(/^[^#]*#\//, '').split('/');
    current = path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      contract.document,
    ) as Schema | undefined;
  }
  return current;
}

/** The schema at `Name.path[].to.field`, or undefined when the contract has none there. */
export function responseSchema(contract: Contract, at: string): Schema | undefined {
  const [name, ...path] = at.split('.');
  const schemas = (contract.document.components as { schemas: Record<string, Schema> }).schemas;
  let current = resolved(contract, schemas[name!]);
  for (const step of path) {
    const array = step.endsWith('[]');
    current = resolved(contract, current?.properties?.[array ? step.slice(0, -2) : step]);
    if (array) current = resolved(contract, current?.items);
  }
  return current;
}

/** The schema of an operation's query or path parameter, or undefined when it has none. */
export function parameterSchema(
  contract: Contract,
  operationId: string,
  parameter: string,
): Schema | undefined {
  const op = contract.operations.find((o) => o.operationId === operationId);
  const where = [op?.querystring, op?.params] as (Schema | undefined)[];
  for (const schema of where) {
    const found = schema?.properties?.[parameter];
    if (found) return resolved(contract, found);
  }
  return undefined;
}

const types = (schema: Schema): string[] | null =>
  schema.type === undefined ? null : Array.isArray(schema.type) ? schema.type : [schema.type];

/**
 * Why `response` lets through a value `request` refuses (empty when it does not): each of the
 * request's type, enum, pattern, bounds and lengths must be met by the response's own. A null the
 * response allows is a value it leaves out, never one it sends. Patterns are compared as text.
 */
export function looserThan(response: Schema, request: Schema): string[] {
  const why: string[] = [];
  const wanted = types(request);
  const given = types(response)?.filter((type) => type !== 'null') ?? null;
  if (wanted) {
    const fits = (type: string) =>
      wanted.includes(type) || (type === 'integer' && wanted.includes('number'));
    if (!given) why.push(`type: any where ${wanted.join('|')} is asked`);
    else if (!given.every(fits)) why.push(`type: ${given.join('|')} where ${wanted.join('|')}`);
  }
  if (request.enum) {
    const values = response.enum?.filter((value) => value !== null);
    const extra = values?.filter((value) => !request.enum!.includes(value));
    if (!values) why.push(`enum: any value where ${request.enum.join(', ')} is asked`);
    else if (extra!.length)
      why.push(`enum: ${extra!.join(', ')} not among ${request.enum.join(', ')}`);
  }
  const enumerated = (check: (value: unknown) => boolean) =>
    response.enum !== undefined && response.enum.every((value) => value === null || check(value));
  if (request.pattern !== undefined && response.pattern !== request.pattern) {
    const pattern = new RegExp(request.pattern, 'u');
    if (!enumerated((value) => typeof value === 'string' && pattern.test(value)))
      why.push(`pattern: ${response.pattern ?? 'none'} where ${request.pattern} is asked`);
  }
  const lower = (schema: Schema) =>
    Math.max(schema.minimum ?? -Infinity, schema.exclusiveMinimum ?? -Infinity);
  const upper = (schema: Schema) =>
    Math.min(schema.maximum ?? Infinity, schema.exclusiveMaximum ?? Infinity);
  if (lower(response) < lower(request))
    why.push(`minimum: ${lower(response)} where ${lower(request)} is asked`);
  if (upper(response) > upper(request))
    why.push(`maximum: ${upper(response)} where ${upper(request)} is asked`);
  if ((response.minLength ?? 0) < (request.minLength ?? 0) && request.pattern === undefined)
    why.push(`minLength: ${response.minLength ?? 0} where ${request.minLength} is asked`);
  if ((response.maxLength ?? Infinity) > (request.maxLength ?? Infinity))
    if (!enumerated((value) => String(value).length <= request.maxLength!))
      why.push(`maxLength: ${response.maxLength ?? 'none'} where ${request.maxLength} is asked`);
  return why;
}

/** Every field of `name`'s schema, by path, not descending into the schemas in `own`. */
function fields(contract: Contract, name: string, own: readonly string[]): [string, Schema][] {
  const out: [string, Schema][] = [];
  const named = (schema: Schema) =>
    own.some((other) => schema.$ref?.endsWith(`/components/schemas/${other}`));
  const walk = (path: string, schema: Schema | undefined, depth: number) => {
    const here = resolved(contract, schema);
    if (!here || depth > 4) return;
    for (const [key, value] of Object.entries(here.properties ?? {})) {
      out.push([`${path}.${key}`, value]);
      if (!named(value)) walk(`${path}.${key}`, value, depth + 1);
    }
    if (here.items && !named(here.items)) walk(`${path}[]`, here.items, depth + 1);
  };
  walk(name, { $ref: `#/components/schemas/${name}` }, 0);
  return out;
}

/** One finding of {@link checkLinks}: a looser response, a link to nothing, or a missing link. */
export type LinkProblem = { at: string; problem: string };

/**
 * The contract's response fields against the requests they feed (decision 0910): each of
 * {@link LINKS} whose response is looser than its parameter, or names a field or parameter the
 * contract lacks; and each field of the {@link FEEDING} schemas named as a GET parameter is,
 * that is neither linked to it nor listed in {@link UNLINKED}.
 */
export function checkLinks(
  contract: Contract,
  links: readonly Link[] = LINKS,
  unlinked: Readonly<Record<string, string>> = UNLINKED,
  feeding: readonly string[] = FEEDING,
): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const { response, request } of links) {
    const at = `${response} → ${request.operationId}.${request.parameter}`;
    const from = responseSchema(contract, response);
    const to = parameterSchema(contract, request.operationId, request.parameter);
    if (!from) problems.push({ at, problem: `the contract has no field ${response}` });
    if (!to) problems.push({ at, problem: 'the contract has no such parameter' });
    if (from && to)
      for (const problem of looserThan(from, to))
        problems.push({ at, problem: `looser than the request: ${problem}` });
  }
  const parameters = new Set<string>();
  for (const op of contract.operations)
    if (op.method === 'get')
      for (const schema of [op.querystring, op.params] as (Schema | undefined)[])
        for (const name of Object.keys(schema?.properties ?? {})) parameters.add(name);
  for (const name of feeding)
    for (const [path] of fields(contract, name, feeding)) {
      const field = path.split('.').at(-1)!.replace(/\[\]$/, '');
      if (!parameters.has(field) || path in unlinked) continue;
      if (!links.some((l) => l.response === path && l.request.parameter === field))
        problems.push({
          at: path,
          problem: `named as a request parameter but neither in LINKS nor in UNLINKED`,
        });
    }
  return problems;
}
