import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { DealPanel as DealPanelFrame, ReservedNotice, StickyDealBanner } from '@showroom/ui';
import { MOBILE_MAX_WIDTH, SCROLL_DEBOUNCE_MS, isReserved, message } from '@showroom/core';
import type { VdpState } from '../state/pageState.ts';
import { createDealStore } from './dealStore.ts';
import { sendBuilder, type DealPorts } from './effects.ts';
import { loadDeal } from './actions.ts';
import { browserDealPorts } from './ports.ts';
import { DealSteps } from './DealSteps.tsx';
import { useDebounced } from './useDebounced.ts';
import './deal.css';

/** Ports are only needed once an effect runs, which is always in the browser. */
function useLazyPorts(state: VdpState): DealPorts {
  const ref = useRef<DealPorts | null>(null);
  return useMemo(() => {
    const get = () => (ref.current ??= browserDealPorts(state.vehicle, state.apiOrigin));
    return {
      get api() {
        return get().api;
      },
      storage: () => get().storage(),
      track: (event, params) => get().track(event, params),
      scrollToDeal: () => get().scrollToDeal(),
      newKey: () => get().newKey(),
      wait: (ms) => get().wait(ms),
    };
  }, [state.vehicle, state.apiOrigin]);
}

/**
 * The deal-builder container (spec 2, 4): core's machines in a valtio store, effects run through
 * the browser's ports. On screens up to MOBILE_MAX_WIDTH the panel opens as a modal dialog that
 * the browser's back button closes; a sticky banner shows while the panel is out of view.
 */
export function DealBuilder({ state }: { state: VdpState }) {
  const { vehicle, tenant } = state;
  const [deal] = useState(() =>
    createDealStore({
      stockId: vehicle.stock_id,
      deal: state.deal,
      finance: state.finance,
      orderConfig: state.orderConfig,
    }),
  );
  const ports = useLazyPorts(state);
  const snap = useSnapshot(deal);
  const sectionRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => loadDeal(deal, ports), [deal, ports]);
  // `data-ready` marks the panel interactive: it hydrates after the rest of the page
  // (app/src/client/lazyDeal.ts), and the inline loader (server/bootScript.js) holds clicks and
  // typing made in it before then. Set on the element, not rendered, so hydration matches.
  useEffect(() => {
    sectionRef.current?.setAttribute('data-ready', 'true');
  }, []);

  // Mobile: the panel becomes a modal (spec 4); a step asked for by the query opens it at once.
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
    const apply = () => {
      deal.isMobile = query.matches;
    };
    apply();
    if (query.matches && deal.builder.currentStep !== 'step-1') openModal();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deal]);

  function openModal() {
    if (deal.modalOpen) return;
    deal.modalOpen = true;
    window.history.pushState({ ...(window.history.state as object), dealModal: true }, '');
  }
  function closeModal() {
    if (!deal.modalOpen) return;
    if ((window.history.state as { dealModal?: boolean } | null)?.dealModal) window.history.back();
    else deal.modalOpen = false;
  }
  useEffect(() => {
    const onPop = () => {
      deal.modalOpen = false;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [deal]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (snap.modalOpen && snap.isMobile && !dialog.open) dialog.showModal();
    if ((!snap.modalOpen || !snap.isMobile) && dialog.open) dialog.close();
  }, [snap.modalOpen, snap.isMobile]);

  // Sticky banner once the panel has scrolled out of view (debounced, spec 4).
  const setSticky = useDebounced((visible: boolean) => {
    deal.stickyVisible = visible;
  }, SCROLL_DEBOUNCE_MS);
  useEffect(() => {
    const element = sectionRef.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setSticky(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [setSticky]);

  const ownReservation = snap.payment.status === 'success' && snap.order.guid;
  const notOrderable =
    (snap.order.initialised && !snap.order.canOrder) ||
    (!snap.order.initialised && isReserved(vehicle));
  const step = snap.builder.currentStep;
  const showNotice = !ownReservation && notOrderable && step !== 'step-enquiry-form';
  const back = () => sendBuilder(deal, { type: 'back' }, ports);

  const panel = showNotice ? (
    <ReservedNotice reason={snap.order.availabilityMessage} similarHref={state.links.viewSimilar}>
      <button
        type="button"
        className="sr-btn sr-btn--quiet"
        onClick={() => sendBuilder(deal, { type: 'openEnquiry' }, ports)}
      >
        {message('enquire', {}, tenant)}
      </button>
    </ReservedNotice>
  ) : (
    <DealPanelFrame step={ownReservation ? 'cash-order-complete' : step} onBack={back}>
      <DealSteps
        deal={deal}
        ports={ports}
        vehicle={vehicle}
        tenant={tenant}
        reserved={Boolean(ownReservation)}
      />
    </DealPanelFrame>
  );
  const modal = snap.isMobile && snap.modalOpen;

  return (
    <div
      id="deal"
      ref={sectionRef}
      className="sr-deal-builder"
      data-step={step}
      data-payment-method={snap.builder.paymentMethod}
      data-order-status={snap.order.status}
    >
      {snap.isMobile ? (
        <div className="sr-deal-builder__teaser">
          <h2 className="sr-deal-builder__teaser-title">{message('buildYourDeal', {}, tenant)}</h2>
          <button type="button" className="sr-btn sr-btn--primary" onClick={openModal}>
            Start your deal
          </button>
        </div>
      ) : (
        panel
      )}
      <dialog
        ref={dialogRef}
        className="sr-deal-builder__dialog"
        aria-label={message('buildYourDeal', {}, tenant)}
        onCancel={(event) => {
          event.preventDefault();
          closeModal();
        }}
      >
        {modal && (
          <>
            <button
              type="button"
              className="sr-btn sr-btn--quiet sr-deal-builder__close"
              onClick={closeModal}
            >
              {message('close', {}, tenant)}
            </button>
            {panel}
          </>
        )}
      </dialog>
      <StickyDealBanner
        visible={snap.stickyVisible && !modal}
        vehicleName={vehicle.name}
        price={vehicle.list_price ?? vehicle.price}
        onCta={() => (snap.isMobile ? openModal() : ports.scrollToDeal())}
      />
    </div>
  );
}
