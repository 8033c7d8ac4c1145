import type { ShowroomClient, Vehicle } from '@showroom/api-client';
import { contractParameterCheck, FEATURED_TAB_FILTERS } from '@showroom/api-server';

/** Where the host says what it dropped: one structured warn line a kind, never a shopper's data. */
export type DropLog = { warn: (details: object, message: string) => void };

/** Why a platform's value was changed or left out, as the host log says it. */
type Drop = { field: string; action: string; reason: string };

/** The request parameters a platform's values feed (decision 0910), checked as the contract has them. */
let checks:
  | {
      slug: (value: unknown) => boolean;
      stockId: (value: unknown) => boolean;
      vrm: (value: unknown) => boolean;
      classification: (value: unknown) => boolean;
      typeSlug: (value: unknown) => boolean;
      deposit: (value: unknown) => boolean;
      sort: (value: unknown) => boolean;
      search: Map<string, (value: unknown) => boolean>;
    }
  | undefined;

function parameterChecks() {
  return (checks ??= {
    slug: contractParameterCheck('getVehicleBySlug', 'slug'),
    stockId: contractParameterCheck('getVehicleById', 'stock_id'),
    vrm: contractParameterCheck('getTurntable', 'vrm'),
    classification: contractParameterCheck('searchVehicles', 'advert_classification'),
    typeSlug: contractParameterCheck('searchVehicles', 'fuel_type_slug'),
    deposit: contractParameterCheck('getVehicleFinance', 'deposit'),
    sort: contractParameterCheck('searchVehicles', 'sort'),
    search: new Map(
      FEATURED_TAB_FILTERS.map((name) => [name, contractParameterCheck('searchVehicles', name)]),
    ),
  });
}

const slugOf = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A platform's vehicle made fit for the requests the storefront builds from it, or null when it
 * cannot be (its page could not be asked for). `drops` collects what was changed or left out.
 */
export function fitVehicle(
  vehicle: Vehicle,
  drops: Drop[],
  { asked = false }: { asked?: boolean } = {},
): Vehicle | null {
  const c = parameterChecks();
  // The vehicle a page asked for by its slug or id is shown: its own address is not checked.
  if (!asked && !c.stockId(vehicle.stock_id)) {
    drops.push({ field: 'stock_id', action: 'vehicle left out', reason: 'not a stock id' });
    return null;
  }
  if (!asked && !c.slug(vehicle.slug)) {
    drops.push({
      field: 'slug',
      action: 'vehicle left out',
      reason: "does not match getVehicleBySlug's slug: its page could not be asked for",
    });
    return null;
  }
  const fitted: Vehicle = { ...vehicle };
  if (!c.classification(vehicle.advert_classification)) {
    const upper = String(vehicle.advert_classification ?? '')
      .trim()
      .toUpperCase();
    fitted.advert_classification = c.classification(upper)
      ? (upper as Vehicle['advert_classification'])
      : 'USED';
    drops.push({
      field: 'advert_classification',
      action: c.classification(upper) ? 'read in capitals' : 'read as USED',
      reason: 'not USED, NEW, OFFER or MOTABILITY',
    });
  }
  for (const [field, from] of [
    ['fuel_type_slug', 'fuel_type'],
    ['body_type_slug', 'body_type'],
  ] as const) {
    if (c.typeSlug(vehicle[field])) continue;
    const made = [slugOf(vehicle[field]), slugOf(vehicle[from])].find((s) => c.typeSlug(s));
    if (made === undefined) {
      drops.push({ field, action: 'vehicle left out', reason: 'no slug can be made of it' });
      return null;
    }
    fitted[field] = made;
    drops.push({ field, action: 'made a slug again', reason: 'not a search slug' });
  }
  if (!c.vrm(vehicle.vrm)) {
    const plate = String(vehicle.vrm ?? '')
      .replace(/\s+/g, '')
      .toUpperCase();
    if (c.vrm(plate)) {
      fitted.vrm = plate;
      drops.push({ field: 'vrm', action: 'spaces taken out', reason: "not getTurntable's vrm" });
    } else if (vehicle.turntable) {
      fitted.turntable = false;
      drops.push({
        field: 'vrm',
        action: '360 view left out',
        reason: "not getTurntable's vrm: its frames could not be asked for",
      });
    }
  }
  return fitted;
}

