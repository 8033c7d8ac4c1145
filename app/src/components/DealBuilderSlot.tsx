import { Component, createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { FinanceQuote, Vehicle } from '@showroom/api-client';
import type { TenantConfig } from '@showroom/core';
import type { InitialDeal, VdpState } from '../state/pageState.ts';
import { useStore } from '../state/store.ts';
import { HydrationBoundary } from './HydrationBoundary.tsx';

/** The deal builder (app/src/deal/DealBuilder.tsx) as the page renders it. */
export type DealBuilderComponent = ComponentType<{ state: VdpState }>;

/**
 * Which deal builder the page renders: the server's renderer provides the module itself; the
 * browser provides a lazy one (app/src/browser/lazyDeal.ts) whose code loads when the panel is
 * needed, so the rest of the page hydrates without it and the server's panel stays as it is
 * until then.
 */
export const DealBuilderContext = createContext<DealBuilderComponent | null>(null);

/**
 * Catches a deal builder that could not load (its chunk failed: offline, a deploy replaced the
 * files) so the rest of the page keeps working, and says what to do.
 */
class DealLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div id="deal" className="sr-deal-builder" role="alert">
        <p>
          Sorry, the deal builder could not be loaded. Please check your connection and reload the
          page.
        </p>
      </div>
    );
  }
}

/**
 * Where the vehicle page's deal builder goes (requirement DEAL-1): the builder the environment
 * provides, in a Suspense boundary of its own (ui's DealPanel is the panel's frame inside it). The
 * builder reads the page's finance, order config and links from the store. Its Suspense boundary
 * lets the browser hydrate it on its own, after the rest of the page; until then an update of the
 * page leaves the server's panel as it is (HydrationBoundary).
 */
export function DealBuilderSlot(props: {
  vehicle: Vehicle;
  quote: FinanceQuote | null;
  deal: InitialDeal;
  tenant: TenantConfig;
}) {
  const { data } = useStore();
  const Builder = useContext(DealBuilderContext);
  if (data.page !== 'vdp' || !Builder) return null;
  return (
    <DealLoadBoundary>
      <HydrationBoundary>
        {/* Builder is one stable component per page from context (the module on the server, one
            React.lazy made before hydration in the browser), not one created in this render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Builder
          state={{ ...data, vehicle: props.vehicle, tenant: props.tenant, deal: props.deal }}
        />
      </HydrationBoundary>
    </DealLoadBoundary>
  );
}
