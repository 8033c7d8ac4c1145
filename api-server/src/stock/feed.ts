import { loadContract, type JsonSchema } from '../http/contract.ts';
import { contractSchemaCheck } from '../http/schemaValidator.ts';
import { formatPlate, normaliseVrm } from '../plates.ts';
import { slugify } from '../seed/prng.ts';
import { vehicleName, vehicleSlug } from '../vehicles/naming.ts';
import type { toWireVehicle } from '../vehicles/wire.ts';
import { CsvError, parseCsv } from './csv.ts';

/** A vehicle in the contract's shape (money in pounds), as a feed sends it. */
export type FeedVehicle = ReturnType<typeof toWireVehicle>;
export type FeedFormat = 'json' | 'csv';
/** A dealer system's own field names, each renamed to the contract's (`--map MAP.json`). */
export type FieldMap = Readonly<Record<string, string>>;

/** A feed that cannot be imported, with every reason (`line 37, price: The price must be a number.`). */
export class FeedError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

const problem = (line: number, reason: string, field?: string) =>
  field === undefined ? `line ${line}: ${reason}` : `line ${line}, ${field}: ${reason}`;

type Schema = JsonSchema & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  $ref?: string;
};

/** The contract's Vehicle: its fields, and how a CSV cell of each is read. */
interface VehicleFields {
  /** Every field a feed may name: the Vehicle's own, and `site.name`-like fields of its objects. */
  names: ReadonlySet<string>;
  kind(field: string): 'text' | 'list' | 'json' | 'urls';
}

let fields: VehicleFields | undefined;

function vehicleFields(): VehicleFields {
  if (fields) return fields;
  const schemas = (loadContract().document.components as { schemas: Record<string, Schema> })
    .schemas;
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(schemas[schema.$ref.split('/').pop()!]!) : schema;
  const types = (schema: Schema) => [resolve(schema).type ?? []].flat();
  const properties = schemas.Vehicle!.properties!;
  const names = new Set<string>();
  for (const [name, schema] of Object.entries(properties)) {
    names.add(name);
    for (const inner of Object.keys(resolve(schema).properties ?? {}))
      names.add(`${name}.${inner}`);
  }
  fields = {
    names,
    kind(field) {
      if (field === 'media_urls' || field === 'videos') return 'urls';
      const schema = properties[field];
      if (!schema) return 'text';
      const own = types(schema);
      if (own.includes('array'))
        return types(resolve(schema).items ?? {}).includes('string') ? 'list' : 'json';
      return own.includes('object') ? 'json' : 'text';
    },
  };
  return fields;
}

/**
 * Reads a `--map` file: a JSON object of the dealer system's field names, each to the contract's
 * Vehicle field it holds (`{ "StockNo": "stock_id", "Reg": "vrm" }`). Throws an Error naming what
 * is wrong.
 */
export function parseFieldMap(text: string): FieldMap {
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch (error) {
    throw new Error(`The map is not valid JSON: ${(error as Error).message}`);
  }
  if (map === null || typeof map !== 'object' || Array.isArray(map))
    throw new Error('The map must be a JSON object: { "their field": "contract field", … }');
  const { names } = vehicleFields();
  const wrong: string[] = [];
  const targets = new Map<string, string>();
  for (const [from, to] of Object.entries(map)) {
    if (typeof to !== 'string') wrong.push(`"${from}" must map to a field name (text)`);
    else if (!names.has(to)) wrong.push(`"${from}" maps to "${to}", which is not a vehicle field`);
    else if (targets.has(to)) wrong.push(`"${from}" and "${targets.get(to)}" both map to "${to}"`);
    else targets.set(to, from);
  }
  if (wrong.length) throw new Error(`The map is wrong: ${wrong.join('; ')}.`);
  return map as FieldMap;
}

/** The format a feed's name says (`.json`, `.csv`), else the one its text starts like. */
export function feedFormatOf(name: string, text: string): FeedFormat {
  if (/\.json$/i.test(name)) return 'json';
  if (/\.csv$/i.test(name)) return 'csv';
  return text.trimStart().startsWith('[') ? 'json' : 'csv';
}

/** The lines on which a JSON array's elements start (the text is valid JSON). */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expecting = false;
  const start = () => {
    if (depth === 1 && expecting) {
      lines.push(line);
      expecting = false;
    }
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      start();
      inString = true;
    } else if (c === '[' || c === '{') {
      start();
      depth++;
      if (depth === 1) expecting = true;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expecting = true;
    else if (depth === 1 && !/\s/.test(c)) start();
  }
  return lines;
}

