import { useEffect, useState } from 'react';
import { subscribeKey } from 'valtio/utils';
import {
  askingPrice,
  headlineMonthly,
  priceExcludingVat,
  type FinanceProduct,
  type TenantConfig,
} from '@showroom/core';
import { PhoneDealBar } from '@showroom/ui';
import type { Vehicle } from '@showroom/api-client';
import type { VdpState } from '../state/pageState.ts';
import { useHeadlineQuotes, useStore, type Store } from '../state/store.ts';
import { followPosition } from './followPosition.ts';
import { needIsland } from './Island.tsx';

/** Opens the deal builder once its island has hydrated (at once when it has). */
function startDeal(store: Store): void {
  document.getElementById('deal')?.scrollIntoView();
  if (store.dealActions) {
    store.dealActions.start();
    return;
  }
  needIsland('deal');
  const stop = subscribeKey(store, 'dealActions', (actions) => {
    if (!actions) return;
    stop();
    actions.start();
  });
}

/**
 * The phone's deal bar (ui's PhoneDealBar; CSS shows it only on phones): the price and the
 * page's headline monthly figure (core's headlineMonthly, the summary's own, a kept deal's once
 * its quote came) with "Start your deal", while the deal builder is still below the screen. Once
 * the deal builder is in view, or scrolled past (the sticky deal banner's turn), the bar steps
 * aside.
 */
export function PhoneDealBarSlot({
  vehicle,
  finance,
  tenant,
  chosenProduct,
}: {
  vehicle: Vehicle;
  finance: VdpState['finance'];
  tenant: TenantConfig;
  /** The finance type a search chose, which the headline leads with (as the summary's). */
  chosenProduct: FinanceProduct | null;
}) {
  const store = useStore();
  const headline = useHeadlineQuotes(finance, chosenProduct);
  const [below, setBelow] = useState(true);
  useEffect(() => {
    const element = document.getElementById('deal');
    if (!element) return undefined;
    return followPosition(element, ({ inView, rect, viewportHeight }) =>
      setBelow(!inView && rect.top >= viewportHeight),
    );
  }, []);
  return (
    <PhoneDealBar
      price={askingPrice(vehicle)}
      priceExcludingVat={priceExcludingVat(vehicle)}
      monthly={headlineMonthly(vehicle, headline.finance, tenant, headline.chosenProduct)}
      hidden={!below}
      onStart={() => startDeal(store)}
    />
  );
}
