import {
  financeOffered,
  inMonthlyBudget,
  monthlyPaymentModel,
  monthlyPaymentWith,
  type FinanceProduct,
  type FinanceQuote,
  type RateTable,
} from '@showroom/core';
import { keptReads } from '../db/keptReads.ts';
import type {
  FinanceCandidate,
  Repositories,
  VehicleFilter,
  VehicleSearch,
} from '../db/repositories.ts';
import {
  ageAt,
  depositPence,
  quoteVehicle,
  registeredAt,
  type FinanceRequest,
} from '../finance/quotes.ts';
import type { Pence, VehicleRecord } from '../model.ts';

/** A search by monthly payment: the product and settings every vehicle is priced at, and the range. */
export interface MonthlyBudget {
  product: FinanceProduct;
  request: FinanceRequest;
  /** Inclusive bounds on the level monthly payment, in pence. */
  from?: Pence;
  to?: Pence;
}

export type MonthlySort = VehicleSearch['sort'] | 'monthly-asc';

/** The vehicles a filter matches, column by column, with each one's registration time parsed once. */
interface Candidates {
  stockId: Int32Array;
  price: Float64Array;
  registered: Float64Array;
  rows: FinanceCandidate[];
  /** Each vehicle's payment model by product, term and mileage. */
  models: Map<string, ModelColumns>;
}

/** Candidate lists kept per filter while the data is unchanged (see `dataVersion`). */
const KEPT_FILTERS = 32;
/** Payment models kept per candidate list: one set per product, term and mileage asked for. */
const KEPT_MODELS = 24;
/**
 * How long a list's payment models are used (ms). A model holds what a vehicle's age decides (term
 * limit, rate band, final payment), so it is worked out again after this: a vehicle that crossed
 * an age boundary since is priced as it is now (the listed quotes are always worked out afresh).
 */
const MODEL_LIFETIME_MS = 60_000;
/** Answers kept per product, term and mileage (a deposit, range and order each). */
const KEPT_ANSWERS = 8;

/**
 * What `monthlyPaymentWith` needs of each vehicle's model, column by column (32 bytes a vehicle,
 * so a setting's models for 50,000 vehicles take 1.6 MB); NaN marks a vehicle with no quote.
 */
interface ModelColumns {
  at: number;
  /** Budget searches answered with these models: the matching candidates in order, by search. */
  answers: Map<string, Int32Array>;
  smallest: Float64Array;
  largest: Float64Array;
  annuity: Float64Array;
  discountedFinal: Float64Array;
}

function columnsOf(rows: FinanceCandidate[]): Candidates {
  const count = rows.length;
  const candidates: Candidates = {
    stockId: new Int32Array(count),
    price: new Float64Array(count),
    registered: new Float64Array(count),
    rows,
    models: new Map(),
  };
  rows.forEach((row, i) => {
    candidates.stockId[i] = row.stock_id;
    candidates.price[i] = row.price;
    candidates.registered[i] = registeredAt(row);
  });
  return candidates;
}

/**
 * Search by monthly budget (requirement FIN-5: search filter overrides; deposit, term and mileage
 * are the shopper's own). Every vehicle the other filters match is priced with core's
 * `quoteMonthlyPayment` at the shopper's settings (the same level payment `quoteFinance` quotes,
 * without the APR), kept when within the budget, sorted (by monthly payment unless another order is
 * asked) and paged; only the page's vehicles get a full quote, the one returned with them.
 *
 * The store is asked for the matching vehicles' priced fields once per filter, and the answer is
 * kept while `dataVersion()` is unchanged (`keptReads`), so a shopper changing only the deposit,
 * term or mileage costs no query at all.
 */