function rename(
  row: Record<string, unknown>,
  map: FieldMap,
  line: number,
  problems: string[],
): Record<string, unknown> {
  const { names } = vehicleFields();
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const name = map[key] ?? key;
    // A JSON vehicle nests its objects (`"site": { "name": … }`): a dotted name is a CSV column's.
    if (!names.has(name) || name.includes('.')) {
      problems.push(problem(line, NOT_A_FIELD, key));
      continue;
    }
    if (name in out) {
      problems.push(problem(line, 'given twice (its own name and a name the map renames)', name));
      continue;
    }
    out[name] = value;
  }
  return out;
}

const NOT_A_FIELD =
  'not a vehicle field: name it as the contract names it, or rename it with --map';

/** One CSV cell as its field's value: lists split at `|`, objects as JSON, the rest as text. */
function cellValue(
  field: string,
  kind: ReturnType<VehicleFields['kind']>,
  cell: string,
): { value: unknown } | { error: string } {
  const items = () =>
    cell
      .split('|')
      .map((item) => item.trim())
      .filter(Boolean);
  switch (kind) {
    case 'list':
      return { value: items() };
    case 'urls':
      return {
        value: items().map((url) =>
          field === 'videos' ? { url } : { url, medium: url, large: url, hotspots: [] },
        ),
      };
    case 'json':
      if (field.includes('.')) return { value: cell };
      try {
        return { value: JSON.parse(cell) };
      } catch {
        return { error: 'must be JSON (a list or an object)' };
      }
    case 'text':
      return { value: cell };
  }
}

function csvRows(text: string, map: FieldMap, problems: string[]) {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new FeedError([problem(error.line, error.reason)]);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new FeedError(['The feed is empty: no header, no vehicles.']);
  const { names } = vehicleFields();
  const columns = header.cells.map((cell) => cell.trim());
  const fieldsOf = columns.map((column) => map[column] ?? column);
  const seen = new Map<string, string>();
  fieldsOf.forEach((field, i) => {
    if (!names.has(field)) problems.push(problem(header.line, NOT_A_FIELD, columns[i]));
    else if (seen.has(field))
      problems.push(problem(header.line, `given twice (${seen.get(field)}, ${columns[i]})`, field));
    seen.set(field, columns[i]!);
  });
  if (problems.length) throw new FeedError(problems);
  // How each column is read, worked out once for every row.
  const columnsRead = fieldsOf.map((field) => {
    const [outer, inner] = field.split('.') as [string, string | undefined];
    return { field, kind: vehicleFields().kind(outer), outer, inner };
  });
  return rows.map(({ line, cells }) => {
    const row: Record<string, unknown> = {};
    if (cells.length !== columns.length) {
      problems.push(
        problem(line, `has ${cells.length} cells where the header has ${columns.length}`),
      );
      return { line, row: null };
    }
    cells.forEach((cell, i) => {
      const text = cell.trim();
      if (text === '') return;
      const { field, kind, outer, inner } = columnsRead[i]!;
      const read = cellValue(field, kind, text);
      if ('error' in read) return problems.push(problem(line, read.error, field));
      if (inner === undefined) row[outer] = read.value;
      else {
        const object = (row[outer] ??= {}) as Record<string, unknown>;
        if (typeof object === 'object' && object !== null) object[inner] = read.value;
      }
    });
    return { line, row };
  });
}

function jsonRows(text: string, map: FieldMap, problems: string[]) {
  let feed: unknown;
  try {
    feed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new FeedError([`The feed is not valid JSON: ${(error as Error).message}`]);
  }
  if (!Array.isArray(feed))
    throw new FeedError(['A JSON feed must be an array of vehicles: [ { "stock_id": … }, … ]']);
  const lines = elementLines(text);
  return feed.map((item: unknown, i) => {
    const line = lines[i] ?? 1;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      problems.push(problem(line, 'a vehicle must be a JSON object'));
      return { line, row: null };
    }
    return { line, row: rename(item as Record<string, unknown>, map, line, problems) };
  });
}

const NULL_WHEN_ABSENT = [
  'list_price',
  'price_excluding_vat',
  'recommended_retail_price',
  'admin_fee',
  'vat_scheme',
  'advert_type',
  'allowance_type',
  'mpg',
  'ulez',
  'price_indicator',
  'ev_data',
  'range_wltp',
  'electric_data',
  'previous_keepers',
  'date_mot_expires',
  'mot_history',
  'first_registration_date',
];
const EMPTY_LIST_WHEN_ABSENT = [
  'contents',
  'media_urls',
  'videos',
  'tags',
  'additional_features',
  'service_history',
];

