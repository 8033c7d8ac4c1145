import { useRef, useState } from 'react';
import {
  message,
  DEFAULT_FINANCE_SETTINGS,
  DEFAULT_SEARCH_SORT,
  describeFinanceSettings,
  financeSettingsParams,
  formatNumber,
  SEARCH_PATH,
  SEARCH_SORTS,
  searchHref,
  stockRangeNames,
  toQueryString,
  vehicleDetailsPath,
  type StockMake,
} from '@showroom/core';
import type { SearchFilters, SearchState } from '../state/pageState.ts';
import { Island } from '../components/Island.tsx';
import { Shell } from '../components/Shell.tsx';
import { SearchCard } from '../components/SearchCard.tsx';
import { inSavedLists } from '../state/store.ts';
import { FinanceSettingsFields } from '@showroom/ui';

const SORT_LABELS: Record<string, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'mileage-asc': 'Mileage: lowest first',
  'year-desc': 'Age: newest first',
  newest: 'Recently added',
  'monthly-asc': 'Monthly payment: lowest first',
};
const CLASS_LABELS = {
  '': 'All vehicles',
  USED: 'Used',
  NEW: 'New',
  OFFER: 'Offers',
  MOTABILITY: 'Motability',
};

const CATEGORY_LABELS = { '': 'Cars and vans', cars: 'Cars', vans: 'Vans' };

const MAKES_LIST = 'sr-search-makes';
const RANGES_LIST = 'sr-search-ranges';

/**
 * Make and model as text the shopper types, each offering what is in stock (a datalist: the makes,
 * and the models of the make typed so far, core's `stockRangeNames`). What is typed is read by
 * core's rule, so "vw", "Merc" or "Fiest" find cars too.
 */
function MakeModelFields({
  filters,
  stock,
}: {
  filters: SearchFilters;
  stock: readonly StockMake[];
}) {
  const [make, setMake] = useState(filters.make ?? '');
  return (
    <>
      <SuggestingField
        label="Make"
        name="make"
        list={MAKES_LIST}
        value={filters.make}
        placeholder="Any make"
        suggestions={stock.map((entry) => entry.name)}
        onChange={setMake}
      />
      <SuggestingField
        label="Model"
        name="range"
        list={RANGES_LIST}
        value={filters.range}
        placeholder="Any model"
        suggestions={stockRangeNames(stock, make)}
      />
    </>
  );
}

