import { randomUUID } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../http/ajv.ts';
import { loadContract, type JsonSchema, type Operation } from '../http/contract.ts';
import { LINKS, parameterSchema, checkLinks } from './links.ts';

/** One line of the report: an operation called (or a rule checked), and why it failed or was skipped. */
export type CheckResult = {
  name: string;
  outcome: 'pass' | 'fail' | 'skip';
  why: string[];
};

export type CheckOptions = {
  /** Also run the writes (an order, a valuation): only against a test platform. */
  writes?: boolean;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** How many of the search's vehicles are loaded again by slug (default 5). */
  vehicles?: number;
};

type Answer = { status: number; type: string; body: unknown };

/** What the check learns from the platform's own answers, to call the next operations with. */
type Found = {
  vehicles: Record<string, unknown>[];
  orderConfig?: Record<string, unknown>;
  quoteReference?: string;
  postId?: number;
  guid?: string;
  hash?: string;
};

/** The operations the check calls with values from the platform's answers, in this order. */
const READS = [
  'getHealth',
  'searchVehicles',
  'searchMotabilityVehicles',
  'listVehicleFacets',
  'listVehicleIndex',
  'getVehicleBySlug',
  'getVehicleById',
  'getOrderConfig',
  'getVehicleFinance',
  'getFinanceTerms',
  'checkOrderAvailability',
  'getContentPage',
  'listPosts',
  'getPost',
  'listFeaturedTabs',
  'listBranches',
  'getUsedCarReview',
  'getNewVehicleReview',
  'getTurntable',
  'getVehicleImage',
  'getMediaFile',
  'getServiceIcon',
  'headServiceIcon',
  'lookupRegistration',
  'getOrder',
  'getValuation',
] as const;

const s = (value: unknown) => String(value);

/**
 * Runs the contract's checks against a live `/api/v2` at `base` (decision 0911): every GET (and
 * the HEAD) operation of openapi/openapi.yaml, with parameters drawn from the platform's own
 * search answers; each answer's status, content type and body against the contract; the vehicles
 * a search lists found again by their slug; and every value a response gives that the storefront
 * sends back as a request parameter (src/contractKit/links.ts) checked against that parameter.
 * Writes (an order, a valuation) run only with `writes`.
 */
