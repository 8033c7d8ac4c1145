/**
 * Property-based fuzzing of every operation of the contract, over real HTTP.
 *
 * For each operation a valid-ish base request is built from the contract (its examples, defaults and
 * enums, with real ids of the seeded database swapped in), then fast-check mutates it: wrong types,
 * missing required and extra fields, huge strings, unicode (emoji, RTL, NUL, lone surrogates),
 * injection strings, bad path and query parameters, wrong content types, malformed JSON and
 * multipart. Properties:
 *  - never a 5xx; every status answered is declared for the operation (bodiless answers too: HEAD,
 *    Node's own 431 for a request head over 16 KB); every JSON body parses and matches the
 *    operation's declared response;
 *  - the database is unchanged by a batch of requests that all answered 4xx, and by any GET/HEAD.
 * FUZZ_RUNS (default 12) sets the number of batches per operation.
 */
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_ID,
  loadContract,
  type JsonSchema,
  type Operation,
} from '../../src/http/contract.ts';
import { assertMatchesContract } from '../helpers/contractClient.ts';
import {
  dbFingerprint,
  encodeAny,
  EVIL_STRINGS,
  headerSafe,
  rawRequest,
  type RawResponse,
} from '../helpers/reliability.ts';
import { card, orderBody, startServer, type TestServer } from '../helpers/server.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const contract = loadContract();
const doc = contract.document;

// ---------------------------------------------------------------------------------------------
// Valid-ish values from the contract's schemas

function deref(schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
    const ref = (current.$ref as string).replace(CONTRACT_ID, '');
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc) as JsonSchema;
  }
  return current;
}

function sample(input: JsonSchema | undefined, depth = 0): unknown {
  const schema = deref(input);
  if (Array.isArray(schema.examples) && schema.examples.length)
    return structuredClone(schema.examples[0]);
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null) ?? null;
  for (const union of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[union])) return sample((schema[union] as JsonSchema[])[0], depth + 1);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return '3f6c2a4e-8b1d-4c7a-9e2f-5a6b7c8d9e01';
      if (schema.format === 'email') return 'james.wilson@example.co.uk';
      return 'abc';
    case 'integer':
    case 'number':
      return (schema.minimum as number | undefined) ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      if (depth > 4) return {};
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((k) => [k, sample(props[k], depth + 1)]));
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Requests

type Body = { kind: 'json'; value: unknown } | { kind: 'form'; fields: [string, string][] };

interface Req {
  path: Record<string, string>;
  /** Path parameters inserted as given (already "encoded", possibly badly). */
  rawPath: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body?: Body;
  contentType?: string | null;
  rawBody?: string | Buffer;
}

const UNIQUE = '__unique_idempotency_key__';
let uniqueCounter = 0;

interface Fixtures {
  stockIds: number[];
  vehicleSlug: string;
  guids: string[];
  valuationHash: string;
  turntableVrm: string;
}
let fx: Fixtures;

/** Real ids of the seeded database, by parameter or field name, so base requests reach the handlers. */
function overrides(op: Operation): Record<string, unknown[]> {
  return {
    stock_id: fx.stockIds,
    vehicle: fx.stockIds,
    vehicle_id: fx.stockIds.map(String),
    stock_ids: [String(fx.stockIds[0]), fx.stockIds.join(',')],
    ...(op.operationId === 'getVehicleBySlug' && { slug: [fx.vehicleSlug] }),
    guid: fx.guids,
    hash: [fx.valuationHash],
    valuation_hash: [fx.valuationHash],
    vrm: [fx.turntableVrm],
    // Tokens of declined cards: a well-formed payment is refused (402) and must leave no trace.
    payment_method: [
      card('4000000000000002').payment_method,
      card('4000000000009995').payment_method,
    ],
    'idempotency-key': [UNIQUE],
  };
}