/** A labelled text field that offers `suggestions` (a datalist) without limiting what is typed. */
function SuggestingField({
  label,
  name,
  list,
  value,
  placeholder,
  suggestions,
  onChange,
}: {
  label: string;
  name: string;
  list: string;
  value: string | undefined;
  placeholder: string;
  suggestions: readonly string[];
  onChange?: (value: string) => void;
}) {
  return (
    <>
      <label>
        {label}
        <input
          name={name}
          list={list}
          defaultValue={value ?? ''}
          placeholder={placeholder}
          autoComplete="off"
          onChange={onChange && ((event) => onChange(event.currentTarget.value))}
        />
      </label>
      <datalist id={list}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}

/**
 * The results page: a filter form (plain GET, works without script), results and paging links.
 * Like the vehicle page, it hydrates in islands: the form and each result card hydrate on their
 * own as they come into view or are touched, so at load the browser hydrates only what is in view.
 */
export function SearchPage({ state }: { state: SearchState }) {
  const { filters, meta, vehicles, messages } = state;
  const sortRef = useRef<HTMLSelectElement>(null);
  // A budget entered while the order is the one the page started with sorts by monthly payment.
  const budgetEntered = () => {
    const select = sortRef.current;
    const initial = select && [...select.options].find((option) => option.defaultSelected);
    if (select && !filters.sort && !state.budget && select.value === (initial?.value ?? '')) {
      select.value = 'monthly-asc';
    }
  };
  const budget = state.budget ?? null;
  const settings = budget?.settings ?? DEFAULT_FINANCE_SETTINGS;
  // A budget's settings go with each result to its deal builder (requirement FIN-5: search filter
  // overrides).
  const carried = budget ? `?${toQueryString(financeSettingsParams(budget.settings))}` : '';
  const page = meta?.page ?? filters.page ?? 1;
  const pages = meta?.pages ?? 1;
  return (
    <Shell siteName={state.tenant.siteName}>
      <div className="sr-search">
        <h1>{state.heading}</h1>
        {/* What the query asked that could not be done, first, so a phone shows it without scrolling. */}
        {messages.length > 0 && (
          <div className="sr-message" role="alert">
            {messages.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
        <Island name="filters">
          <form
            className="sr-filters"
            method="get"
            action={SEARCH_PATH}
            aria-label="Filter vehicles"
          >
            <MakeModelFields filters={filters} stock={state.stock ?? []} />
            <label>
              Min price (£)
              <input name="min_price" inputMode="numeric" defaultValue={filters.min_price ?? ''} />
            </label>
            <label>
              Max price (£)
              <input name="max_price" inputMode="numeric" defaultValue={filters.max_price ?? ''} />
            </label>
            <label>
              Type
              <select
                name="advert_classification"
                defaultValue={filters.advert_classification ?? ''}
              >
                {Object.entries(CLASS_LABELS).map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Cars or vans
              <select name="category" defaultValue={filters.category ?? ''}>
                {Object.entries(CATEGORY_LABELS).map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="sr-filters__budget">
              <legend>Monthly budget</legend>
              <div className="sr-filters__range">
                {(
                  [
                    ['From', 'monthly_from'],
                    ['To', 'monthly_to'],
                  ] as const
                ).map(([end, name]) => (
                  <label key={name}>
                    {`${end} (£ a month)`}
                    <input
                      onChange={budgetEntered}
                      name={name}
                      inputMode="numeric"
                      defaultValue={filters[name] ?? ''}
                    />
                  </label>
                ))}
              </div>
              <p className="sr-filters__assumes">
                {`Monthly payments assume ${describeFinanceSettings(settings)}. Change them here; they carry into each car’s deal builder.`}
              </p>
              {/* Closed until a budget is set, so the results stay in the first screen on a phone. */}
              <details className="sr-filters__settings" open={Boolean(budget)}>
                <summary>Change deposit, finance type, term and mileage</summary>
                <FinanceSettingsFields settings={settings} legend="Your budget assumes" />
              </details>
            </fieldset>
            <label>
              Sort
              <select
                ref={sortRef}
                name="sort"
                defaultValue={filters.sort ?? (budget ? 'monthly-asc' : DEFAULT_SEARCH_SORT)}
              >
                {SEARCH_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort] ?? sort}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="sr-btn sr-btn--accent">
              Search
            </button>
          </form>
        </Island>
        {meta && (
          <p className="sr-search__count" role="status">
            {meta.total === 1 ? '1 vehicle found' : `${formatNumber(meta.total)} vehicles found`}
          </p>
        )}
        {meta && vehicles.length === 0 && (
          <p className="sr-search__empty">
            No vehicles match these filters. <a href={SEARCH_PATH}>See all vehicles</a>
          </p>
        )}
        <ul className="sr-search__results">
          {vehicles.map((vehicle, index) => (
            <li key={vehicle.stock_id}>
              {/* A card this browser saved or compares hydrates at load: its server markup says neither. */}
              <Island
                name={`result-${vehicle.stock_id}`}
                atOnce={() => inSavedLists(vehicle.stock_id)}
              >
                <SearchCard
                  stockId={vehicle.stock_id}
                  vehicle={vehicle}
                  tenant={state.tenant}
                  priority={index === 0}
                  href={budget ? `${vehicleDetailsPath(vehicle.slug)}${carried}` : undefined}
                  monthly={
                    budget?.quotes[vehicle.stock_id]
                      ? {
                          quote: budget.quotes[vehicle.stock_id]!,
                          broker: state.broker,
                          // What this car's quote assumes: the lender's change, if any, said too.
                          settingsText:
                            budget.said[vehicle.stock_id]?.text ??
                            describeFinanceSettings(budget.settings),
                          changes: budget.said[vehicle.stock_id]?.changes,
                        }
                      : state.headline?.[vehicle.stock_id]
                        ? {
                            quote: state.headline[vehicle.stock_id]!,
                            broker: state.broker,
                            // The figure the car's own page leads with, and what it assumes.
                            settingsText:
                              state.headlineSaid?.[vehicle.stock_id]?.text ??
                              message('headlineSettings', {}, state.tenant),
                            changes: state.headlineSaid?.[vehicle.stock_id]?.changes,
                          }
                        : undefined
                  }
                />
              </Island>
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className="sr-paging" aria-label="Pages">
            {page > 1 ? (
              <a rel="prev" href={searchHref(SEARCH_PATH, { ...filters, page: page - 1 })}>
                ‹ Previous
              </a>
            ) : (
              <span />
            )}
            <span>{`Page ${page} of ${pages}`}</span>
            {page < pages ? (
              <a rel="next" href={searchHref(SEARCH_PATH, { ...filters, page: page + 1 })}>
                Next ›
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
    </Shell>
  );
}