/** One warn line a kind of drop of one answer: what, how many, why; never the values. */
function tell(log: DropLog, operation: string, drops: Drop[]): void {
  const kinds = new Map<string, Drop & { count: number }>();
  for (const drop of drops) {
    const key = `${drop.field}\u0000${drop.action}`;
    const seen = kinds.get(key);
    if (seen) seen.count++;
    else kinds.set(key, { ...drop, count: 1 });
  }
  for (const kind of kinds.values())
    log.warn(
      { platformAnswer: operation, ...kind },
      `platform answer: ${kind.field} ${kind.action} (${kind.count})`,
    );
}

type Answer<T> = { data?: T | null; error?: unknown };

/**
 * The API client through which the host reads a platform's own /api/v2 (`API_BASE_URL`): the one
 * place its answers enter (decision 0910). A vehicle, a search's vehicles, the stock index, the
 * featured tabs and the order config are checked against the request parameters the storefront
 * builds from them; what can be read another way is (a classification in capitals, a slug made
 * again from the fuel or body name, a plate's spaces), what cannot is left out, and each kind is
 * one warn line in the host log instead of a section vanishing without a word.
 */
export function platformAnswers(api: ShowroomClient, log: DropLog): ShowroomClient {
  const vehicles = async <R extends Answer<{ data: Vehicle[] }>>(
    operation: string,
    answer: Promise<R>,
  ): Promise<R> => {
    const found = await answer;
    if (!found.data) return found;
    const drops: Drop[] = [];
    const fitted = found.data.data.flatMap((v) => fitVehicle(v, drops) ?? []);
    tell(log, operation, drops);
    return drops.length ? { ...found, data: { ...found.data, data: fitted } } : found;
  };
  const one = async <R extends Answer<Vehicle>>(operation: string, answer: Promise<R>) => {
    const found = await answer;
    if (!found.data) return found;
    const drops: Drop[] = [];
    const fitted = fitVehicle(found.data, drops, { asked: true });
    tell(log, operation, drops);
    return fitted && drops.length ? { ...found, data: fitted } : found;
  };
  return {
    ...api,
    searchVehicles: (...args) => vehicles('searchVehicles', api.searchVehicles(...args)),
    getVehicleBySlug: (...args) => one('getVehicleBySlug', api.getVehicleBySlug(...args)),
    getVehicleById: (...args) => one('getVehicleById', api.getVehicleById(...args)),
    listVehicleIndex: async (...args) => {
      const found = await api.listVehicleIndex(...args);
      if (!found.data) return found;
      const c = parameterChecks();
      const kept = found.data.data.filter((e) => c.slug(e.slug) && c.stockId(e.stock_id));
      const left = found.data.data.length - kept.length;
      if (left === 0) return found;
      tell(
        log,
        'listVehicleIndex',
        Array.from({ length: left }, () => ({
          field: 'slug',
          action: 'vehicle left out',
          reason: "does not match getVehicleBySlug's slug or getVehicleById's stock_id",
        })),
      );
      return { ...found, data: { ...found.data, data: kept } };
    },
    listFeaturedTabs: async (...args) => {
      const found = await api.listFeaturedTabs(...args);
      if (!found.data) return found;
      const c = parameterChecks();
      const drops: Drop[] = [];
      const tabs = found.data.map((tab) => {
        const filters: Record<string, unknown> = { ...tab.filters };
        for (const [key, value] of Object.entries(filters)) {
          const check = c.search.get(key);
          if (check && !check(value)) {
            delete filters[key];
            drops.push({
              field: `filters.${key}`,
              action: 'filter left out',
              reason: "not a value of searchVehicles' parameter",
            });
          }
        }
        const fitted = { ...tab, filters: filters as typeof tab.filters };
        if (tab.advert_classification !== null && !c.classification(tab.advert_classification)) {
          fitted.advert_classification = null;
          drops.push({
            field: 'advert_classification',
            action: 'left out',
            reason: 'not USED, NEW, OFFER or MOTABILITY',
          });
        }
        if (!c.sort(tab.orderBy)) {
          fitted.orderBy = 'price-asc';
          drops.push({
            field: 'orderBy',
            action: 'read as price-asc',
            reason: 'not a search sort',
          });
        }
        return fitted;
      });
      tell(log, 'listFeaturedTabs', drops);
      return drops.length ? { ...found, data: tabs } : found;
    },
    getOrderConfig: async (...args) => {
      const found = await api.getOrderConfig(...args);
      if (!found.data || parameterChecks().deposit(found.data.finance_deposit)) return found;
      tell(log, 'getOrderConfig', [
        {
          field: 'finance_deposit',
          action: 'read as 10 percent',
          reason: "not a value of getVehicleFinance's deposit",
        },
      ]);
      return { ...found, data: { ...found.data, finance_deposit: 10 } };
    },
  };
}
