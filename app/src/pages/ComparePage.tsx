import {
  comparePath,
  describeFinanceSettings,
  financeSettingsParams,
  isDefaultFinanceSettings,
  SEARCH_PATH,
  toggleCompare,
  toQueryString,
  vehicleDetailsPath,
} from '@showroom/core';
import { CompareTable, FinanceSettingsFields, type CompareCar } from '@showroom/ui';
import type { CompareState } from '../state/pageState.ts';
import { Island } from '../components/Island.tsx';
import { Shell } from '../components/Shell.tsx';
import { COMPARE_KEY, browserStorage, readCompare, writeIdList } from '../state/browserStorage.ts';

/** Forgets a removed car from the stored compare list too (the link then shows the rest). */
function forgetCompared(stockId: number): void {
  const storage = browserStorage();
  const list = readCompare(storage);
  if (list.includes(stockId)) writeIdList(storage, COMPARE_KEY, toggleCompare(list, stockId));
}

/**
 * /vehicle-search/compare?ids=A,B,C: up to three cars side by side, rendered on the server and
 * shareable. One set of finance settings (a plain GET form) prices every column, so the monthly
 * figures compare like with like; "Build your deal" carries them to the car's deal builder.
 */
export function ComparePage({ state }: { state: CompareState }) {
  const { settings, ids } = state;
  const carried = isDefaultFinanceSettings(settings) ? {} : financeSettingsParams(settings);
  const dealQuery = toQueryString(financeSettingsParams(settings));
  const cars: CompareCar[] = state.cars.map((car) => ({
    stockId: car.stockId,
    vehicle: car.vehicle,
    quote: car.quote,
    noQuote: car.noQuote,
    dealHref: car.vehicle ? `${vehicleDetailsPath(car.vehicle.slug)}?${dealQuery}#deal` : null,
    removeHref: comparePath(
      ids.filter((id) => id !== car.stockId),
      carried,
    ),
  }));
  return (
    <Shell siteName={state.tenant.siteName}>
      <div className="sr-comparepage">
        <h1>Compare cars</h1>
        {state.messages.length > 0 && (
          <div className="sr-message" role="alert">
            {state.messages.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
        {cars.length === 0 ? (
          <div className="sr-comparepage__empty">
            <p>There are no cars to compare yet.</p>
            <p>
              Press <strong>Compare</strong> on up to three cars’ pages, then come back here, or
              choose them from your saved cars.
            </p>
            <p>
              <a className="sr-btn sr-btn--primary" href={SEARCH_PATH}>
                Search cars
              </a>
            </p>
          </div>
        ) : (
          <Island name="compare">
            <form
              className="sr-comparepage__settings"
              method="get"
              action={`${SEARCH_PATH}/compare`}
              aria-label="Finance for every car"
            >
              <input type="hidden" name="ids" value={ids.join(',')} />
              <FinanceSettingsFields settings={settings} legend="Finance for every car" />
              <button type="submit" className="sr-btn sr-btn--accent">
                Update monthly figures
              </button>
            </form>
            <CompareTable
              cars={cars}
              settingsText={describeFinanceSettings(settings)}
              broker={state.broker}
              tenant={state.tenant}
              onRemove={forgetCompared}
            />
          </Island>
        )}
      </div>
    </Shell>
  );
}