export async function checkPlatform(
  base: string,
  options: CheckOptions = {},
): Promise<CheckResult[]> {
  const contract = loadContract();
  const ajv = createAjv(contract, false);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const compiled = new Map<object, ValidateFunction>();
  const validator = (schema: JsonSchema) => {
    let found = compiled.get(schema);
    if (!found) compiled.set(schema, (found = ajv.compile(schema)));
    return found;
  };
  const results: CheckResult[] = [];
  const found: Found = { vehicles: [] };
  const op = (id: string) => contract.operations.find((o) => o.operationId === id)!;

  /** Calls `operation` at `path` and checks its answer against the contract. */
  async function call(
    operation: Operation,
    path: string,
    init: { method?: string; json?: unknown; expect?: number[] } = {},
  ): Promise<{ answer: Answer | null; why: string[] }> {
    const url = new URL(path, base);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: init.method ?? operation.method.toUpperCase(),
        headers: {
          accept: 'application/json, */*',
          // A write names itself, so a repeat is never a second order (the contract's Idempotency-Key).
          ...(init.json !== undefined
            ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() }
            : {}),
        },
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { answer: null, why: [`no answer: ${(error as Error).message}`] };
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const text = await response.text();
    let body: unknown = text;
    const why: string[] = [];
    if (type === 'application/json' && text) {
      try {
        body = JSON.parse(text);
      } catch {
        why.push('the body is not JSON though its content type says so');
      }
    }
    const answer = { status: response.status, type, body };
    why.push(...againstContract(operation, answer));
    if (init.expect && !init.expect.includes(response.status))
      why.push(
        `status ${response.status} where ${init.expect.join(' or ')} is expected: ${text.slice(0, 300)}`,
      );
    return { answer, why };
  }

  /** Why an answer breaks the contract's responses of `operation` (empty when it does not). */
  function againstContract(operation: Operation, answer: Answer): string[] {
    const status = s(answer.status);
    const key = [status, `${status[0]}XX`, 'default'].find((k) => k in operation.responses);
    if (!key) return [`status ${status} is not in the contract`];
    if (answer.status >= 500) return [`status ${status}`];
    const media = operation.responses[key]!;
    const types = Object.keys(media);
    if (types.length === 0 || operation.method === 'head') return [];
    const wanted = types.find(
      (t) => t === answer.type || (t.endsWith('/*') && answer.type.startsWith(t.slice(0, -1))),
    );
    if (!wanted) return [`content type ${answer.type || 'none'} where ${types.join(', ')}`];
    const schema = media[wanted];
    if (!schema || wanted !== 'application/json') return [];
    const validate = validator(schema);
    if (validate(answer.body)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `body${e.instancePath} ${e.message ?? 'is invalid'}`);
  }

  const report = (name: string, why: string[], skipped?: string): void => {
    results.push(
      skipped
        ? { name, outcome: 'skip', why: [skipped] }
        : { name, outcome: why.length ? 'fail' : 'pass', why },
    );
  };
  const vehicle = () => found.vehicles[0];
  const turntableVehicle = () => found.vehicles.find((v) => v.turntable === true);
  const writesOnly = 'a write: run with --writes against a test platform';

  const plans: Record<(typeof READS)[number], () => Promise<void>> = {
    getHealth: async () => report('getHealth', (await call(op('getHealth'), '/api/v2/health')).why),
    searchVehicles: async () => {
      const { answer, why } = await call(
        op('searchVehicles'),
        '/api/v2/vehicle-search?resultsPerPage=30',
        {
          expect: [200],
        },
      );
      const data = (answer?.body as { data?: unknown })?.data;
      if (Array.isArray(data)) found.vehicles = data as Record<string, unknown>[];
      if (answer?.status === 200 && found.vehicles.length === 0)
        why.push('the search lists no vehicle: the rest of the check has nothing to ask for');
      report('searchVehicles', why);
    },
    searchMotabilityVehicles: async () =>
      report(
        'searchMotabilityVehicles',
        (await call(op('searchMotabilityVehicles'), '/api/v2/motability-search', { expect: [200] }))
          .why,
      ),
    listVehicleFacets: async () =>
      report(
        'listVehicleFacets',
        (await call(op('listVehicleFacets'), '/api/v2/vehicle-facets', { expect: [200] })).why,
      ),
    listVehicleIndex: async () => {
      const { answer, why } = await call(op('listVehicleIndex'), '/api/v2/vehicle-index', {
        expect: [200],
      });
      why.push(...linkedValues('VehicleIndexEntry', (answer?.body as { data?: unknown[] })?.data));
      report('listVehicleIndex', why);
    },
    getVehicleBySlug: async () => {
      const wanted = found.vehicles.slice(0, options.vehicles ?? 5);
      if (wanted.length === 0)
        return report('getVehicleBySlug', [], 'no vehicle in the search answer');
      const why: string[] = [];
      for (const v of wanted) {
        const { answer, why: own } = await call(
          op('getVehicleBySlug'),
          `/api/v2/vehicles/slug/${encodeURIComponent(s(v.slug))}`,
          { expect: [200] },
        );
        why.push(...own.map((w) => `${s(v.slug)}: ${w}`));
        const id = (answer?.body as { data?: { stock_id?: unknown } })?.data?.stock_id;
        if (answer?.status === 200 && id !== v.stock_id)
          why.push(`${s(v.slug)}: stock_id ${s(id)} where the search said ${s(v.stock_id)}`);
      }
      why.push(...linkedValues('Vehicle', found.vehicles));
      report(`getVehicleBySlug (${wanted.length} of the search's vehicles)`, why);
    },
    getVehicleById: async () => {
      const v = vehicle();
      if (!v) return report('getVehicleById', [], 'no vehicle in the search answer');
      report(
        'getVehicleById',
        (await call(op('getVehicleById'), `/api/v2/vehicles/${s(v.stock_id)}`, { expect: [200] }))
          .why,
      );
    },
    getOrderConfig: async () => {
      const { answer, why } = await call(op('getOrderConfig'), '/api/v2/website-orders/config', {
        expect: [200],
      });
      const data = (answer?.body as { data?: Record<string, unknown> })?.data;
      if (data) found.orderConfig = data;
      why.push(...linkedValues('OrderConfig', data ? [data] : []));
      report('getOrderConfig', why);
    },
    getVehicleFinance: async () => {
      const v = vehicle();
      if (!v) return report('getVehicleFinance', [], 'no vehicle in the search answer');
      // The deal builder's first quote asks with the order config's deposit (core's initialQuoteSettings).
      const deposit = found.orderConfig?.finance_deposit;
      // The cars with finance (the cheapest may have none), as the Pay Monthly search lists them.
      const financed = await call(
        op('searchVehicles'),
        '/api/v2/vehicle-search?finance_search_only=true&resultsPerPage=10',
        { expect: [200] },
      );
      const listed = (financed.answer?.body as { data?: { stock_id?: unknown }[] })?.data ?? [];
      const ids = (listed.length ? listed : found.vehicles.slice(0, 10)).map((other) =>
        s(other.stock_id),
      );
      const query = new URLSearchParams({ stock_ids: ids.join(',') });
      if (typeof deposit === 'number' && deposit > 0 && deposit < 50)
        query.set('deposit', s(deposit));
      const { answer, why } = await call(
        op('getVehicleFinance'),
        `/api/v2/vehicle-finance?${query}`,
        { expect: [200] },
      );
      // Each result holds its quotes by product (pcpQuote, hpQuote, …), each with its reference.
      const data = (answer?.body as { data?: Record<string, unknown>[] })?.data;
      for (const result of data ?? [])
        for (const quote of Object.values(result))
          if (typeof (quote as { QuoteReference?: unknown })?.QuoteReference === 'string')
            found.quoteReference ??= (quote as { QuoteReference: string }).QuoteReference;
      report('getVehicleFinance', [...financed.why.map((w) => `the finance search: ${w}`), ...why]);
    },
    getFinanceTerms: async () => {
      if (!found.quoteReference)
        return report('getFinanceTerms', [], 'no quote in the finance answer');
      report(
        'getFinanceTerms',
        (
          await call(
            op('getFinanceTerms'),
            `/api/v2/vehicle-finance-quote/${encodeURIComponent(found.quoteReference)}/terms`,
            { expect: [200] },
          )
        ).why,
      );
    },
    checkOrderAvailability: async () => {
      const v = vehicle();
      if (!v) return report('checkOrderAvailability', [], 'no vehicle in the search answer');
      report(
        'checkOrderAvailability',
        (
          await call(
            op('checkOrderAvailability'),
            `/api/v2/website-orders/check/${s(v.stock_id)}`,
            { expect: [200] },
          )
        ).why,
      );
    },
    getContentPage: async () =>
      report(
        'getContentPage',
        (await call(op('getContentPage'), '/api/v2/content/page/vehicle-details')).why,
      ),
    listPosts: async () => {
      const { answer, why } = await call(op('listPosts'), '/api/v2/content/post', {
        expect: [200],
      });
      const first = ((answer?.body as { data?: { id?: unknown }[] })?.data ?? [])[0];
      if (typeof first?.id === 'number') found.postId = first.id;
      report('listPosts', why);
    },
    getPost: async () => {
      if (found.postId === undefined) return report('getPost', [], 'no post in the posts answer');
      report(
        'getPost',
        (await call(op('getPost'), `/api/v2/content/post/${found.postId}`, { expect: [200] })).why,
      );
    },
    listFeaturedTabs: async () => {
      const { answer, why } = await call(op('listFeaturedTabs'), '/api/v2/content/featured-tabs', {
        expect: [200],
      });
      const tabs = ((answer?.body as { data?: unknown[] })?.data ?? []) as Record<
        string,
        unknown
      >[];
      why.push(...linkedValues('FeaturedTab', tabs));
      why.push(
        ...linkedValues(
          'VehicleSearchFilters',
          tabs.map((t) => t.filters),
        ),
      );
      report('listFeaturedTabs', why);
    },
    listBranches: async () =>
      report(
        'listBranches',
        (await call(op('listBranches'), '/api/v2/branches', { expect: [200] })).why,
      ),
    getUsedCarReview: async () => {
      const v = vehicle();
      if (!v) return report('getUsedCarReview', [], 'no vehicle in the search answer');
      report(
        'getUsedCarReview',
        (
          await call(
            op('getUsedCarReview'),
            `/api/usedcarreview/${encodeURIComponent(s(v.slug))}`,
            { expect: [200] },
          )
        ).why,
      );
    },
    getNewVehicleReview: async () => {
      const v = vehicle();
      if (!v) return report('getNewVehicleReview', [], 'no vehicle in the search answer');
      report(
        'getNewVehicleReview',
        (
          await call(
            op('getNewVehicleReview'),
            `/api/vehiclereview/${encodeURIComponent(s(v.slug))}`,
            { expect: [200] },
          )
        ).why,
      );
    },
    getTurntable: async () => {
      const v = turntableVehicle();
      if (!v) return report('getTurntable', [], 'no vehicle of the search answer has a turntable');
      report(
        'getTurntable',
        (
          await call(op('getTurntable'), `/api/autoloadit/${encodeURIComponent(s(v.vrm))}`, {
            expect: [200],
          })
        ).why,
      );
    },
    getVehicleImage: async () => {
      const v = vehicle();
      if (!v) return report('getVehicleImage', [], 'no vehicle in the search answer');
      report(
        'getVehicleImage',
        (await call(op('getVehicleImage'), `/api/v2/media/vehicles/${s(v.stock_id)}/0/medium.svg`))
          .why,
      );
    },
    getMediaFile: async () => {
      const urls = found.vehicles.flatMap((v) =>
        ((v.media_urls ?? []) as { url?: string }[]).map((m) => s(m.url)),
      );
      const file = urls
        .map((u) => /\/api\/v2\/media\/files\/([^/?#]+)$/.exec(u)?.[1])
        .find(Boolean);
      if (!file)
        return report('getMediaFile', [], 'no vehicle image is served from /api/v2/media/files');
      report(
        'getMediaFile',
        (await call(op('getMediaFile'), `/api/v2/media/files/${file}`, { expect: [200] })).why,
      );
    },
    getServiceIcon: async () =>
      report(
        'getServiceIcon',
        (await call(op('getServiceIcon'), '/images/icons/services/mot.png')).why,
      ),
    headServiceIcon: async () =>
      report(
        'headServiceIcon',
        (await call(op('headServiceIcon'), '/images/icons/services/mot.png')).why,
      ),
    lookupRegistration: async () => {
      // A registration lookup may be charged by the platform's data provider.
      if (!options.writes) return report('lookupRegistration', [], writesOnly);
      report(
        'lookupRegistration',
        (await call(op('lookupRegistration'), '/api/v2/part-exchange/registrations/FG17HJK')).why,
      );
    },
    getOrder: async () => {
      if (!options.writes) return report('getOrder', [], writesOnly);
      if (!found.guid) return report('getOrder', [], 'no order was created');
      report(
        'getOrder',
        (
          await call(op('getOrder'), `/api/v2/website-orders/order/${found.guid}`, {
            expect: [200],
          })
        ).why,
      );
    },
    getValuation: async () => {
      if (!options.writes) return report('getValuation', [], writesOnly);
      if (!found.hash) return report('getValuation', [], 'no valuation was created');
      report(
        'getValuation',
        (
          await call(op('getValuation'), `/api/v2/part-exchange/valuations/${found.hash}`, {
            expect: [200],
          })
        ).why,
      );
    },
  };

  /** Why values of `schema` the platform sent break the parameters they feed (LINKS). */
  function linkedValues(schema: string, items: unknown[] | undefined): string[] {
    const why: string[] = [];
    for (const { response, request } of LINKS) {
      if (!response.startsWith(`${schema}.`)) continue;
      const param = parameterSchema(contract, request.operationId, request.parameter);
      if (!param) continue;
      const validate = validator(param as JsonSchema);
      const field = response.slice(schema.length + 1);
      let broken = 0;
      let example: unknown;
      for (const item of items ?? []) {
        const value = (item as Record<string, unknown> | null)?.[field];
        if (value === undefined || value === null) continue;
        if (!validate(value)) {
          broken++;
          example ??= value;
        }
      }
      if (broken)
        why.push(
          `${broken} ${response} would be refused as ${request.operationId}'s ${request.parameter} (e.g. ${JSON.stringify(example)})`,
        );
    }
    return why;
  }

  for (const id of READS) {
    if (id === 'getOrder' && options.writes) await writes();
    await plans[id]();
  }
  if (!options.writes)
    for (const operation of contract.operations)
      if (operation.method !== 'get' && operation.method !== 'head')
        report(operation.operationId, [], writesOnly);

  // The contract itself: no response field looser than a request it feeds.
  const loose = checkLinks(contract);
  results.push({
    name: 'contract: responses as tight as the requests they feed',
    outcome: loose.length ? 'fail' : 'pass',
    why: loose.map((p) => `${p.at}: ${p.problem}`),
  });
  return results;

  /** The writes a test platform takes: an enquiry order and a part-exchange valuation. */
  async function writes(): Promise<void> {
    const v = vehicle();
    if (!v) return report('createOrder', [], 'no vehicle in the search answer');
    const order = await call(op('createOrder'), '/api/v2/website-orders/order', {
      json: {
        vehicle: v.stock_id,
        customer_first_name: 'Conformance',
        customer_last_name: 'Check',
        customer_email: 'contract-check@example.com',
        customer_telephone: '07700 900123',
        terms_accepted: true,
        opt_ins: { email: false, sms: false },
        contactMethod: 'email',
        has_finance: false,
        has_part_ex: false,
        payment_type: 'OUTRIGHT_FULL',
        products: [],
      },
      expect: [200, 201],
    });
    const guid = (order.answer?.body as { data?: { guid?: string } })?.data?.guid;
    if (guid) found.guid = guid;
    report('createOrder', order.why);
    const valuation = await call(op('createValuation'), '/api/v2/part-exchange/valuations', {
      json: { registration: 'FG17 HJK', mileage: 48000, condition: 'good' },
      expect: [200, 201],
    });
    const hash = (valuation.answer?.body as { data?: { hash?: string } })?.data?.hash;
    if (hash) found.hash = hash;
    report('createValuation', valuation.why);
  }
}

/** The report as text, one line an operation and its reasons beneath; and whether all passed. */
export function formatReport(results: CheckResult[]): { text: string; ok: boolean } {
  const lines = results.flatMap((r) => [
    `${r.outcome.toUpperCase().padEnd(4)}  ${r.name}`,
    ...r.why.map((w) => `      ${w}`),
  ]);
  const count = (o: CheckResult['outcome']) => results.filter((r) => r.outcome === o).length;
  lines.push('', `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`);
  return { text: lines.join('\n'), ok: count('fail') === 0 };
}