/**
 * Fills in what a feed may leave out (docs/stock-import.md): what the rest of the vehicle says
 * (name, slug, plate, the slugs of fuel and body), none (null, an empty list) or the plain default.
 * The reservation is never the feed's: a car is reserved by an order on the site.
 */
function completed(row: Record<string, unknown>): Record<string, unknown> {
  const v: Record<string, unknown> = { ...row };
  const text = (field: string) => (typeof v[field] === 'string' ? (v[field] as string) : null);
  const absent = (field: string) => v[field] === undefined;
  const make = text('make');
  const range = text('range');
  const derivative = text('derivative');
  if (absent('name') && make && range && derivative)
    v.name = vehicleName({ make, range, derivative });
  const id = Number(v.stock_id);
  if (absent('slug') && make && range && derivative && Number.isInteger(id) && id > 0)
    v.slug = vehicleSlug({ make, range, derivative, stock_id: id });
  const vrm = text('vrm');
  if (vrm !== null) v.vrm = normaliseVrm(vrm);
  if (absent('formatted_plate') && vrm !== null) v.formatted_plate = formatPlate(vrm);
  const fuel = text('fuel_type');
  if (absent('fuel_type_slug') && fuel) v.fuel_type_slug = slugify(fuel);
  const body = text('body_type');
  if (absent('body_type_slug') && body) v.body_type_slug = slugify(body);
  for (const field of NULL_WHEN_ABSENT) if (absent(field)) v[field] = null;
  for (const field of EMPTY_LIST_WHEN_ABSENT) if (absent(field)) v[field] = [];
  if (absent('technical_data')) v.technical_data = {};
  if (absent('technical_spec')) v.technical_spec = {};
  if (absent('company')) v.company = { telephone: null };
  if (absent('odometer_units')) v.odometer_units = 'miles';
  if (absent('ulez_compliant')) v.ulez_compliant = 0;
  if (absent('attention_grabber')) v.attention_grabber = '';
  if (absent('description')) v.description = '';
  if (absent('turntable')) v.turntable = false;
  if (absent('reservation_status')) v.reservation_status = 'Available';
  v.reserved = false;
  v.reserved_at = null;
  return v;
}

/** Each format's check, compiled when first needed (compiling the contract takes a second or two). */
const checks: Partial<Record<FeedFormat, (value: unknown) => Record<string, string[]> | null>> = {};

/**
 * Reads a stock feed: a JSON array of vehicles, or CSV with a header of field names, one vehicle a
 * row. Each vehicle is checked against the contract's Vehicle (a CSV's cells read as the types its
 * fields have). Returns the vehicles with the line each starts on, or throws a FeedError listing
 * every problem: the whole feed or nothing.
 */
export function readFeed(
  text: string,
  format: FeedFormat,
  map: FieldMap = {},
): { line: number; vehicle: FeedVehicle }[] {
  const problems: string[] = [];
  const rows = format === 'csv' ? csvRows(text, map, problems) : jsonRows(text, map, problems);
  if (rows.length === 0 && problems.length === 0)
    throw new FeedError(['The feed holds no vehicles.']);
  const check = (checks[format] ??= contractSchemaCheck('Vehicle', { coerce: format === 'csv' }));
  const firstLine = { stock_id: new Map<unknown, number>(), slug: new Map<unknown, number>() };
  const vehicles = rows.flatMap(({ line, row }) => {
    // A row that could not be read as a vehicle is already reported.
    if (row === null) return [];
    if (row.reservation_status === 'Reserved')
      problems.push(
        problem(
          line,
          'a feed cannot reserve a car: Available, On Order or none (a reservation is an order on the site)',
          'reservation_status',
        ),
      );
    const vehicle = completed(row);
    const errors = check(vehicle);
    for (const [field, messages] of Object.entries(errors ?? {}))
      for (const message of messages) problems.push(problem(line, message, field));
    if (!errors)
      for (const field of ['stock_id', 'slug'] as const) {
        const earlier = firstLine[field].get(vehicle[field]);
        if (earlier !== undefined)
          problems.push(
            problem(
              line,
              `${String(vehicle[field])} is also the ${field} of line ${earlier}`,
              field,
            ),
          );
        else firstLine[field].set(vehicle[field], line);
      }
    return [{ line, vehicle: vehicle as unknown as FeedVehicle }];
  });
  const lineNumber = (text: string) => Number(/^line (\d+)/.exec(text)?.[1] ?? 0);
  if (problems.length) throw new FeedError(problems.sort((a, b) => lineNumber(a) - lineNumber(b)));
  return vehicles;
}