const baseArb = (op: Operation): fc.Arbitrary<Req> =>
  fc.integer({ min: 0, max: 1000 }).map((pick) => {
    const o = overrides(op);
    const choose = (name: string, fallback: unknown) => {
      const list = o[name];
      return list?.length ? list[pick % list.length] : fallback;
    };
    const props = (schema?: JsonSchema) =>
      Object.entries((schema?.properties ?? {}) as Record<string, JsonSchema>);
    const path = Object.fromEntries(
      props(op.params).map(([k, s]) => [k, String(choose(k, sample(s)))]),
    );
    const requiredQuery = new Set((op.querystring?.required ?? []) as string[]);
    const query: [string, string][] = props(op.querystring)
      .filter(([k, s]) => requiredQuery.has(k) || Array.isArray(deref(s).examples))
      .map(([k, s]) => [k, String(choose(k, sample(s)))]);
    const headers = Object.fromEntries(
      props(op.headers).map(([k, s]) => [k, String(choose(k, sample(s)))]),
    );
    let body: Body | undefined;
    if (op.body) {
      const value = sample(op.body) as Record<string, unknown>;
      for (const key of Object.keys(value)) if (o[key]) value[key] = choose(key, value[key]);
      body =
        op.bodyContentType === 'multipart/form-data'
          ? { kind: 'form', fields: Object.entries(value).map(([k, v]) => [k, String(v)]) }
          : { kind: 'json', value };
    }
    return { path, rawPath: {}, query, headers, body };
  });

// ---------------------------------------------------------------------------------------------
// Mutations

// Huge values are markers in the generated data (readable counterexamples), expanded on the wire.
const HUGE = '<<100 KB of A>>';
const HUGE_EMOJI = '<<100 KB of emoji>>';
const HUGE_URL = '<<100 KB of x>>';
const EXPAND = new Map<string, string>([
  [HUGE, 'A'.repeat(100 * 1024)],
  [HUGE_EMOJI, '🚗'.repeat(25 * 1024)],
  [HUGE_URL, 'x'.repeat(100 * 1024)],
  ['<<4 KB>>', 'y'.repeat(4096)],
]);
const expand = (s: string) => EXPAND.get(s) ?? s;
const expandDeep = (v: unknown): unknown =>
  typeof v === 'string'
    ? expand(v)
    : Array.isArray(v)
      ? v.map(expandDeep)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, expandDeep(x)]))
        : v;

const evilString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EVIL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(HUGE, HUGE_EMOJI) },
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: evilString },
  { weight: 1, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      -1,
      0,
      1.5,
      2147483648,
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      -1e308,
      0.1 + 0.2,
      100000000.001,
    ),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), evilString), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), evilString), {
      maxKeys: 3,
    }),
  },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 60 }, (_, i) => i + 1)) },
);
const paramString = fc.oneof(
  { weight: 4, arbitrary: evilString.filter((s) => s !== HUGE && s !== HUGE_EMOJI) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '-1',
      '0',
      '1.5',
      '2147483648',
      '99999999999999999999',
      '1e3',
      '0x10',
      ' 1',
      '1 ',
      '+1',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(HUGE_URL, '<<4 KB>>') },
  // JSON text for JSON-carrying parameters (listPosts' searchOptions).
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constantFrom(
        '{"category":{"toString":1,"valueOf":1}}',
        '{"__proto__":{"a":1}}',
        '{"constructor":"x"}',
        '{"tag":[[]]}',
        '[1]',
        '"x"',
        'null',
      ),
      fc.json({ maxDepth: 2 }),
    ),
  },
);
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%FF',
  '%ED%A0%80',
  '%C0%AF',
  '%00',
  '..',
  '.',
  '%2F',
  '%2e%2e',
  '//',
  '',
  '%25',
  '%E2%80%AE',
  ';',
  '?',
  '#',
];
const CONTENT_TYPES = [
  null,
  '',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/json; boundary=x',
  'image/png',
  '*/*',
  'application/vnd.api+json',
];
const MALFORMED_JSON = [
  '',
  '{',
  '{"a":}',
  '{"vehicle": 1,}',
  "{'vehicle': 1}",
  'null',
  '[]',
  '"text"',
  '1e999',
  'NaN',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '\u0000',
  '\ufeff{}',
  '<<20,000 nested arrays>>',
  '<<5,000 nested objects>>',
  '<<1 MB + 10 bytes of JSON>>',
];
EXPAND.set('<<20,000 nested arrays>>', '['.repeat(20_000) + ']'.repeat(20_000));
EXPAND.set('<<5,000 nested objects>>', '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000));
EXPAND.set('<<1 MB + 10 bytes of JSON>>', '{"x": "' + 'A'.repeat(1024 * 1024 + 10) + '"}');

type Mutation =
  | { kind: 'none' }
  | { kind: 'setField'; path: number; name: string; value: unknown }
  | { kind: 'deleteField'; path: number }
  | { kind: 'replaceBody'; value: unknown }
  | { kind: 'setQuery'; name: string; value: string }
  | { kind: 'deleteQuery'; index: number }
  | { kind: 'duplicateQuery'; index: number; value: string }
  | { kind: 'setPath'; index: number; value: string }
  | { kind: 'rawPath'; index: number; value: string }
  | { kind: 'setHeader'; name: string; value: string }
  | { kind: 'deleteHeader'; index: number }
  | { kind: 'contentType'; value: string | null }
  | { kind: 'rawBody'; value: string }
  | { kind: 'brokenMultipart'; variant: number };

const fieldName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'admin', 'id', 'guid', 'status', ''),
  fc.string({ maxLength: 12 }),
);
const headerName = fc.constantFrom(
  'idempotency-key',
  'x-forwarded-for',
  'content-encoding',
  'transfer-encoding-x',
  'x-http-method-override',
  'accept',
);