export function monthlySearcher(repos: Repositories, rates: RateTable, now: () => Date) {
  const kept = keptReads<Candidates>(() => repos.dataVersion(), KEPT_FILTERS);

  // A mobility-scheme car has no finance of ours, so no monthly payment to search by.
  const candidatesFor = (filter: VehicleFilter): Promise<Candidates> =>
    kept(JSON.stringify(filter), () =>
      repos.vehicles
        .financeCandidates(filter)
        .then((rows) => columnsOf(rows.filter((row) => financeOffered(row)))),
    );

  /** Every candidate's payment model for the product, term and mileage (the deposit aside). */
  const modelsFor = (
    candidates: Candidates,
    product: FinanceProduct,
    request: FinanceRequest,
    at: Date,
  ): ModelColumns => {
    const key = `${product}|${request.term}|${product === 'PCP' ? request.mileage : ''}`;
    const hit = candidates.models.get(key);
    const age = hit ? at.getTime() - hit.at : -1;
    if (hit && age >= 0 && age < MODEL_LIFETIME_MS) {
      candidates.models.delete(key);
      candidates.models.set(key, hit);
      return hit;
    }
    const count = candidates.rows.length;
    const columns: ModelColumns = {
      at: at.getTime(),
      answers: new Map(),
      smallest: new Float64Array(count),
      largest: new Float64Array(count),
      annuity: new Float64Array(count),
      discountedFinal: new Float64Array(count),
    };
    for (let i = 0; i < count; i++) {
      const model = monthlyPaymentModel({
        product,
        cashPrice: candidates.price[i]!,
        term: request.term,
        annualMileage: request.mileage,
        rates,
        vehicleAgeYears: ageAt(candidates.registered[i]!, at),
        // A manufacturer's 0% offer prices its cars here as in their quotes.
        vehicle: {
          make: candidates.rows[i]!.make,
          range: candidates.rows[i]!.range,
          advertClassification: candidates.rows[i]!.advert_classification,
        },
      });
      if ('reason' in model) {
        columns.annuity[i] = NaN;
        continue;
      }
      columns.smallest[i] = model.limits.smallest;
      columns.largest[i] = model.limits.largest;
      columns.annuity[i] = model.factors.annuity;
      columns.discountedFinal[i] = model.factors.discountedFinal;
    }
    candidates.models.delete(key);
    if (candidates.models.size >= KEPT_MODELS) {
      candidates.models.delete(candidates.models.keys().next().value!);
    }
    candidates.models.set(key, columns);
    return columns;
  };

  return async function search(
    filter: VehicleFilter,
    budget: MonthlyBudget,
    paging: { sort: MonthlySort; page: number; resultsPerPage: number },
  ): Promise<{ vehicles: VehicleRecord[]; quotes: FinanceQuote[]; total: number }> {
    const candidates = await candidatesFor(filter);
    const at = now();
    const { product, request } = budget;
    const from = budget.from ?? 0;
    const to = budget.to ?? Infinity;
    const models = modelsFor(candidates, product, request, at);
    const key = `${product}|${request.term}|${request.mileage}|${request.deposit}|${request.depositType}|${from}|${to}|${paging.sort}`;
    let answer = models.answers.get(key);
    if (answer) {
      models.answers.delete(key);
    } else {
      answer = answerOf(candidates, models, request, from, to, paging.sort);
      if (models.answers.size >= KEPT_ANSWERS) {
        models.answers.delete(models.answers.keys().next().value!);
      }
    }
    models.answers.set(key, answer);
    const start = (paging.page - 1) * paging.resultsPerPage;
    const pageIds = Array.from(
      answer.subarray(start, start + paging.resultsPerPage),
      (i) => candidates.rows[i]!.stock_id,
    );
    const vehicles = await repos.vehicles.byIds(pageIds);
    const quoted = vehicles.map((vehicle) => ({
      vehicle,
      quote: quoteVehicle(vehicle, request, at, rates, product)[product],
    }));
    // A vehicle changed between the two reads (its price edited) may no longer be quotable.
    const listed = quoted.filter(
      (entry): entry is { vehicle: VehicleRecord; quote: FinanceQuote } => entry.quote !== null,
    );
    return {
      vehicles: listed.map((entry) => entry.vehicle),
      quotes: listed.map((entry) => entry.quote),
      total: answer.length,
    };
  };
}

/**
 * The candidates (by index) whose monthly payment at the settings is within the budget, in the
 * order asked. Each vehicle is priced from its model (`monthlyPaymentWith`) with the shopper's
 * deposit: a few multiplications, nothing allocated per vehicle.
 */
function answerOf(
  candidates: Candidates,
  models: ModelColumns,
  request: FinanceRequest,
  from: number,
  to: number,
  sort: MonthlySort,
): Int32Array {
  const count = candidates.stockId.length;
  const matched = new Int32Array(count);
  const monthly = new Float64Array(count);
  let found = 0;
  // A deposit in pounds is the same for every vehicle; a percent is worked out for each.
  const fixedDeposit =
    request.depositType === 'amount' && count > 0
      ? depositPence(candidates.rows[0]!, request)
      : null;
  // One model object, refilled for each vehicle from the columns.
  const limits = { smallest: 0, largest: 0 };
  const factors = { annuity: 0, discountedFinal: 0 };
  const model = { cashPrice: 0, partExchangeBalance: 0, limits, factors };
  for (let i = 0; i < count; i++) {
    const annuity = models.annuity[i]!;
    if (Number.isNaN(annuity)) continue;
    model.cashPrice = candidates.price[i]!;
    limits.smallest = models.smallest[i]!;
    limits.largest = models.largest[i]!;
    factors.annuity = annuity;
    factors.discountedFinal = models.discountedFinal[i]!;
    const deposit = fixedDeposit ?? depositPence(candidates.rows[i]!, request);
    const payment = monthlyPaymentWith(model, deposit);
    // Within the budget at the shopper's own deposit: never a car that deposit pays for outright.
    if (!inMonthlyBudget(model.cashPrice, deposit, payment, from, to)) continue;
    matched[found] = i;
    monthly[i] = payment;
    found++;
  }
  const rows = candidates.rows;
  const byId = (a: number, b: number) => rows[a]!.stock_id - rows[b]!.stock_id;
  const compare: Record<MonthlySort, (a: number, b: number) => number> = {
    'monthly-asc': (a, b) => monthly[a]! - monthly[b]! || byId(a, b),
    'price-asc': (a, b) => rows[a]!.price - rows[b]!.price || byId(a, b),
    'price-desc': (a, b) => rows[b]!.price - rows[a]!.price || byId(b, a),
    'mileage-asc': (a, b) => rows[a]!.odometer_value - rows[b]!.odometer_value || byId(a, b),
    'year-desc': (a, b) => rows[b]!.year - rows[a]!.year || byId(a, b),
    newest: (a, b) => rows[b]!.created_seq - rows[a]!.created_seq,
  };
  return matched.slice(0, found).sort(compare[sort]);
}
