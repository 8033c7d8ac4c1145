import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The /api/v2 contract's file, openapi/openapi.yaml (the single source of truth). */
export const CONTRACT_URL = new URL('../../../openapi/openapi.yaml', import.meta.url);
/**
 * The contract's file as parsed, written by `npm run generate` with the SHA-256 of the YAML it was
 * parsed from (decision 0815): read instead of the YAML while that hash matches.
 */
export const PARSED_CONTRACT_URL = new URL('../generated/openapi.json', import.meta.url);

/** What `npm run generate` writes to PARSED_CONTRACT_URL. */
type ParsedContract = { generated: string; sha256: string; document: Record<string, unknown> };

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * The YAML parser, loaded on the first file that needs it: a node whose parsed contract is
 * current never loads it (about 100 ms of a start).
 */
let yamlParse: ((text: string) => unknown) | undefined;
const parseYaml = (text: string): unknown =>
  (yamlParse ??= (createRequire(import.meta.url)('yaml') as { parse: (text: string) => unknown })
    .parse)(text);

/**
 * The text `npm run generate` writes to `parsed` for the contract file whose bytes are `yaml`:
 * its document as the YAML parser reads it, with the file's SHA-256.
 */
export function parsedContractText(yaml: Buffer): string {
  const parsed: ParsedContract = {
    generated: 'By `npm run generate` from openapi/openapi.yaml. Do not edit.',
    sha256: sha256(yaml),
    document: parseYaml(yaml.toString('utf8')) as Record<string, unknown>,
  };
  return JSON.stringify(parsed, null, 1) + '\n';
}

/**
 * A contract file's document: from `parsed` when it was written from exactly these bytes (its
 * SHA-256 says so), otherwise by parsing the YAML (about 0.7 s of CPU for the 190 KB contract,
 * against a few ms for the JSON), so an edit of the YAML is always what is served, generated or
 * not.
 */
export function readContractDocument(
  url: URL,
  parsed: URL | null = url.href === CONTRACT_URL.href ? PARSED_CONTRACT_URL : null,
): Record<string, unknown> {
  const bytes = readFileSync(url);
  if (parsed && existsSync(parsed)) {
    try {
      const copy = JSON.parse(readFileSync(parsed, 'utf8')) as Partial<ParsedContract>;
      if (copy.sha256 === sha256(bytes) && copy.document && typeof copy.document === 'object')
        return copy.document;
    } catch {
      // An unreadable copy is no copy: the YAML below.
    }
  }
  return parseYaml(bytes.toString('utf8')) as Record<string, unknown>;
}

/** The $id under which the contract's components are registered with ajv. */
export const CONTRACT_ID = 'showroom-contract';

export type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'head' | 'patch';
const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'head', 'patch'];

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template, e.g. /api/v2/vehicles/{stock_id}. */
  path: string;
  /** Fastify route, e.g. /api/v2/vehicles/:stock_id. */
  route: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  headers?: JsonSchema;
  /** Header names as the contract spells them, by lower-case name (for error field names). */
  headerNames: Record<string, string>;
  body?: JsonSchema;
  bodyContentType?: string;
  /** Response schemas by status code ('200', '4XX', 'default') and content type. */
  responses: Record<string, Record<string, JsonSchema | undefined>>;
}

export interface Contract {
  document: Record<string, unknown>;
  /** The schema to register with ajv so `${CONTRACT_ID}#/components/...` refs resolve. */
  componentsSchema: JsonSchema;
  operations: Operation[];
}

/** Rewrites local `#/components/...` refs so they resolve against the registered contract schema. */
export function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#/')
          ? `${CONTRACT_ID}${v}`
          : rewriteRefs(v);
    }
    return out as T;
  }
  return value;
}

function resolve<T>(document: Record<string, unknown>, value: T): T {
  let current: unknown = value;
  for (let i = 0; i < 10 && current && typeof current === 'object' && '$ref' in current; i++) {
    const ref = (current as { $ref: string }).$ref;
    current = ref
      .slice(2)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
  }
  return current as T;
}

function parameterSchema(
  parameters: Parameter[],
  where: Parameter['in'],
  lowerCase = false,
): JsonSchema | undefined {
  const selected = parameters.filter((p) => p.in === where);
  if (!selected.length) return undefined;
  const name = (p: Parameter) => (lowerCase ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((p) => [name(p), rewriteRefs(p.schema ?? {})])),
    required: selected.filter((p) => p.required || where === 'path').map(name),
  };
}

/** The contract as read from each file this process has loaded it from. */
const loaded = new Map<string, Contract>();

/**
 * The contract: read and parsed once per file in a process (a node builds one app, a test run
 * hundreds), each caller given its own copy, free to change.
 */
export function loadContract(url: URL = CONTRACT_URL): Contract {
  let contract = loaded.get(url.href);
  if (!contract) {
    contract = readContract(url);
    loaded.set(url.href, contract);
  }
  return structuredClone(contract);
}

function readContract(url: URL): Contract {
  const document = readContractDocument(url);
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters ?? []) as Parameter[];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const parameters = [...shared, ...((op.parameters ?? []) as Parameter[])].map((p) =>
        resolve(document, p),
      );
      const requestBody = resolve(document, op.requestBody as Record<string, unknown> | undefined);
      const content = (requestBody?.content ?? {}) as Record<string, { schema?: JsonSchema }>;
      const bodyContentType = Object.keys(content)[0];
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries(
        (op.responses ?? {}) as Record<string, unknown>,
      )) {
        const resolved = resolve(document, response as Record<string, unknown>);
        const types = (resolved?.content ?? {}) as Record<string, { schema?: JsonSchema }>;
        responses[status] = Object.fromEntries(
          Object.entries(types).map(([type, media]) => [
            type,
            media.schema && rewriteRefs(media.schema),
          ]),
        );
      }
      operations.push({
        operationId: String(op.operationId ?? `${method} ${path}`),
        method,
        path,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        params: parameterSchema(parameters, 'path'),
        querystring: parameterSchema(parameters, 'query'),
        headers: parameterSchema(parameters, 'header', true),
        headerNames: Object.fromEntries(
          parameters.filter((p) => p.in === 'header').map((p) => [p.name.toLowerCase(), p.name]),
        ),
        body:
          bodyContentType && content[bodyContentType]?.schema
            ? rewriteRefs(content[bodyContentType]?.schema as JsonSchema)
            : undefined,
        bodyContentType,
        responses,
      });
    }
  }
  const components = (document.components ?? {}) as Record<string, unknown>;
  return { document, componentsSchema: { $id: CONTRACT_ID, components }, operations };
}