function mutationArb(op: Operation): fc.Arbitrary<Mutation> {
  const all: fc.Arbitrary<Mutation>[] = [
    fc.constant<Mutation>({ kind: 'none' }),
    fc.record({ kind: fc.constant('setQuery' as const), name: fieldName, value: paramString }),
    fc.record({
      kind: fc.constant('setQuery' as const),
      name: fc.constantFrom(...Object.keys((op.querystring?.properties ?? { page: 1 }) as object)),
      value: paramString,
    }),
    fc.record({ kind: fc.constant('deleteQuery' as const), index: fc.nat() }),
    fc.record({
      kind: fc.constant('duplicateQuery' as const),
      index: fc.nat(),
      value: paramString,
    }),
    fc.record({ kind: fc.constant('setHeader' as const), name: headerName, value: paramString }),
  ];
  if (op.params) {
    all.push(
      fc.record({ kind: fc.constant('setPath' as const), index: fc.nat(), value: paramString }),
      fc.record({
        kind: fc.constant('rawPath' as const),
        index: fc.nat(),
        value: fc.constantFrom(...RAW_SEGMENTS),
      }),
    );
  }
  if (op.headers)
    all.push(fc.record({ kind: fc.constant('deleteHeader' as const), index: fc.nat() }));
  if (op.body) {
    all.push(
      fc.record({
        kind: fc.constant('setField' as const),
        path: fc.nat(),
        name: fieldName,
        value: anyValue,
      }),
      fc.record({
        kind: fc.constant('setField' as const),
        path: fc.nat(),
        name: fieldName,
        value: anyValue,
      }),
      fc.record({ kind: fc.constant('deleteField' as const), path: fc.nat() }),
      fc.record({ kind: fc.constant('replaceBody' as const), value: anyValue }),
      fc.record({
        kind: fc.constant('contentType' as const),
        value: fc.constantFrom(...CONTENT_TYPES),
      }),
      fc.record({
        kind: fc.constant('rawBody' as const),
        value: fc.constantFrom(...MALFORMED_JSON),
      }),
    );
    if (op.bodyContentType === 'multipart/form-data') {
      all.push(
        fc.record({ kind: fc.constant('brokenMultipart' as const), variant: fc.nat({ max: 5 }) }),
      );
    }
  } else if (op.method !== 'get' && op.method !== 'head') {
    all.push(
      fc.record({
        kind: fc.constant('rawBody' as const),
        value: fc.constantFrom(...MALFORMED_JSON),
      }),
    );
  }
  return fc.oneof(...all);
}

/** Paths of the body's fields (nested objects included), so mutations reach every level. */
function fieldPaths(value: unknown, prefix: string[] = [], out: string[][] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      out.push([...prefix, k]);
      fieldPaths(v, [...prefix, k], out);
    }
  }
  return out;
}

function apply(req: Req, m: Mutation): void {
  const pathNames = Object.keys(req.path);
  switch (m.kind) {
    case 'none':
      return;
    case 'setQuery':
      req.query = req.query.filter(([k]) => k !== m.name).concat([[m.name, m.value]]);
      return;
    case 'deleteQuery':
      if (req.query.length) req.query.splice(m.index % req.query.length, 1);
      return;
    case 'duplicateQuery':
      if (req.query.length) req.query.push([req.query[m.index % req.query.length]![0], m.value]);
      return;
    case 'setPath':
      if (pathNames.length) req.path[pathNames[m.index % pathNames.length]!] = m.value;
      return;
    case 'rawPath':
      if (pathNames.length) req.rawPath[pathNames[m.index % pathNames.length]!] = m.value;
      return;
    case 'setHeader':
      req.headers[m.name] = m.value;
      return;
    case 'deleteHeader': {
      const names = Object.keys(req.headers);
      if (names.length) delete req.headers[names[m.index % names.length]!];
      return;
    }
    case 'contentType':
      req.contentType = m.value;
      return;
    case 'rawBody':
      req.rawBody = m.value;
      return;
    case 'brokenMultipart':
      req.contentType =
        m.variant === 0 ? 'multipart/form-data' : 'multipart/form-data; boundary=XyZ';
      req.rawBody = [
        '--XyZ\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nJames',
        '--XyZ\r\nContent-Disposition: form-data; name="f"; filename="a.exe"\r\nContent-Type: application/octet-stream\r\n\r\nMZ\u0000\u0001\r\n--XyZ--\r\n',
        '--other\r\n\r\n\r\n',
        '--XyZ\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--XyZ--\r\n',
        '--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\n' +
          'x'.repeat(300_000) +
          '\r\n--XyZ--\r\n',
        '--XyZ\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"a":1}\r\n--XyZ--\r\n',
      ][m.variant]!;
      return;
    case 'replaceBody':
      if (req.body?.kind === 'json') req.body.value = m.value;
      else if (req.body?.kind === 'form')
        req.body.fields = [
          ['payload', typeof m.value === 'string' ? m.value : (JSON.stringify(m.value) ?? '')],
        ];
      return;
    case 'setField':
    case 'deleteField': {
      if (!req.body) return;
      if (req.body.kind === 'form') {
        const fields = req.body.fields;
        if (m.kind === 'deleteField') {
          if (fields.length) fields.splice(m.path % fields.length, 1);
          return;
        }
        const text = typeof m.value === 'string' ? m.value : (JSON.stringify(m.value) ?? '');
        const name =
          m.path % 3 === 0 || !fields.length ? m.name : fields[m.path % fields.length]![0];
        fields.push([name, text]);
        return;
      }
      const root = req.body.value;
      const paths = fieldPaths(root);
      if (!root || typeof root !== 'object' || Array.isArray(root)) return;
      // Every third setField adds a new (extra) field; the others overwrite an existing one.
      const target =
        paths.length && !(m.kind === 'setField' && m.path % 3 === 0)
          ? paths[m.path % paths.length]!
          : [m.kind === 'setField' ? m.name : ''];
      let parent = root as Record<string, unknown>;
      for (const key of target.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
      const last = target[target.length - 1]!;
      if (m.kind === 'deleteField') delete parent[last];
      else
        Object.defineProperty(parent, last, {
          value: m.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return;
    }
  }
}

interface Wire {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

function multipart(fields: [string, string][]): { type: string; body: Buffer } {
  const boundary = '----showroomfuzz7MA4YWxkTrZu0gW';
  const parts = fields.map(
    ([k, v]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '_')}"\r\n\r\n${v}\r\n`,
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(parts.join('') + `--${boundary}--\r\n`, 'utf8'),
  };
}

function serialize(op: Operation, req: Req): Wire {
  const path = op.path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => req.rawPath[name] ?? encodeAny(expand(req.path[name] ?? '')),
  );
  const qs = req.query.map(([k, v]) => `${encodeAny(expand(k))}=${encodeAny(expand(v))}`).join('&');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    headers[k] =
      v === UNIQUE
        ? `fuzz-key-${process.pid}-${Date.now()}-${++uniqueCounter}`
        : headerSafe(expand(v));
  }
  let body: string | Buffer | undefined;
  let type: string | undefined;
  if (req.body?.kind === 'json') {
    body = JSON.stringify(expandDeep(req.body.value));
    type = 'application/json';
  } else if (req.body?.kind === 'form') {
    const encoded = multipart(req.body.fields.map(([k, v]) => [k, expand(v)]));
    body = encoded.body;
    type = encoded.type;
  }
  if (req.rawBody !== undefined)
    body = typeof req.rawBody === 'string' ? expand(req.rawBody) : req.rawBody;
  if (req.contentType !== undefined) type = req.contentType ?? undefined;
  if (type !== undefined && body !== undefined) headers['content-type'] = headerSafe(type);
  return { method: op.method.toUpperCase(), path: qs ? `${path}?${qs}` : path, headers, body };
}

/** Node's HTTP parser may reset the connection of a request whose head exceeds its 16 KB limit. */
const oversizeHead = (w: Wire) => w.path.length + JSON.stringify(w.headers).length > 16 * 1024;

// ---------------------------------------------------------------------------------------------
// Checks

/** Statuses answered that the operation does not declare (each also fails its property). */
const undocumented = new Map<string, Set<number>>();

function describeWire(w: Wire): string {
  const body =
    w.body === undefined
      ? ''
      : ` body=${String(w.body).slice(0, 300)}${String(w.body).length > 300 ? '…' : ''}`;
  return `${w.method} ${w.path.slice(0, 300)} headers=${JSON.stringify(w.headers).slice(0, 300)}${body}`;
}

function check(op: Operation, w: Wire, res: RawResponse): void {
  const where = `${describeWire(w)}\n→ ${res.status} ${res.text.slice(0, 500)}`;
  expect(res.status, where).toBeLessThan(500);
  expect(res.status, where).toBeGreaterThanOrEqual(200);
  // Every status the server answers is declared for the operation (issue 13: none undeclared),
  // bodiless answers (HEAD, Node's own 431) included.
  const declared = [String(res.status), `${String(res.status)[0]}XX`, 'default'].some(
    (k) => k in op.responses,
  );
  if (!declared) {
    let set = undocumented.get(op.operationId);
    if (!set) undocumented.set(op.operationId, (set = new Set()));
    set.add(res.status);
    throw new Error(`${op.operationId}: status ${res.status} is not declared\n${where}`);
  }
  const json = (res.contentType ?? '').includes('application/json');
  if (w.method === 'HEAD' || !res.text) return;
  if (res.status >= 400) expect(json, `a 4xx body must be JSON: ${where}`).toBe(true);
  if (!json) return;
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    throw new Error(`unparseable JSON: ${where}`);
  }
  try {
    assertMatchesContract(op, res.status, res.contentType, body);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${where}`);
  }
}

// ---------------------------------------------------------------------------------------------

let server: TestServer;
let reader: Database.Database;

beforeAll(async () => {
  server = await startServer({
    rateLimits: { orders: { max: 1_000_000 }, forms: { max: 1_000_000 } },
  });
  reader = new Database(server.dbPath, { readonly: true });
  const search = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 100 },
  });
  const vehicles = search.body.data as {
    stock_id: number;
    slug: string;
    vrm: string;
    reservation_status: string | null;
    turntable: boolean;
  }[];
  const available = vehicles.find((v) => v.reservation_status === 'Available')!;
  const reserved = vehicles.find((v) => v.reservation_status === 'Reserved')!;
  const more = await server.call('GET', '/api/v2/vehicle-search', {
    query: { resultsPerPage: 100, page: 2 },
  });
  const all = [...vehicles, ...(more.body.data as typeof vehicles)];
  const onOrder = all.find((v) => v.reservation_status === 'On Order');
  const turntable = all.find((v) => v.turntable)!;
  const valuation = await server.call('POST', '/api/v2/part-exchange/valuations', {
    json: { registration: 'FG17 HJK', mileage: 48000, condition: 'good' },
  });
  const guids: string[] = [];
  for (const v of [available, onOrder].filter((x) => x !== undefined)) {
    const created = await server.call('POST', '/api/v2/website-orders/order', {
      json: orderBody(v.stock_id),
      headers: { 'Idempotency-Key': `fuzz-fixture-${v.stock_id}` },
    });
    expect(created.status).toBe(201);
    guids.push(created.body.data.guid as string);
  }
  await server.call('POST', `/api/v2/website-orders/order/${guids[0]}/valuations`, {
    json: { hash: valuation.body.data.hash },
  });
  fx = {
    stockIds: [available.stock_id, ...(onOrder ? [onOrder.stock_id] : []), reserved.stock_id],
    vehicleSlug: available.slug,
    guids,
    valuationHash: valuation.body.data.hash as string,
    turntableVrm: turntable.vrm,
  };
  // The declined test card must be refused without leaving a trace (fixture sanity).
  const declined = await server.call('POST', `/api/v2/website-orders/order/${guids[0]}/payments`, {
    json: card('4000000000000002'),
  });
  expect(declined.status).toBe(402);
});

afterAll(async () => {
  reader?.close();
  await server?.close();
  if (undocumented.size) {
    console.warn(
      'fuzz: statuses answered but not declared for the operation:',
      Object.fromEntries([...undocumented].map(([k, v]) => [k, [...v].sort()])),
    );
  }
});

describe('fuzzing every operation of the contract', () => {
  it('covers every operation', () => {
    expect(contract.operations.length).toBeGreaterThan(20);
  });

  it.each(
    contract.operations.map(
      (op) => [`${op.operationId} (${op.method.toUpperCase()} ${op.path})`, op] as const,
    ),
  )(
    '%s: never a 5xx, every status declared, bodies match the contract, rejected requests change nothing',
    async (_name, op) => {
      const readOnly = op.method === 'get' || op.method === 'head';
      await fc.assert(
        fc.asyncProperty(
          baseArb(op),
          fc.array(fc.array(mutationArb(op), { minLength: 1, maxLength: 3 }), {
            minLength: 1,
            maxLength: 3,
          }),
          async (base, batch) => {
            const before = dbFingerprint(reader);
            const statuses: number[] = [];
            for (const mutations of batch) {
              const req: Req = {
                ...base,
                path: { ...base.path },
                rawPath: {},
                query: [...base.query],
                headers: { ...base.headers },
                body: structuredClone(base.body),
              };
              for (const m of mutations) apply(req, m);
              const wire = serialize(op, req);
              let res: RawResponse;
              try {
                res = await rawRequest(
                  server.base,
                  wire.method,
                  wire.path,
                  wire.headers,
                  wire.body,
                );
              } catch (error) {
                // Refused by Node's HTTP parser (431, or a reset mid-write): not the application's answer.
                if (oversizeHead(wire)) {
                  statuses.push(431);
                  continue;
                }
                throw new Error(`${describeWire(wire)}\n→ ${String(error)}`);
              }
              check(op, wire, res);
              statuses.push(res.status);
            }
            if (readOnly || statuses.every((s) => s >= 400)) {
              expect(
                dbFingerprint(reader),
                `database changed by ${op.operationId} answering ${statuses.join(', ')}`,
              ).toEqual(before);
            }
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    60_000,
  );
});
